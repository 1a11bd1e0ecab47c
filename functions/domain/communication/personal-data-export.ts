import { archiveName, type PersonalDataPart } from '../../lib/personal-data';
import { acceptedFileBytes } from '../files/files-service';
import { communicationRepository } from './communication-repository';

/** Every request of the counterparty with its messages, and the messages' attachments under `messages/<request>/`. */
export async function exportCommunication(counterpartyId: string): Promise<PersonalDataPart> {
  const requests = await communicationRepository.listAllRequests(counterpartyId);
  const threads = await Promise.all(
    requests.map(async (request) => ({
      ...request,
      messages: await communicationRepository.listMessages(request.requestCode),
    })),
  );
  const files = threads.flatMap((thread) =>
    thread.messages.flatMap((message) => {
      const { fileId, fileOwner } = message;
      if (!fileId || !fileOwner) return [];
      return [
        {
          path: `messages/${archiveName(thread.requestCode)}/${message.seq}-${archiveName(message.fileName ?? fileId)}`,
          read: () => acceptedFileBytes(fileOwner, fileId),
        },
      ];
    }),
  );
  return { data: threads, files };
}
