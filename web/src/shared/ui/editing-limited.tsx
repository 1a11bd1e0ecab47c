import { Message } from 'primereact/message';
import { Trans, useTranslation } from 'react-i18next';
import { MODERATION_SUPPORT_AFTER_DAYS } from '@shared/constants/spec';
import { supportMailboxes } from '../config/support-mailboxes';

/**
 * The account data is on moderation (01 §6, 02 §4, 03 §4): editing is limited, and a review longer
 * than two days is a matter for the support mailbox the hint names.
 */
export function EditingLimited({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [email] = supportMailboxes();
  return (
    <Message
      severity="warn"
      className={className}
      data-testid="editing-limited"
      content={
        <div>
          <strong>{t('moderation.limited')}</strong>
          <div className="small">
            <Trans
              t={t}
              i18nKey="moderation.hint"
              values={{ email, days: MODERATION_SUPPORT_AFTER_DAYS }}
              components={{ mail: <a href={`mailto:${email}`} /> }}
            />
          </div>
        </div>
      }
    />
  );
}
