import type { ChangeRequestKind } from '@shared/api/areas/backoffice';
import { defineEntity, isConditionalFailure } from '../../lib/dynamo-entity';
import type { ConditionBuilder } from '../../lib/dynamo-entity';
import { tableName } from '../../lib/env';
import { conflict, type AppError } from '../../lib/errors';
import type { Profile } from './profile-model';
import { clock } from '../../lib/clock';

const table = tableName('accounts');
const service = 'profiles';

/** The questionnaire of a counterparty; nested chapters are stored as documents (typed by Profile). */
const ProfileEntity = defineEntity<Profile>({
  table,
  service,
  entity: 'profile',
  indexes: {
    primary: { pk: { field: 'pk', composite: ['counterpartyId'] }, sk: { field: 'sk', composite: [] } },
  },
});

/**
 * "A request of this kind is waiting for a decision": at most one per counterparty and kind,
 * created with a condition, so a second request while one is pending is refused (409).
 */
export interface PendingChange {
  counterpartyId: string;
  kind: ChangeRequestKind;
  requestId: string;
  createdAt: string;
}

const PendingChangeEntity = defineEntity<PendingChange>({
  table,
  service,
  entity: 'pendingChange',
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['counterpartyId'] },
      sk: { field: 'sk', composite: ['kind'] },
    },
  },
});

/** One change of the tender phone and e-mail (Профиль → Данные): who, when, before and after. */
export interface TenderContactChangeItem {
  counterpartyId: string;
  at: string;
  id: string;
  by: string;
  oldValue: { phonesForTender: string[]; emailsForTender: string[] };
  newValue: { phonesForTender: string[]; emailsForTender: string[] };
}

const TenderContactChangeEntity = defineEntity<TenderContactChangeItem>({
  table,
  service,
  entity: 'tenderContactChange',
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['counterpartyId'], casing: 'none' },
      sk: { field: 'sk', composite: ['at', 'id'], casing: 'none' },
    },
  },
});

/** Chapters a profile may lack in storage (written before they existed) read as null or empty. */
const fromItem = (item: Profile): Profile => ({
  ...item,
  postalAddress: item.postalAddress ?? null,
  bankDraft: item.bankDraft ?? null,
  postalDocuments: item.postalDocuments ?? [],
  registration:
    item.registration.kind === 'LEGAL'
      ? { ...item.registration, charter: item.registration.charter ?? null }
      : item.registration,
});

async function get(counterpartyId: string): Promise<Profile | null> {
  const item = await ProfileEntity.get({ counterpartyId });
  return item ? fromItem(item) : null;
}

async function create(profile: Profile): Promise<void> {
  await ProfileEntity.create(profile);
}

/** Writes the changed chapters if nobody wrote since `version` was read; otherwise a 409. */
async function update(
  counterpartyId: string,
  version: number,
  changes: Partial<Omit<Profile, 'counterpartyId' | 'version' | 'updatedAt'>>,
): Promise<Profile> {
  try {
    const item = await ProfileEntity.patch(
      { counterpartyId },
      {
        set: { ...changes, version: version + 1, updatedAt: clock.now().toISOString() },
        when: (c) => c.eq('version', version),
      },
    );
    return fromItem(item);
  } catch (error) {
    if (isConditionalFailure(error)) throw conflict('error.conflict');
    throw error;
  }
}

async function remove(counterpartyId: string): Promise<void> {
  await ProfileEntity.delete({ counterpartyId });
}

async function listPending(counterpartyId: string): Promise<PendingChange[]> {
  return PendingChangeEntity.query('primary', { counterpartyId });
}

/** Marks a kind as pending; `whenTaken` is the error when one is already waiting. */
async function markPending(
  counterpartyId: string,
  kind: ChangeRequestKind,
  requestId: string,
  whenTaken: AppError,
): Promise<void> {
  try {
    await PendingChangeEntity.create({
      counterpartyId,
      kind,
      requestId,
      createdAt: clock.now().toISOString(),
    });
  } catch (error) {
    if (isConditionalFailure(error)) throw whenTaken;
    throw error;
  }
}

/** Clears the marker of this request only (a newer request's marker stays). */
async function clearPending(
  counterpartyId: string,
  kind: ChangeRequestKind,
  requestId: string,
): Promise<void> {
  try {
    await PendingChangeEntity.delete({ counterpartyId, kind }, (c) => c.eq('requestId', requestId));
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}

async function addTenderContactChange(change: TenderContactChangeItem): Promise<void> {
  await TenderContactChangeEntity.create(change);
}

/** Newest first. */
async function listTenderContactChanges(counterpartyId: string): Promise<TenderContactChangeItem[]> {
  return TenderContactChangeEntity.query('primary', { counterpartyId }, { order: 'desc' });
}

/** Erasure (retention): the questionnaire, its pending changes and tender contact changes. */
async function eraseCounterparty(counterpartyId: string): Promise<number> {
  const filter = (c: ConditionBuilder) => c.eq('counterpartyId', counterpartyId);
  const counts = await Promise.all([
    ProfileEntity.eraseWhere(filter),
    PendingChangeEntity.eraseWhere(filter),
    TenderContactChangeEntity.eraseWhere(filter),
  ]);
  return counts.reduce((a, b) => a + b, 0);
}

export const profilesRepository = {
  get,
  create,
  update,
  remove,
  listPending,
  markPending,
  clearPending,
  addTenderContactChange,
  listTenderContactChanges,
  eraseCounterparty,
};
