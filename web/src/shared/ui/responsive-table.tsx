import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable, type DataTableRowClickEvent, type DataTableValue } from 'primereact/datatable';
import type { ReactNode } from 'react';
import { QueueCards, type ServerPaging } from './queue-cards';
import { useTablePaging } from './table-paging';
import { usePhone } from './use-phone';

/** Which of the two a list is shown as. */
export type Layout = 'table' | 'cards';

interface ResponsiveTableProps<Row extends DataTableValue> {
  rows: Row[];
  dataKey: string;
  /**
   * The columns, declared once (`<Column header body>`) for the table and for the phone's cards; as a
   * function of the layout where a column is placed differently in the cards (the contractors' delete button).
   */
  columns: ReactNode | ((layout: Layout) => ReactNode);
  pageRows: number;
  /** Without it, the whole list is here and pages on the client. */
  server?: ServerPaging;
  loading: boolean;
  empty: string;
  testId: string;
  /**
   * What opens a row: a click on the row or Enter on it (a tap on its card, or the card's button).
   * `chevron` adds a button at the table row's end too (the back office's queues, whose rows give no
   * other sign that they open); `cardsOnly` keeps the table's rows for choosing (the administrators' users).
   */
  open?: { label: string; onOpen: (row: Row) => void; chevron?: boolean; cardsOnly?: boolean };
  /** A row set apart (a contractor marked for removal), and the table row's class for it. */
  marked?: { is: (row: Row) => boolean; rowClass: string };
  striped?: boolean;
  small?: boolean;
  className?: string;
  /** A wrapper that lets a wide table scroll inside its card; a phone's cards need none. */
  scrollClassName?: string;
  /**
   * The order the list opens in, by a field's value (an ISO date): the table's sortable column starts there and
   * the reader may turn it; the cards keep it. Lists the server pages come in the server's order.
   */
  sort?: { field: keyof Row & string; order: 1 | -1 };
  /** Only the table's: columns before the shared ones (a choice's radio) and its own row click. */
  table?: {
    leading?: ReactNode;
    onRowClick?: (row: Row) => void;
    rowClassName?: (row: Row) => Record<string, boolean>;
  };
}

/** Rows in a field's order, as the table's sort starts them; a missing value counts as the smallest. */
function sortedBy<Row extends DataTableValue>(rows: Row[], sort: { field: string; order: 1 | -1 }): Row[] {
  const value = (row: Row) => String((row as Record<string, unknown>)[sort.field] ?? '');
  return [...rows].sort((a, b) => sort.order * (value(a) < value(b) ? -1 : value(a) > value(b) ? 1 : 0));
}

/**
 * A list as a table on a wide screen and as cards on a phone (queue-cards.tsx), from one declaration
 * of its columns, so the two layouts cannot differ in what they show. Every list of rows that opens,
 * pages or is chosen from goes through here rather than choosing its layout itself.
 */
export function ResponsiveTable<Row extends DataTableValue>(props: ResponsiveTableProps<Row>) {
  const phone = usePhone();
  const paging = useTablePaging();
  const { server, open, marked } = props;
  // Built for the layout shown, here where it is chosen: a column that read the width itself could disagree.
  const columns =
    typeof props.columns === 'function' ? props.columns(phone ? 'cards' : 'table') : props.columns;
  if (phone)
    return (
      <QueueCards
        rows={props.sort && !server ? sortedBy(props.rows, props.sort) : props.rows}
        rowKey={(row) => String((row as Record<string, unknown>)[props.dataKey])}
        columns={columns}
        pageRows={props.pageRows}
        server={server}
        empty={props.empty}
        loading={props.loading}
        testId={props.testId}
        open={open}
        marked={marked?.is}
      />
    );
  const opensRows = open && !open.cardsOnly;
  const total = server ? server.total : props.rows.length;
  const onRowClick = opensRows ? open.onOpen : props.table?.onRowClick;
  const rowClassName =
    props.table?.rowClassName ?? (marked && ((row: Row) => ({ [marked.rowClass]: marked.is(row) })));
  const table = (
    <DataTable
      {...paging}
      value={props.rows}
      dataKey={props.dataKey}
      {...(server && {
        lazy: true,
        first: server.first,
        totalRecords: server.total,
        onPage: (e: { first: number; rows: number }) => server.onPage(e.first, e.rows),
      })}
      paginator={server?.alwaysShown || total > props.pageRows}
      rows={props.pageRows}
      loading={props.loading}
      emptyMessage={props.empty}
      {...(opensRows && { selectionMode: 'single' as const })}
      {...(onRowClick && {
        onRowClick: (e: DataTableRowClickEvent) => onRowClick(e.data as Row),
        rowHover: true,
      })}
      {...(rowClassName && { rowClassName })}
      {...(props.sort && { sortField: props.sort.field, sortOrder: props.sort.order })}
      stripedRows={props.striped}
      size={props.small ? 'small' : undefined}
      className={props.className}
      data-testid={props.testId}
    >
      {props.table?.leading}
      {columns}
      {opensRows && open.chevron && (
        <Column
          style={{ width: '4rem' }}
          body={(row: Row) => (
            <Button
              icon="pi pi-chevron-right"
              text
              rounded
              aria-label={open.label}
              onClick={() => open.onOpen(row)}
            />
          )}
        />
      )}
    </DataTable>
  );
  return props.scrollClassName ? <div className={props.scrollClassName}>{table}</div> : table;
}
