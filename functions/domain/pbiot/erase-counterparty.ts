import type { ErasureSubject } from '../../lib/erasure';
import { packageStorage } from './package-storage';
import { pbiotRepository } from './pbiot-repository';

/** The PBIOT context's part of an erasure: the packages' frozen files and zips, then the records. */
export async function eraseCounterpartyPbiot(subject: ErasureSubject): Promise<number> {
  const objects = await packageStorage.removeCounterparty(subject.counterpartyId);
  return objects + (await pbiotRepository.eraseCounterparty(subject.counterpartyId));
}
