import type { ErasureSubject } from '../../lib/erasure';
import { communicationRepository } from './communication-repository';

/** The communication context's part of an erasure: requests and messages (their files go with the files context). */
export const eraseCounterpartyCommunication = (subject: ErasureSubject): Promise<number> =>
  communicationRepository.eraseCounterparty(subject.counterpartyId);
