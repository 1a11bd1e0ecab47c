import { RETENTION } from '@shared/constants/retention';
import type { Caller } from '../../lib/caller';
import { badRequest, notFound } from '../../lib/errors';
import { addDays, addWorkingDays, moscowDate } from '../../lib/working-days';
import { usersOf } from '../accounts/counterparties';
import { recordAudit } from '../admin/audit-trail';
import { retentionRepository as repo } from './retention-repository';
import './messages';

const ruDate = (date: string): string => date.split('-').reverse().join('.');

/**
 * GET /admin/retention: the accounts due for deletion within the longest reminder period, every one
 * still within its 21 working days, every postponed one, and any overdue one the job has not reached
 * yet; soonest first, with the reminders sent.
 */
export async function dueForDeletion(now: Date) {
  const today = moscowDate(now);
  const byPeriod = addDays(today, Math.max(...RETENTION.periodRemindersAt));
  const byCompletion = addWorkingDays(today, RETENTION.completionWorkingDays);
  const until = byPeriod > byCompletion ? byPeriod : byCompletion;
  const cases = await repo.casesDueBy(until);
  return Promise.all(
    cases.map(async (item) => ({
      counterpartyId: item.counterpartyId,
      companyName: item.companyName,
      companyCode: item.companyCode,
      reason: item.reason,
      dueDate: item.dueDate,
      remindersSent: Object.values(await repo.remindersOf(item.counterpartyId)).sort(),
      postponedUntil: item.postponedUntil ?? null,
      postponeReason: item.postponeReason ?? null,
    })),
  );
}

/**
 * POST /admin/retention/{counterpartyId}/postpone: an administrator moves a deletion to a later date
 * with a reason, recorded in the audit trail of each of the counterparty's users (the trail is per user).
 * A withdrawn consent is never postponed: the person asked for the deletion.
 */
export async function postponeDeletion(
  caller: Caller,
  counterpartyId: string,
  body: { until: string; reason: string },
  now: Date,
) {
  const existing = await repo.getCase(counterpartyId);
  if (!existing) throw notFound('retention.postpone.notDue');
  if (existing.reason === 'CONSENT_WITHDRAWN') throw badRequest('retention.postpone.notDue');
  if (body.until <= existing.dueDate) {
    throw badRequest('retention.postpone.notLater', { date: ruDate(existing.dueDate) });
  }
  const updated = await repo.postpone(counterpartyId, existing.dueDate, {
    postponedUntil: body.until,
    postponedBy: caller.login,
    postponeReason: body.reason,
    updatedAt: now.toISOString(),
  });
  for (const user of await usersOf(counterpartyId)) {
    await recordAudit(user.sub, caller, 'POSTPONE_DELETION', body.reason, {
      before: existing.dueDate,
      after: body.until,
    });
  }
  return { counterpartyId, dueDate: updated.dueDate, postponedUntil: body.until };
}
