import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  allProfiles,
  cleanModeration,
  openPbiot,
  resendSnabgenie,
  setProfileKsss,
  setProfileLogin,
  updateProfileStatus,
  userAudit,
  type UserProfileRow,
} from '@shared/api/areas/admin';
import type { RiskTier } from '@shared/api/areas/prequalification';
import { apiCall } from '../../shared/api/api-client';

/** GET /api/profiles/forms: one page of the search (offset = page index times size). */
export function useProfilesSearch(search: string, offset: number, limit: number, tier: RiskTier | null) {
  return useQuery({
    queryKey: [allProfiles.id, search, offset, limit, tier],
    queryFn: ({ signal }) =>
      apiCall(allProfiles, { query: { search, offset, limit, ...(tier ? { tier } : {}) }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useUserAudit(id: string) {
  return useQuery({
    queryKey: [userAudit.id, id],
    queryFn: ({ signal }) => apiCall(userAudit, { params: { id }, signal }),
    staleTime: 0,
  });
}

export type AdminActionInput =
  | { kind: 'resend' | 'status' | 'moderation' }
  | { kind: 'code'; code: string }
  | { kind: 'login'; login: string }
  | { kind: 'pbiot'; until: string };

function run(row: UserProfileRow, reason: string, input: AdminActionInput) {
  const body = { reason };
  switch (input.kind) {
    case 'resend':
      return apiCall(resendSnabgenie, { params: { id: row.id }, body });
    case 'status':
      return apiCall(updateProfileStatus, { params: { id: row.id }, body });
    case 'moderation':
      return apiCall(cleanModeration, { params: { contractorCode: row.code ?? '' }, body });
    case 'code':
      return apiCall(setProfileKsss, { params: { id: row.id, ksss: input.code }, body });
    case 'login':
      return apiCall(setProfileLogin, { params: { id: row.id, login: input.login }, body });
    case 'pbiot':
      return apiCall(openPbiot, { params: { id: row.id }, body: { ...body, until: input.until } });
  }
}

/** One of the six actions; the list and the user's history reload after each (02 §4). */
export function useAdminAction(row: UserProfileRow) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reason, input }: { reason: string; input: AdminActionInput }) => run(row, reason, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [allProfiles.id] }),
        queryClient.invalidateQueries({ queryKey: [userAudit.id, row.id] }),
      ]),
  });
}
