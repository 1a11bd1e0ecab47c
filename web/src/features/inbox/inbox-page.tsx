import { Badge } from 'primereact/badge';
import { Column } from 'primereact/column';
import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { INBOX_QUEUES, type InboxItem } from '@shared/api/areas/communication';
import { DEFAULT_PAGE_SIZE } from '@shared/constants/spec';
import { PageHeading } from '../../shared/ui/page-heading';
import { INBOX_NS } from './i18n';
import { useInbox, type InboxQuery } from './inbox-queries';
import { waitedFor } from './waited';
import './inbox.css';
import { RefreshButton } from '../../shared/ui/refresh-button';
import { numberedPages } from '../../shared/ui/queue-cards';
import { ResponsiveTable } from '../../shared/ui/responsive-table';
import { formatDateTime } from '../../shared/i18n/dates';

/**
 * /backoffice/inbox (support group): requests routed to the member's organisations and topics, by
 * queue; the waiting queue shows the oldest unanswered first and how long each supplier has waited.
 */
export function InboxPage() {
  const { t, i18n } = useTranslation(INBOX_NS);
  const navigate = useNavigate();
  const [query, setQuery] = useState<InboxQuery>({
    queue: 'WAITING',
    order: 'oldest',
    pageNumber: 1,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const inbox = useInbox(query);
  const now = new Date();
  const openChat = (row: InboxItem) =>
    void navigate(`/backoffice/inbox/chat?requestCode=${encodeURIComponent(row.requestCode)}`);
  const columns = [
    <Column
      key="waiting"
      header={t('columns.waiting')}
      body={(r: InboxItem) =>
        r.waitingSince ? waitedFor(r.waitingSince, now, i18n.language) : t('notWaiting')
      }
    />,
    <Column
      key="code"
      header={t('columns.requestCode')}
      body={(r: InboxItem) => <span className="inbox-code">{r.requestCode}</span>}
    />,
    <Column
      key="company"
      header={t('columns.company')}
      body={(r: InboxItem) => (
        <span>
          {r.companyName}
          <br />
          <span className="muted small">{r.companyCode}</span>
        </span>
      )}
    />,
    <Column
      key="topic"
      header={t('columns.topic')}
      body={(r: InboxItem) => (
        <span>
          {r.theme || r.topicName}
          <br />
          <span className="muted small">{r.categoryName}</span>
        </span>
      )}
    />,
    <Column key="organisation" field="beName" header={t('columns.organisation')} />,
    <Column
      key="last"
      header={t('columns.lastCommunicatedAt')}
      body={(r: InboxItem) => formatDateTime(r.lastCommunicatedAt)}
    />,
    <Column
      key="new"
      header={t('columns.new')}
      body={(r: InboxItem) =>
        r.newMessagesCount > 0 ? <Badge value={r.newMessagesCount} severity="danger" /> : null
      }
    />,
  ];
  const organisations = inbox.data?.organisations.map((o) => o.beName).join(', ') ?? '';

  return (
    <section className="page" data-testid="inbox-page">
      <PageHeading title={t('title')}>
        <RefreshButton label={t('refresh')} query={inbox} />
      </PageHeading>
      <p className="page-intro">{t('intro')}</p>
      {organisations && <p className="muted">{t('organisations', { names: organisations })}</p>}
      <div className="inbox-filters">
        <SelectButton
          value={query.queue}
          options={INBOX_QUEUES.map((value) => ({ value, label: t(`queue.${value}`) }))}
          onChange={(e) =>
            e.value && setQuery({ ...query, queue: e.value as InboxQuery['queue'], pageNumber: 1 })
          }
          allowEmpty={false}
          data-testid="inbox-queue"
        />
        <SelectButton
          value={query.order}
          options={(['oldest', 'newest'] as const).map((value) => ({ value, label: t(`order.${value}`) }))}
          onChange={(e) =>
            e.value && setQuery({ ...query, order: e.value as InboxQuery['order'], pageNumber: 1 })
          }
          allowEmpty={false}
        />
      </div>
      <ResponsiveTable
        rows={inbox.data?.content ?? []}
        dataKey="requestCode"
        columns={columns}
        pageRows={query.pageSize}
        server={numberedPages(
          query.pageNumber,
          query.pageSize,
          inbox.data?.elementCount ?? 0,
          (pageNumber, pageSize) => setQuery({ ...query, pageNumber, pageSize }),
        )}
        loading={inbox.isPending}
        empty={t('empty')}
        testId="inbox-table"
        open={{ label: t('open'), onOpen: openChat }}
        striped
        className="inbox-table"
        scrollClassName="inbox-table-wrap"
      />
    </section>
  );
}
