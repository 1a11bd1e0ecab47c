import { useMutation } from '@tanstack/react-query';
import { dismissNotification } from '@shared/api/areas/notifications';
import { apiCall } from '../../shared/api/api-client';

/** POST /api/notifications/dismiss: a banner the user asked not to be shown again. */
export const useDismissNotice = () =>
  useMutation({
    mutationFn: (notificationId: string) =>
      apiCall(dismissNotification, { body: { notificationId }, silent: true }),
  });
