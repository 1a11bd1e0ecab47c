import type { ActualNotificationType, Section } from '@shared/constants/spec';
import { defineEntity, isConditionalFailure } from '../../lib/dynamo-entity';
import type { ConditionBuilder } from '../../lib/dynamo-entity';
import { tableName } from '../../lib/env';

const table = tableName('notifications');
const service = 'notifications';
// Keys keep the case of their values (the default lowercases them): ids and codes are case-sensitive.

/** Audience of a notice shown to everyone; other notices name one counterparty. */
export const GLOBAL_AUDIENCE = 'GLOBAL';

/** A notification to a counterparty (bell in the header), newest first in its partition. */
interface Notification {
  counterpartyId: string;
  id: string;
  createdAt: string;
  textRu: string;
  textEn: string;
  state: 'NEW' | 'NOTIFIED';
}

const NotificationEntity = defineEntity<Notification>({
  table,
  service,
  entity: 'notification',
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['counterpartyId'], casing: 'none' },
      sk: { field: 'sk', composite: ['createdAt', 'id'], casing: 'none' },
    },
    // The state leads the sort key, so the polled count reads only the new items.
    byState: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['counterpartyId'], casing: 'none' },
      sk: { field: 'gsi1sk', composite: ['state', 'createdAt', 'id'], casing: 'none' },
    },
  },
});

/** A notice tied to a section (banner), for everyone or for one counterparty, within an active window. */
export interface NoticeItem {
  audience: string;
  section: Section;
  id: string;
  type: ActualNotificationType;
  textRu: string;
  textEn: string;
  shownAgain: boolean;
  activeFrom: string;
  activeTo?: string;
}

/** Exported for the tests, which remove the notices they publish. */
export const NoticeEntity = defineEntity<NoticeItem>({
  table,
  service,
  entity: 'notice',
  // Version 2: one partition per audience, the section leading the sort key, so the administrators' list is
  // one query, not one per section, and a screen's banners still read only their section's notices.
  version: '2',
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['audience'], casing: 'none' },
      sk: { field: 'sk', composite: ['section', 'id'], casing: 'none' },
    },
    byId: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['id'], casing: 'none' },
      sk: { field: 'gsi1sk', composite: [], casing: 'none' },
    },
  },
});

/** A user's "do not show again" on a notice. */
interface Dismissal {
  sub: string;
  noticeId: string;
  dismissedAt: string;
}

const DismissalEntity = defineEntity<Dismissal>({
  table,
  service,
  entity: 'dismissal',
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['sub'], casing: 'none' },
      sk: { field: 'sk', composite: ['noticeId'], casing: 'none' },
    },
  },
});

/** A counterparty's choice for one mailing type; absent means subscribed. */
export interface Subscription {
  counterpartyId: string;
  type: string;
  isActive: boolean;
  version: number;
  updatedAt: string;
}

const SubscriptionEntity = defineEntity<Subscription>({
  table,
  service,
  entity: 'subscription',
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['counterpartyId'], casing: 'none' },
      sk: { field: 'sk', composite: ['type'], casing: 'none' },
    },
  },
});

async function listNotifications(counterpartyId: string) {
  return NotificationEntity.query('primary', { counterpartyId }, { order: 'desc' });
}

async function listNewNotifications(counterpartyId: string) {
  return NotificationEntity.query('byState', { counterpartyId, state: 'NEW' }, { order: 'desc' });
}

/** Writes a notification; it is new unless told otherwise (the demo seed's read ones). */
async function putNotification(item: Omit<Notification, 'state'> & Partial<Pick<Notification, 'state'>>) {
  return NotificationEntity.put({ state: 'NEW', ...item });
}

/** NEW → NOTIFIED; false when the item is no longer new (another tab marked it first). */
async function markNotified(key: {
  counterpartyId: string;
  createdAt: string;
  id: string;
}): Promise<boolean> {
  try {
    await NotificationEntity.patch(key, { set: { state: 'NOTIFIED' }, when: (c) => c.eq('state', 'NEW') });
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/**
 * An audience's notices of one section (a screen's banners: only that section's are read), or of every
 * section (the administrators' list): one query either way.
 */
async function listNotices(audience: string, section?: Section) {
  return NoticeEntity.query('primary', section ? { audience, section } : { audience });
}

async function findNotice(id: string) {
  return (await NoticeEntity.query('byId', { id }))[0] ?? null;
}

async function putNotice(item: Omit<NoticeItem, 'shownAgain'> & Partial<Pick<NoticeItem, 'shownAgain'>>) {
  return NoticeEntity.put({ shownAgain: true, ...item });
}

async function listDismissedIds(sub: string): Promise<Set<string>> {
  const items = await DismissalEntity.query('primary', { sub });
  return new Set(items.map((d) => d.noticeId));
}

async function putDismissal(sub: string, noticeId: string) {
  await DismissalEntity.put({ sub, noticeId, dismissedAt: new Date().toISOString() });
}

async function listSubscriptions(counterpartyId: string) {
  return SubscriptionEntity.query('primary', { counterpartyId });
}

async function getSubscription(counterpartyId: string, type: string) {
  return (await SubscriptionEntity.get({ counterpartyId, type })) ?? null;
}

/**
 * Writes a choice only over the version that was read (or where none existed yet), so two
 * switches at once cannot silently overwrite each other. False when the condition failed.
 */
async function writeSubscription(
  counterpartyId: string,
  type: string,
  isActive: boolean,
  readVersion: number | null,
): Promise<Subscription | null> {
  const updatedAt = new Date().toISOString();
  try {
    if (readVersion === null) {
      return await SubscriptionEntity.create({ counterpartyId, type, isActive, version: 1, updatedAt });
    }
    return await SubscriptionEntity.patch(
      { counterpartyId, type },
      { set: { isActive, version: readVersion + 1, updatedAt }, when: (c) => c.eq('version', readVersion) },
    );
  } catch (error) {
    if (isConditionalFailure(error)) return null;
    throw error;
  }
}

/** Erasure (retention): notifications, subscriptions and its users' dismissed notices. */
async function eraseCounterparty(counterpartyId: string, subs: readonly string[]): Promise<number> {
  const filter = (c: ConditionBuilder) => c.eq('counterpartyId', counterpartyId);
  const counts = await Promise.all([
    NotificationEntity.eraseWhere(filter),
    SubscriptionEntity.eraseWhere(filter),
    subs.length > 0 ? DismissalEntity.eraseWhere((c) => c.or(...subs.map((sub) => c.eq('sub', sub)))) : 0,
  ]);
  return counts.reduce((a, b) => a + b, 0);
}

export const notificationsRepository = {
  listNotifications,
  listNewNotifications,
  putNotification,
  markNotified,
  listNotices,
  findNotice,
  putNotice,
  listDismissedIds,
  putDismissal,
  listSubscriptions,
  getSubscription,
  writeSubscription,
  eraseCounterparty,
};
