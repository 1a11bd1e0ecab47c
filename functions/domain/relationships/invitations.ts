import { clock } from '../../lib/clock';
import { looksLikeInvitation, verifyInvitation } from './registration-links';
import { relationshipsRepository } from './relationships-repository';

/**
 * The register record a registration link stands for, when the id given to the non-resident route
 * is such a link's token: signed here, not expired, and issued for a non-resident. Any other id is
 * returned as it is (an id of the register itself); a bad or expired token answers null.
 */
export async function registerIdOf(id: string): Promise<string | null> {
  if (!looksLikeInvitation(id)) return id;
  const inviteId = await verifyInvitation(id, clock.now());
  if (!inviteId) return null;
  const invitation = await relationshipsRepository.getInvitation(inviteId);
  return invitation?.registerId ?? null;
}
