import type { ErasureSubject } from '../../lib/erasure';
import { auditRepository } from './audit-repository';
import { directoryRepository } from './directory-repository';
import { supplySystem } from './supply-system';

/**
 * The admin context's part of an erasure: its users leave the search index and the supply system's
 * send log; administrators' actions on them are kept, anonymised, with the reason.
 */
export async function eraseCounterpartyAdmin(subject: ErasureSubject): Promise<number> {
  const counts = await Promise.all([
    directoryRepository.eraseUsers(subject.subs),
    supplySystem.eraseCounterparty(subject.counterpartyId),
    auditRepository.anonymise(subject.subs, subject.emails, subject.erasureId, subject.reason),
  ]);
  return counts.reduce((a, b) => a + b, 0);
}
