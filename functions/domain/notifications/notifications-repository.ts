import { Entity, type CreateEntityItem, type EntityItem } from 'electrodb';
import { ACTUAL_NOTIFICATION_TYPES, SECTIONS, type Section } from '@shared/constants/spec';
import { documentClient } from '../../lib/aws';
import { tableName } from '../../lib/env';
import { isConditionalFailure } from '../accounts/accounts-repository';

const table = tableName('notifications');
const service = 'notifications';
const config = { client: documentClient, table };
// Keys keep the case of their values (ElectroDB lowercases by default): ids and codes are case-sensitive.

/** Audience of a notice shown to everyone; other notices name one counterparty. */
export const GLOBAL_AUDIENCE = 'GLOBAL';

/** A notification to a counterparty (bell in the header), newest first in its partition. */
export const NotificationEntity = new Entity(
  {
    model: { entity: 'notification', version: '1', service },
    attributes: {
      counterpartyId: { type: 'string', required: true },
      id: { type: 'string', required: true },
      createdAt: { type: 'string', required: true },
      textRu: { type: 'string', required: true },
      textEn: { type: 'string', required: true },
      state: { type: ['NEW', 'NOTIFIED'] as const, required: true, default: 'NEW' },
    },
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
  },
  config,
);

/** A notice tied to a section (banner), for everyone or for one counterparty, within an active window. */
export const NoticeEntity = new Entity(
  {
    model: { entity: 'notice', version: '1', service },
    attributes: {
      audience: { type: 'string', required: true },
      section: { type: SECTIONS, required: true },
      id: { type: 'string', required: true },
      type: { type: ACTUAL_NOTIFICATION_TYPES, required: true },
      textRu: { type: 'string', required: true },
      textEn: { type: 'string', required: true },
      shownAgain: { type: 'boolean', required: true, default: true },
      activeFrom: { type: 'string', required: true },
      activeTo: { type: 'string' },
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['audience', 'section'], casing: 'none' },
        sk: { field: 'sk', composite: ['id'], casing: 'none' },
      },
      byId: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['id'], casing: 'none' },
        sk: { field: 'gsi1sk', composite: [], casing: 'none' },
      },
    },
  },
  config,
);

/** A user's "do not show again" on a notice. */
export const DismissalEntity = new Entity(
  {
    model: { entity: 'dismissal', version: '1', service },
    attributes: {
      sub: { type: 'string', required: true },
      noticeId: { type: 'string', required: true },
      dismissedAt: { type: 'string', required: true },
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['sub'], casing: 'none' },
        sk: { field: 'sk', composite: ['noticeId'], casing: 'none' },
      },
    },
  },
  config,
);

/** The catalogue of mailing types a counterparty can subscribe to. */
export const MailingTypeEntity = new Entity(
  {
    model: { entity: 'mailingType', version: '1', service },
    attributes: {
      type: { type: 'string', required: true },
      order: { type: 'number', required: true },
      nameRu: { type: 'string', required: true },
      nameEn: { type: 'string', required: true },
      descriptionRu: { type: 'string', required: true },
      descriptionEn: { type: 'string', required: true },
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: [], casing: 'none' },
        sk: { field: 'sk', composite: ['type'], casing: 'none' },
      },
    },
  },
  config,
);

/** A counterparty's choice for one mailing type; absent means subscribed. */
export const SubscriptionEntity = new Entity(
  {
    model: { entity: 'subscription', version: '1', service },
    attributes: {
      counterpartyId: { type: 'string', required: true },
      type: { type: 'string', required: true },
      isActive: { type: 'boolean', required: true },
      version: { type: 'number', required: true },
      updatedAt: { type: 'string', required: true },
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['counterpartyId'], casing: 'none' },
        sk: { field: 'sk', composite: ['type'], casing: 'none' },
      },
    },
  },
  config,
);

export type NoticeItem = EntityItem<typeof NoticeEntity>;
export type MailingType = EntityItem<typeof MailingTypeEntity>;
export type Subscription = EntityItem<typeof SubscriptionEntity>;

async function listNotifications(counterpartyId: string) {
  return (await NotificationEntity.query.primary({ counterpartyId }).go({ order: 'desc', pages: 'all' }))
    .data;
}

async function listNewNotifications(counterpartyId: string) {
  return (
    await NotificationEntity.query
      .byState({ counterpartyId, state: 'NEW' })
      .go({ order: 'desc', pages: 'all' })
  ).data;
}

async function putNotification(item: CreateEntityItem<typeof NotificationEntity>) {
  return (await NotificationEntity.put(item).go()).data;
}

/** NEW → NOTIFIED; false when the item is no longer new (another tab marked it first). */
async function markNotified(key: {
  counterpartyId: string;
  createdAt: string;
  id: string;
}): Promise<boolean> {
  try {
    await NotificationEntity.patch(key)
      .set({ state: 'NOTIFIED' })
      .where(({ state }, { eq }) => eq(state, 'NEW'))
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

async function listNotices(audience: string, section: Section) {
  return (await NoticeEntity.query.primary({ audience, section }).go({ pages: 'all' })).data;
}

async function findNotice(id: string) {
  return (await NoticeEntity.query.byId({ id }).go()).data[0] ?? null;
}

async function putNotice(item: CreateEntityItem<typeof NoticeEntity>) {
  return (await NoticeEntity.put(item).go()).data;
}

async function listDismissedIds(sub: string): Promise<Set<string>> {
  const items = (await DismissalEntity.query.primary({ sub }).go({ pages: 'all' })).data;
  return new Set(items.map((d) => d.noticeId));
}

async function putDismissal(sub: string, noticeId: string) {
  await DismissalEntity.put({ sub, noticeId, dismissedAt: new Date().toISOString() }).go();
}

async function listMailingTypes() {
  const items = (await MailingTypeEntity.query.primary({}).go({ pages: 'all' })).data;
  return items.sort((a, b) => a.order - b.order);
}

async function getMailingType(type: string) {
  return (await MailingTypeEntity.get({ type }).go()).data;
}

async function putMailingTypes(items: CreateEntityItem<typeof MailingTypeEntity>[]) {
  await MailingTypeEntity.put(items).go();
}

async function listSubscriptions(counterpartyId: string) {
  return (await SubscriptionEntity.query.primary({ counterpartyId }).go({ pages: 'all' })).data;
}

async function getSubscription(counterpartyId: string, type: string) {
  return (await SubscriptionEntity.get({ counterpartyId, type }).go()).data;
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
      return (await SubscriptionEntity.create({ counterpartyId, type, isActive, version: 1, updatedAt }).go())
        .data;
    }
    return (
      await SubscriptionEntity.patch({ counterpartyId, type })
        .set({ isActive, version: readVersion + 1, updatedAt })
        .where(({ version }, { eq }) => eq(version, readVersion))
        .go({ response: 'all_new' })
    ).data as Subscription;
  } catch (error) {
    if (isConditionalFailure(error)) return null;
    throw error;
  }
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
  listMailingTypes,
  getMailingType,
  putMailingTypes,
  listSubscriptions,
  getSubscription,
  writeSubscription,
};
