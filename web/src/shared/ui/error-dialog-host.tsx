import dayjs from 'dayjs';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';
import { closeErrorDialog, errorDialogs } from '../api/dialogs';
import { useStore } from '../hooks/external-store';

/** The error dialog of 01 §8: date and time, the API path, the request id and the message. */
export function ErrorDialogHost() {
  const { t } = useTranslation();
  const [dialog] = useStore(errorDialogs);
  if (!dialog) return null;
  const close = () => closeErrorDialog(dialog.id);
  return (
    <Dialog
      visible
      header={t('dialogs.errorTitle')}
      onHide={close}
      style={{ width: 'min(600px, 95vw)' }}
      footer={<Button label={t('actions.close')} onClick={close} autoFocus />}
      data-testid="error-dialog"
    >
      <dl className="details-list">
        <dt>{t('dialogs.errorAt')}</dt>
        <dd>{dayjs(dialog.at).format('DD.MM.YYYY|HH:mm:ss')}</dd>
        {dialog.path && (
          <>
            <dt>{t('dialogs.errorPath')}</dt>
            <dd className="mono">{dialog.path}</dd>
          </>
        )}
        {dialog.rqUid && (
          <>
            <dt>{t('dialogs.errorRqUid')}</dt>
            <dd className="mono">{dialog.rqUid}</dd>
          </>
        )}
      </dl>
      <p className="dialog-message">{dialog.text ?? t(dialog.textKey ?? 'errors.emptyAnswer')}</p>
    </Dialog>
  );
}
