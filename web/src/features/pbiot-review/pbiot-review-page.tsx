import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Message } from 'primereact/message';
import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_STATES, type ReviewPackage, type ReviewState } from '@shared/api/areas/pbiot';
import { packageStatusKey } from '@shared/constants/pbiot';
import { PageHeading } from '../../shared/ui/page-heading';
import { PBIOT_NS } from './i18n';
import { PackageDialog } from './package-dialog';
import { useReviewQueue } from './review-queries';
import './pbiot-review.css';
import { RefreshButton } from '../../shared/ui/refresh-button';

const dateTime = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** /backoffice/pbiot (moderator group): the safety packages waiting for a check, and the completed ones. */
export function PbiotReviewPage() {
  const { t } = useTranslation(PBIOT_NS);
  const [state, setState] = useState<ReviewState>('OPEN');
  const [opened, setOpened] = useState<string | null>(null);
  const queue = useReviewQueue(state);
  return (
    <section className="page" data-testid="pbiot-review">
      <PageHeading title={t('review.title')}>
        <RefreshButton label={t('review.refresh')} query={queue} />
      </PageHeading>
      <p className="page-intro">{t('review.intro')}</p>
      <SelectButton
        value={state}
        options={REVIEW_STATES.map((value) => ({ value, label: t(`review.state.${value}`) }))}
        onChange={(e) => e.value && setState(e.value as ReviewState)}
        allowEmpty={false}
        className="review-filter"
      />
      {queue.isError && <Message severity="error" text={t('review.failed')} />}
      <div className="review-scroll">
        <DataTable
          value={queue.data ?? []}
          dataKey="id"
          loading={queue.isPending}
          emptyMessage={t('review.empty')}
          selectionMode="single"
          onRowClick={(e) => setOpened((e.data as ReviewPackage).id)}
          rowHover
          paginator={(queue.data?.length ?? 0) > 10}
          rows={10}
          data-testid="pbiot-review-table"
        >
          <Column header={t('review.sendDate')} body={(r: ReviewPackage) => dateTime(r.sendDate)} />
          <Column
            header={t('review.company')}
            body={(r: ReviewPackage) => (
              <div className="review-company">
                <span>{r.companyName}</span>
                <span className="muted small">{r.companyCode}</span>
              </div>
            )}
          />
          <Column header={t('review.status')} body={(r: ReviewPackage) => t(packageStatusKey(r.status))} />
          <Column header={t('review.assignedTo')} body={(r: ReviewPackage) => r.assignedTo ?? ''} />
          <Column
            style={{ width: '4rem' }}
            body={(r: ReviewPackage) => (
              <Button
                icon="pi pi-chevron-right"
                text
                rounded
                aria-label={t('review.open')}
                onClick={() => setOpened(r.id)}
              />
            )}
          />
        </DataTable>
      </div>
      {opened && <PackageDialog id={opened} onClose={() => setOpened(null)} />}
    </section>
  );
}
