import type { SeedContext } from '../seed-context';
import { currencyRecords, foreignBankRecords } from './bank-data';
import { BIK_DIRECTORY_FIXTURE } from './bik-fixture';
import { banksRepository } from './banks-repository';
import { loadBikDirectory } from './bik-directory';
import { readFile } from 'node:fs/promises';
import { clock } from '../../lib/clock';

/**
 * Loads the bank directory: the Russian banks from the local BIK directory file (ED807) the way the BIK
 * directory job loads the published one, the group's foreign banks and the account currencies.
 */
export async function seed(_ctx: SeedContext): Promise<void> {
  await Promise.all([
    loadBikDirectory(await readFile(BIK_DIRECTORY_FIXTURE), BIK_DIRECTORY_FIXTURE.href, clock.now()),
    banksRepository.putBanks(foreignBankRecords()),
    banksRepository.putCurrencies(currencyRecords()),
  ]);
}
