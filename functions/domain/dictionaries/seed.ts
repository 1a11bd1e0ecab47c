import type { DictionaryKind } from '@shared/constants/spec';
import type { SeedContext } from '../seed-context';
import { DICTIONARIES } from './data/dictionaries';
import { dictionariesRepository } from './dictionaries-repository';
import { ranked } from './dictionary-search';

export async function seed(_ctx: SeedContext): Promise<void> {
  // Each kind is written with its entries' places by name, so reads never make a collator.
  const entries = Object.entries(DICTIONARIES).flatMap(([kind, rows]) =>
    ranked(
      rows.map(([code, nameRu, nameEn, parentCode]) => ({
        kind: kind as DictionaryKind,
        code,
        nameRu,
        nameEn,
        parentCode,
      })),
    ),
  );
  await dictionariesRepository.putEntries(entries);
}
