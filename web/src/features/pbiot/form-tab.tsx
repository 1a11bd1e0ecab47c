import { Button } from 'primereact/button';
import { Tooltip } from 'primereact/tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import { DocumentBlock } from './document-block';
import { markedCodes } from './document-checks';
import { PBIOT_NS } from './i18n';
import type { PbiotTabContext } from './pbiot-layout';
import { downloadQuestionnaire } from './pbiot-queries';

/**
 * /pbiot/form: 'Cкачать шаблон анкеты' (Incident.pdf from the incidents and the marked documents; disabled
 * until the incidents are complete) and the upload of the signed questionnaire, always marked.
 */
export function FormTab() {
  const { t } = useTranslation(PBIOT_NS);
  const { current, checks } = useOutletContext<PbiotTabContext>();
  const [busy, setBusy] = useState(false);
  return (
    <div className="pbiot-form">
      <Tooltip target=".pbiot-template" position="top" showOnDisabled />
      <span className="pbiot-template" data-pr-tooltip={t('form.templateHint')}>
        <Button
          label={t('form.template')}
          icon="pi pi-file-pdf"
          disabled={!current.incidentsComplete || busy}
          loading={busy}
          onClick={() => {
            setBusy(true);
            void downloadQuestionnaire(markedCodes(checks)).finally(() => setBusy(false));
          }}
          data-testid="pbiot-template"
        />
      </span>
      <p className="muted small">{t('form.templateHint')}</p>
      {current.schemes.questionnaire.map((scheme) => (
        <DocumentBlock key={scheme.ugid} scheme={scheme} checked />
      ))}
    </div>
  );
}
