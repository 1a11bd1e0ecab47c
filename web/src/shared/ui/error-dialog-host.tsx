import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';
import ru from '../i18n/locales/ru/calls.json';
import en from '../i18n/locales/en/calls.json';
import { addFeatureNamespace } from '../i18n/feature-namespace';
import { closeErrorDialog, errorDialogs } from '../api/dialogs';
import { useStore } from '../hooks/external-store';
import './dialogs.css';
import { formatDate, formatTimeSeconds } from '../i18n/dates';

/** Each call's own failure text (01 §8), by its contract id: it travels with this lazily loaded dialog. */
export const CALLS_NS = 'calls';
addFeatureNamespace(CALLS_NS, { ru, en });

/**
 * The error dialog of 01 §8: the call's own failure text as its title ('Ошибка' for others), date and
 * time, the API path, the message, the request data and the request id.
 */
export function ErrorDialogHost() {
  const { t } = useTranslation();
  const [dialog] = useStore(errorDialogs);
  if (!dialog) return null;
  const close = () => closeErrorDialog(dialog.id);
  const title = dialog.callId
    ? t(`${CALLS_NS}:${dialog.callId}`, { defaultValue: t('dialogs.errorTitle') })
    : t('dialogs.errorTitle');
  return (
    <Dialog
      visible
      header={title}
      onHide={close}
      style={{ width: 'min(700px, 95vw)' }}
      breakpoints={{ '640px': '100vw' }}
      footer={<Button label={t('actions.close')} onClick={close} autoFocus />}
      data-testid="error-dialog"
    >
      <dl className="details-list">
        <dt>{t('dialogs.errorAt')}</dt>
        <dd>{`${formatDate(dialog.at)}|${formatTimeSeconds(dialog.at)}`}</dd>
        {dialog.path && (
          <>
            <dt>{t('dialogs.errorPath')}</dt>
            <dd className="mono">{dialog.path}</dd>
          </>
        )}
        <dt>{t('dialogs.errorMessage')}</dt>
        <dd className="dialog-message">{dialog.text ?? t(dialog.textKey ?? 'errors.emptyAnswer')}</dd>
        {dialog.requestData && (
          <>
            <dt>{t('dialogs.errorRequestData')}</dt>
            <dd>
              <pre className="mono error-request-data">{dialog.requestData}</pre>
            </dd>
          </>
        )}
        {dialog.rqUid && (
          <>
            <dt>{t('dialogs.errorRqUid')}</dt>
            <dd className="mono">{dialog.rqUid}</dd>
          </>
        )}
      </dl>
    </Dialog>
  );
}
