import { JOBS } from '../lib/business-metrics';
import { createQueueConsumer } from '../lib/job-handler';
import { processRemovalJob } from '../domain/relationships/removal-job';
import { removalJobSchema } from '../domain/relationships/removal-queue';

/** The SQS consumer of the relationships' removal checks (AWS only). */
export const handler = createQueueConsumer(
  JOBS.relationshipRemoval,
  (body) => removalJobSchema.parse(body),
  processRemovalJob,
);
