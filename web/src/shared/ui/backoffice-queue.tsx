import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable, type DataTableValue } from 'primereact/datatable';
import { Message } from 'primereact/message';
import { SelectButton } from 'primereact/selectbutton';
import type { ReactNode } from 'react';
import { QueueCards } from './queue-cards';
import { useTablePaging } from './table-paging';
import { usePhone } from './use-phone';

interface BackofficeQueueProps<Row extends DataTableValue, Filter extends string> {
  /** The status filter over the table. */
  filter: {
    value: Filter;
    options: { value: Filter; label: string }[];
    onChange: (value: Filter) => void;
    className: string;
    testId?: string;
  };
  query: { data?: Row[]; isPending: boolean; isError: boolean };
  loadFailed: string;
  empty: string;
  /** The row's key field; `id` unless said. */
  dataKey?: string;
  testId: string;
  /** Rows that open a dialog: a click on the row, and a chevron button at its end for the keyboard. */
  open?: { label: string; onOpen: (row: Row) => void };
  striped?: boolean;
  className?: string;
  /** A wrapper that lets a wide table scroll inside its card. */
  scrollClassName?: string;
  /** The table's columns. */
  children: ReactNode;
}

const PAGE_ROWS = 10;

/**
 * The back office's queue screens (change requests, documents, safety packages, tender access, risk
 * profiles): a status filter, the load failure, and a table paged by ten that opens a row; on a phone,
 * the same columns as cards (queue-cards.tsx).
 */
export function BackofficeQueue<Row extends DataTableValue, Filter extends string>(
  props: BackofficeQueueProps<Row, Filter>,
) {
  const { filter, query, open } = props;
  const paging = useTablePaging();
  const phone = usePhone();
  const dataKey = props.dataKey ?? 'id';
  const table = phone ? (
    <QueueCards
      rows={query.data ?? []}
      rowKey={(row) => String((row as Record<string, unknown>)[dataKey])}
      columns={props.children}
      pageRows={PAGE_ROWS}
      empty={props.empty}
      loading={query.isPending}
      testId={props.testId}
      open={open}
    />
  ) : (
    <DataTable
      {...paging}
      value={query.data ?? []}
      dataKey={dataKey}
      loading={query.isPending}
      emptyMessage={props.empty}
      {...(open && {
        selectionMode: 'single' as const,
        onRowClick: (e) => open.onOpen(e.data as Row),
        rowHover: true,
      })}
      stripedRows={props.striped}
      paginator={(query.data?.length ?? 0) > PAGE_ROWS}
      rows={PAGE_ROWS}
      className={props.className}
      data-testid={props.testId}
    >
      {props.children}
      {open && (
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
  return (
    <>
      <SelectButton
        value={filter.value}
        options={filter.options}
        onChange={(e) => e.value && filter.onChange(e.value as Filter)}
        allowEmpty={false}
        className={filter.className}
        data-testid={filter.testId}
      />
      {query.isError && <Message severity="error" text={props.loadFailed} />}
      {props.scrollClassName && !phone ? <div className={props.scrollClassName}>{table}</div> : table}
    </>
  );
}
