import { Entity, type CreateEntityItem } from 'electrodb';
import { ACCOUNT_STATUSES, ACCOUNT_TYPES, LANGUAGES, type AccountStatus } from '@shared/constants/spec';
import { documentClient } from '../../lib/aws';
import { tableName } from '../../lib/env';

const table = tableName('accounts');
const service = 'accounts';
const SUPPLIER_TYPES = ACCOUNT_TYPES.filter((t) => t !== 'ADMIN');

/** A signed-in user of the cabinet, keyed by the identity provider's subject. */
export const AccountEntity = new Entity(
  {
    model: { entity: 'account', version: '1', service },
    attributes: {
      sub: { type: 'string', required: true },
      login: { type: 'string', required: true },
      status: { type: ACCOUNT_STATUSES, required: true, default: 'NEW' },
      counterpartyId: { type: 'string' },
      language: { type: LANGUAGES, default: 'ru' },
      createdAt: { type: 'string', required: true, readOnly: true },
      /**
       * A copy of the bound counterparty's summary, so `/account/me` and the tenant of every supplier
       * call cost one read. Only accountsService.changeCounterparty changes it (with every other copy).
       */
      counterparty: {
        type: 'map',
        properties: {
          accountType: { type: SUPPLIER_TYPES, required: true },
          companyName: { type: 'string', required: true },
          companyCode: { type: 'string', required: true },
          registrationDate: { type: 'string', required: true },
          hasSavedData: { type: 'boolean', required: true },
          isEditable: { type: 'boolean', required: true },
          /** The counterparty's version the copy was taken at: an older copy never overwrites a newer one. */
          version: { type: 'number', required: true },
        },
      },
    },
    indexes: {
      primary: { pk: { field: 'pk', composite: ['sub'] }, sk: { field: 'sk', composite: [] } },
      // Sparse: only accounts bound to a counterparty; finds every copy to update.
      byCounterparty: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['counterpartyId'] },
        sk: { field: 'gsi2sk', composite: ['sub'] },
      },
    },
  },
  { client: documentClient, table },
);

/** A counterparty (the tenant): everything a supplier owns hangs under its id. */
export const CounterpartyEntity = new Entity(
  {
    model: { entity: 'counterparty', version: '1', service },
    attributes: {
      counterpartyId: { type: 'string', required: true },
      accountType: { type: SUPPLIER_TYPES, required: true },
      companyName: { type: 'string', required: true },
      companyCode: { type: 'string', required: true },
      inn: { type: 'string' },
      kpp: { type: 'string' },
      ogrn: { type: 'string' },
      taxId: { type: 'string' },
      countryCode: { type: 'string' },
      registrationDate: { type: 'string', required: true },
      hasSavedData: { type: 'boolean', required: true, default: false },
      isEditable: { type: 'boolean', required: true, default: true },
      version: { type: 'number', required: true, default: 1 },
    },
    indexes: {
      primary: { pk: { field: 'pk', composite: ['counterpartyId'] }, sk: { field: 'sk', composite: [] } },
      byCode: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['companyCode'] },
        sk: { field: 'gsi1sk', composite: [] },
      },
    },
  },
  { client: documentClient, table },
);

/** Acceptance of the user agreement, per counterparty and agreement version. */
export const AgreementEntity = new Entity(
  {
    model: { entity: 'agreement', version: '1', service },
    attributes: {
      counterpartyId: { type: 'string', required: true },
      version: { type: 'string', required: true },
      acceptedAt: { type: 'string', required: true },
      acceptedBy: { type: 'string', required: true },
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['counterpartyId'] },
        sk: { field: 'sk', composite: ['version'] },
      },
    },
  },
  { client: documentClient, table },
);

/**
 * "This supplier code belongs to that counterparty": one item per code, created with a condition,
 * so two counterparties never hold one code (the emulator has no transactions, see ARCHITECTURE.md).
 */
export const CodeClaimEntity = new Entity(
  {
    model: { entity: 'codeClaim', version: '1', service },
    attributes: {
      companyCode: { type: 'string', required: true },
      counterpartyId: { type: 'string', required: true },
    },
    indexes: {
      primary: { pk: { field: 'pk', composite: ['companyCode'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  { client: documentClient, table },
);

export type Account = NonNullable<Awaited<ReturnType<typeof getAccount>>>;
export type Counterparty = NonNullable<Awaited<ReturnType<typeof getCounterparty>>>;

async function getAccount(sub: string) {
  return (await AccountEntity.get({ sub }).go()).data;
}

async function getCounterparty(counterpartyId: string) {
  return (await CounterpartyEntity.get({ counterpartyId }).go()).data;
}

/** Creates the account of a first-time user; a concurrent first call finds the one already made. */
async function createAccountIfMissing(sub: string, login: string) {
  // Read first: nearly every call finds the account, and a refused conditional write still costs a write unit.
  const found = await getAccount(sub);
  if (found) return found;
  try {
    return (await AccountEntity.create({ sub, login, createdAt: new Date().toISOString() }).go()).data;
  } catch (error) {
    if (isConditionalFailure(error)) {
      const existing = await getAccount(sub);
      if (existing) return existing;
    }
    throw error;
  }
}

async function getAgreement(counterpartyId: string, version: string) {
  return (await AgreementEntity.get({ counterpartyId, version }).go()).data;
}

async function putAgreement(counterpartyId: string, version: string, acceptedBy: string) {
  return (
    await AgreementEntity.upsert({
      counterpartyId,
      version,
      acceptedBy,
      acceptedAt: new Date().toISOString(),
    }).go({
      response: 'all_new',
    })
  ).data;
}

/** Writes a counterparty as given: the demo seed and, later, registration decisions own its whole state. */
async function putCounterparty(counterparty: CreateEntityItem<typeof CounterpartyEntity>) {
  return (await CounterpartyEntity.put(counterparty).go()).data;
}

/** Writes an account as given, e.g. a demo supplier already bound to its counterparty. */
async function putAccount(account: CreateEntityItem<typeof AccountEntity>) {
  return (await AccountEntity.put(account).go()).data;
}

/** Registration: a new counterparty, refused (conditional failure) if the id already exists. */
async function createCounterparty(counterparty: CreateEntityItem<typeof CounterpartyEntity>) {
  return (await CounterpartyEntity.create(counterparty).go()).data;
}

/** Undoes a registration that failed after its counterparty was written. */
async function deleteCounterparty(counterpartyId: string) {
  await CounterpartyEntity.delete({ counterpartyId }).go();
}

/** The fields of a counterparty that its accounts carry a copy of (see AccountEntity.counterparty). */
export type CounterpartySummary = NonNullable<Account['counterparty']>;
export type CounterpartyFields = Pick<
  Counterparty,
  'companyCode' | 'accountType' | 'companyName' | 'isEditable' | 'hasSavedData'
>;

/** Changes a counterparty only if nobody changed it since it was read (optimistic version). */
async function updateCounterparty(
  counterpartyId: string,
  expectedVersion: number,
  changes: Partial<CounterpartyFields>,
) {
  return (
    await CounterpartyEntity.patch({ counterpartyId })
      .set({ ...changes, version: expectedVersion + 1 })
      .where((c, op) => op.eq(c.version, expectedVersion))
      .go({ response: 'all_new' })
  ).data as Counterparty;
}

/** The users bound to a counterparty (index gsi2: eventually consistent, see changeCounterparty). */
async function listAccountsOf(counterpartyId: string) {
  return (await AccountEntity.query.byCounterparty({ counterpartyId }).go({ pages: 'all' })).data;
}

/**
 * Refreshes one account's copy of its counterparty (and its status, when given); refused (a
 * conditional failure) if the account left the counterparty or already holds a newer copy.
 */
async function refreshCounterpartyCopy(
  sub: string,
  counterpartyId: string,
  copy: CounterpartySummary,
  status?: AccountStatus,
) {
  await AccountEntity.patch({ sub })
    .set({ counterparty: copy, ...(status ? { status } : {}) })
    .where(
      (a, op) =>
        `${op.eq(a.counterpartyId, counterpartyId)} AND (${op.notExists(a.counterparty)} OR ${op.lte(a.counterparty.version, copy.version)})`,
    )
    .go();
}

/**
 * Binds a user's account to its newly registered counterparty, with the copy of its summary, only if
 * the account has none yet: two registrations of one user cannot both bind (the loser sees a conditional failure).
 */
async function linkAccountToCounterparty(sub: string, counterpartyId: string, copy: CounterpartySummary) {
  await AccountEntity.patch({ sub })
    .set({ counterpartyId, counterparty: copy, status: 'REGISTERED' })
    .where((a, op) => op.notExists(a.counterpartyId))
    .go();
}

/** false when another counterparty holds the code; true when it is (now) this one's. */
async function claimCompanyCode(companyCode: string, counterpartyId: string): Promise<boolean> {
  try {
    await CodeClaimEntity.create({ companyCode, counterpartyId }).go();
    return true;
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    const holder = (await CodeClaimEntity.get({ companyCode }).go()).data;
    return holder?.counterpartyId === counterpartyId;
  }
}

/** Releases a code only if this counterparty holds it. */
async function releaseCompanyCode(companyCode: string, counterpartyId: string): Promise<void> {
  try {
    await CodeClaimEntity.delete({ companyCode })
      .where((a, op) => op.eq(a.counterpartyId, counterpartyId))
      .go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}

/** Counterparties that carry this code (gsi1): codes given before claims existed are found here. */
async function counterpartiesByCode(companyCode: string) {
  return (await CounterpartyEntity.query.byCode({ companyCode }).go()).data;
}

/** Sets the code only if it is still `from` (a concurrent change makes this a conditional failure). */

/** Sets the login only if it is still `from`. */
async function setLogin(sub: string, from: string, to: string) {
  await AccountEntity.patch({ sub })
    .set({ login: to })
    .where((a, op) => op.eq(a.login, from))
    .go();
}

async function setStatus(sub: string, status: AccountStatus) {
  await AccountEntity.patch({ sub }).set({ status }).go();
}

export function isConditionalFailure(error: unknown): boolean {
  const text =
    error instanceof Error
      ? `${error.name} ${error.message} ${String((error as { cause?: unknown }).cause ?? '')}`
      : '';
  return text.includes('ConditionalCheckFailed') || text.includes('conditional request failed');
}

export const accountsRepository = {
  getAccount,
  getCounterparty,
  createAccountIfMissing,
  getAgreement,
  putAgreement,
  putCounterparty,
  putAccount,
  createCounterparty,
  deleteCounterparty,
  updateCounterparty,
  listAccountsOf,
  refreshCounterpartyCopy,
  linkAccountToCounterparty,
  claimCompanyCode,
  releaseCompanyCode,
  counterpartiesByCode,
  setLogin,
  setStatus,
};
