import dayjs from 'dayjs';
import { Badge } from 'primereact/badge';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Column } from 'primereact/column';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { MultiSelect } from 'primereact/multiselect';
import { SelectButton } from 'primereact/selectbutton';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { shortChatItemSchema } from '@shared/api/areas/communication';
import type { z } from 'zod/mini';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value';
import { PageHeading } from '../../shared/ui/page-heading';
import {
  useFilterOrganisations,
  useShortChatList,
  useSpecification,
  type ListRequest,
} from './communication-queries';
import { CreateRequestDialog } from './create-request-dialog';
import { COMMUNICATION_NS } from './i18n';
import { filterSummary, loadListState, saveListState } from './list-state';
import './communication.css';
import { numberedPages } from '../../shared/ui/queue-cards';
import { ResponsiveTable, type Layout } from '../../shared/ui/responsive-table';
import { usePhone } from '../../shared/ui/use-phone';
import { formatDate } from '../../shared/i18n/dates';

type Row = z.infer<ReturnType<typeof shortChatItemSchema>>;
type Range = ListRequest['createdAtFilter'];

const FILTER_DATE = 'YYYY-MM-DD';

const toRange = (value: (Date | null)[] | null | undefined): Range => {
  const [from, to] = value ?? [];
  if (!from && !to) return null;
  return {
    dateFrom: from ? dayjs(from).format(FILTER_DATE) : null,
    dateTo: to ? dayjs(to).format(FILTER_DATE) : null,
  };
};
const fromRange = (range: Range): Date[] | null =>
  range
    ? [range.dateFrom, range.dateTo].filter((d): d is string => d !== null).map((d) => dayjs(d).toDate())
    : null;
const rangeSummary = (range: Range, all: string) =>
  range
    ? `${range.dateFrom ? formatDate(range.dateFrom) : '…'} – ${range.dateTo ? formatDate(range.dateTo) : '…'}`
    : all;

/**
 * A request's state as an icon with its meaning in a tooltip; in a phone's card, which has no hover, the meaning
 * is written beside it.
 */
function StateCell({ row, written }: { row: Row; written: boolean }) {
  const { t } = useTranslation(COMMUNICATION_NS);
  const label = t(`state.${row.communicationState}`, { count: row.newMessagesCount });
  const named = written ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label, title: label };
  const icon =
    row.communicationState === 'Received' && row.newMessagesCount > 0 ? (
      <Badge value={row.newMessagesCount} severity="danger" {...named} />
    ) : (
      <i
        className={
          row.communicationState === 'Received'
            ? 'pi pi-envelope'
            : row.communicationState === 'SentAndRead'
              ? 'pi pi-check-circle'
              : 'pi pi-check'
        }
        {...named}
      />
    );
  return written ? (
    <span className="com-state">
      {icon}
      <span>{label}</span>
    </span>
  ) : (
    icon
  );
}

/**
 * /communication (01 §2.6): the requests list. Filters and paging run on the server; their state
 * is kept for the session and restored on return; a row opens its chat.
 */
export function CommunicationPage() {
  const { t } = useTranslation(COMMUNICATION_NS);
  const navigate = useNavigate();
  const phone = usePhone();
  const [state, setState] = useState<ListRequest>(loadListState);
  const [codeInput, setCodeInput] = useState(state.requestCode ?? '');
  const code = useDebouncedValue(codeInput.trim(), 500);
  const [creating, setCreating] = useState(false);
  const specification = useSpecification();
  const organisations = useFilterOrganisations();

  const change = (next: Partial<ListRequest>, resetPage = true) =>
    setState((s) => ({
      ...s,
      ...next,
      pageableRequest: resetPage ? { ...s.pageableRequest, pageNumber: 1 } : s.pageableRequest,
    }));
  // The typed code filters once the user pauses; the rest of the state is the request itself.
  const request = { ...state, requestCode: code || null };
  const remembered = JSON.stringify(request);
  useEffect(() => saveListState(JSON.parse(remembered) as ListRequest), [remembered]);
  const list = useShortChatList(request);

  const topics = (specification.data ?? []).map((c) => ({
    label: c.name,
    items: c.topics.map((tp) => ({ label: tp.name, value: tp.code })),
  }));
  const topicName = (c: string) => topics.flatMap((g) => g.items).find((i) => i.value === c)?.label ?? c;
  const orgName = (c: string) => organisations.data?.find((o) => o.beCode === c)?.beName ?? c;
  const { pageNumber, pageSize } = state.pageableRequest;

  // A column's title with its filter's summary under it; a phone's cards show the title alone (the
  // filters are above them).
  const header = (title: string, summary: string) =>
    phone ? (
      title
    ) : (
      <span className="com-header">
        <span>{title}</span>
        <span className="com-summary muted small">{summary}</span>
      </span>
    );
  const openChat = (row: Row) =>
    void navigate(`/communication/chat/?requestCode=${encodeURIComponent(row.requestCode)}`);
  const columns = (layout: Layout) => [
    <Column
      key="code"
      field="requestCode"
      header={header(t('columns.requestCode'), request.requestCode ?? t('all'))}
    />,
    <Column
      key="topic"
      field="requestTopic"
      header={header(t('columns.topic'), filterSummary(state.requestSpecificationCodes, topicName, t))}
    />,
    <Column
      key="created"
      header={header(t('columns.createdAt'), rangeSummary(state.createdAtFilter, t('all')))}
      body={(r: Row) => formatDate(r.createdAt)}
    />,
    <Column
      key="last"
      header={header(t('columns.lastCommunicatedAt'), rangeSummary(state.lastCommunicatedAtFilter, t('all')))}
      body={(r: Row) => formatDate(r.lastCommunicatedAt)}
    />,
    <Column
      key="organisation"
      field="beName"
      header={header(t('columns.organisation'), filterSummary(state.beCodes, orgName, t))}
    />,
    <Column
      key="state"
      header={t('columns.state')}
      body={(r: Row) => <StateCell row={r} written={layout === 'cards'} />}
    />,
  ];

  return (
    <section className="page" data-testid="communication-page">
      <PageHeading title={t('title')}>
        <Button
          label={t('create')}
          icon="pi pi-plus"
          onClick={() => setCreating(true)}
          data-testid="create-request"
        />
      </PageHeading>
      <Message severity="info" text={t('chatDocumentsNotice')} className="com-notice" />
      <SelectButton
        value={state.showArchived}
        options={[
          { label: t('open'), value: false },
          { label: t('archived'), value: true },
        ]}
        onChange={(e) =>
          e.value !== null && e.value !== undefined && change({ showArchived: e.value as boolean })
        }
        allowEmpty={false}
        data-testid="archive-switch"
      />
      <div className="com-filters">
        <InputText
          type="search"
          inputMode="numeric"
          value={codeInput}
          onChange={(e) => {
            setCodeInput(e.target.value);
            change({});
          }}
          placeholder={t('searchCode')}
          aria-label={t('searchCode')}
          data-testid="filter-code"
        />
        <MultiSelect
          value={state.requestSpecificationCodes ?? []}
          options={topics}
          optionGroupLabel="label"
          optionGroupChildren="items"
          onChange={(e) =>
            change({ requestSpecificationCodes: (e.value as string[]).length ? (e.value as string[]) : null })
          }
          placeholder={t('columns.topic')}
          aria-label={t('columns.topic')}
          maxSelectedLabels={3}
          selectedItemsLabel={t('selected', { count: state.requestSpecificationCodes?.length ?? 0 })}
          filter
          display="comma"
        />
        <Calendar
          value={fromRange(state.createdAtFilter)}
          onChange={(e) => change({ createdAtFilter: toRange(e.value as (Date | null)[] | null) })}
          selectionMode="range"
          dateFormat="dd.mm.yy"
          placeholder={t('columns.createdAt')}
          aria-label={t('columns.createdAt')}
          readOnlyInput
          showButtonBar
        />
        <Calendar
          value={fromRange(state.lastCommunicatedAtFilter)}
          onChange={(e) => change({ lastCommunicatedAtFilter: toRange(e.value as (Date | null)[] | null) })}
          selectionMode="range"
          dateFormat="dd.mm.yy"
          placeholder={t('columns.lastCommunicatedAt')}
          aria-label={t('columns.lastCommunicatedAt')}
          readOnlyInput
          showButtonBar
        />
        <MultiSelect
          value={state.beCodes ?? []}
          options={organisations.data ?? []}
          optionLabel="beName"
          optionValue="beCode"
          onChange={(e) => change({ beCodes: (e.value as string[]).length ? (e.value as string[]) : null })}
          placeholder={t('columns.organisation')}
          aria-label={t('columns.organisation')}
          maxSelectedLabels={3}
          selectedItemsLabel={t('selected', { count: state.beCodes?.length ?? 0 })}
          display="comma"
        />
      </div>
      <ResponsiveTable
        rows={list.data?.content ?? []}
        dataKey="requestCode"
        columns={columns}
        pageRows={pageSize}
        server={numberedPages(pageNumber, pageSize, list.data?.elementCount ?? 0, (next, rows) =>
          change({ pageableRequest: { pageNumber: next, pageSize: rows } }, false),
        )}
        loading={list.isPending}
        empty={t('noData')}
        testId="requests-table"
        open={{ label: t('openChat'), onOpen: openChat }}
        striped
        className="com-table"
        scrollClassName="com-table-wrap"
      />
      {creating && <CreateRequestDialog onClose={() => setCreating(false)} />}
    </section>
  );
}
