import { queryOptions, useQuery } from '@tanstack/react-query';
import { dictionaryEntries } from '@shared/api/areas/dictionaries';
import type { DictionaryKind, Language } from '@shared/constants/spec';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../api/api-client';

/**
 * GET /api/dictionaries/entries: a whole dictionary (or the children of `parentCode`) in the
 * interface language. Dictionaries change rarely: an hour in the cache.
 */
export const dictionaryQuery = (type: DictionaryKind, language: Language, parentCode?: string) =>
  queryOptions({
    queryKey: [dictionaryEntries.id, type, language, parentCode ?? null],
    queryFn: ({ signal }) =>
      apiCall(dictionaryEntries, {
        query: { type, ...(parentCode ? { parentCode } : {}) },
        silent: true,
        signal,
      }).then((answer) => answer.content),
    staleTime: 60 * 60 * 1000,
  });

/** Countries of the COUNTRY dictionary. */
export function useCountries() {
  const { i18n } = useTranslation();
  return useQuery(dictionaryQuery('COUNTRY', i18n.language as Language));
}

/** Regions of a country (REGION by parentCode); nothing to load until a country is chosen. */
export function useRegions(countryCode: string | null | undefined) {
  const { i18n } = useTranslation();
  return useQuery({
    ...dictionaryQuery('REGION', i18n.language as Language, countryCode ?? ''),
    enabled: Boolean(countryCode),
  });
}

/** The name of a code of a whole dictionary (company types, tax systems…); the code itself until loaded. */
export function useDictionaryName(type: DictionaryKind): (code: string | null) => string | null {
  const { i18n } = useTranslation();
  const entries = useQuery(dictionaryQuery(type, i18n.language as Language)).data;
  return (code) => (code === null ? null : (entries?.find((e) => e.code === code)?.name ?? code));
}
