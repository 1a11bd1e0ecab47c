import { Logger } from '@aws-lambda-powertools/logger';
import type { LogItem } from '@aws-lambda-powertools/logger';

/** Powertools' own reading of POWERTOOLS_DEV (commons' isDevMode: 'true', '1', 'yes', 'on'…). */
const isDevMode = (): boolean =>
  new Set(['1', 'y', 'yes', 't', 'true', 'on']).has((process.env.POWERTOOLS_DEV ?? '').trim().toLowerCase());

/** Keys every line carries that a developer at the console does not need to read. */
const QUIET_KEYS = new Set([
  'level',
  'message',
  'timestamp',
  'service',
  'sampling_rate',
  'cold_start',
  'function_arn',
  'function_memory_size',
  'function_name',
  'function_request_id',
  'xray_trace_id',
  'error',
]);

const fieldText = (value: unknown): string =>
  typeof value === 'string' ? (/\s/.test(value) ? JSON.stringify(value) : value) : JSON.stringify(value);

/**
 * One line a developer scans, `12:03:07.412 INFO  request failed status=400 path=/api/…`, with an error's
 * stack under it: what Powertools' dev mode (POWERTOOLS_DEV, set by `npm start`) prints here instead of its
 * indented JSON. Exported for the test.
 */
export function developerLine(attributes: Record<string, unknown>): string {
  const time = String(attributes.timestamp ?? new Date().toISOString()).slice(11, 23);
  const level = String(attributes.level ?? 'INFO').padEnd(5);
  const fields = Object.entries(attributes)
    .filter(([key, value]) => !QUIET_KEYS.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${fieldText(value)}`);
  const error = attributes.error as { stack?: string; message?: string } | undefined;
  const tail = error ? `\n${error.stack ?? error.message ?? JSON.stringify(error)}` : '';
  return [time, level, String(attributes.message ?? ''), ...fields].join(' ') + tail;
}

/**
 * Powertools' structured logger: one JSON line per event, which CloudWatch (its metric filters, Logs
 * Insights) reads. In dev mode (POWERTOOLS_DEV, which `npm start` sets for the local stack) the same
 * events print as developer lines (above); the mode is read per line, so a stack that sets it after this
 * module loaded still gets them.
 */
class CabinetLogger extends Logger {
  protected override printLog(logLevel: number, log: LogItem): void {
    if (!isDevMode()) return super.printLog(logLevel, log);
    log.prepareForPrint();
    const attributes = log.getAttributes() as Record<string, unknown>;
    const line = developerLine(attributes);
    const level = String(attributes.level ?? '').toLowerCase();
    if (level === 'error' || level === 'critical') process.stderr.write(`${line}\n`);
    else process.stdout.write(`${line}\n`);
  }
}

/**
 * Handlers add the Lambda context with Powertools' `injectLambdaContext` middleware and the request's own
 * keys (rqUid, the caller's role and tenant) with `logger.appendKeys`; both are dropped at the end of the
 * call. LOG_LEVEL (or POWERTOOLS_LOG_LEVEL) sets the lowest level written (default INFO; SILENT writes
 * nothing); POWERTOOLS_LOGGER_SAMPLE_RATE is the share of calls that log at DEBUG whatever the level.
 */
export const logger = new CabinetLogger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME || 'supplier-cabinet',
  // Powertools takes only upper-case names from the environment; ours (and the tests') say `silent`.
  logLevel: (process.env.POWERTOOLS_LOG_LEVEL || process.env.LOG_LEVEL || 'INFO').toUpperCase() as 'INFO',
});

type Level = 'debug' | 'info' | 'warn' | 'error';

export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  logger[level](message, fields);
}
