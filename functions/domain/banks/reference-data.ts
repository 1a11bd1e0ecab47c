import { banksRepository } from './banks-repository';
import { currencyRecords, foreignBankRecords } from './group-directory';

/**
 * Makes the group's part of a stage's bank directory exactly the shipped one: the foreign banks and the
 * account currencies written, then those no longer shipped removed. The Russian banks are the BIK directory
 * job's (they are left alone). Loading twice changes nothing.
 */
export async function loadGroupDirectory(): Promise<{ written: number; removed: number }> {
  const banks = foreignBankRecords();
  const currencies = currencyRecords();
  await Promise.all([banksRepository.putBanks(banks), banksRepository.putCurrencies(currencies)]);
  const bankIds = new Set(banks.map((b) => b.id));
  const currencyIds = new Set(currencies.map((c) => c.id));
  const [storedBanks, storedCurrencies] = await Promise.all([
    banksRepository.listBanks(),
    banksRepository.listCurrencies(),
  ]);
  const staleBanks = storedBanks.filter((b) => b.countryCode !== 'RU' && !bankIds.has(b.id)).map((b) => b.id);
  const staleCurrencies = storedCurrencies.filter((c) => !currencyIds.has(c.id)).map((c) => c.id);
  await Promise.all([
    banksRepository.deleteBanks(staleBanks),
    banksRepository.deleteCurrencies(staleCurrencies),
  ]);
  return {
    written: banks.length + currencies.length,
    removed: staleBanks.length + staleCurrencies.length,
  };
}
