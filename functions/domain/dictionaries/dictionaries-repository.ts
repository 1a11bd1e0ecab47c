import type { DictionaryKind } from '@shared/constants/spec';
import { defineEntity } from '../../lib/dynamo-entity';
import { tableName } from '../../lib/env';

/** One option of a dictionary; a kind is one partition, read whole with one Query. */
export interface DictionaryEntry {
  kind: DictionaryKind;
  code: string;
  nameRu: string;
  nameEn: string;
  parentCode?: string;
  /** Its place by name among its kind in each language (dictionary-search.ts `ranked`). */
  rankRu?: number;
  rankEn?: number;
}

const DictionaryEntryEntity = defineEntity<DictionaryEntry>({
  table: tableName('reference'),
  service: 'reference',
  entity: 'dictionaryEntry',
  indexes: {
    // Codes are case-sensitive (Usn, USN): keys keep their case.
    primary: {
      pk: { field: 'pk', composite: ['kind'], casing: 'none' },
      sk: { field: 'sk', composite: ['code'], casing: 'none' },
    },
  },
});

async function listKind(kind: DictionaryKind): Promise<DictionaryEntry[]> {
  return DictionaryEntryEntity.query('primary', { kind });
}

async function putEntries(entries: readonly DictionaryEntry[]): Promise<void> {
  await DictionaryEntryEntity.putMany(entries);
}

async function deleteEntries(entries: readonly Pick<DictionaryEntry, 'kind' | 'code'>[]): Promise<void> {
  await DictionaryEntryEntity.deleteMany(entries.map(({ kind, code }) => ({ kind, code })));
}

export const dictionariesRepository = { listKind, putEntries, deleteEntries };
