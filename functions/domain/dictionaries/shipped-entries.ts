import type { DictionaryKind } from '@shared/constants/spec';
import { DICTIONARIES } from './data/dictionaries';
import type { DictionaryEntry } from './dictionaries-repository';
import { ranked } from './dictionary-search';

/**
 * The dictionaries as the product ships them, each kind with its entries' places by name, so reads never
 * make a collator. Pure data: the deploy's version of the reference data is computed from it.
 */
export function shippedDictionaryEntries(): DictionaryEntry[] {
  return Object.entries(DICTIONARIES).flatMap(([kind, rows]) =>
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
}
