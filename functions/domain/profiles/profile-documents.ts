import type { BankDocument } from '@shared/api/areas/profiles';
import { AppError } from '../../lib/errors';
import type { Profile } from './profile-model';
import { profilesRepository } from './profiles-repository';

type Changes = Parameters<typeof profilesRepository.update>[2];

/** Where the questionnaire shows a document: the charter (item 1), the postal (item 4) or bank (item 6) chapter. */
export type ProfileDocumentSlot = 'CHARTER' | 'POSTAL' | 'BANK';

const isVersionConflict = (error: unknown) => error instanceof AppError && error.statusCode === 409;

/**
 * Writes what `changesOf` derives from the profile as read, reading again when the supplier wrote at
 * the same moment (optimistic version); nothing is written when it derives no change.
 * False when the counterparty has no questionnaire.
 */
export async function updateProfileRetrying(
  counterpartyId: string,
  changesOf: (profile: Profile) => Promise<Changes> | Changes,
): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    const profile = await profilesRepository.get(counterpartyId);
    if (!profile) return false;
    const changes = await changesOf(profile);
    try {
      if (Object.keys(changes).length > 0)
        await profilesRepository.update(counterpartyId, profile.version, changes);
      return true;
    } catch (error) {
      if (!isVersionConflict(error) || attempt >= 3) throw error;
    }
  }
}

function linked(profile: Profile, slot: ProfileDocumentSlot, document: BankDocument): Changes {
  switch (slot) {
    case 'CHARTER':
      // Only a legal entity has a charter (02 §2.5 item 1); the newest one filed is the charter shown.
      return profile.registration.kind === 'LEGAL'
        ? { registration: { ...profile.registration, charter: document } }
        : {};
    case 'BANK':
      return profile.registration.kind === 'NONRESIDENT'
        ? {}
        : { bankDocuments: [...profile.bankDocuments, document] };
    case 'POSTAL':
      return { postalDocuments: [...profile.postalDocuments, document] };
  }
}

/** The documents context files a document the questionnaire shows: it appears in its chapter. */
export async function linkProfileDocument(
  counterpartyId: string,
  slot: ProfileDocumentSlot,
  document: BankDocument,
): Promise<void> {
  await updateProfileRetrying(counterpartyId, (profile) => linked(profile, slot, document));
}

/**
 * A reviewer rejected the document: it no longer confirms anything, so its chapter drops it (the
 * supplier sees the rejection in the documents section and files another).
 */
export async function unlinkProfileDocument(counterpartyId: string, documentId: string): Promise<void> {
  await updateProfileRetrying(counterpartyId, (profile): Changes => {
    const changes: Changes = {};
    const r = profile.registration;
    if (r.kind === 'LEGAL' && r.charter?.id === documentId) changes.registration = { ...r, charter: null };
    if (profile.bankDocuments.some((d) => d.id === documentId))
      changes.bankDocuments = profile.bankDocuments.filter((d) => d.id !== documentId);
    if (profile.postalDocuments.some((d) => d.id === documentId))
      changes.postalDocuments = profile.postalDocuments.filter((d) => d.id !== documentId);
    return changes;
  });
}
