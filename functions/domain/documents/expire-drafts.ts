import { draftsExpiredBefore } from '@shared/constants/retention';
import { releaseFile } from '../files/files-service';
import { documentsRepository } from './documents-repository';
import { supplierOfDocuments } from './completeness';

/**
 * Documents never sent expire (issue 18, beyond the spec): a draft older than RETENTION.draftExpiryDays
 * is removed and lets go of its files, which the files context then deletes unless something else holds
 * them. Idempotent: a draft already gone is not found again.
 */
export async function expireDocumentDrafts(
  now: Date,
  inScope: (counterpartyId: string) => boolean = () => true,
): Promise<number> {
  const drafts = (await documentsRepository.draftsCreatedBefore(draftsExpiredBefore(now))).filter((d) =>
    inScope(d.counterpartyId),
  );
  for (const draft of drafts) {
    await documentsRepository.removeDraft(draft.counterpartyId, draft.draftId);
    const owner = supplierOfDocuments(draft.counterpartyId);
    for (const file of draft.files) await releaseFile(owner, file.fileId);
  }
  return drafts.length;
}
