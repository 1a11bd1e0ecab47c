import { defineEntity, isConditionalFailure } from '../../lib/dynamo-entity';
import type { ConditionBuilder } from '../../lib/dynamo-entity';
import { tableName } from '../../lib/env';

const table = tableName('accounts');
const service = 'relationships';

export const PARTY_TYPES = ['LEGAL', 'INDIVIDUAL', 'NONRESIDENT'] as const;
export const CONTRACT_LINKS = ['GENERAL_CONTRACTOR', 'SUBCONTRACTOR', 'PRODUCER'] as const;
export const SUPPOSED_LINKS = ['SUBCONTRACTOR', 'PRODUCER'] as const;
export const SUPPOSED_STATES = ['ACTIVE', 'ON_DELETE', 'ON_REPLACE'] as const;

/** The other side of a relationship, as known when it was recorded. */
export type Party = {
  partyKey: string;
  partyType: (typeof PARTY_TYPES)[number];
  name: string;
  inn?: string;
  kpp?: string;
  ogrn?: string;
  taxId?: string;
  countryCode: string;
  /** The supplier code in KSSS of a party without a cabinet (a cabinet's own code is read live). */
  contractorCode?: string;
};
export type ContractLink = (typeof CONTRACT_LINKS)[number];
export type SupposedLink = (typeof SUPPOSED_LINKS)[number];
export type Contract = Party & { counterpartyId: string; link: ContractLink };
export type Supposed = Party & {
  counterpartyId: string;
  link: SupposedLink;
  id: string;
  actualAddress?: unknown;
  registerId?: string;
  state: (typeof SUPPOSED_STATES)[number];
  /** The non-resident that replaces this one once the tender check allows it. */
  replaceWith?: unknown;
  createdAt: string;
};
export type Invitation = {
  inviteId: string;
  counterpartyId: string;
  rowId: string;
  partyType: Party['partyType'];
  inn?: string;
  kpp?: string;
  ogrn?: string;
  registerId?: string;
  expiresAt: string;
};

const primary = {
  pk: { field: 'pk', composite: ['counterpartyId'] },
  sk: { field: 'sk', composite: ['link', 'partyKey'] },
} as const;

/** A signed contract from the contracts port: the current general contractors, subcontractors and producers. */
const ContractEntity = defineEntity<Contract>({ table, service, entity: 'contract', indexes: { primary } });

/**
 * A subcontractor or producer the supplier proposes for tenders. One item per list and party: the
 * key holds the party's identity, so adding it twice to one list is a refused conditional write.
 */
const SupposedEntity = defineEntity<Supposed>({ table, service, entity: 'supposed', indexes: { primary } });

/** A registration link issued for a row: what the signed token stands for until it expires. */
const InvitationEntity = defineEntity<Invitation>({
  table,
  service,
  entity: 'invitation',
  indexes: { primary: { pk: { field: 'pk', composite: ['inviteId'] }, sk: { field: 'sk', composite: [] } } },
});

const keyOf = (row: Pick<Supposed, 'counterpartyId' | 'link' | 'partyKey'>) => ({
  counterpartyId: row.counterpartyId,
  link: row.link,
  partyKey: row.partyKey,
});

async function contracts(counterpartyId: string, link: ContractLink): Promise<Contract[]> {
  return ContractEntity.query('primary', { counterpartyId, link });
}

async function putContracts(items: Contract[]): Promise<void> {
  await ContractEntity.putMany(items);
}

async function supposed(counterpartyId: string, link?: SupposedLink): Promise<Supposed[]> {
  return SupposedEntity.query('primary', { counterpartyId, link });
}

async function getSupposed(counterpartyId: string, link: SupposedLink, partyKey: string) {
  return (await SupposedEntity.get({ counterpartyId, link, partyKey })) ?? null;
}

/** false when the list already holds this party. */
async function addSupposed(item: Supposed): Promise<boolean> {
  try {
    await SupposedEntity.create(item);
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** Moves a row from ACTIVE to a pending state; false when it is no longer ACTIVE. */
async function markPending(row: Supposed, state: 'ON_DELETE' | 'ON_REPLACE', replaceWith?: unknown) {
  try {
    await SupposedEntity.patch(keyOf(row), {
      set: { state, ...(replaceWith ? { replaceWith } : {}) },
      when: (c) => c.eq('state', 'ACTIVE'),
    });
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** The job's "not allowed": the row is active again. */
async function reactivate(row: Pick<Supposed, 'counterpartyId' | 'link' | 'partyKey'>) {
  await SupposedEntity.patch(keyOf(row), { set: { state: 'ACTIVE' }, remove: ['replaceWith'] });
}

async function removeSupposed(row: Pick<Supposed, 'counterpartyId' | 'link' | 'partyKey'>) {
  await SupposedEntity.delete(keyOf(row));
}

async function setRegisterId(row: Supposed, registerId: string) {
  await SupposedEntity.patch(keyOf(row), { set: { registerId } });
}

async function putInvitation(invitation: Invitation): Promise<void> {
  await InvitationEntity.create(invitation);
}

async function getInvitation(inviteId: string): Promise<Invitation | null> {
  return (await InvitationEntity.get({ inviteId })) ?? null;
}

/**
 * Erasure (retention): its own lists and registration links. Rows of other counterparties that name
 * it stay: there it remains a register entry without a cabinet.
 */
async function eraseCounterparty(counterpartyId: string): Promise<number> {
  const filter = (c: ConditionBuilder) => c.eq('counterpartyId', counterpartyId);
  const counts = await Promise.all([
    ContractEntity.eraseWhere(filter),
    SupposedEntity.eraseWhere(filter),
    InvitationEntity.eraseWhere(filter),
  ]);
  return counts.reduce((a, b) => a + b, 0);
}

export const relationshipsRepository = {
  contracts,
  putContracts,
  supposed,
  getSupposed,
  addSupposed,
  markPending,
  reactivate,
  removeSupposed,
  setRegisterId,
  putInvitation,
  getInvitation,
  eraseCounterparty,
};
