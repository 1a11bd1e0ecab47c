import { Entity, type CreateEntityItem, type EntityItem } from 'electrodb';
import { DICTIONARY_KINDS, type DictionaryKind } from '@shared/constants/spec';
import { documentClient } from '../../lib/aws';
import { tableName } from '../../lib/env';

/** One option of a dictionary; a kind is one partition, read whole with one Query. */
export const DictionaryEntryEntity = new Entity(
  {
    model: { entity: 'dictionaryEntry', version: '1', service: 'reference' },
    attributes: {
      kind: { type: DICTIONARY_KINDS, required: true },
      code: { type: 'string', required: true },
      nameRu: { type: 'string', required: true },
      nameEn: { type: 'string', required: true },
      parentCode: { type: 'string' },
    },
    indexes: {
      // Codes are case-sensitive (Usn, USN): keys keep their case.
      primary: {
        pk: { field: 'pk', composite: ['kind'], casing: 'none' },
        sk: { field: 'sk', composite: ['code'], casing: 'none' },
      },
    },
  },
  { client: documentClient, table: tableName('reference') },
);

export type DictionaryEntry = EntityItem<typeof DictionaryEntryEntity>;

async function listKind(kind: DictionaryKind): Promise<DictionaryEntry[]> {
  return (await DictionaryEntryEntity.query.primary({ kind }).go({ pages: 'all' })).data;
}

async function putEntries(entries: CreateEntityItem<typeof DictionaryEntryEntity>[]): Promise<void> {
  const { unprocessed } = await DictionaryEntryEntity.put(entries).go();
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} dictionary entries were not written`);
}

export const dictionariesRepository = { listKind, putEntries };
