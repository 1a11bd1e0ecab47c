import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';
import { closeNotice, noticeDialogs } from '../api/dialogs';
import { useStore } from '../hooks/external-store';
import { NoticeText } from './notice-html';

/** The notification modal (01 §2.11): server notices, blocked sections and the technical outage. */
export function NoticeHost() {
  const { t } = useTranslation();
  const [notice] = useStore(noticeDialogs);
  if (!notice) return null;
  const close = () => closeNotice(notice.id);
  return (
    <Dialog
      visible
      header={t(notice.titleKey)}
      onHide={close}
      closable={notice.closable}
      closeOnEscape={notice.closable}
      style={{ width: 'min(600px, 95vw)' }}
      footer={notice.closable ? <Button label={t('actions.ok')} onClick={close} autoFocus /> : null}
      data-testid="notice-dialog"
    >
      {notice.text ? (
        // Server notices carry an HTML message (01 §2.11), sanitised once more on the way in.
        <NoticeText className="dialog-message" text={notice.text} />
      ) : (
        <p className="dialog-message">{t(notice.textKey ?? 'dialogs.notificationDefaultText')}</p>
      )}
      {notice.files && notice.files.length > 0 && (
        <ul className="plain-list">
          {notice.files.map((file) => (
            <li key={file}>
              <i className="pi pi-file" aria-hidden /> {file}
            </li>
          ))}
        </ul>
      )}
      {notice.rqUid && (
        <p className="muted small">
          {t('dialogs.errorRqUid')}: <span className="mono">{notice.rqUid}</span>
        </p>
      )}
    </Dialog>
  );
}
