import { randomUUID } from 'node:crypto';
import type { RetentionReason } from '@shared/constants/retention';
import type { ErasureSubject } from '../../lib/erasure';
import { log } from '../../lib/logger';
import { translate } from '../../lib/messages';
import { moscowDate, type CalendarDate } from '../../lib/working-days';
import { allCounterparties, usersOf } from '../accounts/counterparties';
import type { Counterparty } from '../accounts/accounts-repository';
import { closeSignIn, eraseCounterpartyAccounts } from '../accounts/erase-counterparty';
import { eraseCounterpartyAdmin } from '../admin/erase-counterparty';
import { eraseCounterpartyCommunication } from '../communication/erase-counterparty';
import { eraseCounterpartyDocuments } from '../documents/erase-counterparty';
import { expireDocumentDrafts } from '../documents/expire-drafts';
import { eraseCounterpartyFiles } from '../files/erase-counterparty';
import { notifyCounterparty } from '../notifications/notifications-service';
import { eraseCounterpartyExports } from '../personal-data/erase-counterparty';
import { sweepExpiredExports } from '../personal-data/sweep-expired';
import { eraseCounterpartyRiskProfile } from '../prequalification/erase-counterparty';
import { eraseCounterpartyNotifications } from '../notifications/erase-counterparty';
import { eraseCounterpartyPbiot } from '../pbiot/erase-counterparty';
import { expirePbiotUploads } from '../pbiot/expire-uploads';
import { profileEmails } from '../profiles/profile-emails';
import { eraseCounterpartyProfile } from '../profiles/erase-counterparty';
import { eraseCounterpartyRelationships } from '../relationships/erase-counterparty';
import { eraseCounterpartyTenders } from '../tenders/erase-counterparty';
import {
  isOverdue,
  reminderDue,
  retentionDue,
  waitingForReview,
  type RetentionDue,
} from './retention-policy';
import { factsOf } from './retention-facts';
import { retentionRepository as repo, type DeletionRecord } from './retention-repository';
import './messages';

/**
 * The retention rules enforced (01 §9, 02 §9, 03 §9): the daily job reminds suppliers before their
 * record's deadline and deletes what is overdue in every context, resumably; administrators see the
 * cases and may postpone one.
 */

/**
 * The erasure's steps in order, each one context's erase function. The users lose sign-in first, so
 * nothing new is written meanwhile; files go after the contexts that link them; the counterparty's own
 * record last, so a stopped run is still found by its deletion record.
 */
const STEPS: ReadonlyArray<readonly [string, (subject: ErasureSubject) => Promise<number>]> = [
  ['identity', closeSignIn],
  ['relationships', eraseCounterpartyRelationships],
  ['communication', eraseCounterpartyCommunication],
  ['documents', eraseCounterpartyDocuments],
  ['pbiot', eraseCounterpartyPbiot],
  ['tenders', eraseCounterpartyTenders],
  ['notifications', eraseCounterpartyNotifications],
  ['personal-data', eraseCounterpartyExports],
  ['prequalification', eraseCounterpartyRiskProfile],
  ['profiles', eraseCounterpartyProfile],
  ['files', eraseCounterpartyFiles],
  ['admin', eraseCounterpartyAdmin],
  ['accounts', eraseCounterpartyAccounts],
];

export interface RetentionJobOptions {
  /** Called after each step of an erasure: tests throw here to stop a run midway. */
  afterStep?: (step: string, counterpartyId: string) => void | Promise<void>;
  /** Limits the pass to these counterparties (tests share one stack; an operator's run for one case). */
  counterpartyIds?: readonly string[];
}

/** Runs the steps not yet done of a recorded deletion, recording each, then closes the record. */
async function finishDeletion(
  record: DeletionRecord,
  now: Date,
  options: RetentionJobOptions,
): Promise<void> {
  const steps = [...record.steps];
  const subject: ErasureSubject = { ...record };
  for (const [step, erase] of STEPS) {
    if (steps.includes(step)) continue;
    await erase(subject);
    steps.push(step);
    await repo.stepDone(record.counterpartyId, steps);
    await options.afterStep?.(step, record.counterpartyId);
  }
  await repo.finishDeletion({ ...record, steps }, now.toISOString());
  log('info', 'retention: counterparty deleted', { erasureId: record.erasureId, reason: record.reason });
}

/** Records and runs the deletion of a counterparty; a deletion already recorded is finished instead. */
async function deleteCounterparty(
  counterpartyId: string,
  reason: RetentionReason,
  now: Date,
  options: RetentionJobOptions,
): Promise<void> {
  const users = await usersOf(counterpartyId);
  const contacts = await profileEmails(counterpartyId);
  const emails = [
    ...new Set(
      [...users.map((u) => u.login), ...contacts.emails, ...contacts.emailsForTender].map((e) =>
        e.toLowerCase(),
      ),
    ),
  ];
  const record: DeletionRecord = {
    counterpartyId,
    erasureId: `erased-${randomUUID()}`,
    reason,
    subs: users.map((u) => u.sub),
    logins: users.map((u) => u.login),
    emails,
    steps: [],
    startedAt: now.toISOString(),
  };
  if (!(await repo.startDeletion(record))) {
    const running = await repo.getDeletion(counterpartyId);
    if (running) await finishDeletion(running, now, options);
    return;
  }
  await finishDeletion(record, now, options);
}

const ruDate = (date: CalendarDate): string => date.split('-').reverse().join('.');

/** The reminder in the cabinet and by e-mail to each user's login (through the outbox). */
async function sendReminder(counterpartyId: string, due: RetentionDue, left: number): Promise<void> {
  const key = due.reason === 'INCOMPLETE' ? 'retention.reminder.incomplete' : 'retention.reminder.period';
  const text = (lang: 'ru' | 'en') =>
    translate(lang, key, {
      date: lang === 'ru' ? ruDate(due.dueDate) : due.dueDate,
      left: String(left),
      why:
        due.reason === 'INCOMPLETE'
          ? ''
          : translate(lang, `retention.why.${due.reason}` as 'retention.why.INACTIVE'),
    });
  // A mandatory mailing: every user is warned before the data goes, whatever «Рассылки» says.
  await notifyCounterparty(
    counterpartyId,
    { ru: text('ru'), en: text('en') },
    {
      type: 'RETENTION',
      path: '/',
      subject: {
        ru: translate('ru', 'retention.mail.subject'),
        en: translate('en', 'retention.mail.subject'),
      },
    },
  );
}

/** One counterparty's daily look: its case brought up to date, a reminder if one is due; true when overdue. */
async function review(counterparty: Counterparty, now: Date): Promise<RetentionDue | null> {
  const today = moscowDate(now);
  const existing = await repo.getCase(counterparty.counterpartyId);
  const facts = await factsOf(counterparty, existing, now);
  const due = retentionDue(facts, today);
  await repo.putCase({
    counterpartyId: counterparty.counterpartyId,
    companyName: counterparty.companyName,
    companyCode: counterparty.companyCode,
    reason: due.reason,
    dueDate: due.dueDate,
    ...(facts.lastActivityAt ? { lastActivityAt: facts.lastActivityAt } : {}),
    ...(facts.complete ? { completedAt: existing?.completedAt ?? now.toISOString() } : {}),
    ...(existing?.postponedUntil
      ? {
          postponedUntil: existing.postponedUntil,
          ...(existing.postponedBy ? { postponedBy: existing.postponedBy } : {}),
          ...(existing.postponeReason ? { postponeReason: existing.postponeReason } : {}),
        }
      : {}),
    updatedAt: now.toISOString(),
  });
  if (due.reason === 'CONSENT_WITHDRAWN' || isOverdue(due, today)) return due;
  // While a request waits for the reviewer the clock stands still: nothing to remind of.
  const reminder = waitingForReview(facts) ? null : reminderDue(due, today);
  if (reminder && (await repo.claimReminder(counterparty.counterpartyId, reminder.key, now.toISOString()))) {
    await sendReminder(counterparty.counterpartyId, due, reminder.left);
  }
  return null;
}

/**
 * The daily retention job: first finishes any deletion a crash stopped, then looks at every
 * counterparty, reminds and deletes, then expires what was never sent (document drafts, PBIOT uploads
 * in no package) and sweeps the personal-data exports past their date. Idempotent: reminders are
 * claimed with conditional writes and a deletion is recorded before it starts.
 */
export async function runRetentionJob(
  now: Date,
  options: RetentionJobOptions = {},
): Promise<{
  deleted: number;
  resumed: number;
  expiredDrafts: number;
  expiredPbiotUploads: number;
  expiredExports: number;
}> {
  const only = options.counterpartyIds;
  const inScope = (id: string) => !only || only.includes(id);
  const unfinished = (await repo.unfinishedDeletions()).filter((r) => inScope(r.counterpartyId));
  for (const record of unfinished) await finishDeletion(record, now, options);
  let deleted = 0;
  const counterparties = (await allCounterparties()).filter((c) => inScope(c.counterpartyId));
  for (const counterparty of counterparties) {
    const overdue = await review(counterparty, now);
    if (!overdue) continue;
    await deleteCounterparty(counterparty.counterpartyId, overdue.reason, now, options);
    deleted += 1;
  }
  // A limited pass expires only its counterparties' leftovers too.
  return {
    deleted,
    resumed: unfinished.length,
    expiredDrafts: await expireDocumentDrafts(now, inScope),
    expiredPbiotUploads: await expirePbiotUploads(now, inScope),
    expiredExports: await sweepExpiredExports(now, inScope),
  };
}
