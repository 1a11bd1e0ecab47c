import type { ReactNode } from 'react';

export interface PlainColumn<Row> {
  /** Absent for the actions column, which has no title. */
  header?: string;
  body: (row: Row) => ReactNode;
  /** The body cells' class (DataTable's Column className). */
  className?: string;
}

interface PlainTableProps<Row extends { id: string }> {
  rows: readonly Row[];
  columns: readonly PlainColumn<Row>[];
  emptyMessage: string;
  striped?: boolean;
  testId: string;
}

/**
 * A read-only table in PrimeReact DataTable's markup and classes, so the theme draws it the same,
 * without DataTable's code: the questionnaire's few rows need no sorting, paging or selection, and
 * DataTable was the heaviest part of the page's first render. It scrolls inside its card
 * (questionnaire.css gives the wrapper DataTable's own base rules).
 */
export function PlainTable<Row extends { id: string }>({
  rows,
  columns,
  emptyMessage,
  striped,
  testId,
}: PlainTableProps<Row>) {
  return (
    <div
      className={`p-datatable p-component p-datatable-sm${striped ? ' p-datatable-striped' : ''} q-table`}
      data-testid={testId}
    >
      <div className="p-datatable-wrapper">
        <table className="p-datatable-table">
          <thead className="p-datatable-thead">
            <tr>
              {columns.map((column, i) => (
                // As DataTable does, a column's class goes on its body cells only.
                <th key={i}>
                  <div className="p-column-header-content">
                    {column.header && <span className="p-column-title">{column.header}</span>}
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="p-datatable-tbody">
            {rows.length === 0 ? (
              <tr className="p-datatable-emptymessage">
                <td colSpan={columns.length}>{emptyMessage}</td>
              </tr>
            ) : (
              rows.map((row, index) => (
                <tr key={row.id} className={index % 2 !== 0 ? 'p-row-odd' : undefined}>
                  {columns.map((column, i) => (
                    <td key={i} className={column.className}>
                      {column.body(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
