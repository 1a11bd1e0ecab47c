import type { ErasureSubject } from '../../lib/erasure';
import { documentsRepository } from './documents-repository';
import { remindersRepository } from './reminders-repository';

/**
 * The documents context's part of an erasure: drafts, documents under review or decided, finance data,
 * and the calendar reminders already sent.
 */
export async function eraseCounterpartyDocuments(subject: ErasureSubject): Promise<number> {
  const [documents, reminders] = await Promise.all([
    documentsRepository.eraseCounterparty(subject.counterpartyId),
    remindersRepository.eraseCounterparty(subject.counterpartyId),
  ]);
  return documents + reminders;
}
