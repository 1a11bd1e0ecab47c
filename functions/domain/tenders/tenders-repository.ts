import type { AccountType } from '@shared/constants/spec';
import type { TenderAccessStatus } from '@shared/api/areas/tenders';
import { defineEntity, isConditionalFailure } from '../../lib/dynamo-entity';
import type { ConditionBuilder } from '../../lib/dynamo-entity';
import { tableName } from '../../lib/env';
import type { AccessState } from './access-lifecycle';

const table = tableName('tenders');
const service = 'tenders';
// Keys keep the case of their values (ElectroDB lowercased by default): ids and codes are case-sensitive.

/** Every access record shares one gsi1 partition: the register is small (one item per supplier). */
const REGISTER = 'register';

/** A counterparty's tender access: one item, written only under the version it was read at. */
export interface AccessItem {
  counterpartyId: string;
  register: string;
  companyName: string;
  companyCode: string;
  accountType: Exclude<AccountType, 'ADMIN'>;
  paymentCode: string;
  status: TenderAccessStatus;
  licenceAcceptedAt?: string;
  dateTo?: string;
  blockedFrom?: string;
  /** The date the status is next looked at (dateTo), or when it was blocked: the register's order. */
  dueDate: string;
  version: number;
  updatedAt: string;
}

const AccessEntity = defineEntity<AccessItem>({
  table,
  service,
  entity: 'access',
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['counterpartyId'], casing: 'none' },
      sk: { field: 'sk', composite: [], casing: 'none' },
    },
    byStatus: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['register'], casing: 'none' },
      sk: { field: 'gsi1sk', composite: ['status', 'dueDate', 'counterpartyId'], casing: 'none' },
    },
    byCode: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['paymentCode'], casing: 'none' },
      sk: { field: 'gsi2sk', composite: [], casing: 'none' },
    },
  },
});

/** Every change of a counterparty's access: who, when, from and to, why. */
export interface AccessEventItem {
  counterpartyId: string;
  at: string;
  id: string;
  by: string;
  kind: 'ACCEPTED' | 'BLOCKED' | 'PAID' | 'EXPIRED';
  fromStatus: TenderAccessStatus;
  toStatus: TenderAccessStatus;
  comment?: string;
}

const AccessEventEntity = defineEntity<AccessEventItem>({
  table,
  service,
  entity: 'accessEvent',
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['counterpartyId'], casing: 'none' },
      sk: { field: 'sk', composite: ['at', 'id'], casing: 'none' },
    },
  },
});

/** A payment recorded for a counterparty; its key makes a statement line count once however often it is loaded. */
export interface PaymentItem {
  counterpartyId: string;
  paymentKey: string;
  paidOn: string;
  /** As the statement says; a manual record carries none (the person's comment says what was paid). */
  amountKopecks?: number;
  source: 'STATEMENT' | 'MANUAL';
  statementId?: string;
  recordedBy: string;
  recordedAt: string;
  comment?: string;
  /** On a payment kept after its counterparty was erased (retention): why it was erased. */
  erasedReason?: string;
}

const PaymentEntity = defineEntity<PaymentItem>({
  table,
  service,
  entity: 'payment',
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['counterpartyId'], casing: 'none' },
      sk: { field: 'sk', composite: ['paymentKey'], casing: 'none' },
    },
  },
});

/** An uploaded statement and what became of each of its lines (the unmatched ones wait for a person). */
export interface StatementItem {
  id: string;
  fileName: string;
  uploadedAt: string;
  uploadedBy: string;
  /** The lines as the back office shows them (JSON). */
  lines: string;
}

const StatementEntity = defineEntity<StatementItem>({
  table,
  service,
  entity: 'statement',
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['id'], casing: 'none' },
      sk: { field: 'sk', composite: [], casing: 'none' },
    },
  },
});

/** The risk register's indicators for a counterparty (the port's seeded implementation reads these). */
export interface RiskIndicatorItem {
  counterpartyId: string;
  id: string;
  blocking: boolean;
  textRu: string;
  textEn: string;
  links?: { url: string; title: string }[];
}

const RiskIndicatorEntity = defineEntity<RiskIndicatorItem>({
  table,
  service,
  entity: 'riskIndicator',
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['counterpartyId'], casing: 'none' },
      sk: { field: 'sk', composite: ['id'], casing: 'none' },
    },
  },
});

export const stateOf = (item: AccessItem): AccessState => ({
  status: item.status,
  licenceAcceptedAt: item.licenceAcceptedAt ?? null,
  dateTo: item.dateTo ?? null,
  blockedFrom: item.blockedFrom ?? null,
});

const dueDateOf = (state: AccessState): string => state.dateTo ?? state.blockedFrom ?? '0000-00-00';

async function getAccess(counterpartyId: string): Promise<AccessItem | null> {
  return (await AccessEntity.get({ counterpartyId })) ?? null;
}

async function findByCode(paymentCode: string): Promise<AccessItem | null> {
  return (await AccessEntity.query('byCode', { paymentCode }, { count: 1 }))[0] ?? null;
}

/** The register by status, each status ordered by due date; `beforeDue` keeps only the dates before it. */
async function listByStatus(status: AccessItem['status'], beforeDue?: string): Promise<AccessItem[]> {
  return AccessEntity.query(
    'byStatus',
    { register: REGISTER, status },
    beforeDue ? { range: { lt: { dueDate: beforeDue } } } : {},
  );
}

/** The first acceptance: refused (false) when an access record already exists. */
async function createAccess(
  base: Pick<AccessItem, 'counterpartyId' | 'companyName' | 'companyCode' | 'accountType' | 'paymentCode'>,
  state: AccessState,
  now: Date,
): Promise<boolean> {
  try {
    await AccessEntity.create({
      ...base,
      register: REGISTER,
      status: state.status,
      licenceAcceptedAt: state.licenceAcceptedAt ?? undefined,
      dateTo: state.dateTo ?? undefined,
      blockedFrom: state.blockedFrom ?? undefined,
      dueDate: dueDateOf(state),
      version: 1,
      updatedAt: now.toISOString(),
    });
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** Writes the new state only if nobody wrote since `version` was read; false when someone did. */
async function updateAccess(item: AccessItem, next: AccessState, now: Date): Promise<AccessItem | null> {
  const removed = (['dateTo', 'blockedFrom', 'licenceAcceptedAt'] as const).filter(
    (key) => next[key] === null,
  );
  try {
    return await AccessEntity.patch(
      { counterpartyId: item.counterpartyId },
      {
        set: {
          status: next.status,
          ...(next.licenceAcceptedAt ? { licenceAcceptedAt: next.licenceAcceptedAt } : {}),
          ...(next.dateTo ? { dateTo: next.dateTo } : {}),
          ...(next.blockedFrom ? { blockedFrom: next.blockedFrom } : {}),
          dueDate: dueDateOf(next),
          version: item.version + 1,
          updatedAt: now.toISOString(),
        },
        remove: removed,
        // The gsi1 key is rebuilt: the parts not being set come from the item.
        composite: { register: item.register },
        when: (c) => c.eq('version', item.version),
      },
    );
  } catch (error) {
    if (isConditionalFailure(error)) return null;
    throw error;
  }
}

async function addEvent(event: AccessEventItem): Promise<void> {
  await AccessEventEntity.create(event);
}

async function listEvents(counterpartyId: string): Promise<AccessEventItem[]> {
  return AccessEventEntity.query('primary', { counterpartyId }, { order: 'desc' });
}

/** Records a payment once: false when this key was recorded before. */
async function recordPayment(payment: PaymentItem): Promise<boolean> {
  try {
    await PaymentEntity.create(payment);
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

async function removePayment(counterpartyId: string, paymentKey: string): Promise<void> {
  await PaymentEntity.delete({ counterpartyId, paymentKey });
}

async function putStatement(statement: StatementItem): Promise<void> {
  await StatementEntity.create(statement);
}

async function riskIndicators(counterpartyId: string): Promise<RiskIndicatorItem[]> {
  return RiskIndicatorEntity.query('primary', { counterpartyId });
}

async function putRiskIndicator(item: RiskIndicatorItem): Promise<void> {
  await RiskIndicatorEntity.put(item);
}

/**
 * Erasure (retention): tender access, its history and risk indicators go; the payment register is
 * kept, as the group must, moved under the anonymous `erasureId` with the reason.
 */
async function eraseCounterparty(counterpartyId: string, erasureId: string, reason: string): Promise<number> {
  const filter = (c: ConditionBuilder) => c.eq('counterpartyId', counterpartyId);
  const payments = await PaymentEntity.query('primary', { counterpartyId });
  // Copy first, then delete: a run stopped between the two finds the copy written and writes it again.
  await PaymentEntity.putMany(
    payments.map((p) => ({ ...p, counterpartyId: erasureId, erasedReason: reason })),
  );
  await PaymentEntity.deleteMany(payments);
  const counts = await Promise.all([
    AccessEntity.eraseWhere(filter),
    AccessEventEntity.eraseWhere(filter),
    RiskIndicatorEntity.eraseWhere(filter),
  ]);
  return counts.reduce((a, b) => a + b, payments.length);
}

export const tendersRepository = {
  getAccess,
  findByCode,
  listByStatus,
  createAccess,
  updateAccess,
  addEvent,
  listEvents,
  recordPayment,
  removePayment,
  putStatement,
  riskIndicators,
  putRiskIndicator,
  eraseCounterparty,
};
