import type { ChangeRequestKind } from '@shared/api/areas/backoffice';
import type { ContactValues } from '@shared/api/areas/profiles';
import { changeCounterparty } from '../accounts/accounts-service';
import { getCounterparty } from '../accounts/counterparties';
import { profilesRepository } from './profiles-repository';

/**
 * The two account-wide flags the questionnaire's state decides (01 §4.5, §6; 02 §4, §6):
 * - hasSavedData: the supplier has saved the questionnaire's required chapter, its contacts (at least
 *   one phone and one e-mail, 02 §5), whether KSSS already holds them or they wait for review. The
 *   register fills the rest at registration, and the postal address and bank details are optional
 *   (bank changes even need a document from the gated Documents section). A rejected or withdrawn
 *   first request leaves the contacts empty again, and the flag false.
 * - isEditable: false while any change request of the account's data (postal address, contacts, bank
 *   details, the register refresh) waits for a decision: the account data is "on moderation".
 */
export function accountFlags(contacts: ContactValues, pending: readonly ChangeRequestKind[]) {
  const savedContacts = contacts.phones.length > 0 && contacts.emails.length > 0;
  return {
    hasSavedData: savedContacts || pending.includes('CONTACTS'),
    isEditable: pending.length === 0,
  };
}

/**
 * Brings the counterparty's flags (and every account's copy, read by `/account/me`) in line with its
 * questionnaire: called after a change request is sent, decided or withdrawn. Written only on a change.
 */
export async function syncAccountState(counterpartyId: string): Promise<void> {
  const [profile, markers, counterparty] = await Promise.all([
    profilesRepository.get(counterpartyId),
    profilesRepository.listPending(counterpartyId),
    getCounterparty(counterpartyId),
  ]);
  if (!profile || !counterparty) return;
  const flags = accountFlags(
    profile.contacts,
    markers.map((m) => m.kind),
  );
  if (flags.hasSavedData === counterparty.hasSavedData && flags.isEditable === counterparty.isEditable)
    return;
  await changeCounterparty(counterpartyId, flags);
}
