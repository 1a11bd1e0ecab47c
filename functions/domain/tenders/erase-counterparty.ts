import type { ErasureSubject } from '../../lib/erasure';
import { fileStorage } from '../files/file-storage';
import { tendersRepository } from './tenders-repository';

/**
 * The tenders context's part of an erasure: access, its history, risk indicators and the generated
 * payment documents go; the payment register is kept, anonymised, with the reason.
 */
export async function eraseCounterpartyTenders(subject: ErasureSubject): Promise<number> {
  const objects = await fileStorage.removeAll(`tenders/${subject.counterpartyId}/`);
  return (
    objects +
    (await tendersRepository.eraseCounterparty(subject.counterpartyId, subject.erasureId, subject.reason))
  );
}
