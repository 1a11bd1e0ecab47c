import { randomUUID } from 'node:crypto';
import { env } from '../../lib/env';
import { log } from '../../lib/logger';
import {
  communicationRepository as repo,
  type OutboxItem,
  type RequestItem,
} from './communication-repository';
import { BUSINESS_METRICS } from '../../lib/business-metrics';
import { count } from '../../lib/metrics';

/**
 * E-mail notices to suppliers. They are written to the outbox table; a sender (SES in AWS) delivers
 * PENDING items. The local stack never sends: it prints them.
 */
export async function queueEmail(
  mail: Pick<OutboxItem, 'to' | 'subject' | 'body'>,
  link: string,
  now: Date,
): Promise<void> {
  await repo.putOutbox({ ...mail, id: randomUUID(), status: 'PENDING', createdAt: now.toISOString() });
  log('info', 'outbox: e-mail queued', { to: mail.to, subject: mail.subject, link });
}

/** Tells the supplier that the group's organisation answered in the chat (to the address chosen for the request). */
export async function queueAnswerEmail(request: RequestItem, now: Date): Promise<void> {
  const link = `${env.SITE_URL}/communication/chat/?requestCode=${encodeURIComponent(request.requestCode)}`;
  await queueEmail(
    {
      to: request.paEmailAddress,
      subject: `Ответ по обращению № ${request.requestCode}`,
      body:
        `Здравствуйте!\n\nПо вашему обращению № ${request.requestCode} получен ответ организации Группы.\n` +
        `Прочитать его можно в личном кабинете контрагента: ${link}\n\n` +
        'Это письмо отправлено автоматически, отвечать на него не нужно.',
    },
    link,
    now,
  );
}

export type Mailer = (mail: Pick<OutboxItem, 'to' | 'subject' | 'body'>) => Promise<void>;

/** How many e-mails one run of the sender takes: a minute's schedule drains a backlog in steps. */
const BATCH = 50;

/**
 * The outbox sender's run (a scheduled Lambda in AWS): sends pending e-mails oldest first and marks
 * each sent. A failure stops the run; the e-mail stays pending for the next one.
 */
export async function sendPendingEmails(send: Mailer): Promise<number> {
  const pending = await repo.listOutbox('PENDING', BATCH);
  for (const item of pending) {
    await send(item);
    await repo.markSent(item);
  }
  if (pending.length > 0) count(BUSINESS_METRICS.reminderSent, {}, pending.length);
  return pending.length;
}

/** The oldest e-mail still waiting for the sender, if any (the outbox's health check reads it). */
export async function oldestPendingEmail(): Promise<Pick<OutboxItem, 'createdAt'> | null> {
  const [oldest] = await repo.listOutbox('PENDING', 1);
  return oldest ?? null;
}
