import type { PbiotDoc } from '@shared/api/areas/pbiot';
import { draftsExpiredBefore } from '@shared/constants/retention';
import { releaseFile } from '../files/files-service';
import { pbiotRepository, type StoredPackage } from './pbiot-repository';
import { docsOf } from './questionnaire-view';

/**
 * A package is formed from the uploads of the codes it marks (acceptPackage), so an upload went into one
 * when a package sent after it was uploaded marks its code.
 */
const inPackage = (doc: PbiotDoc, packages: readonly StoredPackage[]) =>
  packages.some((p) => p.sendDate >= doc.uploadDate && p.checks.includes(doc.code));

/**
 * PBIOT uploads never sent expire (issue 18, beyond the spec): an upload older than
 * RETENTION.draftExpiryDays that no package holds leaves the questionnaire and lets go of its file, which
 * the files context then deletes unless something else holds it. Idempotent: an upload already gone is
 * not found again; a questionnaire changed meanwhile (optimistic revision) is left to the next run.
 */
export async function expirePbiotUploads(
  now: Date,
  inScope: (counterpartyId: string) => boolean = () => true,
): Promise<number> {
  const before = draftsExpiredBefore(now);
  let expired = 0;
  for (const questionnaire of await pbiotRepository.questionnairesWithDocs()) {
    if (!inScope(questionnaire.counterpartyId)) continue;
    const docs = docsOf(questionnaire);
    const old = docs.filter((d) => d.uploadDate < before);
    if (old.length === 0) continue;
    const { counterpartyId } = questionnaire;
    const packages = await pbiotRepository.listPackages(counterpartyId, Number.MAX_SAFE_INTEGER);
    const gone = old.filter((d) => !inPackage(d, packages));
    if (gone.length === 0) continue;
    const kept = docs.filter((d) => !gone.includes(d));
    if (
      !(await pbiotRepository.saveQuestionnaire(counterpartyId, questionnaire.revision, { docs: kept }, now))
    )
      continue;
    for (const doc of gone) await releaseFile(counterpartyId, doc.fileId);
    expired += gone.length;
  }
  return expired;
}
