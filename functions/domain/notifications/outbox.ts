import { randomUUID } from 'node:crypto';
import type { Language } from '@shared/constants/spec';
import { BUSINESS_METRICS } from '../../lib/business-metrics';
import { defineEntity } from '../../lib/dynamo-entity';
import { tableName } from '../../lib/env';
import { log } from '../../lib/logger';
import { count } from '../../lib/metrics';
import type { MailingTypeCode } from './mailing-types';

/**
 * E-mails waiting for the sender (SES in AWS; the local stack only prints them). The notifications
 * context owns them with the mailing catalogue they are sent under (docs/mail.md), so that every
 * context that tells a supplier something by e-mail goes through one place that reads the
 * supplier's «Рассылки» choice.
 */
export interface OutboxItem {
  id: string;
  status: 'PENDING' | 'SENT';
  to: string;
  subject: string;
  body: string;
  createdAt: string;
  /** The mailing the e-mail belongs to, the counterparty it is about and the language it is written in. */
  mailingType?: MailingTypeCode;
  counterpartyId?: string;
  language?: Language;
}

const OutboxEntity = defineEntity<OutboxItem>({
  table: tableName('notifications'),
  service: 'notifications',
  entity: 'outbox',
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['status'], casing: 'none' },
      sk: { field: 'sk', composite: ['createdAt', 'id'], casing: 'none' },
    },
  },
});

/** Writes one e-mail to the outbox; the sender delivers it within a minute. */
export async function queueEmail(
  mail: Omit<OutboxItem, 'id' | 'status' | 'createdAt'>,
  link: string,
  now: Date,
): Promise<void> {
  await OutboxEntity.create({ ...mail, id: randomUUID(), status: 'PENDING', createdAt: now.toISOString() });
  log('info', 'outbox: e-mail queued', { to: mail.to, subject: mail.subject, type: mail.mailingType, link });
}

/** The e-mails of one status, oldest first (one page: the sender drains a backlog run by run). */
export const listOutbox = (status: OutboxItem['status'], limit: number): Promise<OutboxItem[]> =>
  OutboxEntity.query('primary', { status }, { limit, pages: 1 });

/** The oldest e-mail still waiting for the sender, if any (the outbox's health check reads it). */
export async function oldestPendingEmail(): Promise<Pick<OutboxItem, 'createdAt'> | null> {
  const [oldest] = await listOutbox('PENDING', 1);
  return oldest ?? null;
}

async function markSent(item: OutboxItem): Promise<void> {
  await OutboxEntity.put({ ...item, status: 'SENT' });
  await OutboxEntity.delete({ status: 'PENDING', createdAt: item.createdAt, id: item.id });
}

/** An erasure's part of the outbox: every e-mail to one of the counterparty's addresses. */
export const eraseOutboxTo = (emails: readonly string[]): Promise<number> =>
  emails.length > 0
    ? OutboxEntity.eraseWhere((c) => c.or(...emails.map((to) => c.eq('to', to))))
    : Promise.resolve(0);

export type Mailer = (mail: Pick<OutboxItem, 'to' | 'subject' | 'body'>) => Promise<void>;

/** How many e-mails one run of the sender takes: a minute's schedule drains a backlog in steps. */
const BATCH = 50;

/**
 * The outbox sender's run (a scheduled Lambda in AWS): sends pending e-mails oldest first and marks
 * each sent. A failure stops the run; the e-mail stays pending for the next one.
 */
export async function sendPendingEmails(send: Mailer): Promise<number> {
  const pending = await listOutbox('PENDING', BATCH);
  for (const item of pending) {
    await send(item);
    await markSent(item);
  }
  if (pending.length > 0) count(BUSINESS_METRICS.reminderSent, {}, pending.length);
  return pending.length;
}
