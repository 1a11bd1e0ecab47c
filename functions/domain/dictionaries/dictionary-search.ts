import type { DictionaryOption } from '@shared/api/areas/dictionaries';
import type { Language } from '@shared/constants/spec';

export interface SearchableEntry {
  code: string;
  nameRu: string;
  nameEn: string;
  parentCode?: string;
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
  const collator = collatorOf(lang);
  const sorted = matches.sort((a, b) => collator.compare(nameOf(a), nameOf(b)));
  return (needle === '' ? sorted : sorted.slice(0, SEARCH_RESULT_LIMIT)).map((e) => ({
    id: e.code,
    code: e.code,
    name: nameOf(e),
    parentCode: e.parentCode ?? null,
  }));
}
