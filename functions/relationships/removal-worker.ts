import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { BUSINESS_METRICS, JOBS } from '../lib/business-metrics';
import { createJobHandler } from '../lib/job-handler';
import { log } from '../lib/logger';
import { count } from '../lib/metrics';
import { processRemovalJob } from '../domain/relationships/removal-job';
import { removalJobSchema } from '../domain/relationships/removal-queue';

/**
 * The SQS consumer of the relationships' removal checks (AWS only). A failed job is reported back
 * alone, so SQS retries it and, after the queue's receive limit, moves it to the dead-letter queue.
 */
export const handler = createJobHandler(
  JOBS.relationshipRemoval,
  async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const failures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      try {
        const job = removalJobSchema.parse(JSON.parse(record.body));
        const outcome = await processRemovalJob(job);
        log('info', 'removal check decided', { job, outcome });
      } catch (error) {
        log('error', 'removal check failed', { messageId: record.messageId, error: String(error) });
        failures.push({ itemIdentifier: record.messageId });
      }
    }
    // The batch itself ran (JobsRun); each message that failed is counted here, and SQS retries it.
    if (failures.length > 0)
      count(BUSINESS_METRICS.jobFailed, { job: JOBS.relationshipRemoval }, failures.length);
    return { batchItemFailures: failures };
  },
);
