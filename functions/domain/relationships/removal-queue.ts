import * as z from 'zod/mini';
import { env } from '../../lib/env';
import { log } from '../../lib/logger';
import { SUPPOSED_LINKS } from './relationships-repository';

/** A removal or replacement waiting for the tender check. */
export const removalJobSchema = z.object({
  kind: z.enum(['DELETE', 'REPLACE']),
  counterpartyId: z.string().check(z.minLength(1)),
  link: z.enum(SUPPOSED_LINKS),
  partyKey: z.string().check(z.minLength(1)),
});
export type RemovalJob = z.infer<typeof removalJobSchema>;

export interface RemovalQueue {
  send(job: RemovalJob): Promise<void>;
}

/**
 * In AWS the jobs go to SQS, where the removal worker (with a dead-letter queue) takes them. The
 * local stack has no SQS: the job runs in this process after the configured delay.
 */
const sqsQueue: RemovalQueue = {
  async send(job) {
    const { SQSClient, SendMessageCommand } = await import('@aws-sdk/client-sqs');
    await new SQSClient({ region: env.AWS_REGION }).send(
      new SendMessageCommand({ QueueUrl: env.REMOVAL_QUEUE_URL, MessageBody: JSON.stringify(job) }),
    );
  },
};

const inProcessQueue: RemovalQueue = {
  async send(job) {
    setTimeout(() => {
      void import('./removal-job')
        .then(({ processRemovalJob }) => processRemovalJob(job))
        .catch((error: unknown) => log('error', 'removal check failed', { job, error: String(error) }));
    }, env.REMOVAL_CHECK_DELAY_MS).unref();
  },
};

export const removalQueue: RemovalQueue = {
  send: (job) => (env.REMOVAL_QUEUE_URL ? sqsQueue : inProcessQueue).send(job),
};
