import { clock } from '../../lib/clock';
import { looksLikeInvitation, verifyInvitation } from './registration-links';
import { relationshipsRepository, type Invitation } from './relationships-repository';

/** The invitation of a registration link's token: signed here and not expired; null otherwise. */
export async function invitationOf(token: string): Promise<Invitation | null> {
  const inviteId = await verifyInvitation(token, clock.now());
  return inviteId ? relationshipsRepository.getInvitation(inviteId) : null;
}

/**
 * The register record a registration link stands for, when the id given to the non-resident route
 * is such a link's token: signed here, not expired, and issued for a non-resident. Any other id is
 * returned as it is (an id of the register itself); a bad or expired token answers null.
 */
export async function registerIdOf(id: string): Promise<string | null> {
  if (!looksLikeInvitation(id)) return id;
  return (await invitationOf(id))?.registerId ?? null;
}
