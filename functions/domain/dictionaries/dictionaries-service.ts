import type { DictionaryOption } from '@shared/api/areas/dictionaries';
import type { DictionaryKind, Language } from '@shared/constants/spec';
import { dictionariesRepository, type DictionaryEntry } from './dictionaries-repository';
import { searchEntries } from './dictionary-search';

/** Dictionaries change rarely: a container keeps a kind for a few minutes instead of reading it per keystroke. */
const CACHE_TTL_MS = 5 * 60_000;
const cache = new Map<DictionaryKind, { loadedAt: number; entries: Promise<DictionaryEntry[]> }>();

function entriesOf(kind: DictionaryKind): Promise<DictionaryEntry[]> {
  const cached = cache.get(kind);
  if (cached && Date.now() - cached.loadedAt < CACHE_TTL_MS) return cached.entries;
  const entries = dictionariesRepository.listKind(kind);
  cache.set(kind, { loadedAt: Date.now(), entries });
  // A failed read is not kept: the next call tries again.
  entries.catch(() => cache.delete(kind));
  return entries;
}

/** GET /dictionaries/entries. */
export async function dictionaryEntries(
  query: { type: DictionaryKind; search: string; parentCode?: string },
  lang: Language,
): Promise<{ content: DictionaryOption[] }> {
  const entries = await entriesOf(query.type);
  return { content: searchEntries(entries, { search: query.search, parentCode: query.parentCode, lang }) };
}
