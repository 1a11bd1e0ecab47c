import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
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
import { useTablePaging } from '../../shared/ui/table-paging';
import { formatDate } from '../../shared/i18n/dates';

/** Dates as YYYY-MM-DD in the history table (03 §9). */
const day = (iso: string | null) => (iso ? formatDate(iso) : '');

/** 'История проверок' (03 §2): newest first by send date, 10 a page, the three archives of each package. */
export function HistoryTable() {
  const { t } = useTranslation(PBIOT_NS);
  const paging = useTablePaging();
  const history = usePbiotHistory();
  return (
    <section className="pbiot-history" aria-labelledby="pbiot-history-title">
      <h2 id="pbiot-history-title">{t('history.title')}</h2>
      <div className="table-scroll">
        <DataTable
          {...paging}
          value={history.data ?? []}
          dataKey="id"
          loading={history.isPending}
          emptyMessage={t('history.empty')}
          sortField="sendDate"
          sortOrder={-1}
          paginator={(history.data?.length ?? 0) > PBIOT_HISTORY_PAGE_SIZE}
          rows={PBIOT_HISTORY_PAGE_SIZE}
          data-testid="pbiot-history"
        >
          <Column
            field="sendDate"
            header={t('history.sendDate')}
            sortable
            body={(r: CheckHistoryItem) => day(r.sendDate)}
          />
          <Column
            header={t('history.completionDate')}
            body={(r: CheckHistoryItem) => day(r.completionDate)}
          />
          <Column
            header={t('history.status')}
            body={(r: CheckHistoryItem) => (
              <div className="pbiot-status">
                <span data-testid="pbiot-history-status">{t(packageStatusKey(r.status))}</span>
                {r.status & PACKAGE_STATUS.COMPLETED && r.reason?.visibleForContractor ? (
                  <span className="muted small">{r.data?.comment ?? r.reason.description}</span>
                ) : null}
              </div>
            )}
          />
          <Column header={t('history.validity')} body={(r: CheckHistoryItem) => day(r.expirationDate)} />
          <Column
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
          />
        </DataTable>
      </div>
    </section>
  );
}
