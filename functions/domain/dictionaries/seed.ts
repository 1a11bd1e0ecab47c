import type { DictionaryKind } from '@shared/constants/spec';
import type { SeedContext } from '../seed-context';
import { DICTIONARIES } from './data/dictionaries';
import { dictionariesRepository } from './dictionaries-repository';

export async function seed(_ctx: SeedContext): Promise<void> {
  const entries = Object.entries(DICTIONARIES).flatMap(([kind, rows]) =>
    rows.map(([code, nameRu, nameEn, parentCode]) => ({
      kind: kind as DictionaryKind,
      code,
      nameRu,
      nameEn,
      parentCode,
    })),
  );
  await dictionariesRepository.putEntries(entries);
}
