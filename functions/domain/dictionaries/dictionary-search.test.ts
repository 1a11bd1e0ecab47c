import { describe, expect, it, vi } from 'vitest';
import { SEARCH_RESULT_LIMIT, ranked, searchEntries, type SearchableEntry } from './dictionary-search';

const entries: SearchableEntry[] = [
  { code: 'RU', nameRu: 'Россия', nameEn: 'Russia' },
  { code: 'BY', nameRu: 'Беларусь', nameEn: 'Belarus' },
  { code: 'KZ', nameRu: 'Казахстан', nameEn: 'Kazakhstan' },
  { code: 'DE', nameRu: 'Германия', nameEn: 'Germany' },
  { code: 'IT', nameRu: 'Италия', nameEn: 'Italy' },
];

const regions: SearchableEntry[] = [
  { code: '77', nameRu: 'Москва', nameEn: 'Moscow', parentCode: 'RU' },
  { code: '50', nameRu: 'Московская область', nameEn: 'Moscow Oblast', parentCode: 'RU' },
  { code: '76', nameRu: 'Ярославская область', nameEn: 'Yaroslavl Oblast', parentCode: 'RU' },
  { code: 'MSQ', nameRu: 'Минская область', nameEn: 'Minsk Region', parentCode: 'BY' },
];

const names = (result: { name: string }[]) => result.map((o) => o.name);

describe('searchEntries', () => {
  it('lists a whole kind sorted by name in the caller language when there is no search', () => {
    expect(names(searchEntries(entries, { search: '', lang: 'ru' }))).toEqual([
      'Беларусь',
      'Германия',
      'Италия',
      'Казахстан',
      'Россия',
    ]);
    expect(names(searchEntries(entries, { search: '', lang: 'en' }))).toEqual([
      'Belarus',
      'Germany',
      'Italy',
      'Kazakhstan',
      'Russia',
    ]);
  });

  it('matches a case-insensitive substring of the name in the caller language', () => {
    expect(names(searchEntries(entries, { search: 'РОСС', lang: 'ru' }))).toEqual(['Россия']);
    expect(names(searchEntries(entries, { search: 'stan', lang: 'en' }))).toEqual(['Kazakhstan']);
    // The English name does not match a Russian reader's search.
    expect(searchEntries(entries, { search: 'russ', lang: 'ru' })).toEqual([]);
  });

  it('matches the code too and answers id, code, name and parent', () => {
    expect(searchEntries(regions, { search: 'msq', lang: 'en' })).toEqual([
      { id: 'MSQ', code: 'MSQ', name: 'Minsk Region', parentCode: 'BY' },
    ]);
  });

  it('treats ё and е alike', () => {
    const withYo = [{ code: 'X', nameRu: 'Объединённые Арабские Эмираты', nameEn: 'UAE' }];
    expect(searchEntries(withYo, { search: 'объединенные', lang: 'ru' })).toHaveLength(1);
  });

  it('keeps only the children of the parent code', () => {
    expect(names(searchEntries(regions, { search: 'обл', parentCode: 'RU', lang: 'ru' }))).toEqual([
      'Московская область',
      'Ярославская область',
    ]);
    expect(searchEntries(regions, { search: '', parentCode: 'KZ', lang: 'ru' })).toEqual([]);
  });

  it('answers at most the limit for a search, the whole kind without one', () => {
    const many = Array.from({ length: 120 }, (_, i) => ({
      code: `C${i}`,
      nameRu: `Вариант ${i}`,
      nameEn: `Option ${i}`,
    }));
    expect(searchEntries(many, { search: 'вариант', lang: 'ru' })).toHaveLength(SEARCH_RESULT_LIMIT);
    expect(searchEntries(many, { search: '', lang: 'ru' })).toHaveLength(120);
    // Numbers inside names sort as numbers.
    expect(searchEntries(many, { search: 'вариант', lang: 'ru' })[2]?.name).toBe('Вариант 2');
  });

  it('lists a kind written with its places in that order, in both languages, without making a collator', async () => {
    // Written in code order, as a Query answers them; the places were fixed when the kind was written.
    const stored = ranked(entries).sort((a, b) => (a.code < b.code ? -1 : 1));
    vi.resetModules();
    const collator = vi.spyOn(Intl, 'Collator');
    try {
      const fresh = await import('./dictionary-search');
      expect(names(fresh.searchEntries(stored, { search: '', lang: 'ru' }))).toEqual([
        'Беларусь',
        'Германия',
        'Италия',
        'Казахстан',
        'Россия',
      ]);
      expect(names(fresh.searchEntries(stored, { search: 'a', lang: 'en' }))).toEqual([
        'Belarus',
        'Germany',
        'Italy',
        'Kazakhstan',
        'Russia',
      ]);
      expect(collator).not.toHaveBeenCalled();
    } finally {
      collator.mockRestore();
    }
  });
});
