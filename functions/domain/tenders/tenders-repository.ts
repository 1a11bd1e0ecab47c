import { Entity, type EntityItem } from 'electrodb';
import { TENDER_ACCESS_STATUSES } from '@shared/constants/spec';
import { documentClient } from '../../lib/aws';
import { tableName } from '../../lib/env';
import { isConditionalFailure } from '../accounts/accounts-repository';
import type { AccessState } from './access-lifecycle';

const table = tableName('tenders');
const service = 'tenders';
const config = { client: documentClient, table };
// Keys keep the case of their values (ElectroDB lowercases by default): ids and codes are case-sensitive.

/** Every access record shares one gsi1 partition: the register is small (one item per supplier). */
const REGISTER = 'register';
const ACCOUNT_TYPES = ['LEGAL', 'INDIVIDUAL', 'NONRESIDENT'] as const;

/** A counterparty's tender access: one item, written only under the version it was read at. */
export const AccessEntity = new Entity(
  {
    model: { entity: 'access', version: '1', service },
    attributes: {
      counterpartyId: { type: 'string', required: true },
      register: { type: 'string', required: true, default: REGISTER },
      companyName: { type: 'string', required: true },
      companyCode: { type: 'string', required: true },
      accountType: { type: ACCOUNT_TYPES, required: true },
      paymentCode: { type: 'string', required: true },
      status: { type: TENDER_ACCESS_STATUSES, required: true },
      licenceAcceptedAt: { type: 'string' },
      dateTo: { type: 'string' },
      blockedFrom: { type: 'string' },
      /** The date the status is next looked at (dateTo), or when it was blocked: the register's order. */
      dueDate: { type: 'string', required: true },
      version: { type: 'number', required: true },
      updatedAt: { type: 'string', required: true },
    },
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
  },
  config,
);
export type AccessItem = EntityItem<typeof AccessEntity>;

/** Every change of a counterparty's access: who, when, from and to, why. */
export const AccessEventEntity = new Entity(
  {
    model: { entity: 'accessEvent', version: '1', service },
    attributes: {
      counterpartyId: { type: 'string', required: true },
      at: { type: 'string', required: true },
      id: { type: 'string', required: true },
      by: { type: 'string', required: true },
      kind: { type: ['ACCEPTED', 'BLOCKED', 'PAID', 'EXPIRED'] as const, required: true },
      fromStatus: { type: TENDER_ACCESS_STATUSES, required: true },
      toStatus: { type: TENDER_ACCESS_STATUSES, required: true },
      comment: { type: 'string' },
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['counterpartyId'], casing: 'none' },
        sk: { field: 'sk', composite: ['at', 'id'], casing: 'none' },
      },
    },
  },
  config,
);
export type AccessEventItem = EntityItem<typeof AccessEventEntity>;

/** A payment recorded for a counterparty; its key makes a statement line count once however often it is loaded. */
export const PaymentEntity = new Entity(
  {
    model: { entity: 'payment', version: '1', service },
    attributes: {
      counterpartyId: { type: 'string', required: true },
      paymentKey: { type: 'string', required: true },
      paidOn: { type: 'string', required: true },
      /** As the statement says; a manual record carries none (the person's comment says what was paid). */
      amountKopecks: { type: 'number' },
      source: { type: ['STATEMENT', 'MANUAL'] as const, required: true },
      statementId: { type: 'string' },
      recordedBy: { type: 'string', required: true },
      recordedAt: { type: 'string', required: true },
      comment: { type: 'string' },
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['counterpartyId'], casing: 'none' },
        sk: { field: 'sk', composite: ['paymentKey'], casing: 'none' },
      },
    },
  },
  config,
);

/** An uploaded statement and what became of each of its lines (the unmatched ones wait for a person). */
export const StatementEntity = new Entity(
  {
    model: { entity: 'statement', version: '1', service },
    attributes: {
      id: { type: 'string', required: true },
      fileName: { type: 'string', required: true },
      uploadedAt: { type: 'string', required: true },
      uploadedBy: { type: 'string', required: true },
      /** The lines as the back office shows them (JSON). */
      lines: { type: 'string', required: true },
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['id'], casing: 'none' },
        sk: { field: 'sk', composite: [], casing: 'none' },
      },
    },
  },
  config,
);

/** The risk register's indicators for a counterparty (the port's seeded implementation reads these). */
export const RiskIndicatorEntity = new Entity(
  {
    model: { entity: 'riskIndicator', version: '1', service },
    attributes: {
      counterpartyId: { type: 'string', required: true },
      id: { type: 'string', required: true },
      blocking: { type: 'boolean', required: true },
      textRu: { type: 'string', required: true },
      textEn: { type: 'string', required: true },
      links: {
        type: 'list',
        items: {
          type: 'map',
          properties: { url: { type: 'string', required: true }, title: { type: 'string', required: true } },
        },
      },
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['counterpartyId'], casing: 'none' },
        sk: { field: 'sk', composite: ['id'], casing: 'none' },
      },
    },
  },
  config,
);
export type RiskIndicatorItem = EntityItem<typeof RiskIndicatorEntity>;

export const stateOf = (item: AccessItem): AccessState => ({
  status: item.status,
  licenceAcceptedAt: item.licenceAcceptedAt ?? null,
  dateTo: item.dateTo ?? null,
  blockedFrom: item.blockedFrom ?? null,
});

const dueDateOf = (state: AccessState): string => state.dateTo ?? state.blockedFrom ?? '0000-00-00';

async function getAccess(counterpartyId: string): Promise<AccessItem | null> {
  return (await AccessEntity.get({ counterpartyId }).go()).data;
}

async function findByCode(paymentCode: string): Promise<AccessItem | null> {
  const items = (await AccessEntity.query.byCode({ paymentCode }).go()).data;
  return items[0] ?? null;
}

/** The register by status, each status ordered by due date; `beforeDue` keeps only the dates before it. */
async function listByStatus(status: AccessItem['status'], beforeDue?: string): Promise<AccessItem[]> {
  const query = AccessEntity.query.byStatus({ register: REGISTER, status });
  const result = beforeDue ? query.lt({ dueDate: beforeDue }) : query;
  return (await result.go({ pages: 'all' })).data;
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
    }).go();
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
    const set = AccessEntity.patch({ counterpartyId: item.counterpartyId }).set({
      status: next.status,
      ...(next.licenceAcceptedAt ? { licenceAcceptedAt: next.licenceAcceptedAt } : {}),
      ...(next.dateTo ? { dateTo: next.dateTo } : {}),
      ...(next.blockedFrom ? { blockedFrom: next.blockedFrom } : {}),
      dueDate: dueDateOf(next),
      version: item.version + 1,
      updatedAt: now.toISOString(),
    });
    const done = (removed.length > 0 ? set.remove(removed) : set)
      // ElectroDB recomposes the gsi1 key: the parts not being set come from the item.
      .composite({ register: item.register })
      .where((a, op) => op.eq(a.version, item.version));
    return (await done.go({ response: 'all_new' })).data as AccessItem;
  } catch (error) {
    if (isConditionalFailure(error)) return null;
    throw error;
  }
}

async function addEvent(event: AccessEventItem): Promise<void> {
  await AccessEventEntity.create(event).go();
}

async function listEvents(counterpartyId: string): Promise<AccessEventItem[]> {
  return (await AccessEventEntity.query.primary({ counterpartyId }).go({ pages: 'all', order: 'desc' })).data;
}

/** Records a payment once: false when this key was recorded before. */
async function recordPayment(payment: EntityItem<typeof PaymentEntity>): Promise<boolean> {
  try {
    await PaymentEntity.create(payment).go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

async function removePayment(counterpartyId: string, paymentKey: string): Promise<void> {
  await PaymentEntity.delete({ counterpartyId, paymentKey }).go();
}

async function putStatement(statement: EntityItem<typeof StatementEntity>): Promise<void> {
  await StatementEntity.create(statement).go();
}

async function riskIndicators(counterpartyId: string): Promise<RiskIndicatorItem[]> {
  return (await RiskIndicatorEntity.query.primary({ counterpartyId }).go()).data;
}

async function putRiskIndicator(item: RiskIndicatorItem): Promise<void> {
  await RiskIndicatorEntity.put(item).go();
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
};
