import type { ErasureSubject } from '../../lib/erasure';
import { exportRepository } from './export-repository';
import { exportStorage } from './export-storage';

/** The personal-data exports' part of an erasure: the archives built for the counterparty and their records. */
export async function eraseCounterpartyExports(subject: ErasureSubject): Promise<number> {
  const [archives, records] = await Promise.all([
    exportStorage.removeAll(subject.counterpartyId),
    exportRepository.eraseCounterparty(subject.counterpartyId),
  ]);
  return archives + records;
}
