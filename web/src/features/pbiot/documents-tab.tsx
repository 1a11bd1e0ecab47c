import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import { MB } from '@shared/constants/pbiot';
import { formatFileSize } from '../../shared/i18n/file-size';
import { DocumentBlock } from './document-block';
import { PBIOT_NS } from './i18n';
import type { PbiotTabContext } from './pbiot-layout';
import { useFileStatistics } from './pbiot-queries';

/** The bar turns compact once the page has scrolled 300 px (03 §2). */
const COMPACT_AFTER_PX = 300;

function VolumeBar() {
  const { t, i18n } = useTranslation(PBIOT_NS);
  const stats = useFileStatistics();
  const [compact, setCompact] = useState(false);
  useEffect(() => {
    const onScroll = () => setCompact(window.scrollY > COMPACT_AFTER_PX);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!stats.data) return null;
  const limit = stats.data.maxTotalSize * MB;
  const percent = Math.min(100, (stats.data.totalSize / limit) * 100);
  return (
    <div
      className={`pbiot-volume${compact ? ' compact' : ''}${percent >= 100 ? ' full' : ''}`}
      data-testid="pbiot-volume"
    >
      <span className="small" id="pbiot-volume-label">
        {t('docs.volume', {
          used: formatFileSize(stats.data.totalSize, i18n.language),
          max: formatFileSize(limit, i18n.language),
        })}
      </span>
      <ProgressBar value={Math.round(percent)} showValue={!compact} aria-labelledby="pbiot-volume-label" />
      {stats.data.isThresholdReached && <Message severity="warn" text={t('docs.limitReached')} />}
    </div>
  );
}

function DocumentsTab({ partition }: { partition: 'pbiot' | 'ep' }) {
  const { t } = useTranslation(PBIOT_NS);
  const { current, checks, setCheck, resetChecks } = useOutletContext<PbiotTabContext>();
  const [alert, setAlert] = useState<string | null>(null);
  return (
    <div className="pbiot-docs">
      <VolumeBar />
      {current.allowUncheckAll && (
        <Button
          label={t('docs.uncheckAll')}
          link
          size="small"
          onClick={resetChecks}
          className="pbiot-uncheck"
        />
      )}
      {current.schemes[partition].map((scheme) => (
        <DocumentBlock
          key={scheme.ugid}
          scheme={scheme}
          checked={Boolean(checks[scheme.codePBIOT])}
          onCheck={(value) => setCheck(scheme.codePBIOT, value)}
          onRefused={setAlert}
        />
      ))}
      <Dialog
        header={t('attention')}
        visible={alert !== null}
        onHide={() => setAlert(null)}
        className="pbiot-dialog"
        breakpoints={{ '640px': '100vw' }}
      >
        <p>{alert}</p>
      </Dialog>
    </div>
  );
}

/** /pbiot/doc-pbiot */
export const PbiotDocumentsTab = () => <DocumentsTab partition="pbiot" />;
/** /pbiot/doc-ep */
export const EpDocumentsTab = () => <DocumentsTab partition="ep" />;
