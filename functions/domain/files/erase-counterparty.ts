import { S3_PREFIX } from '@shared/resources';
import type { ErasureSubject } from '../../lib/erasure';
import { fileStorage } from './file-storage';
import { filesRepository } from './files-repository';

/** S3's safe characters, as files-service names the objects (`user:<sub>` → `user-<sub>`). */
const prefixOf = (owner: string) => owner.replace(/[^A-Za-z0-9._-]/g, '-');

/**
 * The files context's part of an erasure: every file the counterparty owns, and its users' uploads
 * from before it existed, object and record, whoever still holds them (the holders go in the same
 * erasure). Objects first: a run stopped midway leaves records the next run finds again.
 */
export async function eraseCounterpartyFiles(subject: ErasureSubject): Promise<number> {
  const owners = [subject.counterpartyId, ...subject.subs.map((sub) => `user:${sub}`)];
  let removed = 0;
  for (const owner of owners) {
    for (const prefix of [S3_PREFIX.accepted, S3_PREFIX.quarantine]) {
      removed += await fileStorage.removeAll(`${prefix}${prefixOf(owner)}/`);
    }
  }
  return removed + (await filesRepository.eraseOwners(owners)).length;
}
