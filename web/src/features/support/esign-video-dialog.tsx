import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@shared/constants/spec';
import { ESIGN_VIDEO } from '../../shared/config/public-documents';
import { currentLanguage } from '../../shared/i18n/i18n';

/**
 * The training video on filing documents with an e-signature (01 §2.10), played in the page with the captions
 * of the interface language. The Russian captions are also in the picture, so their track starts off (the
 * player's captions menu turns it on); the English one starts on, above the picture's own.
 */
export function EsignVideoDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('support');
  const language = currentLanguage();
  return (
    <Dialog
      visible
      header={t(ESIGN_VIDEO.titleKey)}
      onHide={onClose}
      style={{ width: 'min(960px, 95vw)' }}
      data-testid="esign-video-dialog"
    >
      <video
        className="esign-video"
        controls
        preload="metadata"
        src={ESIGN_VIDEO.href}
        data-testid="esign-video"
      >
        <track
          key={language}
          kind="captions"
          src={ESIGN_VIDEO.captions[language]}
          srcLang={language}
          label={t('video.captions')}
          default={language !== DEFAULT_LANGUAGE}
        />
      </video>
      <p className="esign-video-open">
        <a href={ESIGN_VIDEO.href} target="_blank" rel="noreferrer">
          <i className="pi pi-external-link" aria-hidden /> {t('video.open')}
        </a>
      </p>
    </Dialog>
  );
}
