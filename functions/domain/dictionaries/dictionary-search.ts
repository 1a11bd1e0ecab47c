import type { DictionaryOption } from '@shared/api/areas/dictionaries';
import type { Language } from '@shared/constants/spec';

export interface SearchableEntry {
  code: string;
  nameRu: string;
  nameEn: string;
  parentCode?: string;
  /**
   * The entry's place among its kind by name in each language, fixed when the kind is written
   * (`ranked`): a read sorts by it without making a collator, which costs a cold call milliseconds.
   */
  rankRu?: number;
  rankEn?: number;
}

/** At most this many options answer a search; a whole (filtered) kind is answered without one. */
export const SEARCH_RESULT_LIMIT = 50;

/** One collator per language for the container's life: making one loads ICU's collation data (ms, not µs). */
const collators = new Map<Language, Intl.Collator>();
const collatorOf = (lang: Language): Intl.Collator => {
  let collator = collators.get(lang);
  if (!collator)
    collators.set(lang, (collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true })));
  return collator;
};

/** A kind's entries with their places by name in both languages, in the order a select lists them. */
export function ranked<E extends SearchableEntry>(
  entries: readonly E[],
): (E & { rankRu: number; rankEn: number })[] {
  const placeIn = (lang: Language) => {
    const collator = collatorOf(lang);
    const nameOf = (e: E) => (lang === 'en' ? e.nameEn : e.nameRu);
    const order = [...entries].sort((a, b) => collator.compare(nameOf(a), nameOf(b)));
    return new Map(order.map((e, place) => [e, place]));
  };
  const ru = placeIn('ru');
  const en = placeIn('en');
  return entries.map((e) => ({ ...e, rankRu: ru.get(e)!, rankEn: en.get(e)! }));
}

/** Case-insensitive and indifferent to ё/е, as people type Russian. */
const fold = (text: string, lang: Language) => text.toLocaleLowerCase(lang).replaceAll('ё', 'е');

/**
 * The options of one dictionary kind a select shows: those under `parentCode` when given, and,
 * when a search text is given, those whose name (in the caller's language) or code contains it.
 * Sorted by name in that language.
 */
export function searchEntries(
  entries: readonly SearchableEntry[],
  request: { search: string; parentCode?: string; lang: Language },
): DictionaryOption[] {
  const { lang, parentCode } = request;
  const nameOf = (e: SearchableEntry) => (lang === 'en' ? e.nameEn : e.nameRu);
  const needle = fold(request.search.trim(), lang);
  const matches = entries.filter(
    (e) =>
      (parentCode === undefined || e.parentCode === parentCode) &&
      (needle === '' || fold(nameOf(e), lang).includes(needle) || fold(e.code, lang).includes(needle)),
  );
  const rankOf = (e: SearchableEntry) => (lang === 'en' ? e.rankEn : e.rankRu);
  // Entries written before they carried their places are ordered by the collator, as they were.
  const sorted = matches.every((e) => rankOf(e) !== undefined)
    ? matches.sort((a, b) => rankOf(a)! - rankOf(b)!)
    : matches.sort((a, b) => collatorOf(lang).compare(nameOf(a), nameOf(b)));
  return (needle === '' ? sorted : sorted.slice(0, SEARCH_RESULT_LIMIT)).map((e) => ({
    id: e.code,
    code: e.code,
    name: nameOf(e),
    parentCode: e.parentCode ?? null,
  }));
}
