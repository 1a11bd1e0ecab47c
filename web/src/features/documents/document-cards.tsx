import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentTask } from '@shared/api/areas/documents';
import { DEFAULT_PAGE_SIZE } from '@shared/constants/spec';
import { formatDate } from '../../shared/i18n/dates';
import { CardsPager } from '../../shared/ui/queue-cards';
import { DOCUMENTS_NS } from './i18n';
import { StatusTag, TaskFiles, TaskName } from './task-views';

interface DocumentCardsProps {
  tasks: DocumentTask[];
  loading: boolean;
  testId: string;
  /** What a card shows under its files (a rejection reason, a request for more, a resend button). */
  details?: (task: DocumentTask) => ReactNode;
}

/**
 * A phone's documents list: one card a document (its name, status, upload date and files), ten to a
 * page, instead of the desktop table in a sideways-scrolling box. The pager is the compact one: the
 * previous and next page and where the reader is.
 */
export function DocumentCards({ tasks, loading, testId, details }: DocumentCardsProps) {
  const { t } = useTranslation(DOCUMENTS_NS);
  const [first, setFirst] = useState(0);
  if (loading) return <p className="muted">{t('loading', { defaultValue: '…' })}</p>;
  if (tasks.length === 0) return <p data-testid={testId}>{t('empty')}</p>;
  const page = tasks.slice(first, first + DEFAULT_PAGE_SIZE);
  return (
    <div className="queue-cards" data-testid={testId}>
      <ul>
        {page.map((task) => (
          <li key={task.id} className="queue-card doc-card" data-testid="document-card">
            <div className="doc-card-head">
              <TaskName task={task} />
              <StatusTag task={task} />
            </div>
            <div className="doc-card-date muted small">
              {t('columns.uploadDate')}: {formatDate(task.uploadDate)}
            </div>
            <TaskFiles task={task} />
            {details?.(task)}
          </li>
        ))}
      </ul>
      <CardsPager first={first} rows={DEFAULT_PAGE_SIZE} total={tasks.length} onPage={setFirst} />
    </div>
  );
}
