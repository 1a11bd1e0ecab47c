import * as z from 'zod/mini';
import { lazySchema } from '../../lazy-schema';
import { endpoint } from '../endpoint';

/**
 * What a running stage lacks, check by check (functions/domain/health): a registry of named checks the
 * contexts add theirs to. A slot nobody filled yet answers `unknown`, so the screen shows it is not checked.
 */
export const HEALTH_CHECKS = [
  'stageConfig',
  'trustList',
  'register',
  'crls',
  'outbox',
  'bikDirectory',
  'referenceData',
] as const;
export type HealthCheckName = (typeof HEALTH_CHECKS)[number];

/** ok; warning: works, but something will bite; failing: users meet a broken function; unknown: not checked. */
export const HEALTH_STATUSES = ['ok', 'warning', 'failing', 'unknown'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];

export const healthCheckSchema = lazySchema(() =>
  z.object({
    name: z.enum(HEALTH_CHECKS),
    status: z.enum(HEALTH_STATUSES),
    /** The message key under `health.messages.` of the admin screen (and its English text in the logs). */
    message: z.string(),
    /** The values the message names (counts, dates, addresses). */
    values: z.record(z.string(), z.union([z.string(), z.number()])),
    /** How long the check took, in milliseconds. */
    tookMs: z.number().check(z.int(), z.gte(0)),
  }),
);
export type HealthCheckResult = z.infer<ReturnType<typeof healthCheckSchema>>;

export const healthReportSchema = lazySchema(() =>
  z.object({
    /** The worst status of the checks that ran (unknown slots do not count). */
    status: z.enum(['ok', 'warning', 'failing']),
    stage: z.object({ name: z.string(), kind: z.string() }),
    checkedAt: z.string(),
    checks: z.array(healthCheckSchema()),
  }),
);
export type HealthReport = z.infer<ReturnType<typeof healthReportSchema>>;

/**
 * For monitoring and the administrators' screen. Administrators only: the answer names the stage's
 * settings and gaps, which are nobody else's business; a monitor signs in as a dedicated administrator
 * account (docs/deployment.md). Always 200 with the report: the status is in the body.
 */
export const backendHealth = endpoint({
  id: 'backendHealth',
  method: 'GET',
  path: '/api/backend/health',
  fn: 'admin',
  access: 'admin',
  response: healthReportSchema,
  doc: 'own',
});
