import { Entity } from 'electrodb';
import { CHANGE_REQUEST_KINDS, type ChangeRequestKind } from '@shared/api/areas/backoffice';
import { documentClient } from '../../lib/aws';
import { tableName } from '../../lib/env';
import { conflict, type AppError } from '../../lib/errors';
import { isConditionalFailure } from '../accounts/accounts-repository';
import type { Profile } from './profile-model';

const table = tableName('accounts');
const service = 'profiles';

/** The questionnaire of a counterparty; nested chapters are stored as documents (typed by Profile). */
export const ProfileEntity = new Entity(
  {
    model: { entity: 'profile', version: '1', service },
    attributes: {
      counterpartyId: { type: 'string', required: true },
      registration: { type: 'any', required: true },
      factAddress: { type: 'any', required: true },
      postalAddress: { type: 'any' },
      contacts: { type: 'any', required: true },
      bankAccounts: { type: 'any', required: true },
      bankDraft: { type: 'any' },
      bankDocuments: { type: 'any', required: true },
      version: { type: 'number', required: true },
      updatedAt: { type: 'string', required: true },
    },
    indexes: {
      primary: { pk: { field: 'pk', composite: ['counterpartyId'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  { client: documentClient, table },
);

/**
 * "A request of this kind is waiting for a decision": at most one per counterparty and kind,
 * created with a condition, so a second request while one is pending is refused (409).
 */
export const PendingChangeEntity = new Entity(
  {
    model: { entity: 'pendingChange', version: '1', service },
    attributes: {
      counterpartyId: { type: 'string', required: true },
      kind: { type: CHANGE_REQUEST_KINDS, required: true },
      requestId: { type: 'string', required: true },
      createdAt: { type: 'string', required: true },
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['counterpartyId'] },
        sk: { field: 'sk', composite: ['kind'] },
      },
    },
  },
  { client: documentClient, table },
);

const fromItem = (item: Record<string, unknown>): Profile =>
  ({
    postalAddress: null,
    bankDraft: null,
    ...item,
  }) as Profile;

async function get(counterpartyId: string): Promise<Profile | null> {
  const item = (await ProfileEntity.get({ counterpartyId }).go()).data;
  return item ? fromItem(item) : null;
}

async function create(profile: Profile): Promise<void> {
  await ProfileEntity.create(profile).go();
}

/** Writes the changed chapters if nobody wrote since `version` was read; otherwise a 409. */
async function update(
  counterpartyId: string,
  version: number,
  changes: Partial<Omit<Profile, 'counterpartyId' | 'version' | 'updatedAt'>>,
): Promise<Profile> {
  try {
    const item = (
      await ProfileEntity.patch({ counterpartyId })
        .set({ ...changes, version: version + 1, updatedAt: new Date().toISOString() })
        .where((a, op) => op.eq(a.version, version))
        .go({ response: 'all_new' })
    ).data;
    return fromItem(item);
  } catch (error) {
    if (isConditionalFailure(error)) throw conflict('error.conflict');
    throw error;
  }
}

async function remove(counterpartyId: string): Promise<void> {
  await ProfileEntity.delete({ counterpartyId }).go();
}

async function listPending(counterpartyId: string) {
  return (await PendingChangeEntity.query.primary({ counterpartyId }).go()).data;
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
      createdAt: new Date().toISOString(),
    }).go();
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
    await PendingChangeEntity.delete({ counterpartyId, kind })
      .where((a, op) => op.eq(a.requestId, requestId))
      .go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}

export const profilesRepository = { get, create, update, remove, listPending, markPending, clearPending };
