import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { backendHealth, type HealthCheckResult, type HealthStatus } from '@shared/api/areas/health';
import { apiCall } from '../../shared/api/api-client';
import { formatDate, formatDateTime, formatTimeSeconds } from '../../shared/i18n/dates';
import { ADMIN_NS } from './i18n';

const SEVERITY: Record<HealthStatus, 'success' | 'warning' | 'danger' | 'secondary'> = {
  ok: 'success',
  warning: 'warning',
  failing: 'danger',
  unknown: 'secondary',
};

/** A check's dates (the BIK directory's, the oldest pending e-mail's) as every screen writes them, in Moscow time. */
export function readableValues(values: HealthCheckResult['values']): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value !== 'string'
        ? value
        : /^\d{4}-\d{2}-\d{2}$/.test(value)
          ? formatDate(value)
          : /^\d{4}-\d{2}-\d{2}T/.test(value)
            ? formatDateTime(value)
            : value,
    ]),
  );
}

/**
 * The stage's health for administrators (GET /api/backend/health): what the running stage lacks, check by
 * check (trust list, register, CRLs, outbox, BIK directory, stage configuration), refreshed on demand.
 */
export function StageHealth() {
  const { t } = useTranslation(ADMIN_NS);
  const health = useQuery({
    queryKey: [backendHealth.id],
    queryFn: ({ signal }) => apiCall(backendHealth, { signal }),
    staleTime: 0,
  });
  const report = health.data;
  const text = (check: HealthCheckResult) =>
    t(`health.messages.${check.message}`, { ...readableValues(check.values), defaultValue: check.message });

  return (
    <section className="card stage-health" data-testid="stage-health" aria-busy={health.isFetching}>
      <h2>{t('health.title')}</h2>
      {report && (
        <p className="page-intro">
          {t('health.stage', { stage: report.stage.name, kind: report.stage.kind })}{' '}
          <Tag value={t(`health.status.${report.status}`)} severity={SEVERITY[report.status]} />{' '}
          {t('health.checkedAt', {
            at: `${formatDate(report.checkedAt)} ${formatTimeSeconds(report.checkedAt)}`,
          })}
        </p>
      )}
      {health.isError && <p className="form-error">{t('health.error')}</p>}
      <ul className="stage-health-checks">
        {report?.checks.map((check) => (
          <li key={check.name} data-testid={`health-${check.name}`} data-status={check.status}>
            <Tag value={t(`health.status.${check.status}`)} severity={SEVERITY[check.status]} />{' '}
            <strong>{t(`health.checks.${check.name}`)}</strong>: {text(check)}
          </li>
        ))}
      </ul>
      <Button
        type="button"
        label={t('health.refresh')}
        icon="pi pi-refresh"
        outlined
        size="small"
        loading={health.isFetching}
        onClick={() => void health.refetch()}
      />
    </section>
  );
}
