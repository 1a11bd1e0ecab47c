import type { FileKind, UploadPurpose } from '@shared/constants/spec';
import { filesRepository } from './files-repository';

/**
 * Another context's view of an accepted file: a read of the files table only, kept apart from the
 * files service so a function that only checks a file (registration) carries no storage code.
 */
export interface AcceptedFile {
  id: string;
  name: string;
  size: number;
  kind: FileKind;
  /** When the file was accepted (its upload date as users see it). */
  uploadDate: string;
  /** What it was uploaded for: a context accepts only files uploaded for it. */
  purpose: UploadPurpose;
}

/** Another context's view of a counterparty's accepted file; null when the owner has no such accepted file. */
export async function acceptedFileOf(owner: string, id: string): Promise<AcceptedFile | null> {
  const file = await filesRepository.get(owner, id);
  if (file?.status !== 'ACCEPTED' || file.kind === undefined || file.size === undefined) return null;
  return {
    id: file.id,
    name: file.name,
    size: file.size,
    kind: file.kind,
    uploadDate: file.acceptedAt ?? file.createdAt,
    purpose: file.purpose,
  };
}
