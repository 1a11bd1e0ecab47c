import type { ErasureSubject } from '../../lib/erasure';
import { changeRequestsRepository } from './change-requests-repository';
import { claimsRepository } from './claims-repository';
import { profilesRepository } from './profiles-repository';

/** The profiles context's part of an erasure: the questionnaire, its change requests and uniqueness claims. */
export async function eraseCounterpartyProfile(subject: ErasureSubject): Promise<number> {
  const counts = await Promise.all([
    profilesRepository.eraseCounterparty(subject.counterpartyId),
    changeRequestsRepository.eraseCounterparty(subject.counterpartyId),
    claimsRepository.eraseCounterparty(subject.counterpartyId),
  ]);
  return counts.reduce((a, b) => a + b, 0);
}
