import { filesRepository } from './files-repository';

/**
 * Who holds an accepted file. A context that keeps one (a document, a PBIOT document, a message, a
 * registration) holds it here before it saves its link, and lets go with the files service's
 * `releaseFile` after it removed the link; a file no one holds is deleted (files-service.ts). Counting
 * errs on keeping: a hold whose save then failed, or a release that never ran, keeps the file. Apart
 * from the files service so a function that only holds files (registration) carries no storage code.
 */
export async function holdFile(owner: string, id: string): Promise<boolean> {
  return filesRepository.hold(owner, id);
}
