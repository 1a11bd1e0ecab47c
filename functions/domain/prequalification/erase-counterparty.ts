import type { ErasureSubject } from '../../lib/erasure';
import { riskRepository } from './risk-repository';

/** The prequalification context's part of an erasure: the stored risk profile with its tier history. */
export const eraseCounterpartyRiskProfile = (subject: ErasureSubject): Promise<number> =>
  riskRepository.eraseProfile(subject.counterpartyId);
