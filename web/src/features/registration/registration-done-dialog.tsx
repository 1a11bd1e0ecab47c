import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { REGISTRATION_NS } from './i18n';

/** 'Регистрация завершена' (02 §2.4, §4); closing it goes to `/`, where the questionnaire is the home. */
export function RegistrationDoneDialog({ visible, text }: { visible: boolean; text?: string }) {
  const { t } = useTranslation(REGISTRATION_NS);
  const navigate = useNavigate();
  const close = () => void navigate('/', { replace: true });
  return (
    <Dialog
      visible={visible}
      header={t('done.title')}
      onHide={close}
      style={{ width: 'min(520px, 95vw)' }}
      footer={
        <Button label={t('done.ok')} icon="pi pi-arrow-right" iconPos="right" onClick={close} autoFocus />
      }
      data-testid="registration-done"
    >
      <div className="registration-done">
        <i className="pi pi-check-circle" aria-hidden />
        <p className="dialog-message">{text ?? t('done.text')}</p>
      </div>
    </Dialog>
  );
}
