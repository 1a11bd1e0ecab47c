import type { ErasureSubject } from '../../lib/erasure';
import { relationshipsRepository } from './relationships-repository';

/**
 * The relationships context's part of an erasure: its own lists and links. Another counterparty's
 * rows that name it are that counterparty's data and stay (a register entry without a cabinet).
 */
export const eraseCounterpartyRelationships = (subject: ErasureSubject): Promise<number> =>
  relationshipsRepository.eraseCounterparty(subject.counterpartyId);
