import { ERROR_CODES } from '@shared/api/error-payload';
import { UPLOAD_PURPOSES } from '@shared/constants/spec';
import type { Caller } from '../../lib/caller';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { holdFile } from '../files/file-holds';
import { acceptedFileOfCaller, linkToAttachedFile } from '../files/files-service';
import {
  communicationRepository as repo,
  parseMessageId,
  type RequestItem,
} from './communication-repository';
import './messages';

/** Chat attachments: checked files of the files service, linked to messages (kept apart so FAQ needs no files access). */

export interface Attachment {
  owner: string;
  id: string;
  name: string;
}

/**
 * A chat attachment is one of the sender's own accepted files whose bytes showed pdf, jpg, png or
 * tiff (01 §5.1): the name and declared type were never trusted, the files service checked the bytes.
 */
export async function attachmentOf(caller: Caller, fileId: string): Promise<Attachment> {
  const file = await acceptedFileOfCaller(caller, fileId);
  if (!file) throw badRequest('communication.attachmentUnknown');
  const kinds: readonly string[] = UPLOAD_PURPOSES.ATTACHMENT.kinds;
  if (!file.kind || !kinds.includes(file.kind)) {
    throw new AppError(400, ERROR_CODES.FILE_REJECTED, 'file.wrongFormat', { formats: kinds.join(', ') });
  }
  // The message about to be saved holds the file, so it is never deleted as unattached.
  if (!(await holdFile(file.owner, file.id))) throw badRequest('communication.attachmentUnknown');
  return { owner: file.owner, id: file.id, name: file.name };
}

/** A download link of one message's attachment in a request the caller has already reached. */
export async function messageAttachment(request: RequestItem, id: string) {
  const parsed = parseMessageId(id);
  if (parsed?.requestCode !== request.requestCode) throw notFound();
  const message = await repo.getMessage(request.requestCode, parsed.seq);
  if (!message?.fileId || !message.fileOwner) throw notFound();
  return linkToAttachedFile(message.fileOwner, message.fileId);
}
