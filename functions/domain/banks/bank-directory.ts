import type { BankRecord, CurrencyRecord } from './bank-data';
import { keptFor, type KeptRead } from '../../lib/kept-for';
import { banksRepository } from './banks-repository';

/**
 * The bank directory port (KSSS's directory of banks and currencies). This implementation reads the
 * directory the stage loaded (the Bank of Russia's BIK directory and the foreign banks) and keeps the
 * whole of it for a few minutes per container: it changes rarely and a search reads it on every
 * keystroke. A screen that shows a supplier's accounts reads only their banks and currencies: the
 * Bank of Russia's directory alone lists hundreds of participants (banks, their branches, the
 * Treasury's offices).
 */
export interface BankDirectory {
  banks(): Promise<BankRecord[]>;
  currencies(): Promise<CurrencyRecord[]>;
  /** The banks with these ids that exist, in no particular order. */
  banksById(ids: readonly string[]): Promise<BankRecord[]>;
  currenciesById(ids: readonly string[]): Promise<CurrencyRecord[]>;
}

const CACHE_TTL_MS = 5 * 60_000;

/** From the whole directory when this container holds it, else by key. */
function byId<T extends { id: string }>(
  whole: KeptRead<T[]>,
  get: (ids: readonly string[]) => Promise<T[]>,
): (ids: readonly string[]) => Promise<T[]> {
  return async (ids) => {
    const wanted = new Set(ids);
    if (wanted.size === 0) return [];
    const kept = whole.fresh();
    if (kept) return (await kept).filter((record) => wanted.has(record.id));
    return get([...wanted]);
  };
}

const banks = keptFor(CACHE_TTL_MS, banksRepository.listBanks);
const currencies = keptFor(CACHE_TTL_MS, banksRepository.listCurrencies);

export const bankDirectory: BankDirectory = {
  banks,
  currencies,
  banksById: byId(banks, banksRepository.getBanks),
  currenciesById: byId(currencies, banksRepository.getCurrencies),
};
