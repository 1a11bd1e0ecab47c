import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { BUSINESS_METRICS } from './business-metrics';
import { log, logger } from './logger';
import { count, metricsWith } from './metrics';
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
  const metrics = metricsWith({ job });
  const handler = middy(async (event: E): Promise<R> => {
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

/**
 * An SQS consumer (AWS only) as a job: each message is parsed and processed on its own, and a failed one
 * is reported back alone, so SQS retries it and, after the queue's receive limit, moves it to the
 * dead-letter queue. The batch counts as a run; each failed message as a failure.
 */
export function createQueueConsumer<T>(
  job: string,
  parse: (body: unknown) => T,
  process: (message: T) => Promise<unknown>,
): (event?: SQSEvent, context?: Context) => Promise<SQSBatchResponse> {
  return createJobHandler(job, async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const failures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      try {
        const message = parse(JSON.parse(record.body));
        const outcome = await process(message);
        log('info', `${job}: message processed`, { message, outcome });
      } catch (error) {
        log('error', `${job}: message failed`, { messageId: record.messageId, error: String(error) });
        failures.push({ itemIdentifier: record.messageId });
      }
    }
    if (failures.length > 0) count(BUSINESS_METRICS.jobFailed, { job }, failures.length);
    return { batchItemFailures: failures };
  });
}
