import { defineEntity } from '../../lib/dynamo-entity';
import { tableName } from '../../lib/env';
import { normalizeSearch } from '../../lib/search-text';
import type { IndividualRecord, LegalRecord, NonResidentRecord, RegisterRecord } from './register-data';

interface RegisterRecordItem {
  kind: RegisterRecord['kind'];
  id: string;
  inn?: string;
  ogrn?: string;
  /** Lower-cased name and numbers, with ё read as е: what a name search looks in. */
  searchText: string;
  record: RegisterRecord;
}

/**
 * The seeded registers in the reference table: one partition per kind, read with one Query and a
 * filter. A few hundred records per kind keep a search to a single page.
 */
const RegisterRecordEntity = defineEntity<RegisterRecordItem>({
  table: tableName('reference'),
  service: 'registry',
  entity: 'registerRecord',
  indexes: {
    primary: { pk: { field: 'pk', composite: ['kind'] }, sk: { field: 'sk', composite: ['id'] } },
  },
});

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

function toItem(record: RegisterRecord): RegisterRecordItem {
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
  await RegisterRecordEntity.putMany(records.map(toItem));
}

async function get<K extends RegisterRecord['kind']>(kind: K, id: string) {
  const item = await RegisterRecordEntity.get({ kind, id });
  return (item?.record ?? null) as Extract<RegisterRecord, { kind: K }> | null;
}

/** Digits look up by INN prefix or the exact OGRN/OGRNIP; anything else by a part of the name or Tax ID. */
async function search<K extends RegisterRecord['kind']>(kind: K, text: string, limit: number) {
  const needle = normalizeSearch(text);
  const items = await RegisterRecordEntity.query(
    'primary',
    { kind },
    {
      filter: /^\d+$/.test(needle)
        ? (c) => c.or(c.begins('inn', needle), c.eq('ogrn', needle))
        : (c) => c.contains('searchText', needle),
    },
  );
  return items.slice(0, limit).map((item) => item.record as Extract<RegisterRecord, { kind: K }>);
}

export const registryRepository = {
  put,
  findLegal: (inn: string, kpp: string) => get('LEGAL', inn + kpp) as Promise<LegalRecord | null>,
  findIndividual: (inn: string) => get('INDIVIDUAL', inn) as Promise<IndividualRecord | null>,
  findNonResident: (id: string) => get('NONRESIDENT', id) as Promise<NonResidentRecord | null>,
  search,
};
