import type { PersonalDataPart } from '../../lib/personal-data';
import { tendersRepository } from './tenders-repository';

/** Tender access: its state and the history of its events (payments included). */
export async function exportTenderAccess(counterpartyId: string): Promise<PersonalDataPart> {
  const [access, events] = await Promise.all([
    tendersRepository.getAccess(counterpartyId),
    tendersRepository.listEvents(counterpartyId),
  ]);
  return { data: { access, events }, files: [] };
}
