import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';
import { QUESTIONNAIRE_NS } from './i18n';

export interface ConfirmSendDialogProps {
  text: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** A removal asks 'Удалить' instead of 'Отправить'. */
  destructive?: boolean;
}

/** 'Внимание!': a change request is about to leave, and editing stops until it is decided (02 §2.5, §4). */
export function ConfirmSendDialogView({
  text,
  busy,
  onConfirm,
  onCancel,
  destructive,
}: ConfirmSendDialogProps) {
  const { t } = useTranslation(QUESTIONNAIRE_NS);
  return (
    <Dialog
      visible={text !== null}
      header={t('dialogs.attention')}
      onHide={onCancel}
      style={{ width: 'min(560px, 95vw)' }}
      footer={
        <>
          <Button label={t('actions.cancel')} severity="secondary" text onClick={onCancel} disabled={busy} />
          <Button
            label={destructive ? t('actions.delete') : t('actions.send')}
            icon={destructive ? 'pi pi-trash' : 'pi pi-send'}
            severity={destructive ? 'danger' : undefined}
            onClick={onConfirm}
            loading={busy}
            autoFocus
            data-testid="confirm-accept"
          />
        </>
      }
      data-testid="confirm-dialog"
    >
      <div className="dialog-with-icon">
        <i className="pi pi-exclamation-triangle dialog-icon-warn" aria-hidden />
        <p className="dialog-message">{text}</p>
      </div>
    </Dialog>
  );
}

/** 'Успешно!' with what the server answered (02 §8). */
export function SuccessDialogView({ text, onClose }: { text: string | null; onClose: () => void }) {
  const { t } = useTranslation(QUESTIONNAIRE_NS);
  return (
    <Dialog
      visible={text !== null}
      header={t('dialogs.success')}
      onHide={onClose}
      style={{ width: 'min(520px, 95vw)' }}
      footer={<Button label={t('actions.ok')} onClick={onClose} autoFocus />}
      data-testid="success-dialog"
    >
      <div className="dialog-with-icon">
        <i className="pi pi-check-circle dialog-icon-success" aria-hidden />
        <p className="dialog-message">{text}</p>
      </div>
    </Dialog>
  );
}
