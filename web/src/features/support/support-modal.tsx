import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { userManual } from '@shared/api/areas/system';
import { runtimeConfig } from '../../shared/config/runtime-config';
import { supportMailboxes } from '../../shared/config/support-mailboxes';
import {
  CONFIDENTIALITY_AGREEMENT,
  ESIGN_VIDEO,
  PBIOT_MANUAL,
  PERSONAL_DATA_AGREEMENT,
} from '../../shared/config/public-documents';
import { PublicDocumentLink } from '../../shared/ui/public-document-link';
import { EsignVideoDialog } from './esign-video-dialog';
import './support.css';

const manualHref = (lang: 'RU' | 'EN') => `${userManual.path}?lang=${lang}`;

/**
 * The support modal (01 §2.10): mailboxes, hours, the user manual, the safety manual where the deployment
 * has the safety section and its instruction on, the portal's documents and the training video on filing
 * documents with an e-signature (played here; its link still opens the file). The FAQ link is always
 * shown (the spec ties it to the safety instruction flag; a supplier without the section has questions too).
 */
export function SupportModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('support');
  const { features } = runtimeConfig();
  const showPbiotManual = features.showPbiot && features.showPbiotInstruction;
  const [video, setVideo] = useState(false);
  return (
    <Dialog
      visible
      header={t('title')}
      onHide={onClose}
      style={{ width: 'min(640px, 95vw)' }}
      data-testid="support-modal"
    >
      <div className="support-sections">
        <section>
          <h2>{t('contacts.title')}</h2>
          <ul className="plain-list">
            {supportMailboxes().map((email) => (
              <li key={email}>
                <i className="pi pi-envelope" aria-hidden /> <a href={`mailto:${email}`}>{email}</a>
              </li>
            ))}
          </ul>
          <p className="support-hours">
            <i className="pi pi-clock" aria-hidden /> {t('contacts.hours')}
          </p>
        </section>
        <section>
          <h2>{t('manual.title')}</h2>
          <div className="support-downloads">
            <a href={manualHref('RU')} target="_blank" rel="noreferrer" className="download-link">
              <i className="pi pi-download" aria-hidden /> {t('manual.ru')}
            </a>
            <a href={manualHref('EN')} target="_blank" rel="noreferrer" className="download-link">
              <i className="pi pi-download" aria-hidden /> {t('manual.en')}
            </a>
          </div>
          {showPbiotManual && (
            <p className="support-pbiot-manual">
              <PublicDocumentLink document={PBIOT_MANUAL} />
            </p>
          )}
        </section>
        <section>
          <h2>{t('documents.title')}</h2>
          <ul className="plain-list">
            <li>
              <PublicDocumentLink document={PERSONAL_DATA_AGREEMENT} />
            </li>
            <li>
              <PublicDocumentLink document={CONFIDENTIALITY_AGREEMENT} />
            </li>
            <li>
              <a
                href={ESIGN_VIDEO.href}
                onClick={(e) => {
                  e.preventDefault();
                  setVideo(true);
                }}
                data-testid="esign-video-link"
              >
                <i className="pi pi-play-circle" aria-hidden /> {t(ESIGN_VIDEO.titleKey)}
              </a>
            </li>
          </ul>
        </section>
        <p className="muted">
          {t('faqHint')}{' '}
          <Link to="/faq" onClick={onClose}>
            {t('faqLink')}
          </Link>
        </p>
      </div>
      {video && <EsignVideoDialog onClose={() => setVideo(false)} />}
    </Dialog>
  );
}
