import type { Notification } from '@shared/api/areas/notifications';
import type { Language } from '@shared/constants/spec';
import { randomUUID } from 'node:crypto';
import { clock } from '../../lib/clock';
import type { Tenant } from '../../lib/tenant';
import { notificationsRepository as repo } from './notifications-repository';

import { sendMail, type LocalizedText, type Mail } from './mail';

export type { LocalizedText } from './mail';

type Stored = Awaited<ReturnType<typeof repo.listNotifications>>[number];

const toNotification = (item: Stored, lang: Language): Notification => ({
  id: item.id,
  notificationText: lang === 'en' ? item.textEn : item.textRu,
  isUserNotified: item.state === 'NOTIFIED',
  createdAt: item.createdAt,
});

export async function newNotifications(tenant: Tenant, lang: Language): Promise<Notification[]> {
  const items = await repo.listNewNotifications(tenant.counterpartyId);
  return items.map((n) => toNotification(n, lang));
}

export async function allNotifications(tenant: Tenant, lang: Language): Promise<Notification[]> {
  const items = await repo.listNotifications(tenant.counterpartyId);
  return items.map((n) => toNotification(n, lang));
}

/** Polled every 5 s: reads only the new items. */
export async function newNotificationsCount(tenant: Tenant): Promise<number> {
  return (await repo.listNewNotifications(tenant.counterpartyId)).length;
}

/**
 * PUT /profiles/set-user-notified, sent when the modal closes. Only the caller's own new items are
 * touched: ids that are unknown, another counterparty's or already notified are ignored (the
 * answer does not reveal which ids exist elsewhere).
 */
export async function setUserNotified(
  tenant: Tenant,
  ids: readonly { id: string }[],
): Promise<{ success: true }> {
  const wanted = new Set(ids.map((i) => i.id));
  const fresh = await repo.listNewNotifications(tenant.counterpartyId);
  await Promise.all(
    fresh
      .filter((n) => wanted.has(n.id))
      .map((n) => repo.markNotified({ counterpartyId: n.counterpartyId, createdAt: n.createdAt, id: n.id })),
  );
  return { success: true };
}

/**
 * Tells a counterparty something (decisions on its requests, documents, access): it appears as new,
 * and, given a mailing, goes by e-mail too (the same text, framed; docs/mail.md).
 */
export async function notifyCounterparty(
  counterpartyId: string,
  text: LocalizedText,
  mail?: Omit<Mail, 'text'> & { text?: LocalizedText },
) {
  const now = clock.now();
  const saved = await repo.putNotification({
    counterpartyId,
    id: randomUUID(),
    createdAt: now.toISOString(),
    textRu: text.ru,
    textEn: text.en,
  });
  if (mail) await sendMail(counterpartyId, { ...mail, text: mail.text ?? text }, now);
  return saved;
}
