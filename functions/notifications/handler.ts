import {
  changeMailingSubscription,
  dismissNotification,
  getActualNotifications,
  getAllNotifications,
  getMailingSubscriptions,
  getNewNotifications,
  getNewNotificationsCount,
  setUserNotified,
} from '@shared/api/areas/notifications';
import { sectionAvailability } from '@shared/api/areas/system';
import { createGroupHandler } from '../http/group-handler';
import { callerOfCtx, route, tenantOf } from '../lib/route';
import {
  actualNotifications,
  dismissNotice,
  sectionAvailability as checkSection,
} from '../domain/notifications/notices-service';
import {
  allNotifications,
  newNotifications,
  newNotificationsCount,
  setUserNotified as markNotified,
} from '../domain/notifications/notifications-service';
import {
  changeMailingSubscription as changeSubscription,
  mailingSubscriptions,
} from '../domain/notifications/subscriptions-service';

export const routes = [
  route(getActualNotifications, (ctx) => actualNotifications(callerOfCtx(ctx), ctx.query.section, ctx.lang)),
  route(dismissNotification, (ctx) => dismissNotice(callerOfCtx(ctx), ctx.body.notificationId)),
  route(sectionAvailability, (ctx) => checkSection(callerOfCtx(ctx), ctx.query.section, ctx.lang)),
  route(getMailingSubscriptions, (ctx) => mailingSubscriptions(tenantOf(ctx), ctx.lang)),
  route(changeMailingSubscription, (ctx) => changeSubscription(tenantOf(ctx), ctx.body, ctx.lang)),
  route(getNewNotifications, (ctx) => newNotifications(tenantOf(ctx), ctx.lang)),
  route(getAllNotifications, (ctx) => allNotifications(tenantOf(ctx), ctx.lang)),
  route(getNewNotificationsCount, (ctx) => newNotificationsCount(tenantOf(ctx))),
  route(setUserNotified, (ctx) => markNotified(tenantOf(ctx), ctx.body)),
];

export const handler = createGroupHandler('notifications', routes);
