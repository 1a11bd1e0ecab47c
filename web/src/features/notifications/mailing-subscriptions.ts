import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { changeMailingSubscription, getMailingSubscriptions } from '@shared/api/areas/notifications';
import { apiCall } from '../../shared/api/api-client';

/** GET /api/notifications/get: the mailing types and whether the user receives each. */
export const mailingSubscriptionsQuery = () =>
  queryOptions({
    queryKey: [getMailingSubscriptions.id],
    queryFn: ({ signal }) => apiCall(getMailingSubscriptions, { silent: true, signal }),
  });

export const useMailingSubscriptions = () => useQuery(mailingSubscriptionsQuery());

/** POST /api/notifications/changeActive: switches one mailing on or off. */
export function useChangeMailingSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { type: string; isActive: boolean }) =>
      apiCall(changeMailingSubscription, { body: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailingSubscriptionsQuery().queryKey }),
  });
}
