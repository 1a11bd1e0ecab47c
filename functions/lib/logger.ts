import { Logger } from '@aws-lambda-powertools/logger';

/**
 * Powertools' structured logger: one JSON line per event, which CloudWatch (its metric filters,
 * Logs Insights) and the local console read alike. Handlers add the Lambda context with Powertools'
 * `injectLambdaContext` middleware and the request's own keys (rqUid, the caller's role and tenant)
 * with `logger.appendKeys`; both are dropped at the end of the call.
 * LOG_LEVEL (or POWERTOOLS_LOG_LEVEL) sets the lowest level written (default INFO; SILENT writes
 * nothing); POWERTOOLS_LOGGER_SAMPLE_RATE is the share of calls that log at DEBUG whatever the level.
 */
export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME || 'supplier-cabinet',
  // Powertools takes only upper-case names from the environment; ours (and the tests') say `silent`.
  logLevel: (process.env.POWERTOOLS_LOG_LEVEL || process.env.LOG_LEVEL || 'INFO').toUpperCase() as 'INFO',
});

type Level = 'debug' | 'info' | 'warn' | 'error';

export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  logger[level](message, fields);
}
