import type { DictionaryKind } from '@shared/constants/spec';
import { DICTIONARIES } from './data/dictionaries';
import type { DictionaryEntry } from './dictionaries-repository';
import { ranked } from './dictionary-search';

let shipped: readonly DictionaryEntry[] | undefined;

/**
 * The dictionaries as the product ships them, each kind with its entries' places by name, so reads never
 * make a collator. Pure data: the deploy's version of the reference data is computed from it. Ranked once
 * per process (the collator's sort is the costly part): the load and its version both read it.
 */
export function shippedDictionaryEntries(): readonly DictionaryEntry[] {
  shipped ??= rank();
  return shipped;
}

function rank(): DictionaryEntry[] {
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
