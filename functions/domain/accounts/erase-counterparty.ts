import type { ErasureSubject } from '../../lib/erasure';
import { accountsRepository } from './accounts-repository';
import { identityProvider } from './identity-provider';

/** Its users' subjects and logins, read before anything is erased (the erasure's subject). */
export async function usersOf(
  counterpartyId: string,
): Promise<{ sub: string; login: string; consentWithdrawnAt?: string }[]> {
  const accounts = await accountsRepository.listAccountsOf(counterpartyId);
  return accounts.map((a) => ({
    sub: a.sub,
    login: a.login.toLowerCase(),
    ...(a.consentWithdrawnAt ? { consentWithdrawnAt: a.consentWithdrawnAt } : {}),
  }));
}

/** The accounts context's first part of an erasure: its users can no longer sign in (identity provider users go). */
export async function closeSignIn(subject: ErasureSubject): Promise<number> {
  for (const [index, sub] of subject.subs.entries()) {
    await identityProvider.deleteUser(sub, subject.logins[index]);
  }
  return subject.subs.length;
}

/** The accounts context's last part of an erasure: the accounts, the counterparty, its agreements and code claim. */
export const eraseCounterpartyAccounts = (subject: ErasureSubject): Promise<number> =>
  accountsRepository.eraseCounterparty(subject.counterpartyId, subject.subs);
