import { Entity } from 'electrodb';
import { documentClient } from '../../lib/aws';
import { tableName } from '../../lib/env';
import type { BankRecord, CurrencyRecord } from './bank-data';

const table = tableName('reference');
const service = 'banks';

/** The bank directory: one partition, read whole (a few dozen banks). */
export const BankEntity = new Entity(
  {
    model: { entity: 'bank', version: '1', service },
    attributes: {
      id: { type: 'string', required: true },
      record: { type: 'any', required: true },
    },
    indexes: { primary: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['id'] } } },
  },
  { client: documentClient, table },
);

export const CurrencyEntity = new Entity(
  {
    model: { entity: 'currency', version: '1', service },
    attributes: {
      id: { type: 'string', required: true },
      record: { type: 'any', required: true },
    },
    indexes: { primary: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['id'] } } },
  },
  { client: documentClient, table },
);

async function putBanks(records: readonly BankRecord[]): Promise<void> {
  const { unprocessed } = await BankEntity.put(records.map((record) => ({ id: record.id, record }))).go();
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} banks were not written`);
}

async function putCurrencies(records: readonly CurrencyRecord[]): Promise<void> {
  const { unprocessed } = await CurrencyEntity.put(records.map((record) => ({ id: record.id, record }))).go();
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} currencies were not written`);
}

async function listBanks(): Promise<BankRecord[]> {
  const items = (await BankEntity.query.primary({}).go({ pages: 'all' })).data;
  return items.map((item) => item.record as BankRecord);
}

async function listCurrencies(): Promise<CurrencyRecord[]> {
  const items = (await CurrencyEntity.query.primary({}).go({ pages: 'all' })).data;
  return items.map((item) => item.record as CurrencyRecord);
}

export const banksRepository = { putBanks, putCurrencies, listBanks, listCurrencies };
