import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { log } from '../lib/logger';
import { buildExport } from '../domain/personal-data/export-job';
import { exportJobSchema } from '../domain/personal-data/export-queue';

/**
 * The SQS consumer that builds personal-data exports (AWS only). A failed job is reported back alone,
 * so SQS retries it and, after the queue's receive limit, moves it to the dead-letter queue.
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      const job = exportJobSchema.parse(JSON.parse(record.body));
      await buildExport(job);
      log('info', 'personal-data export built', { job });
    } catch (error) {
      log('error', 'personal-data export failed', { messageId: record.messageId, error: String(error) });
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
}
