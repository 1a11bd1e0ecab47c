import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountMe, type CurrentUser } from '@shared/api/areas/system';
import { apiCall } from '../api/api-client';

/** The signed-in user's profile (GET /api/account/me), loaded once by the guards and read by every screen. */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: [accountMe.id],
    queryFn: ({ signal }) => apiCall(accountMe, { silent: true, signal }),
    staleTime: Infinity,
  });

/** The guards load the user before a screen renders; screens only read the cached answer. */
export const useCurrentUser = () => useQuery({ ...currentUserQuery(), enabled: false }).data ?? null;

export const isStaff = (user: CurrentUser): boolean =>
  user.isAdmin || user.groups.includes('moderator') || user.groups.includes('support');
export const isModerator = (user: CurrentUser): boolean => !user.isAdmin && user.groups.includes('moderator');

/** Suppliers with a registered counterparty: the company calls (counts, agreement) are theirs only. */
export const hasCompany = (user: CurrentUser): user is CurrentUser & { companyCode: string } =>
  !isStaff(user) && user.accountStatus !== 'NEW' && user.companyCode !== null;
