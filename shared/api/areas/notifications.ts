import * as z from 'zod/mini';
import { lazySchema } from '../../lazy-schema';
import { endpoint } from '../endpoint';
import { ACTUAL_NOTIFICATION_TYPES, SECTIONS } from '../../constants/spec';
import { ok } from './common';

export const notificationSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    notificationText: z.string(),
    isUserNotified: z.boolean(),
    createdAt: z.string(),
  }),
);
export type Notification = z.infer<ReturnType<typeof notificationSchema>>;

export const actualNotificationSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    text: z.string(),
    type: z.enum(ACTUAL_NOTIFICATION_TYPES),
    shownAgain: z.boolean(),
  }),
);

export const mailingSubscriptionSchema = lazySchema(() =>
  z.object({
    type: z.string(),
    name: z.string(),
    description: z.string(),
    isActive: z.boolean(),
    /** Sent whatever the switch says (retention warnings): the screen shows it on and locked. */
    isMandatory: z.boolean(),
  }),
);
export type MailingSubscription = z.infer<ReturnType<typeof mailingSubscriptionSchema>>;

export const getActualNotifications = endpoint({
  id: 'getActualNotifications',
  method: 'GET',
  path: '/api/notifications/get-actual-notification',
  fn: 'notifications',
  access: 'user',
  query: () => z.object({ section: z.enum(SECTIONS) }),
  response: () => z.array(actualNotificationSchema()),
  doc: '01',
});

export const dismissNotification = endpoint({
  id: 'dismissNotification',
  method: 'POST',
  path: '/api/notifications/dismiss',
  fn: 'notifications',
  access: 'user',
  body: () => z.object({ notificationId: z.string().check(z.minLength(1), z.maxLength(64)) }),
  response: ok,
  doc: '01',
});

export const getMailingSubscriptions = endpoint({
  id: 'getMailingSubscriptions',
  method: 'GET',
  path: '/api/notifications/get',
  fn: 'notifications',
  access: 'supplier',
  response: () => z.array(mailingSubscriptionSchema()),
  doc: '01',
});

export const changeMailingSubscription = endpoint({
  id: 'changeMailingSubscription',
  method: 'POST',
  path: '/api/notifications/changeActive',
  fn: 'notifications',
  access: 'supplier',
  body: () => z.object({ type: z.string().check(z.minLength(1), z.maxLength(64)), isActive: z.boolean() }),
  response: mailingSubscriptionSchema,
  doc: '01',
});

export const getNewNotifications = endpoint({
  id: 'getNewNotifications',
  method: 'GET',
  path: '/api/profiles/get-new-notifications',
  fn: 'notifications',
  access: 'supplier',
  response: () => z.array(notificationSchema()),
  doc: '01',
});

export const getAllNotifications = endpoint({
  id: 'getAllNotifications',
  method: 'GET',
  path: '/api/profiles/get-all-notifications',
  fn: 'notifications',
  access: 'supplier',
  response: () => z.array(notificationSchema()),
  doc: '01',
});

export const getNewNotificationsCount = endpoint({
  id: 'getNewNotificationsCount',
  method: 'GET',
  path: '/api/profiles/get-new-notifications-count',
  fn: 'notifications',
  access: 'supplier',
  response: () => z.number().check(z.int(), z.gte(0)),
  doc: '01',
});

export const setUserNotified = endpoint({
  id: 'setUserNotified',
  method: 'PUT',
  path: '/api/profiles/set-user-notified',
  fn: 'notifications',
  access: 'supplier',
  body: () =>
    z.array(z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) })).check(z.maxLength(500)),
  response: ok,
  doc: '01',
});
