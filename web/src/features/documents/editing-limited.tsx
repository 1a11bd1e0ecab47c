import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { DOCUMENTS_NS } from './i18n';

/** 03 §4: while the account is on moderation documents cannot be added. */
export function EditingLimited() {
  const { t } = useTranslation(DOCUMENTS_NS);
  return (
    <Message
      severity="warn"
      className="doc-limited"
      data-testid="editing-limited"
      content={
        <div>
          <strong>{t('editingLimited')}</strong>
          <div className="small">{t('editingLimitedHint')}</div>
        </div>
      }
    />
  );
}
