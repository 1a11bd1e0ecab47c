import { useMutation } from '@tanstack/react-query';
import { dismissNotification } from '@shared/api/areas/notifications';
import { apiCall } from '../../shared/api/api-client';

/** POST /api/notifications/dismiss: a banner of the section the user has read and closed. */
export const useDismissNotice = () =>
  useMutation({
    mutationFn: (notificationId: string) =>
      apiCall(dismissNotification, { body: { notificationId }, silent: true }),
  });
