import type { BankDocument } from '@shared/api/areas/profiles';
import { archiveName, type PersonalDataFile, type PersonalDataPart } from '../../lib/personal-data';
import { acceptedFileBytes } from '../files/files-service';
import { profilesRepository } from './profiles-repository';

/**
 * The questionnaire (profile): register data, addresses, contacts, bank accounts, and the files its
 * chapters show (the charter, the bank and postal confirmations), which the counterparty owns.
 */
export async function exportQuestionnaire(counterpartyId: string): Promise<PersonalDataPart> {
  const profile = await profilesRepository.get(counterpartyId);
  if (!profile) return { data: null, files: [] };
  const charter = profile.registration.kind === 'LEGAL' ? profile.registration.charter : null;
  const shown: [string, BankDocument][] = [
    ...(charter ? [['charter', charter] as [string, BankDocument]] : []),
    ...profile.bankDocuments.map((d): [string, BankDocument] => ['bank', d]),
    ...profile.postalDocuments.map((d): [string, BankDocument] => ['postal', d]),
  ];
  const files: PersonalDataFile[] = shown.map(([chapter, document]) => ({
    path: `questionnaire/${chapter}/${archiveName(document.fileInfo.name)}`,
    read: () => acceptedFileBytes(counterpartyId, document.fileInfo.id),
  }));
  return { data: profile, files };
}
