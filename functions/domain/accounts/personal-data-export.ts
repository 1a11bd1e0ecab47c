import type { PersonalDataPart } from '../../lib/personal-data';
import { accountsRepository } from './accounts-repository';

/** The accounts context's part: the counterparty, its users and each user's consent history. */
export async function exportAccounts(counterpartyId: string): Promise<PersonalDataPart> {
  const counterparty = await accountsRepository.getCounterparty(counterpartyId);
  const accounts = await accountsRepository.listAccountsOf(counterpartyId);
  const users = await Promise.all(
    accounts.map(async ({ counterparty: _copy, ...account }) => ({
      ...account,
      consents: await accountsRepository.listConsents(account.sub),
    })),
  );
  return { data: { counterparty: counterparty ?? null, users }, files: [] };
}
