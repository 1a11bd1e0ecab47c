import type { ChangeRequestKind, ChangeRequestStatus } from '@shared/api/areas/backoffice';
import { defineEntity, isConditionalFailure } from '../../lib/dynamo-entity';
import { tableName } from '../../lib/env';
import type { StoredChange } from './profile-model';
import { clock } from '../../lib/clock';

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

/** As stored: the kind copied out of the change, the decision's fields only once decided. */
type ChangeRequestItem = Omit<StoredChangeRequest, 'decidedAt' | 'decidedBy' | 'comment'> & {
  kind: ChangeRequestKind;
  decidedAt?: string;
  decidedBy?: string;
  comment?: string;
};

/** A change request sent to KSSS and waiting in the reviewers' queue (gsi1: by status, oldest first). */
const ChangeRequestEntity = defineEntity<ChangeRequestItem>({
  table: tableName('accounts'),
  service: 'ksss',
  entity: 'changeRequest',
  indexes: {
    primary: { pk: { field: 'pk', composite: ['requestId'] }, sk: { field: 'sk', composite: [] } },
    byStatus: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['status'] },
      sk: { field: 'gsi1sk', composite: ['createdAt'] },
    },
  },
});

const fromItem = (item: ChangeRequestItem): StoredChangeRequest => ({
  ...item,
  decidedAt: item.decidedAt ?? null,
  decidedBy: item.decidedBy ?? null,
  comment: item.comment ?? null,
});

async function create(request: Omit<StoredChangeRequest, 'decidedAt' | 'decidedBy' | 'comment' | 'status'>) {
  const item = { ...request, kind: request.change.kind, status: 'PENDING' as const };
  return fromItem(await ChangeRequestEntity.create(item));
}

async function get(requestId: string): Promise<StoredChangeRequest | null> {
  const item = await ChangeRequestEntity.get({ requestId });
  return item ? fromItem(item) : null;
}

async function listByStatus(status: ChangeRequestStatus): Promise<StoredChangeRequest[]> {
  const items = await ChangeRequestEntity.query('byStatus', { status });
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
    const item = await ChangeRequestEntity.patch(
      { requestId: request.requestId },
      {
        set: { ...decision, createdAt: request.createdAt, decidedAt: clock.now().toISOString() },
        when: (c) => c.eq('status', 'PENDING'),
      },
    );
    return fromItem(item);
  } catch (error) {
    if (isConditionalFailure(error)) return null;
    throw error;
  }
}

/** Puts a decision back when applying it failed, so the request can be decided again. */
async function reopen(request: StoredChangeRequest, decidedBy: string): Promise<void> {
  await ChangeRequestEntity.patch(
    { requestId: request.requestId },
    {
      set: { status: 'PENDING', createdAt: request.createdAt },
      remove: ['decidedAt', 'decidedBy', 'comment'],
      when: (c) => c.eq('decidedBy', decidedBy),
    },
  );
}

/**
 * A counterparty's change requests, decided or not (the retention clock's pauses). A scan: the job asks it
 * only for counterparties still within their 21 working days, a few at a time.
 */
async function ofCounterparty(counterpartyId: string): Promise<StoredChangeRequest[]> {
  return (await ChangeRequestEntity.scan((c) => c.eq('counterpartyId', counterpartyId))).map(fromItem);
}

/** Erasure (retention): the counterparty's change requests, decided or not. */
async function eraseCounterparty(counterpartyId: string): Promise<number> {
  return ChangeRequestEntity.eraseWhere((c) => c.eq('counterpartyId', counterpartyId));
}

export const changeRequestsRepository = {
  create,
  get,
  listByStatus,
  decide,
  reopen,
  eraseCounterparty,
  ofCounterparty,
};
