import type { Language } from '@shared/constants/spec';
import { isConditionalFailure } from '../../lib/dynamo-entity';
import { accountsRepository, type Counterparty, type CounterpartySummary } from './accounts-repository';

/**
 * The accounts context's counterparties as the other contexts read and create them: sections read a
 * counterparty's record here, registration creates one and binds its user's account. Kept apart from
 * the accounts service so a section's function carries only these calls.
 */

/** The counterparty's record; null when there is none. */
export const getCounterparty = async (counterpartyId: string): Promise<Counterparty | null> =>
  (await accountsRepository.getCounterparty(counterpartyId)) ?? null;

/** What an account keeps of its counterparty: the fields `/account/me` and the tenant need. */
export function summaryOf(counterparty: Counterparty): CounterpartySummary {
  return {
    accountType: counterparty.accountType,
    companyName: counterparty.companyName,
    companyCode: counterparty.companyCode,
    registrationDate: counterparty.registrationDate,
    hasSavedData: counterparty.hasSavedData,
    isEditable: counterparty.isEditable,
    version: counterparty.version,
  };
}

/** The user's account, created at its first call; a concurrent first call finds the one already made. */
export const ensureAccount = (sub: string, login: string) =>
  accountsRepository.createAccountIfMissing(sub, login);

/** Registration: a new counterparty, refused (conditional failure) if the id already exists. */
export const createCounterparty = (
  counterparty: Parameters<typeof accountsRepository.createCounterparty>[0],
): Promise<Counterparty> => accountsRepository.createCounterparty(counterparty);

/** Undoes a registration that failed after its counterparty was written. */
export const deleteCounterparty = (counterpartyId: string): Promise<void> =>
  accountsRepository.deleteCounterparty(counterpartyId);

/**
 * Binds a user's account to its newly registered counterparty; false when the account already has
 * one (two registrations of one user: the second loses).
 */
export async function bindAccount(sub: string, counterparty: Counterparty): Promise<boolean> {
  try {
    await accountsRepository.linkAccountToCounterparty(
      sub,
      counterparty.counterpartyId,
      summaryOf(counterparty),
    );
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** Every counterparty: the retention job's daily pass. */
export const allCounterparties = (): Promise<Counterparty[]> => accountsRepository.listCounterparties();

/** Its users' subjects and logins, read before anything is erased (the erasure's subject). */
export async function usersOf(
  counterpartyId: string,
): Promise<{ sub: string; login: string; language: Language; consentWithdrawnAt?: string }[]> {
  const accounts = await accountsRepository.listAccountsOf(counterpartyId);
  return accounts.map((a) => ({
    sub: a.sub,
    login: a.login.toLowerCase(),
    language: a.language ?? 'ru',
    ...(a.consentWithdrawnAt ? { consentWithdrawnAt: a.consentWithdrawnAt } : {}),
  }));
}
