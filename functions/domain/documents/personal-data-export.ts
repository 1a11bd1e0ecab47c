import { archiveName, type PersonalDataPart } from '../../lib/personal-data';
import { acceptedFileBytes } from '../files/files-service';
import { documentsRepository } from './documents-repository';

/** Every document of the counterparty with its files, under `documents/<task>/`. */
export async function exportDocuments(counterpartyId: string): Promise<PersonalDataPart> {
  const tasks = await documentsRepository.listTasks(counterpartyId);
  const files = tasks.flatMap((task) =>
    task.files.map((file) => ({
      path: `documents/${archiveName(task.publicId)}/${archiveName(file.name)}`,
      read: () => acceptedFileBytes(counterpartyId, file.fileId),
    })),
  );
  return { data: tasks, files };
}
