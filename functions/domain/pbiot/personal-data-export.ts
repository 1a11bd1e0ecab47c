import type { PersonalDataPart } from '../../lib/personal-data';
import { pbiotRepository } from './pbiot-repository';

/**
 * The safety questionnaire and the packages sent for review. A package's files are frozen copies of
 * accepted uploads; its record names them, and its zip stays downloadable from the PBIOT section.
 */
export async function exportPbiot(counterpartyId: string): Promise<PersonalDataPart> {
  const [questionnaire, packages] = await Promise.all([
    pbiotRepository.getQuestionnaire(counterpartyId),
    pbiotRepository.listPackages(counterpartyId, Number.MAX_SAFE_INTEGER),
  ]);
  return { data: { questionnaire, packages }, files: [] };
}
