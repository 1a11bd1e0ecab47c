import { moscowDate } from '../../lib/working-days';
import { NOT_CONFIRMED, expired, type AccessState } from './access-lifecycle';
import { stateOf, tendersRepository } from './tenders-repository';

/**
 * The state a supplier's tender access is in: the stored one, or what it has become since the
 * scheduled job last ran (the job writes it; reading does not wait for it). The tenders context's
 * answer to other sections too (the risk profile), without the tender documents' PDF makers.
 */
export async function currentAccessState(counterpartyId: string, now: Date): Promise<AccessState> {
  const item = await tendersRepository.getAccess(counterpartyId);
  if (!item) return NOT_CONFIRMED;
  const state = stateOf(item);
  return expired(state, moscowDate(now)) ?? state;
}
