import type { CurrentUser } from '@shared/api/areas/system';
import { ROLE_ADMIN, type AccountStatus, type AccountType, type Language } from '@shared/constants/spec';
import type { Caller } from '../../lib/caller';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { isConditionalFailure } from '../../lib/dynamo-entity';
import {
  accountsRepository,
  type Account,
  type Counterparty,
  type CounterpartyFields,
  type CounterpartySummary,
} from './accounts-repository';
import { summaryOf } from './counterparties';
import { userRecordChanged } from './user-events';
import './messages';

/**
 * The counterparty an account acts for, from the account's own copy: the hot path (`/account/me`,
 * every supplier call's tenant) costs the one read of the account. An account bound before the copy
 * existed reads the counterparty once and keeps the copy from then on.
 */
export async function boundCounterparty(
  account: Account,
): Promise<(CounterpartySummary & { counterpartyId: string }) | null> {
  const { counterpartyId } = account;
  if (!counterpartyId) return null;
  if (account.counterparty) return { ...account.counterparty, counterpartyId };
  const counterparty = await accountsRepository.getCounterparty(counterpartyId);
  if (!counterparty) return null;
  const copy = summaryOf(counterparty);
  await refreshCopy(account.sub, counterpartyId, copy);
  return { ...copy, counterpartyId };
}

/** A refused refresh means the account moved on (a newer copy, another counterparty): nothing to do. */
async function refreshCopy(
  sub: string,
  counterpartyId: string,
  copy: CounterpartySummary,
  status?: AccountStatus,
) {
  try {
    await accountsRepository.refreshCounterpartyCopy(sub, counterpartyId, copy, status);
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}

export type CounterpartyChanges = Partial<CounterpartyFields> & {
  /** The registration status of every account bound to the counterparty. */
  accountStatus?: AccountStatus;
};

/**
 * THE way to change a counterparty's code, kind, name, flags or its accounts' status: it writes the
 * counterparty (optimistic version, retried on a concurrent change) and then every account's copy
 * of it, so the one-read hot path never serves stale data. Nothing else writes these fields.
 * The copies are found through an eventually consistent index; an account bound at this very moment
 * took its copy from the counterparty when it was bound, and an older copy never overwrites a newer one.
 */
export async function changeCounterparty(
  counterpartyId: string,
  changes: CounterpartyChanges,
): Promise<Counterparty> {
  const { accountStatus, ...fields } = changes;
  for (let attempt = 1; ; attempt++) {
    const current = await accountsRepository.getCounterparty(counterpartyId);
    if (!current) throw notFound();
    let updated: Counterparty;
    try {
      updated = await accountsRepository.updateCounterparty(counterpartyId, current.version, fields);
    } catch (error) {
      if (isConditionalFailure(error) && attempt < 3) continue;
      throw error;
    }
    const copy = summaryOf(updated);
    const accounts = await accountsRepository.listAccountsOf(counterpartyId);
    await Promise.all(accounts.map((a) => refreshCopy(a.sub, counterpartyId, copy, accountStatus)));
    // The administrators' search finds the users by the new name, INN and code, no longer by the old.
    await Promise.all(
      accounts.map((a) =>
        userRecordChanged.publish(toUserRecord({ ...a, status: accountStatus ?? a.status }, updated)),
      ),
    );
    return updated;
  }
}

/** The current user (01 §3 Profile); a first-time user gets an account with status NEW (issue 2 §4). */
export async function currentUser(caller: Caller, lang: Language = 'ru'): Promise<CurrentUser> {
  const found = await accountsRepository.getAccount(caller.sub);
  // A token issued before the consent was withdrawn still verifies until it expires: the account is closed.
  if (found?.consentWithdrawnAt) throw forbidden('consent.accountClosed');
  const created = found ?? (await accountsRepository.createAccountIfMissing(caller.sub, caller.login));
  // The SPA asks for the user at every start in the language it shows: e-mails follow that choice
  // (docs/mail.md). Written only when it changes.
  if (created.language !== lang) await accountsRepository.setLanguage(caller.sub, lang);
  const account = { ...created, language: lang };
  // A supplier's first visit: the administrators find the new user (status NEW) by its login at once.
  if (!found && caller.groups.length === 0) await userRecordChanged.publish(toUserRecord(account, null));
  const isAdmin = caller.groups.includes('admin');
  const authorities = caller.groups.map((g) => (g === 'admin' ? ROLE_ADMIN : `ROLE_${g.toUpperCase()}`));
  const base = {
    login: account.login,
    prefferedLanguage: account.language ?? 'ru',
    authorities,
    isAdmin,
    groups: caller.groups,
  };
  if (caller.groups.length > 0) {
    // Staff work in the admin and back-office areas: no counterparty, never sent to registration.
    return {
      ...base,
      isEditable: false,
      accountType: isAdmin ? 'ADMIN' : null,
      accountStatus: 'REGISTERED',
      companyName: null,
      companyCode: null,
      registrationDate: null,
      hasSavedData: true,
    };
  }
  const counterparty = await boundCounterparty(account);
  return {
    ...base,
    isEditable: counterparty?.isEditable ?? false,
    accountType: counterparty?.accountType ?? null,
    accountStatus: counterparty ? account.status : 'NEW',
    companyName: counterparty?.companyName ?? null,
    companyCode: counterparty?.companyCode ?? null,
    registrationDate: counterparty?.registrationDate ?? null,
    hasSavedData: counterparty?.hasSavedData ?? false,
  };
}

/** A user and its counterparty, as other contexts (the administrators' directory) read them. */
export interface UserRecord {
  sub: string;
  login: string;
  status: AccountStatus;
  counterparty: {
    counterpartyId: string;
    accountType: Exclude<AccountType, 'ADMIN'>;
    companyName: string;
    companyCode: string;
    inn: string | null;
    kpp: string | null;
    ogrn: string | null;
    taxId: string | null;
  } | null;
}

/** A user's record from its account and the counterparty it is bound to (if any). */
function toUserRecord(account: Account, counterparty: Counterparty | null): UserRecord {
  return {
    sub: account.sub,
    login: account.login,
    status: account.status,
    counterparty: counterparty
      ? {
          counterpartyId: counterparty.counterpartyId,
          accountType: counterparty.accountType,
          companyName: counterparty.companyName,
          companyCode: counterparty.companyCode,
          inn: counterparty.inn ?? null,
          kpp: counterparty.kpp ?? null,
          ogrn: counterparty.ogrn ?? null,
          taxId: counterparty.taxId ?? null,
        }
      : null,
  };
}

export async function userRecord(sub: string): Promise<UserRecord | null> {
  const account = await accountsRepository.getAccount(sub);
  if (!account) return null;
  const counterparty = account.counterpartyId
    ? await accountsRepository.getCounterparty(account.counterpartyId)
    : null;
  return toUserRecord(account, counterparty ?? null);
}

/** The counterparty's supplier code; the header, the tenant and every section read it from here. */
export async function companyCodeOf(counterpartyId: string): Promise<string | null> {
  return (await accountsRepository.getCounterparty(counterpartyId))?.companyCode ?? null;
}

/**
 * Gives a counterparty another supplier code. Uniqueness is decided by a conditional write (the
 * code's claim item): a code another counterparty holds is a 409 with a message naming it. Codes
 * given before claims existed are found on the code index first and claimed for their holder.
 */
export async function changeCompanyCode(counterpartyId: string, to: string): Promise<{ before: string }> {
  const counterparty = await accountsRepository.getCounterparty(counterpartyId);
  if (!counterparty) throw notFound();
  const before = counterparty.companyCode;
  if (before === to) return { before };
  const holders = await accountsRepository.counterpartiesByCode(to);
  const other = holders.find((h) => h.counterpartyId !== counterpartyId);
  if (other) {
    await accountsRepository.claimCompanyCode(to, other.counterpartyId);
    throw conflict('accounts.codeTaken', { code: to });
  }
  if (!(await accountsRepository.claimCompanyCode(to, counterpartyId))) {
    throw conflict('accounts.codeTaken', { code: to });
  }
  try {
    // Through changeCounterparty: every account's copy (the one-read hot path) gets the new code too.
    await changeCounterparty(counterpartyId, { companyCode: to });
  } catch (error) {
    await accountsRepository.releaseCompanyCode(to, counterpartyId);
    if (isConditionalFailure(error)) throw conflict('error.conflict');
    throw error;
  }
  await accountsRepository.releaseCompanyCode(before, counterpartyId);
  return { before };
}

/** Registration and the demo seed: the code a counterparty starts with is claimed like a changed one. */
export const claimCompanyCode = (companyCode: string, counterpartyId: string) =>
  accountsRepository.claimCompanyCode(companyCode, counterpartyId);

/** Sets the registration status a registry reported for the user's account. */
export async function setAccountStatus(sub: string, status: AccountStatus): Promise<void> {
  await accountsRepository.setStatus(sub, status);
}
