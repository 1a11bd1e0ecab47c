import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { log } from '../lib/logger';
import { processRemovalJob } from '../domain/relationships/removal-job';
import { removalJobSchema } from '../domain/relationships/removal-queue';

/**
 * The SQS consumer of the relationships' removal checks (AWS only). A failed job is reported back
 * alone, so SQS retries it and, after the queue's receive limit, moves it to the dead-letter queue.
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
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
  return { batchItemFailures: failures };
}
