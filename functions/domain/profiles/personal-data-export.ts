import type { PersonalDataPart } from '../../lib/personal-data';
import { profilesRepository } from './profiles-repository';

/** The questionnaire (profile): register data, addresses, contacts, bank accounts. */
export async function exportQuestionnaire(counterpartyId: string): Promise<PersonalDataPart> {
  return { data: (await profilesRepository.get(counterpartyId)) ?? null, files: [] };
}
