import { Button } from 'primereact/button';
import type { ColumnBodyOptions, ColumnProps } from 'primereact/column';
import type { DataTableValue } from 'primereact/datatable';
import { Paginator } from 'primereact/paginator';
import { Children, isValidElement, useState, type ReactNode } from 'react';
import './queue-cards.css';

/** A column of the desktop table as a card shows it: its header beside what its cell shows. */
interface CardField<Row> {
  header: ReactNode;
  body: (row: Row) => ReactNode;
}

/**
 * The columns a queue declares for its table (`<Column header body>`), read back for the cards: one
 * declaration serves both layouts, so a phone shows every column the desktop does.
 */
export function cardFieldsOf<Row extends DataTableValue>(columns: ReactNode): CardField<Row>[] {
  return Children.toArray(columns)
    .filter(isValidElement)
    .map((column) => {
      const { header, body, field } = column.props as ColumnProps;
      return {
        header: typeof header === 'function' ? null : header,
        body: (row: Row) =>
          typeof body === 'function'
            ? (body(row, { field: field ?? '', rowIndex: 0 } as ColumnBodyOptions) as ReactNode)
            : field
              ? String((row as Record<string, unknown>)[field] ?? '')
              : null,
      };
    });
}

/** A list the server pages: where the page starts, how long the list is, and the turn of a page. */
export interface ServerPaging {
  first: number;
  total: number;
  /** The first row of the page asked for, and its length (the desktop table lets its reader change it). */
  onPage: (first: number, rows: number) => void;
  /** The table's paginator shows even on one page (its total and its rows-per-page choice); else only past it. */
  alwaysShown?: boolean;
}

/**
 * The paging of a list whose state is a page number from 1 (the API's `pageableRequest`): where the page
 * starts, and the page number and length a turn of a page asks for.
 */
export function numberedPages(
  pageNumber: number,
  pageSize: number,
  total: number,
  onPage: (pageNumber: number, pageSize: number) => void,
): ServerPaging {
  return {
    first: (pageNumber - 1) * pageSize,
    total,
    onPage: (first, rows) => onPage(Math.floor(first / rows) + 1, rows),
    alwaysShown: true,
  };
}

interface QueueCardsProps<Row extends DataTableValue> {
  /** The whole list, shown `pageRows` at a time; with `server`, the page the server gave. */
  rows: Row[];
  rowKey: (row: Row) => string;
  columns: ReactNode;
  pageRows: number;
  server?: ServerPaging;
  empty: string;
  loading: boolean;
  testId: string;
  open?: { label: string; onOpen: (row: Row) => void };
  /** A row set apart (a contractor marked for removal): its card is too. */
  marked?: (row: Row) => boolean;
}

/**
 * A queue on a phone: one card a row, each column's header over its value, instead of a table whose
 * columns a reviewer would have to scroll to sideways (the status and the actions were cut off at the
 * card's edge). A card that opens a dialog opens on a tap, and by its button from the keyboard.
 */
export function QueueCards<Row extends DataTableValue>(props: QueueCardsProps<Row>) {
  const [clientFirst, setClientFirst] = useState(0);
  const { server } = props;
  const first = server ? server.first : clientFirst;
  const total = server ? server.total : props.rows.length;
  const page = server ? props.rows : props.rows.slice(first, first + props.pageRows);
  const fields = cardFieldsOf<Row>(props.columns);
  if (props.loading && props.rows.length === 0)
    return <div className="queue-cards" aria-busy="true" data-testid={props.testId} />;
  if (props.rows.length === 0)
    return (
      <p className="queue-cards-empty" data-testid={props.testId}>
        {props.empty}
      </p>
    );
  const { open } = props;
  return (
    <div className="queue-cards" data-testid={props.testId}>
      <ul>
        {page.map((row) => (
          <li
            key={props.rowKey(row)}
            className={[
              'queue-card',
              open ? 'queue-card-opens' : '',
              props.marked?.(row) ? 'queue-card-marked' : '',
            ]
              .filter(Boolean)
              .join(' ')}
            data-testid="queue-card"
            onClick={(event) => {
              // A button or a link inside the card does its own thing.
              if (open && !(event.target as HTMLElement).closest('button, a')) open.onOpen(row);
            }}
          >
            <dl>
              {fields.map((field, index) =>
                field.header ? (
                  <div key={index} className="queue-card-field">
                    <dt>{field.header}</dt>
                    <dd>{field.body(row)}</dd>
                  </div>
                ) : (
                  <div key={index} className="queue-card-actions">
                    {field.body(row)}
                  </div>
                ),
              )}
            </dl>
            {open && (
              <Button
                label={open.label}
                icon="pi pi-chevron-right"
                iconPos="right"
                text
                size="small"
                className="queue-card-open"
                onClick={() => open.onOpen(row)}
              />
            )}
          </li>
        ))}
      </ul>
      <CardsPager
        first={first}
        rows={props.pageRows}
        total={total}
        onPage={(next) => (server ? server.onPage(next, props.pageRows) : setClientFirst(next))}
      />
    </div>
  );
}

/**
 * The pager under a phone's cards, shown past one page: the previous and next page and where the reader
 * is, which fits 360 px where the desktop table's rows-per-page and page links do not.
 */
export function CardsPager(props: {
  first: number;
  rows: number;
  total: number;
  onPage: (first: number) => void;
}) {
  if (props.total <= props.rows) return null;
  return (
    <Paginator
      first={props.first}
      rows={props.rows}
      totalRecords={props.total}
      onPageChange={(e) => props.onPage(e.first)}
      template="PrevPageLink CurrentPageReport NextPageLink"
      currentPageReportTemplate="{currentPage} / {totalPages}"
      className="queue-cards-pager"
    />
  );
}
