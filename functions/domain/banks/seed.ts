import type { SeedContext } from '../seed-context';
import { bankRecords, currencyRecords } from './bank-data';
import { banksRepository } from './banks-repository';

/** Loads the bank directory and the account currencies. */
export async function seed(_ctx: SeedContext): Promise<void> {
  await Promise.all([
    banksRepository.putBanks(bankRecords()),
    banksRepository.putCurrencies(currencyRecords()),
  ]);
}
