import { clock } from '../lib/clock';
import { log } from '../lib/logger';
import { runRetentionJob } from '../domain/retention/retention-service';

/**
 * The daily retention job (an EventBridge rule in AWS, a timer in the local stack): reminds suppliers
 * before their record's deadline and deletes what is overdue in every context (01 §9, 02 §9, 03 §9).
 * Safe to run twice and after a crash midway: reminders are claimed with conditional writes, and a
 * deletion is recorded with its steps and finished by the next run.
 */
export async function handler(): Promise<{ deleted: number; resumed: number; expiredDrafts: number }> {
  const result = await runRetentionJob(clock.now());
  log('info', 'retention job', result);
  return result;
}
