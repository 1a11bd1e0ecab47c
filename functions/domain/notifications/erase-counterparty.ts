import type { ErasureSubject } from '../../lib/erasure';
import { notificationsRepository } from './notifications-repository';
import { eraseOutboxTo } from './outbox';

/** The notifications context's part of an erasure: its notifications, subscriptions, dismissals and e-mails. */
export const eraseCounterpartyNotifications = async (subject: ErasureSubject): Promise<number> =>
  (await notificationsRepository.eraseCounterparty(subject.counterpartyId, subject.subs)) +
  (await eraseOutboxTo(subject.emails));
