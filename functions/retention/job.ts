import { clock } from '../lib/clock';
import { JOBS } from '../lib/business-metrics';
import { createJobHandler } from '../lib/job-handler';
import { runRetentionJob } from '../domain/retention/retention-service';
// The contexts that follow another's changes subscribe where a function is composed (lib/domain-events.ts).
import '../domain/admin/directory-subscription';
import '../domain/prequalification/risk-subscriber';

/**
 * The daily retention job (an EventBridge rule in AWS, a timer in the local stack): reminds suppliers
 * before their record's deadline and deletes what is overdue in every context (01 §9, 02 §9, 03 §9).
 * Safe to run twice and after a crash midway: reminders are claimed with conditional writes, and a
 * deletion is recorded with its steps and finished by the next run.
 */
export const handler = createJobHandler(JOBS.retention, () => runRetentionJob(clock.now()));
