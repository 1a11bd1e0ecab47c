import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { useTranslation } from 'react-i18next';
import type { CheckHistoryItem } from '@shared/api/areas/pbiot';
import {
  PACKAGE_STATUS,
  PBIOT_HISTORY_PAGE_SIZE,
  PBIOT_PARTITIONS,
  packageStatusKey,
} from '@shared/constants/pbiot';
import { PBIOT_NS } from './i18n';
import { downloadZip, usePbiotHistory } from './pbiot-queries';
import { ResponsiveTable } from '../../shared/ui/responsive-table';
import { formatDate } from '../../shared/i18n/dates';

/** The history's dates as DD.MM.YYYY, an instant as Moscow's date. */
const day = (iso: string | null) => (iso ? formatDate(iso) : '');

/** 'История проверок' (03 §2): newest first by send date, 10 a page, the three archives of each package. */
export function HistoryTable() {
  const { t } = useTranslation(PBIOT_NS);
  const history = usePbiotHistory();
  return (
    <section className="pbiot-history" aria-labelledby="pbiot-history-title">
      <h2 id="pbiot-history-title">{t('history.title')}</h2>
      <ResponsiveTable
        rows={history.data ?? []}
        dataKey="id"
        loading={history.isPending}
        empty={t('history.empty')}
        sort={{ field: 'sendDate', order: -1 }}
        pageRows={PBIOT_HISTORY_PAGE_SIZE}
        testId="pbiot-history"
        scrollClassName="table-scroll"
        columns={[
          <Column
            key="sendDate"
            field="sendDate"
            header={t('history.sendDate')}
            sortable
            body={(r: CheckHistoryItem) => day(r.sendDate)}
          />,
          <Column
            key="completionDate"
            header={t('history.completionDate')}
            body={(r: CheckHistoryItem) => day(r.completionDate)}
          />,
          <Column
            key="status"
            header={t('history.status')}
            body={(r: CheckHistoryItem) => (
              <div className="pbiot-status">
                <span data-testid="pbiot-history-status">{t(packageStatusKey(r.status))}</span>
                {r.status & PACKAGE_STATUS.COMPLETED && r.reason?.visibleForContractor ? (
                  <span className="muted small">{r.data?.comment ?? r.reason.description}</span>
                ) : null}
              </div>
            )}
          />,
          <Column
            key="validity"
            header={t('history.validity')}
            body={(r: CheckHistoryItem) => day(r.expirationDate)}
          />,
          <Column
            key="action"
            header={t('history.action')}
            body={(r: CheckHistoryItem) => (
              <div className="pbiot-zips">
                {PBIOT_PARTITIONS.map((partition) => (
                  <Button
                    key={partition}
                    label={t(`history.zip.${partition}`)}
                    icon="pi pi-download"
                    size="small"
                    text
                    onClick={() => void downloadZip(r.id, partition)}
                    data-testid={`pbiot-zip-${partition}`}
                  />
                ))}
              </div>
            )}
          />,
        ]}
      />
    </section>
  );
}
