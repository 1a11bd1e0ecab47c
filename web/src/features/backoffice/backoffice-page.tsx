import { Column } from 'primereact/column';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHANGE_REQUEST_STATUSES,
  type ChangeRequest,
  type ChangeRequestStatus,
} from '@shared/api/areas/backoffice';
import { BackofficeQueue } from '../../shared/ui/backoffice-queue';
import { PageHeading } from '../../shared/ui/page-heading';
import { ChangeRequestDialog } from './change-request-dialog';
import { useChangeRequestQueue } from './change-request-queue';
import { BACKOFFICE_NS } from './i18n';
import { STATUS_SEVERITY } from './status-severity';
import './backoffice.css';
import { RefreshButton } from '../../shared/ui/refresh-button';
import { formatDateTime } from '../../shared/i18n/dates';

/**
 * /backoffice (moderator group): the queue of change requests waiting for review, and the decided
 * ones behind a filter. A row opens the request with its values side by side and the decision.
 */
export function BackofficePage() {
  const { t } = useTranslation(BACKOFFICE_NS);
  const [status, setStatus] = useState<ChangeRequestStatus>('PENDING');
  const [opened, setOpened] = useState<ChangeRequest | null>(null);
  const queue = useChangeRequestQueue(status);
  const statusOptions = CHANGE_REQUEST_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }));

  return (
    <section className="page" data-testid="backoffice">
      <PageHeading title={t('title')}>
        <RefreshButton label={t('refresh')} query={queue} />
      </PageHeading>
      <p className="page-intro">{t('intro')}</p>
      <BackofficeQueue
        filter={{
          value: status,
          options: statusOptions,
          onChange: setStatus,
          className: 'bo-filter',
          testId: 'status-filter',
        }}
        query={queue}
        loadFailed={t('loadFailed')}
        empty={t('empty')}
        testId="change-request-table"
        open={{ label: t('open'), onOpen: setOpened }}
        striped
        className="bo-table"
      >
        <Column
          header={t('columns.createdAt')}
          body={(r: ChangeRequest) => formatDateTime(r.createdAt)}
          style={{ width: '10rem' }}
        />
        <Column
          header={t('columns.company')}
          body={(r: ChangeRequest) => (
            <div className="bo-company">
              <span className="bo-company-name">{r.companyName}</span>
              <span className="muted small">
                {r.companyCode} · {t(`accountType.${r.accountType}`)}
              </span>
            </div>
          )}
        />
        <Column
          header={t('columns.kind')}
          body={(r: ChangeRequest) => t(`common:changeRequestKind.${r.kind}`)}
        />
        <Column header={t('columns.createdBy')} body={(r: ChangeRequest) => r.createdBy} />
        {status === 'PENDING' ? (
          <Column
            header={t('columns.status')}
            body={(r: ChangeRequest) => (
              <Tag value={t(`statusOne.${r.status}`)} severity={STATUS_SEVERITY[r.status]} />
            )}
          />
        ) : (
          <Column
            header={t('columns.decided')}
            body={(r: ChangeRequest) => (
              <div className="bo-company">
                <span>
                  <Tag value={t(`statusOne.${r.status}`)} severity={STATUS_SEVERITY[r.status]} />{' '}
                  {r.decidedAt ? formatDateTime(r.decidedAt) : ''}
                </span>
                <span className="muted small">
                  {r.decidedBy}
                  {r.comment ? `: ${r.comment}` : ''}
                </span>
              </div>
            )}
          />
        )}
      </BackofficeQueue>
      {opened && <ChangeRequestDialog request={opened} onClose={() => setOpened(null)} />}
    </section>
  );
}
