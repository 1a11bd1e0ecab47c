import { queryOptions, useQuery } from '@tanstack/react-query';
import { nonResidentById, searchAccountsNonResident } from '@shared/api/areas/registration';
import type { Language } from '@shared/constants/spec';
import { apiCall } from '../../shared/api/api-client';

/** GET /api/search/searchAccountsNonResident: known non-residents by Tax ID or name. */
export const nonResidentSearchQuery = (search: string, language: Language) =>
  queryOptions({
    queryKey: [searchAccountsNonResident.id, search, language],
    queryFn: ({ signal }) => apiCall(searchAccountsNonResident, { query: { search }, silent: true, signal }),
    staleTime: 5 * 60 * 1000,
  });

/** GET /api/search/getAccountsNonResidentById/{id}: the record the optional :id route opens with. */
export const nonResidentByIdQuery = (id: string, language: Language) =>
  queryOptions({
    queryKey: [nonResidentById.id, id, language],
    queryFn: ({ signal }) => apiCall(nonResidentById, { params: { id }, signal }),
  });

export const useNonResidentById = (id: string | undefined, language: Language) =>
  useQuery({ ...nonResidentByIdQuery(id ?? '', language), enabled: Boolean(id) });
