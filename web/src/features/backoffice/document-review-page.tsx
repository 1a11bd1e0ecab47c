import dayjs from 'dayjs';
import { Column } from 'primereact/column';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewTask } from '@shared/api/areas/documents';
import { DOCUMENT_STATUSES, type DocumentStatus } from '@shared/constants/documents';
import { BackofficeQueue } from '../../shared/ui/backoffice-queue';
import { PageHeading } from '../../shared/ui/page-heading';
import { DocumentReviewDialog } from './document-review-dialog';
import { useDocumentQueue } from './document-queue';
import { BACKOFFICE_NS } from './i18n';
import './backoffice.css';
import { RefreshButton } from '../../shared/ui/refresh-button';
import { SignatureTags } from '../../shared/ui/signature-verdicts';
import { formatDateTime } from '../../shared/i18n/dates';

const SEVERITY = { DVS_IN_PROGRESS: 'info', DVS_ACCEPTED: 'success', DVS_REJECTED: 'danger' } as const;

/**
 * /backoffice/documents (moderator group): the counterparties' documents waiting for review, oldest
 * first with how long each has waited; decided ones behind the filter.
 */
export function DocumentReviewPage() {
  const { t } = useTranslation(BACKOFFICE_NS);
  const [status, setStatus] = useState<DocumentStatus>('DVS_IN_PROGRESS');
  const [opened, setOpened] = useState<ReviewTask | null>(null);
  const queue = useDocumentQueue(status);
  const now = dayjs();
  const age = (task: ReviewTask) => {
    const hours = now.diff(dayjs(task.uploadDate), 'hour');
    return hours >= 24
      ? t('documents.ageDays', { count: Math.floor(hours / 24) })
      : t('documents.ageHours', { count: hours });
  };

  return (
    <section className="page" data-testid="document-review">
      <PageHeading title={t('documents.title')}>
        <RefreshButton label={t('refresh')} query={queue} />
      </PageHeading>
      <p className="page-intro">{t('documents.intro')}</p>
      <BackofficeQueue
        filter={{
          value: status,
          options: DOCUMENT_STATUSES.map((value) => ({ value, label: t(`documents.status.${value}`) })),
          onChange: setStatus,
          className: 'bo-filter',
        }}
        query={queue}
        loadFailed={t('loadFailed')}
        empty={t('documents.empty')}
        testId="document-queue"
        open={{ label: t('open'), onOpen: setOpened }}
        striped
        className="bo-table"
      >
        <Column
          header={t('documents.columns.createdAt')}
          body={(task: ReviewTask) => formatDateTime(task.uploadDate)}
          style={{ width: '10rem' }}
        />
        {status === 'DVS_IN_PROGRESS' && <Column header={t('documents.columns.age')} body={age} />}
        <Column
          header={t('documents.columns.company')}
          body={(task: ReviewTask) => (
            <div className="bo-company">
              <span className="bo-company-name">{task.companyName}</span>
              <span className="muted small">{task.companyCode}</span>
            </div>
          )}
        />
        <Column
          header={t('documents.columns.document')}
          body={(task: ReviewTask) => (
            <div className="bo-company">
              <span>{task.name}</span>
              <span className="muted small">{task.publicId}</span>
            </div>
          )}
        />
        <Column
          header={t('documents.columns.status')}
          body={(task: ReviewTask) => (
            <div className="bo-status-cell">
              <Tag value={task.status.name} severity={SEVERITY[task.status.code]} />
              <SignatureTags task={task} />
              {/* In review but waiting for the supplier, or answered: the reviewer can pick it up again. */}
              {task.status.code === 'DVS_IN_PROGRESS' && task.additionalRequest && (
                <Tag
                  value={t(
                    task.additionalRequest.state === 'WAITING'
                      ? 'documents.requestWaiting'
                      : 'documents.requestAnswered',
                  )}
                  severity={task.additionalRequest.state === 'WAITING' ? 'warning' : 'success'}
                  data-testid="queue-request-state"
                />
              )}
            </div>
          )}
        />
      </BackofficeQueue>
      {opened && <DocumentReviewDialog task={opened} onClose={() => setOpened(null)} />}
    </section>
  );
}
