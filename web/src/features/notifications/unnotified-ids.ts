import type { Notification } from '@shared/api/areas/notifications';

/** Ids of the notifications shown in the modal that the user has not been marked as notified of yet. */
export function unnotifiedIds(...lists: (readonly Notification[] | undefined)[]): string[] {
  const ids = lists
    .flatMap((list) => list ?? [])
    .filter((n) => !n.isUserNotified)
    .map((n) => n.id);
  return [...new Set(ids)];
}
