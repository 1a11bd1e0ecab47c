import type { BankRecord, CurrencyRecord } from './bank-data';
import { banksRepository } from './banks-repository';

/**
 * The bank directory port (KSSS's directory of banks and currencies). This implementation reads
 * the seeded directory and keeps it for a few minutes per container: it changes rarely and is
 * read on every keystroke of a search.
 */
export interface BankDirectory {
  banks(): Promise<BankRecord[]>;
  currencies(): Promise<CurrencyRecord[]>;
}

const CACHE_TTL_MS = 5 * 60_000;

function cached<T>(load: () => Promise<T>): () => Promise<T> {
  let entry: { at: number; value: Promise<T> } | null = null;
  return () => {
    if (entry && Date.now() - entry.at < CACHE_TTL_MS) return entry.value;
    const value = load();
    entry = { at: Date.now(), value };
    // A failed read is not kept: the next call tries again.
    value.catch(() => (entry = null));
    return value;
  };
}

export const bankDirectory: BankDirectory = {
  banks: cached(banksRepository.listBanks),
  currencies: cached(banksRepository.listCurrencies),
};
