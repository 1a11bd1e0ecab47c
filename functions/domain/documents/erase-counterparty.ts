import type { ErasureSubject } from '../../lib/erasure';
import { documentsRepository } from './documents-repository';

/** The documents context's part of an erasure: drafts, documents under review or decided, finance data. */
export const eraseCounterpartyDocuments = (subject: ErasureSubject): Promise<number> =>
  documentsRepository.eraseCounterparty(subject.counterpartyId);
