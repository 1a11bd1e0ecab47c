import type { ErasureSubject } from '../../lib/erasure';
import { accountsRepository } from './accounts-repository';
import { identityProvider } from './identity-provider';

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
