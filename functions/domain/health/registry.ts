import type {
  HealthCheckName,
  HealthCheckResult,
  HealthReport,
  HealthStatus,
} from '@shared/api/areas/health';
import { HEALTH_CHECKS } from '@shared/api/areas/health';

/**
 * The health of a running stage as a registry of named checks (GET /api/backend/health, the administrators'
 * screen). A context adds its own check with `registerHealthCheck` where the admin function is composed
 * (functions/domain/health/checks.ts); a name of HEALTH_CHECKS nobody registered answers `unknown`.
 */
export interface HealthOutcome {
  readonly status: Exclude<HealthStatus, 'unknown'>;
  /** The key of the message under `health.messages.` (admin.json); say what the stage lacks, not how. */
  readonly message: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

export interface HealthCheck {
  readonly name: HealthCheckName;
  /** Read-only and quick: it runs on every call of the endpoint (a monitor may poll it every minute). */
  run(now: Date): Promise<HealthOutcome>;
}

const registry = new Map<HealthCheckName, HealthCheck>();

/** Adds (or replaces, by name) a check. */
export function registerHealthCheck(check: HealthCheck): void {
  registry.set(check.name, check);
}

/** A check that takes longer than this is reported failing: the monitor must get its answer. */
export const HEALTH_CHECK_TIMEOUT_MS = 5_000;

async function runOne(name: HealthCheckName, now: Date): Promise<HealthCheckResult> {
  const check = registry.get(name);
  if (!check) return { name, status: 'unknown', message: 'notChecked', values: {}, tookMs: 0 };
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<HealthOutcome>((resolve) => {
    timer = setTimeout(
      () => resolve({ status: 'failing', message: 'timedOut', values: { ms: HEALTH_CHECK_TIMEOUT_MS } }),
      HEALTH_CHECK_TIMEOUT_MS,
    );
  });
  const outcome = await Promise.race([
    check.run(now).catch((error: unknown): HealthOutcome => ({
      status: 'failing',
      message: 'checkFailed',
      values: { error: error instanceof Error ? error.message : String(error) },
    })),
    timeout,
  ]).finally(() => clearTimeout(timer));
  return {
    name,
    status: outcome.status,
    message: outcome.message,
    values: { ...outcome.values },
    tookMs: Math.round(performance.now() - started),
  };
}

const RANK: Record<HealthReport['status'], number> = { ok: 0, warning: 1, failing: 2 };

/** Runs every check at once; the report's status is the worst of those that ran. */
export async function runHealthChecks(now: Date, stage: HealthReport['stage']): Promise<HealthReport> {
  const checks = await Promise.all(HEALTH_CHECKS.map((name) => runOne(name, now)));
  const status = checks.reduce<HealthReport['status']>(
    (worst, check) => (check.status !== 'unknown' && RANK[check.status] > RANK[worst] ? check.status : worst),
    'ok',
  );
  return { status, stage, checkedAt: now.toISOString(), checks };
}
