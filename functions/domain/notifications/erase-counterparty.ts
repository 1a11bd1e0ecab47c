import type { ErasureSubject } from '../../lib/erasure';
import { notificationsRepository } from './notifications-repository';

/** The notifications context's part of an erasure: its notifications, subscriptions and dismissals. */
export const eraseCounterpartyNotifications = (subject: ErasureSubject): Promise<number> =>
  notificationsRepository.eraseCounterparty(subject.counterpartyId, subject.subs);
