import { RETENTION } from '@shared/constants/retention';
import { releaseFile } from '../files/files-service';
import { documentsRepository } from './documents-repository';
import { supplierOfDocuments } from './documents-service';

/**
 * Documents never sent expire (issue 18, beyond the spec): a draft older than RETENTION.draftExpiryDays
 * is removed and lets go of its files, which the files context then deletes unless something else holds
 * them. Idempotent: a draft already gone is not found again.
 */
export async function expireDocumentDrafts(now: Date): Promise<number> {
  const before = new Date(now.getTime() - RETENTION.draftExpiryDays * 86_400_000).toISOString();
  const drafts = await documentsRepository.draftsCreatedBefore(before);
  for (const draft of drafts) {
    await documentsRepository.removeDraft(draft.counterpartyId, draft.draftId);
    const owner = supplierOfDocuments(draft.counterpartyId);
    for (const file of draft.files) await releaseFile(owner, file.fileId);
  }
  return drafts.length;
}
