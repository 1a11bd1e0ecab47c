import { Entity } from 'electrodb';
import { documentClient } from '../../lib/aws';
import { tableName } from '../../lib/env';
import { isConditionalFailure } from '../accounts/accounts-repository';

const table = tableName('accounts');
const service = 'relationships';

export const PARTY_TYPES = ['LEGAL', 'INDIVIDUAL', 'NONRESIDENT'] as const;
export const CONTRACT_LINKS = ['GENERAL_CONTRACTOR', 'SUBCONTRACTOR', 'PRODUCER'] as const;
export const SUPPOSED_LINKS = ['SUBCONTRACTOR', 'PRODUCER'] as const;
export const SUPPOSED_STATES = ['ACTIVE', 'ON_DELETE', 'ON_REPLACE'] as const;

/** The other side of a relationship, as known when it was recorded. */
const partyAttributes = {
  partyKey: { type: 'string', required: true },
  partyType: { type: PARTY_TYPES, required: true },
  name: { type: 'string', required: true },
  inn: { type: 'string' },
  kpp: { type: 'string' },
  ogrn: { type: 'string' },
  taxId: { type: 'string' },
  countryCode: { type: 'string', required: true },
  /** The supplier code in KSSS of a party without a cabinet (a cabinet's own code is read live). */
  contractorCode: { type: 'string' },
} as const;

/** A signed contract from the contracts port: the current general contractors, subcontractors and producers. */
export const ContractEntity = new Entity(
  {
    model: { entity: 'contract', version: '1', service },
    attributes: {
      counterpartyId: { type: 'string', required: true },
      link: { type: CONTRACT_LINKS, required: true },
      ...partyAttributes,
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['counterpartyId'] },
        sk: { field: 'sk', composite: ['link', 'partyKey'] },
      },
    },
  },
  { client: documentClient, table },
);

/**
 * A subcontractor or producer the supplier proposes for tenders. One item per list and party: the
 * key holds the party's identity, so adding it twice to one list is a refused conditional write.
 */
export const SupposedEntity = new Entity(
  {
    model: { entity: 'supposed', version: '1', service },
    attributes: {
      counterpartyId: { type: 'string', required: true },
      link: { type: SUPPOSED_LINKS, required: true },
      id: { type: 'string', required: true },
      ...partyAttributes,
      actualAddress: { type: 'any' },
      registerId: { type: 'string' },
      state: { type: SUPPOSED_STATES, required: true },
      /** The non-resident that replaces this one once the tender check allows it. */
      replaceWith: { type: 'any' },
      createdAt: { type: 'string', required: true },
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['counterpartyId'] },
        sk: { field: 'sk', composite: ['link', 'partyKey'] },
      },
    },
  },
  { client: documentClient, table },
);

/** A registration link issued for a row: what the signed token stands for until it expires. */
export const InvitationEntity = new Entity(
  {
    model: { entity: 'invitation', version: '1', service },
    attributes: {
      inviteId: { type: 'string', required: true },
      counterpartyId: { type: 'string', required: true },
      rowId: { type: 'string', required: true },
      partyType: { type: PARTY_TYPES, required: true },
      inn: { type: 'string' },
      kpp: { type: 'string' },
      ogrn: { type: 'string' },
      registerId: { type: 'string' },
      expiresAt: { type: 'string', required: true },
    },
    indexes: {
      primary: { pk: { field: 'pk', composite: ['inviteId'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  { client: documentClient, table },
);

export type Party = {
  partyKey: string;
  partyType: (typeof PARTY_TYPES)[number];
  name: string;
  inn?: string;
  kpp?: string;
  ogrn?: string;
  taxId?: string;
  countryCode: string;
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

async function contracts(counterpartyId: string, link: ContractLink): Promise<Contract[]> {
  return (await ContractEntity.query.primary({ counterpartyId }).begins({ link }).go({ pages: 'all' }))
    .data as Contract[];
}

async function putContracts(items: Contract[]): Promise<void> {
  if (items.length > 0) await ContractEntity.put(items).go();
}

async function supposed(counterpartyId: string, link?: SupposedLink): Promise<Supposed[]> {
  const query = SupposedEntity.query.primary({ counterpartyId });
  return (await (link ? query.begins({ link }) : query).go({ pages: 'all' })).data as Supposed[];
}

async function getSupposed(counterpartyId: string, link: SupposedLink, partyKey: string) {
  return (
    ((await SupposedEntity.get({ counterpartyId, link, partyKey }).go()).data as Supposed | null) ?? null
  );
}

/** false when the list already holds this party. */
async function addSupposed(item: Supposed): Promise<boolean> {
  try {
    await SupposedEntity.create(item).go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** Moves a row from ACTIVE to a pending state; false when it is no longer ACTIVE. */
async function markPending(row: Supposed, state: 'ON_DELETE' | 'ON_REPLACE', replaceWith?: unknown) {
  try {
    await SupposedEntity.patch({ counterpartyId: row.counterpartyId, link: row.link, partyKey: row.partyKey })
      .set({ state, ...(replaceWith ? { replaceWith } : {}) })
      .where((a, op) => op.eq(a.state, 'ACTIVE'))
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** The job's "not allowed": the row is active again. */
async function reactivate(row: Pick<Supposed, 'counterpartyId' | 'link' | 'partyKey'>) {
  await SupposedEntity.patch({ counterpartyId: row.counterpartyId, link: row.link, partyKey: row.partyKey })
    .set({ state: 'ACTIVE' })
    .remove(['replaceWith'])
    .go();
}

async function removeSupposed(row: Pick<Supposed, 'counterpartyId' | 'link' | 'partyKey'>) {
  await SupposedEntity.delete({
    counterpartyId: row.counterpartyId,
    link: row.link,
    partyKey: row.partyKey,
  }).go();
}

async function setRegisterId(row: Supposed, registerId: string) {
  await SupposedEntity.patch({ counterpartyId: row.counterpartyId, link: row.link, partyKey: row.partyKey })
    .set({ registerId })
    .go();
}

async function putInvitation(invitation: Invitation): Promise<void> {
  await InvitationEntity.create(invitation).go();
}

async function getInvitation(inviteId: string): Promise<Invitation | null> {
  return ((await InvitationEntity.get({ inviteId }).go()).data as Invitation | null) ?? null;
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
};
