import { Entity } from 'electrodb';
import {
  CHANGE_REQUEST_KINDS,
  CHANGE_REQUEST_STATUSES,
  type ChangeRequestStatus,
} from '@shared/api/areas/backoffice';
import { documentClient } from '../../lib/aws';
import { tableName } from '../../lib/env';
import { isConditionalFailure } from '../accounts/accounts-repository';
import type { StoredChange } from '../profiles/profile-model';

/** A change request sent to KSSS and waiting in the reviewers' queue (gsi1: by status, oldest first). */
export const ChangeRequestEntity = new Entity(
  {
    model: { entity: 'changeRequest', version: '1', service: 'ksss' },
    attributes: {
      requestId: { type: 'string', required: true },
      counterpartyId: { type: 'string', required: true },
      companyName: { type: 'string', required: true },
      companyCode: { type: 'string', required: true },
      accountType: { type: ['LEGAL', 'INDIVIDUAL', 'NONRESIDENT'] as const, required: true },
      kind: { type: CHANGE_REQUEST_KINDS, required: true },
      status: { type: CHANGE_REQUEST_STATUSES, required: true },
      change: { type: 'any', required: true },
      createdBy: { type: 'string', required: true },
      createdAt: { type: 'string', required: true },
      decidedAt: { type: 'string' },
      decidedBy: { type: 'string' },
      comment: { type: 'string' },
    },
    indexes: {
      primary: { pk: { field: 'pk', composite: ['requestId'] }, sk: { field: 'sk', composite: [] } },
      byStatus: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['status'] },
        sk: { field: 'gsi1sk', composite: ['createdAt'] },
      },
    },
  },
  { client: documentClient, table: tableName('accounts') },
);

export interface StoredChangeRequest {
  requestId: string;
  counterpartyId: string;
  companyName: string;
  companyCode: string;
  accountType: 'LEGAL' | 'INDIVIDUAL' | 'NONRESIDENT';
  status: ChangeRequestStatus;
  change: StoredChange;
  createdBy: string;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  comment: string | null;
}

const fromItem = (item: Record<string, unknown>): StoredChangeRequest =>
  ({ decidedAt: null, decidedBy: null, comment: null, ...item }) as StoredChangeRequest;

async function create(request: Omit<StoredChangeRequest, 'decidedAt' | 'decidedBy' | 'comment' | 'status'>) {
  const item = { ...request, kind: request.change.kind, status: 'PENDING' as const };
  return fromItem((await ChangeRequestEntity.create(item).go()).data);
}

async function get(requestId: string): Promise<StoredChangeRequest | null> {
  const item = (await ChangeRequestEntity.get({ requestId }).go()).data;
  return item ? fromItem(item) : null;
}

async function listByStatus(status: ChangeRequestStatus): Promise<StoredChangeRequest[]> {
  const items = (await ChangeRequestEntity.query.byStatus({ status }).go({ pages: 'all' })).data;
  return items.map(fromItem);
}

/**
 * Records a decision only while the request is still PENDING: of two reviewers deciding at once,
 * exactly one succeeds; null for the other.
 */
async function decide(
  request: StoredChangeRequest,
  decision: { status: Exclude<ChangeRequestStatus, 'PENDING'>; decidedBy: string; comment: string },
): Promise<StoredChangeRequest | null> {
  try {
    const item = (
      await ChangeRequestEntity.patch({ requestId: request.requestId })
        .set({ ...decision, createdAt: request.createdAt, decidedAt: new Date().toISOString() })
        .where((a, op) => op.eq(a.status, 'PENDING'))
        .go({ response: 'all_new' })
    ).data;
    return fromItem(item);
  } catch (error) {
    if (isConditionalFailure(error)) return null;
    throw error;
  }
}

/** Puts a decision back when applying it failed, so the request can be decided again. */
async function reopen(request: StoredChangeRequest, decidedBy: string): Promise<void> {
  await ChangeRequestEntity.patch({ requestId: request.requestId })
    .set({ status: 'PENDING', createdAt: request.createdAt })
    .remove(['decidedAt', 'decidedBy', 'comment'])
    .where((a, op) => op.eq(a.decidedBy, decidedBy))
    .go();
}

export const changeRequestsRepository = { create, get, listByStatus, decide, reopen };
