import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAllNotifications } from '@shared/api/areas/notifications';
import { apiCall } from '../../shared/api/api-client';

/** GET /api/profiles/get-all-notifications: the second tab of the notifications modal. */
export const allNotificationsQuery = () =>
  queryOptions({
    queryKey: [getAllNotifications.id],
    queryFn: ({ signal }) => apiCall(getAllNotifications, { silent: true, signal }),
    staleTime: 0,
  });

export const useAllNotifications = (enabled: boolean) => useQuery({ ...allNotificationsQuery(), enabled });
