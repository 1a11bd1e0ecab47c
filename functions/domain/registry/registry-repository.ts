import { Entity } from 'electrodb';
import { documentClient } from '../../lib/aws';
import { tableName } from '../../lib/env';
import type { IndividualRecord, LegalRecord, NonResidentRecord, RegisterRecord } from './register-data';

/**
 * The seeded registers in the reference table: one partition per kind, read with one Query and a
 * filter. A few hundred records per kind keep a search to a single page.
 */
export const RegisterRecordEntity = new Entity(
  {
    model: { entity: 'registerRecord', version: '1', service: 'registry' },
    attributes: {
      kind: { type: ['LEGAL', 'INDIVIDUAL', 'NONRESIDENT'] as const, required: true },
      id: { type: 'string', required: true },
      inn: { type: 'string' },
      ogrn: { type: 'string' },
      /** Lower-cased name and numbers, with ё read as е: what a name search looks in. */
      searchText: { type: 'string', required: true },
      record: { type: 'any', required: true },
    },
    indexes: {
      primary: { pk: { field: 'pk', composite: ['kind'] }, sk: { field: 'sk', composite: ['id'] } },
    },
  },
  { client: documentClient, table: tableName('reference') },
);

export const normalizeSearch = (text: string): string => text.trim().toLowerCase().replace(/ё/g, 'е');

function searchTextOf(record: RegisterRecord): string {
  const numbers =
    record.kind === 'LEGAL'
      ? [record.inn, record.kpp, record.ogrn]
      : record.kind === 'INDIVIDUAL'
        ? [record.inn, record.ogrnip]
        : [record.taxId];
  const names = record.kind === 'NONRESIDENT' ? [record.name] : [record.name, record.shortName];
  return normalizeSearch([...names, ...numbers].join(' '));
}

function toItem(record: RegisterRecord) {
  return {
    kind: record.kind,
    id: record.id,
    inn: record.kind === 'NONRESIDENT' ? undefined : record.inn,
    ogrn: record.kind === 'LEGAL' ? record.ogrn : record.kind === 'INDIVIDUAL' ? record.ogrnip : undefined,
    searchText: searchTextOf(record),
    record,
  };
}

async function put(records: readonly RegisterRecord[]): Promise<void> {
  const { unprocessed } = await RegisterRecordEntity.put(records.map(toItem)).go();
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} register records were not written`);
}

async function get<K extends RegisterRecord['kind']>(kind: K, id: string) {
  const item = (await RegisterRecordEntity.get({ kind, id }).go()).data;
  return (item?.record ?? null) as Extract<RegisterRecord, { kind: K }> | null;
}

/** Digits look up by INN prefix or the exact OGRN/OGRNIP; anything else by a part of the name or Tax ID. */
async function search<K extends RegisterRecord['kind']>(kind: K, text: string, limit: number) {
  const needle = normalizeSearch(text);
  const query = RegisterRecordEntity.query.primary({ kind });
  const filtered = /^\d+$/.test(needle)
    ? query.where((a, op) => `${op.begins(a.inn, needle)} OR ${op.eq(a.ogrn, needle)}`)
    : query.where((a, op) => op.contains(a.searchText, needle));
  const items = (await filtered.go({ pages: 'all' })).data;
  return items.slice(0, limit).map((item) => item.record as Extract<RegisterRecord, { kind: K }>);
}

export const registryRepository = {
  put,
  findLegal: (inn: string, kpp: string) => get('LEGAL', inn + kpp) as Promise<LegalRecord | null>,
  findIndividual: (inn: string) => get('INDIVIDUAL', inn) as Promise<IndividualRecord | null>,
  findNonResident: (id: string) => get('NONRESIDENT', id) as Promise<NonResidentRecord | null>,
  search,
};
