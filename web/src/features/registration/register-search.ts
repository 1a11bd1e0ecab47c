import { queryOptions, useQuery } from '@tanstack/react-query';
import { residentByInvitation, searchAccounts } from '@shared/api/areas/registration';
import type { Language } from '@shared/constants/spec';
import { apiCall } from '../../shared/api/api-client';
import type { ResidentKind } from './registration-rules';

/** GET /api/search/searchAccounts: legal entities (EGRUL) or entrepreneurs (EGRIP) by INN, OGRN or name. */
export const registerSearchQuery = (search: string, type: ResidentKind, language: Language) =>
  queryOptions({
    queryKey: [searchAccounts.id, type, search, language],
    queryFn: ({ signal }) => apiCall(searchAccounts, { query: { search, type }, silent: true, signal }),
    staleTime: 5 * 60 * 1000,
  });

/** GET /api/search/getAccountsResidentByInvitation/{id}: the record a registration link opens with. */
export const useResidentByInvitation = (token: string | undefined, language: Language) =>
  useQuery({
    queryKey: [residentByInvitation.id, token, language],
    queryFn: ({ signal }) =>
      apiCall(residentByInvitation, { params: { id: token ?? '' }, silent: true, signal }),
    enabled: Boolean(token),
    retry: false,
  });
