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

async function putBanks(records: readonly BankRecord[]): Promise<void> {
  await BankEntity.putMany(records.map((record) => ({ id: record.id, record })));
}

async function putCurrencies(records: readonly CurrencyRecord[]): Promise<void> {
  await CurrencyEntity.putMany(records.map((record) => ({ id: record.id, record })));
}

async function listBanks(): Promise<BankRecord[]> {
  return (await BankEntity.query('primary', {})).map((item) => item.record);
}

async function listCurrencies(): Promise<CurrencyRecord[]> {
  return (await CurrencyEntity.query('primary', {})).map((item) => item.record);
}

export const banksRepository = { putBanks, putCurrencies, listBanks, listCurrencies };
