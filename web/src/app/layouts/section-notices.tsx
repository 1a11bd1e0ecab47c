import type { ActualNotificationType } from '@shared/constants/spec';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SectionLoaderData } from '../guards/route-loaders';
import { useDismissNotice } from './dismiss-notice';

type Notices = Extract<SectionLoaderData, { kind: 'open' }>['notices'];

const SEVERITY: Record<ActualNotificationType, { css: string; icon: string }> = {
  INFO: { css: 'notice-info', icon: 'pi pi-info-circle' },
  WARNING: { css: 'notice-warn', icon: 'pi pi-exclamation-triangle' },
  BLOCKING: { css: 'notice-error', icon: 'pi pi-ban' },
};

/** The actual notifications of the opened section, as banners the user can dismiss (01 §2.3, §4.5). */
export function SectionNotices({ notices }: { notices: Notices }) {
  const { t } = useTranslation();
  const dismiss = useDismissNotice();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const visible = notices.filter((n) => !hidden.has(n.id));
  if (visible.length === 0) return null;
  return (
    <div className="section-notices">
      {visible.map((notice) => (
        <div key={notice.id} className={`section-notice ${SEVERITY[notice.type].css}`} role="status">
          <i className={SEVERITY[notice.type].icon} aria-hidden />
          <p>{notice.text}</p>
          <button
            type="button"
            className="section-notice-close"
            aria-label={t('actions.dismiss')}
            onClick={() => {
              setHidden((current) => new Set(current).add(notice.id));
              dismiss.mutate(notice.id);
            }}
          >
            <i className="pi pi-times" aria-hidden />
          </button>
        </div>
      ))}
    </div>
  );
}

/** A section closed by a blocking notification or a technical outage, when there is no page to go back to. */
export function SectionBlocked({ message }: { message: string | null }) {
  const { t } = useTranslation();
  return (
    <section className="status-screen" data-testid="section-blocked">
      <i className="pi pi-lock status-icon" aria-hidden />
      <h1>{t('sectionBlocked.title')}</h1>
      <p>{message ?? t('sectionBlocked.text')}</p>
    </section>
  );
}
