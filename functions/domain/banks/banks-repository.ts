import { defineEntity } from '../../lib/dynamo-entity';
import { tableName } from '../../lib/env';
import type { BankRecord, CurrencyRecord } from './bank-data';

const table = tableName('reference');
const service = 'banks';

interface StoredBank {
  id: string;
  record: BankRecord;
}

interface StoredCurrency {
  id: string;
  record: CurrencyRecord;
}

/** The bank directory: one partition, read whole (a few dozen banks). */
const BankEntity = defineEntity<StoredBank>({
  table,
  service,
  entity: 'bank',
  indexes: { primary: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['id'] } } },
});

const CurrencyEntity = defineEntity<StoredCurrency>({
  table,
  service,
  entity: 'currency',
  indexes: { primary: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['id'] } } },
});

/** What the last load of the Bank of Russia's BIK directory (ED807) was: one item. */
export interface BikDirectoryMeta {
  /** The day the Bank of Russia made the file (EDDate). */
  edDate: string;
  /** The business day the file is for (BusinessDay). */
  businessDay: string | null;
  /** When this stage loaded it (ISO instant, from the clock). */
  loadedAt: string;
  /** Where from: the published URL, or the fixture locally. */
  source: string;
  banks: number;
}

const BikDirectoryEntity = defineEntity<BikDirectoryMeta>({
  table,
  service,
  entity: 'bikDirectory',
  indexes: { primary: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: [] } } },
});

async function putBanks(records: readonly BankRecord[]): Promise<void> {
  await BankEntity.putMany(records.map((record) => ({ id: record.id, record })));
}

async function putCurrencies(records: readonly CurrencyRecord[]): Promise<void> {
  await CurrencyEntity.putMany(records.map((record) => ({ id: record.id, record })));
}

async function deleteBanks(ids: readonly string[]): Promise<void> {
  await BankEntity.deleteMany(ids.map((id) => ({ id })));
}

async function deleteCurrencies(ids: readonly string[]): Promise<void> {
  await CurrencyEntity.deleteMany(ids.map((id) => ({ id })));
}

async function listBanks(): Promise<BankRecord[]> {
  return (await BankEntity.query('primary', {})).map((item) => item.record);
}

async function listCurrencies(): Promise<CurrencyRecord[]> {
  return (await CurrencyEntity.query('primary', {})).map((item) => item.record);
}

/** The banks with these ids (those that exist), in no particular order: one batch read per 100. */
async function getBanks(ids: readonly string[]): Promise<BankRecord[]> {
  return (await BankEntity.getMany(ids.map((id) => ({ id })))).map((item) => item.record);
}

async function getCurrencies(ids: readonly string[]): Promise<CurrencyRecord[]> {
  return (await CurrencyEntity.getMany(ids.map((id) => ({ id })))).map((item) => item.record);
}

/**
 * Puts the Russian banks of a newly loaded BIK directory and removes the Russian banks it no longer
 * lists (the foreign banks, from the group's own directory, stay). Writing the same file twice
 * changes nothing, so the job may run again after a failure.
 */
async function replaceRussianBanks(records: readonly BankRecord[]): Promise<{ removed: number }> {
  const keep = new Set(records.map((r) => r.id));
  await putBanks(records);
  const gone = (await listBanks()).filter((b) => b.countryCode === 'RU' && !keep.has(b.id));
  await deleteBanks(gone.map((b) => b.id));
  return { removed: gone.length };
}

async function getBikDirectory(): Promise<BikDirectoryMeta | null> {
  return (await BikDirectoryEntity.get({})) ?? null;
}

async function putBikDirectory(meta: BikDirectoryMeta): Promise<void> {
  await BikDirectoryEntity.put(meta);
}

export const banksRepository = {
  putBanks,
  deleteBanks,
  deleteCurrencies,
  putCurrencies,
  listBanks,
  listCurrencies,
  getBanks,
  getCurrencies,
  replaceRussianBanks,
  getBikDirectory,
  putBikDirectory,
};
