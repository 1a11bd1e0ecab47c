import * as z from 'zod/mini';
import { env } from '../../lib/env';
import { log } from '../../lib/logger';

/** An export to build. */
export const exportJobSchema = z.object({
  counterpartyId: z.string().check(z.minLength(1)),
  exportId: z.string().check(z.minLength(1)),
});
export type ExportJob = z.infer<typeof exportJobSchema>;

/**
 * In AWS the jobs go to SQS, where the export worker (with a dead-letter queue) builds them, as the
 * relationships' removal checks do (removal-queue.ts). The local stack has no SQS: the job runs in
 * this process right after the answer.
 */
export const exportQueue = {
  async send(job: ExportJob): Promise<void> {
    if (env.EXPORT_QUEUE_URL) {
      const { SQSClient, SendMessageCommand } = await import('@aws-sdk/client-sqs');
      await new SQSClient({ region: env.AWS_REGION }).send(
        new SendMessageCommand({ QueueUrl: env.EXPORT_QUEUE_URL, MessageBody: JSON.stringify(job) }),
      );
      return;
    }
    setImmediate(() => {
      void import('./export-job')
        .then(({ buildExport }) => buildExport(job))
        .catch((error: unknown) =>
          log('error', 'personal-data export failed', { job, error: String(error) }),
        );
    });
  },
};
