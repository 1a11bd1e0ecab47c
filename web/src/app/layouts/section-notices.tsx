import type { ActualNotificationType } from '@shared/constants/spec';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeText } from '../../shared/ui/notice-html';
import type { SectionLoaderData } from '../guards/route-loaders';
import { useDismissNotice } from './dismiss-notice';

type Notices = Extract<SectionLoaderData, { kind: 'open' }>['notices'];

const SEVERITY: Record<ActualNotificationType, { css: string; icon: string }> = {
  INFO: { css: 'notice-info', icon: 'pi pi-info-circle' },
  WARNING: { css: 'notice-warn', icon: 'pi pi-exclamation-triangle' },
  BLOCKING: { css: 'notice-error', icon: 'pi pi-ban' },
};

/** Notices closed in this browser session: they come back on the next visit (01 §2.11). */
const CLOSED_KEY = 'closed-notices';
const closedInSession = (): ReadonlySet<string> => {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(CLOSED_KEY) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
};

/**
 * The actual notifications of the opened section, as banners (01 §2.3, §2.11, §4.5). The cross closes one for
 * this visit; 'Больше не показывать', offered where the publisher allows it (shownAgain), hides it for good.
 */
export function SectionNotices({ notices }: { notices: Notices }) {
  const { t } = useTranslation();
  const dismiss = useDismissNotice();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(closedInSession);
  const visible = notices.filter((n) => !hidden.has(n.id));
  const hide = (id: string) => {
    const next = new Set(hidden).add(id);
    setHidden(next);
    sessionStorage.setItem(CLOSED_KEY, JSON.stringify([...next]));
  };
  if (visible.length === 0) return null;
  return (
    <div className="section-notices">
      {visible.map((notice) => (
        <div key={notice.id} className={`section-notice ${SEVERITY[notice.type].css}`} role="status">
          <i className={SEVERITY[notice.type].icon} aria-hidden />
          <NoticeText className="section-notice-text" text={notice.text} />
          {notice.shownAgain && notice.type !== 'BLOCKING' && (
            <button
              type="button"
              className="section-notice-never"
              onClick={() => {
                hide(notice.id);
                dismiss.mutate(notice.id);
              }}
            >
              {t('actions.doNotShowAgain')}
            </button>
          )}
          <button
            type="button"
            className="section-notice-close"
            aria-label={t('actions.dismiss')}
            onClick={() => hide(notice.id)}
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
      {message ? <NoticeText text={message} /> : <p>{t('sectionBlocked.text')}</p>}
    </section>
  );
}
