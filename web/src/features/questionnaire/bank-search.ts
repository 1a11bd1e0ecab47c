import { queryOptions } from '@tanstack/react-query';
import { bankSearch, currencySearch, type Bank } from '@shared/api/areas/bank';
import type { Language } from '@shared/constants/spec';
import { apiCall } from '../../shared/api/api-client';

/** The Russian bank marker of 02 §9: BIK and a correspondent account, otherwise a bank code. */
export const isRussianBank = (bank: Bank) => bank.country === 'RU';

const languageCode = (language: Language) => (language === 'en' ? 'EN' : 'RU');

/** GET /api/bank/search: banks of the directory by BIK, SWIFT or name. */
export const bankSearchQuery = (search: string, language: Language) =>
  queryOptions({
    queryKey: [bankSearch.id, search, language],
    queryFn: ({ signal }) =>
      apiCall(bankSearch, { query: { search, language: languageCode(language) }, silent: true, signal }),
    staleTime: 5 * 60 * 1000,
  });

/** GET /api/bank/currency/search: currencies by any field (name, letters, digits). */
export const currencySearchQuery = (search: string, language: Language) =>
  queryOptions({
    queryKey: [currencySearch.id, search, language],
    queryFn: ({ signal }) =>
      apiCall(currencySearch, {
        query: { search, nameLanguage: languageCode(language), searchType: 'ANY_FIELD' },
        silent: true,
        signal,
      }),
    staleTime: 5 * 60 * 1000,
  });
