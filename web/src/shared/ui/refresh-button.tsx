import { Button } from 'primereact/button';

/** The staff queues' "refresh" in their page heading: refetches the query and spins while it runs. */
export function RefreshButton({
  label,
  query,
}: {
  label: string;
  query: { refetch: () => Promise<unknown>; isFetching: boolean };
}) {
  return (
    <Button
      label={label}
      icon="pi pi-refresh"
      severity="secondary"
      outlined
      size="small"
      onClick={() => void query.refetch()}
      loading={query.isFetching}
    />
  );
}
