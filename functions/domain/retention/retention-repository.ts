import type { RetentionReason } from '@shared/constants/retention';
import { defineEntity, isConditionalFailure } from '../../lib/dynamo-entity';
import { tableName } from '../../lib/env';

const table = tableName('accounts');
const service = 'retention';

/**
 * A counterparty as the retention job last saw it: why and when its record is due for deletion and
 * an administrator's postponement (the reminders sent are items of their own). gsi1 lists every case by due date (the back office).
 */
export interface RetentionCase {
  counterpartyId: string;
  companyName: string;
  companyCode: string;
  reason: RetentionReason;
  dueDate: string;
  /** The last moment it had contracts or tender access, as seen by the job (kept for the 5-year period). */
  lastActivityAt?: string;
  /** When the questionnaire and required documents were first complete: the 21 working days are over for good. */
  completedAt?: string;
  postponedUntil?: string;
  postponedBy?: string;
  postponeReason?: string;
  /** A constant partition for the list by due date. */
  list: 'cases';
  updatedAt: string;
}

const CaseEntity = defineEntity<RetentionCase>({
  table,
  service,
  entity: 'case',
  indexes: {
    primary: { pk: { field: 'pk', composite: ['counterpartyId'] }, sk: { field: 'sk', composite: [] } },
    byDueDate: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['list'] },
      sk: { field: 'gsi1sk', composite: ['dueDate', 'counterpartyId'] },
    },
  },
});

/** One reminder sent: written with a condition before it is sent, so a rerun never sends it twice. */
interface ReminderItem {
  counterpartyId: string;
  key: string;
  sentAt: string;
}

const ReminderEntity = defineEntity<ReminderItem>({
  table,
  service,
  entity: 'reminder',
  indexes: {
    primary: { pk: { field: 'pk', composite: ['counterpartyId'] }, sk: { field: 'sk', composite: ['key'] } },
  },
});

/**
 * A deletion in progress: what it erases and the steps done, so the next run finishes a deletion a
 * crash stopped. When done it is moved under the anonymous erasure id without the subjects.
 */
export interface DeletionRecord {
  counterpartyId: string;
  erasureId: string;
  reason: RetentionReason;
  subs: string[];
  logins: string[];
  emails: string[];
  steps: string[];
  startedAt: string;
  finishedAt?: string;
}

const DeletionEntity = defineEntity<DeletionRecord>({
  table,
  service,
  entity: 'deletion',
  indexes: {
    primary: { pk: { field: 'pk', composite: ['counterpartyId'] }, sk: { field: 'sk', composite: [] } },
  },
});

async function getCase(counterpartyId: string): Promise<RetentionCase | null> {
  return (await CaseEntity.get({ counterpartyId })) ?? null;
}

async function putCase(item: Omit<RetentionCase, 'list'>): Promise<void> {
  await CaseEntity.put({ ...item, list: 'cases' });
}

/** Cases due on or before `until` (a date) and every postponed one, soonest first. */
async function casesDueBy(until: string): Promise<RetentionCase[]> {
  return CaseEntity.query(
    'byDueDate',
    { list: 'cases' },
    { filter: (c) => c.or(c.lte('dueDate', until), c.exists('postponedUntil')) },
  );
}

/** Sets the postponement only if the due date is still the one the administrator saw. */
async function postpone(
  counterpartyId: string,
  seenDueDate: string,
  change: { postponedUntil: string; postponedBy: string; postponeReason: string; updatedAt: string },
): Promise<RetentionCase> {
  return CaseEntity.patch(
    { counterpartyId },
    { set: { ...change, dueDate: change.postponedUntil }, when: (c) => c.eq('dueDate', seenDueDate) },
  );
}

/** Claims a reminder: false when it was sent already (by this run's predecessor or a concurrent one). */
async function claimReminder(counterpartyId: string, key: string, sentAt: string): Promise<boolean> {
  try {
    await ReminderEntity.create({ counterpartyId, key, sentAt });
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

async function remindersOf(counterpartyId: string): Promise<Record<string, string>> {
  const items = await ReminderEntity.query('primary', { counterpartyId });
  return Object.fromEntries(items.map((r) => [r.key, r.sentAt]));
}

async function getDeletion(counterpartyId: string): Promise<DeletionRecord | null> {
  return (await DeletionEntity.get({ counterpartyId })) ?? null;
}

/** Starts a deletion: false when one is already recorded (then it is finished, not restarted). */
async function startDeletion(record: DeletionRecord): Promise<boolean> {
  try {
    await DeletionEntity.create(record);
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

async function stepDone(counterpartyId: string, steps: string[]): Promise<void> {
  await DeletionEntity.patch({ counterpartyId }, { set: { steps } });
}

/** Deletions started and not finished (a crash stopped them). */
async function unfinishedDeletions(): Promise<DeletionRecord[]> {
  return DeletionEntity.scan((c) => c.notExists('finishedAt'));
}

/**
 * The end of a deletion: the case and reminders go, and the record is kept only as the anonymous
 * fact that an erasure happened, when and why (no id, no subjects).
 */
async function finishDeletion(record: DeletionRecord, finishedAt: string): Promise<void> {
  await DeletionEntity.put({
    counterpartyId: record.erasureId,
    erasureId: record.erasureId,
    reason: record.reason,
    subs: [],
    logins: [],
    emails: [],
    steps: record.steps,
    startedAt: record.startedAt,
    finishedAt,
  });
  const reminders = await ReminderEntity.query('primary', { counterpartyId: record.counterpartyId });
  await ReminderEntity.deleteMany(reminders);
  await CaseEntity.delete({ counterpartyId: record.counterpartyId });
  await DeletionEntity.delete({ counterpartyId: record.counterpartyId });
}

export const retentionRepository = {
  getCase,
  putCase,
  casesDueBy,
  postpone,
  claimReminder,
  remindersOf,
  getDeletion,
  startDeletion,
  stepDone,
  unfinishedDeletions,
  finishDeletion,
};
