import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { Context } from 'aws-lambda';
import { BUSINESS_METRICS } from './business-metrics';
import { logger } from './logger';
import { metrics } from './metrics';
import { tracingMiddleware } from './tracing';

/** The local stack calls the jobs on a timer, with no Lambda context. */
const LOCAL_CONTEXT = { awsRequestId: 'local', functionName: 'local' } as Context;

/**
 * A scheduled job or a queue consumer as a Lambda handler: Powertools' logger (the invocation's
 * context on every line), its metrics (JobsRun or JobsFailed with the `job` dimension, flushed at the
 * end) and, where X-Ray is on, its tracer. A failure is counted, logged and thrown again, so the
 * scheduler or the queue sees it.
 */
export function createJobHandler<E, R>(
  job: string,
  run: (event: E) => Promise<R>,
): (event?: E, context?: Context) => Promise<R> {
  const handler = middy(async (event: E): Promise<R> => {
    metrics.addDimension('job', job);
    try {
      const result = await run(event);
      metrics.addMetric(BUSINESS_METRICS.jobRun, MetricUnit.Count, 1);
      logger.info('job done', { job, result });
      return result;
    } catch (error) {
      metrics.addMetric(BUSINESS_METRICS.jobFailed, MetricUnit.Count, 1);
      logger.error('job failed', { job, error: error as Error });
      throw error;
    }
  })
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(logMetrics(metrics));
  if (tracingMiddleware) handler.use(tracingMiddleware);
  return (event, context) => handler(event as E, context ?? LOCAL_CONTEXT);
}
