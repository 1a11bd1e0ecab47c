import type { DataTableValue } from 'primereact/datatable';
import { Message } from 'primereact/message';
import { SelectButton } from 'primereact/selectbutton';
import type { ReactNode } from 'react';
import { ResponsiveTable } from './responsive-table';

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
 * the same columns as cards (responsive-table.tsx).
 */
export function BackofficeQueue<Row extends DataTableValue, Filter extends string>(
  props: BackofficeQueueProps<Row, Filter>,
) {
  const { filter, query } = props;
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
      <ResponsiveTable
        rows={query.data ?? []}
        dataKey={props.dataKey ?? 'id'}
        columns={props.children}
        pageRows={PAGE_ROWS}
        loading={query.isPending}
        empty={props.empty}
        testId={props.testId}
        open={props.open && { ...props.open, chevron: true }}
        striped={props.striped}
        className={props.className}
        scrollClassName={props.scrollClassName}
      />
    </>
  );
}
