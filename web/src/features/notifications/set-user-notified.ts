import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setUserNotified } from '@shared/api/areas/notifications';
import { apiCall } from '../../shared/api/api-client';
import { allNotificationsQuery } from './all-notifications';
import { newNotificationsCountQuery } from './new-notifications-count';
import { newNotificationsQuery } from './new-notifications';

/** PUT /api/profiles/set-user-notified: the notifications seen in the modal stop being new. */
export function useSetUserNotified() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) =>
      apiCall(setUserNotified, { body: ids.map((id) => ({ id })), silent: true }),
    onSettled: () =>
      Promise.all(
        [newNotificationsCountQuery(), newNotificationsQuery(), allNotificationsQuery()].map((q) =>
          queryClient.invalidateQueries({ queryKey: q.queryKey }),
        ),
      ),
  });
}
