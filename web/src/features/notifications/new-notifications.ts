import { queryOptions, useQuery } from '@tanstack/react-query';
import { getNewNotifications } from '@shared/api/areas/notifications';
import { apiCall } from '../../shared/api/api-client';

/** GET /api/profiles/get-new-notifications: the first tab of the notifications modal. */
export const newNotificationsQuery = () =>
  queryOptions({
    queryKey: [getNewNotifications.id],
    queryFn: ({ signal }) => apiCall(getNewNotifications, { silent: true, signal }),
    staleTime: 0,
  });

export const useNewNotifications = (enabled: boolean) => useQuery({ ...newNotificationsQuery(), enabled });
