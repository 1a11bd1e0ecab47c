import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';
import { closeInfo, infoDialogs, type InfoDialog } from '../api/dialogs';
import { useStore } from '../hooks/external-store';
import './dialogs.css';

const TITLES: Record<InfoDialog['tone'], string> = {
  // 01 §8: an info modal without a title of its own is 'Доступ запрещён'.
  info: 'dialogs.infoDefaultTitle',
  success: 'dialogs.successTitle',
  warning: 'dialogs.attentionTitle',
};

const ICONS: Record<InfoDialog['tone'], string> = {
  info: 'pi-info-circle',
  success: 'pi-check-circle',
  warning: 'pi-exclamation-triangle',
};

/** The info modal (01 §2.11, §8): information, success, or a 'Внимание!' warning; one at a time. */
export function InfoDialogHost() {
  const { t } = useTranslation();
  const [dialog] = useStore(infoDialogs);
  if (!dialog) return null;
  const close = () => closeInfo(dialog.id);
  const text = dialog.text ?? t(dialog.textKey ?? 'dialogs.infoDefaultText');
  return (
    <Dialog
      visible
      header={t(dialog.titleKey ?? TITLES[dialog.tone])}
      onHide={close}
      style={{ width: 'min(600px, 95vw)' }}
      breakpoints={{ '640px': '100vw' }}
      footer={<Button label={t('actions.ok')} onClick={close} autoFocus />}
      data-testid={`${dialog.tone}-dialog`}
    >
      <p className={`dialog-message info-dialog-${dialog.tone}`}>
        <i className={`pi ${ICONS[dialog.tone]}`} aria-hidden /> {text}
      </p>
    </Dialog>
  );
}
