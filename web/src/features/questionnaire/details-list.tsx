import type { ReactNode } from 'react';

export interface DetailRow {
  label: string;
  value: ReactNode;
  /** i.e. data-testid of the value. */
  testId?: string;
}

/** Read-only data as label and value pairs, two pairs to a row on wide screens. */
export function DetailsList({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <dl className="q-details">
      {rows.map((row) => (
        <div key={row.label} className="q-detail">
          <dt>{row.label}</dt>
          <dd data-testid={row.testId}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
