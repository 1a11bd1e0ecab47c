import { JOBS } from '../lib/business-metrics';
import { createQueueConsumer } from '../lib/job-handler';
import { buildExport } from '../domain/personal-data/export-job';
import { exportJobSchema } from '../domain/personal-data/export-queue';
// The contexts that follow another's changes subscribe where a function is composed (lib/domain-events.ts).
import '../domain/admin/directory-subscription';

/** The SQS consumer that builds personal-data exports (AWS only). */
export const handler = createQueueConsumer(
  JOBS.personalDataExport,
  (body) => exportJobSchema.parse(body),
  buildExport,
);
