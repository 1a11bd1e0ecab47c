import { queryOptions, useQuery } from '@tanstack/react-query';
import { getNewNotificationsCount } from '@shared/api/areas/notifications';
import { POLL_INTERVAL_MS } from '@shared/constants/spec';
import { apiCall } from '../../shared/api/api-client';
import { pollUnlessUnauthorized } from '../../shared/api/polling';

/** GET /api/profiles/get-new-notifications-count: the bell's badge, polled every 5 s, silent. */
export const newNotificationsCountQuery = () =>
  queryOptions({
    queryKey: [getNewNotificationsCount.id],
    queryFn: ({ signal }) => apiCall(getNewNotificationsCount, { silent: true, signal }),
    refetchInterval: pollUnlessUnauthorized(POLL_INTERVAL_MS),
    staleTime: 0,
  });

export const useNewNotificationsCount = (enabled: boolean) =>
  useQuery({ ...newNotificationsCountQuery(), enabled }).data ?? 0;
