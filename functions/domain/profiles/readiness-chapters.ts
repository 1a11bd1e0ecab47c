import type { ChangeRequestKind } from '@shared/api/areas/backoffice';
import { profilesRepository } from './profiles-repository';
import { byCodeUnits } from '../../lib/order';

/**
 * The questionnaire chapters whose change waits for a reviewer's decision (the account is "on
 * moderation", 02 §4), with when each was sent: the prequalification readiness checklist lists them.
 * Other contexts call this, never the profiles repositories.
 */
export async function chaptersInReview(
  counterpartyId: string,
): Promise<{ kind: ChangeRequestKind; sentAt: string }[]> {
  const pending = await profilesRepository.listPending(counterpartyId);
  return pending
    .map((p) => ({ kind: p.kind, sentAt: p.createdAt }))
    .sort((a, b) => byCodeUnits(a.sentAt, b.sentAt));
}
