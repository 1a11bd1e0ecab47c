import type { AccountStatus, AccountType, Language } from '@shared/constants/spec';
import type { ConsentAction, ConsentDocument, ConsentSource } from '@shared/constants/consents';
import { defineEntity, isConditionalFailure } from '../../lib/dynamo-entity';
import { tableName } from '../../lib/env';
import { clock } from '../../lib/clock';

const table = tableName('accounts');
const service = 'accounts';
type SupplierType = Exclude<AccountType, 'ADMIN'>;

/** The fields of a counterparty that its accounts carry a copy of (see Account.counterparty). */
export interface CounterpartySummary {
  accountType: SupplierType;
  companyName: string;
  companyCode: string;
  registrationDate: string;
  hasSavedData: boolean;
  isEditable: boolean;
  /** The counterparty's version the copy was taken at: an older copy never overwrites a newer one. */
  version: number;
}

/** A signed-in user of the cabinet, keyed by the identity provider's subject. */
export interface Account {
  sub: string;
  login: string;
  status: AccountStatus;
  counterpartyId?: string;
  language?: Language;
  createdAt: string;
  /**
   * A copy of the bound counterparty's summary, so `/account/me` and the tenant of every supplier
   * call cost one read. Only accountsService.changeCounterparty changes it (with every other copy).
   */
  counterparty?: CounterpartySummary;
  /**
   * When the person withdrew the consent to personal-data processing: the account is closed (sign-in
   * disabled), and the retention job deletes the counterparty's data at once.
   */
  consentWithdrawnAt?: string;
}

const AccountEntity = defineEntity<Account>({
  table,
  service,
  entity: 'account',
  indexes: {
    primary: { pk: { field: 'pk', composite: ['sub'] }, sk: { field: 'sk', composite: [] } },
    // Sparse: only accounts bound to a counterparty; finds every copy to update.
    byCounterparty: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['counterpartyId'] },
      sk: { field: 'gsi2sk', composite: ['sub'] },
    },
  },
});

/** A counterparty (the tenant): everything a supplier owns hangs under its id. */
export interface Counterparty {
  counterpartyId: string;
  accountType: SupplierType;
  companyName: string;
  companyCode: string;
  inn?: string;
  kpp?: string;
  ogrn?: string;
  taxId?: string;
  countryCode?: string;
  registrationDate: string;
  hasSavedData: boolean;
  isEditable: boolean;
  version: number;
}

const CounterpartyEntity = defineEntity<Counterparty>({
  table,
  service,
  entity: 'counterparty',
  indexes: {
    primary: { pk: { field: 'pk', composite: ['counterpartyId'] }, sk: { field: 'sk', composite: [] } },
    byCode: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyCode'] },
      sk: { field: 'gsi1sk', composite: [] },
    },
  },
});

/**
 * One entry of a person's consent history (issue 18): which document and version, accepted or
 * withdrawn, when, by whom and from which client. Written once, never changed.
 */
export interface Consent {
  sub: string;
  login: string;
  /** The counterparty the person acted for, when it had one. */
  counterpartyId?: string;
  document: ConsentDocument;
  version: string;
  action: ConsentAction;
  source: ConsentSource;
  at: string;
  ip?: string;
  userAgent?: string;
}

const ConsentEntity = defineEntity<Consent>({
  table,
  service,
  entity: 'consent',
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['sub'] },
      sk: { field: 'sk', composite: ['at', 'document', 'action'] },
    },
  },
});

/**
 * "This supplier code belongs to that counterparty": one item per code, created with a condition,
 * so two counterparties never hold one code (the emulator has no transactions, see ARCHITECTURE.md).
 */
interface CodeClaim {
  companyCode: string;
  counterpartyId: string;
}

const CodeClaimEntity = defineEntity<CodeClaim>({
  table,
  service,
  entity: 'codeClaim',
  indexes: {
    primary: { pk: { field: 'pk', composite: ['companyCode'] }, sk: { field: 'sk', composite: [] } },
  },
});

async function getAccount(sub: string) {
  return AccountEntity.get({ sub });
}

async function getCounterparty(counterpartyId: string) {
  return CounterpartyEntity.get({ counterpartyId });
}

/** Creates the account of a first-time user; a concurrent first call finds the one already made. */
async function createAccountIfMissing(sub: string, login: string) {
  // Read first: nearly every call finds the account, and a refused conditional write still costs a write unit.
  const found = await getAccount(sub);
  if (found) return found;
  try {
    return await AccountEntity.create({
      sub,
      login,
      status: 'NEW',
      language: 'ru',
      createdAt: clock.now().toISOString(),
    });
  } catch (error) {
    if (isConditionalFailure(error)) {
      const existing = await getAccount(sub);
      if (existing) return existing;
    }
    throw error;
  }
}

/** Adds entries to a person's history at the clock's time; an entry is never overwritten. */
async function addConsents(entries: readonly Omit<Consent, 'at'>[]): Promise<Consent[]> {
  const at = clock.now().toISOString();
  return Promise.all(entries.map((entry) => ConsentEntity.create({ ...entry, at })));
}

/** A person's consent history, oldest first. */
async function listConsents(sub: string): Promise<Consent[]> {
  return ConsentEntity.query('primary', { sub });
}

/** Closes the account once: a second withdrawal finds it closed (conditional failure). */
async function markConsentWithdrawn(sub: string): Promise<string> {
  const at = clock.now().toISOString();
  await AccountEntity.patch(
    { sub },
    { set: { consentWithdrawnAt: at }, when: (c) => c.notExists('consentWithdrawnAt') },
  );
  return at;
}

/** A new counterparty's state; the flags and version start as a fresh registration's. */
type NewCounterparty = Omit<Counterparty, 'hasSavedData' | 'isEditable' | 'version'> &
  Partial<Pick<Counterparty, 'hasSavedData' | 'isEditable' | 'version'>>;

const withCounterpartyDefaults = (counterparty: NewCounterparty): Counterparty => ({
  hasSavedData: false,
  isEditable: true,
  version: 1,
  ...counterparty,
});

/** Writes a counterparty as given: the demo seed and, later, registration decisions own its whole state. */
async function putCounterparty(counterparty: NewCounterparty) {
  return CounterpartyEntity.put(withCounterpartyDefaults(counterparty));
}

/** Writes an account as given, e.g. a demo supplier already bound to its counterparty. */
async function putAccount(account: Omit<Account, 'status'> & Partial<Pick<Account, 'status'>>) {
  return AccountEntity.put({ status: 'NEW', language: 'ru', ...account });
}

/** Registration: a new counterparty, refused (conditional failure) if the id already exists. */
async function createCounterparty(counterparty: NewCounterparty) {
  return CounterpartyEntity.create(withCounterpartyDefaults(counterparty));
}

/** Undoes a registration that failed after its counterparty was written. */
async function deleteCounterparty(counterpartyId: string) {
  await CounterpartyEntity.delete({ counterpartyId });
}

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
  return CounterpartyEntity.patch(
    { counterpartyId },
    { set: { ...changes, version: expectedVersion + 1 }, when: (c) => c.eq('version', expectedVersion) },
  );
}

/** The users bound to a counterparty (index gsi2: eventually consistent, see changeCounterparty). */
async function listAccountsOf(counterpartyId: string) {
  return AccountEntity.query('byCounterparty', { counterpartyId });
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
  await AccountEntity.patch(
    { sub },
    {
      set: { counterparty: copy, ...(status ? { status } : {}) },
      when: (c) =>
        c.and(
          c.eq('counterpartyId', counterpartyId),
          c.or(c.notExists('counterparty'), c.lte('counterparty.version', copy.version)),
        ),
    },
  );
}

/**
 * Binds a user's account to its newly registered counterparty, with the copy of its summary, only if
 * the account has none yet: two registrations of one user cannot both bind (the loser sees a conditional failure).
 */
async function linkAccountToCounterparty(sub: string, counterpartyId: string, copy: CounterpartySummary) {
  await AccountEntity.patch(
    { sub },
    {
      set: { counterpartyId, counterparty: copy, status: 'REGISTERED' },
      when: (c) => c.notExists('counterpartyId'),
    },
  );
}

/** false when another counterparty holds the code; true when it is (now) this one's. */
async function claimCompanyCode(companyCode: string, counterpartyId: string): Promise<boolean> {
  try {
    await CodeClaimEntity.create({ companyCode, counterpartyId });
    return true;
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    const holder = await CodeClaimEntity.get({ companyCode });
    return holder?.counterpartyId === counterpartyId;
  }
}

/** Releases a code only if this counterparty holds it. */
async function releaseCompanyCode(companyCode: string, counterpartyId: string): Promise<void> {
  try {
    await CodeClaimEntity.delete({ companyCode }, (c) => c.eq('counterpartyId', counterpartyId));
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}

/** Counterparties that carry this code (gsi1): codes given before claims existed are found here. */
async function counterpartiesByCode(companyCode: string) {
  return CounterpartyEntity.query('byCode', { companyCode });
}

/** Sets the login only if it is still `from`. */
async function setLogin(sub: string, from: string, to: string) {
  await AccountEntity.patch({ sub }, { set: { login: to }, when: (c) => c.eq('login', from) });
}

/** The language the user last opened the cabinet in: its e-mails are written in it. */
async function setLanguage(sub: string, language: Language) {
  await AccountEntity.patch({ sub }, { set: { language } });
}

async function setStatus(sub: string, status: AccountStatus) {
  await AccountEntity.patch({ sub }, { set: { status } });
}

/** Every counterparty (the retention job's daily pass; reads the whole table). */
async function listCounterparties() {
  return CounterpartyEntity.scan((c) => c.exists('counterpartyId'));
}

/** Erasure (retention): the counterparty, its users' accounts, their consents and its code claim. */
async function eraseCounterparty(counterpartyId: string, subs: readonly string[]): Promise<number> {
  const counts = await Promise.all([
    CounterpartyEntity.eraseWhere((c) => c.eq('counterpartyId', counterpartyId)),
    AccountEntity.eraseWhere((c) =>
      c.or(c.eq('counterpartyId', counterpartyId), ...subs.map((sub) => c.eq('sub', sub))),
    ),
    ConsentEntity.eraseWhere((c) =>
      c.or(c.eq('counterpartyId', counterpartyId), ...subs.map((sub) => c.eq('sub', sub))),
    ),
    CodeClaimEntity.eraseWhere((c) => c.eq('counterpartyId', counterpartyId)),
  ]);
  return counts.reduce((a, b) => a + b, 0);
}

export const accountsRepository = {
  getAccount,
  getCounterparty,
  createAccountIfMissing,
  addConsents,
  listConsents,
  markConsentWithdrawn,
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
  setLanguage,
  setStatus,
  eraseCounterparty,
  listCounterparties,
};
