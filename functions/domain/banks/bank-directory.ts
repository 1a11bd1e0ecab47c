import type { BankRecord, CurrencyRecord } from './bank-data';
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

interface Cached<T> {
  (): Promise<T>;
  /** The value, if this container read it less than CACHE_TTL_MS ago. */
  fresh(): Promise<T> | null;
}

function cached<T>(load: () => Promise<T>): Cached<T> {
  let entry: { at: number; value: Promise<T> } | null = null;
  const fresh = () => (entry && Date.now() - entry.at < CACHE_TTL_MS ? entry.value : null);
  const read = () => {
    const kept = fresh();
    if (kept) return kept;
    const value = load();
    entry = { at: Date.now(), value };
    // A failed read is not kept: the next call tries again.
    value.catch(() => (entry = null));
    return value;
  };
  return Object.assign(read, { fresh });
}

/** From the whole directory when this container holds it, else by key. */
function byId<T extends { id: string }>(
  whole: Cached<T[]>,
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

const banks = cached(banksRepository.listBanks);
const currencies = cached(banksRepository.listCurrencies);

export const bankDirectory: BankDirectory = {
  banks,
  currencies,
  banksById: byId(banks, banksRepository.getBanks),
  currenciesById: byId(currencies, banksRepository.getCurrencies),
};
