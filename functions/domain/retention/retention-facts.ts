import type { Counterparty } from '../accounts/accounts-repository';
import { usersOf } from '../accounts/counterparties';
import { requiredDocumentsLoaded } from '../documents/completeness';
import { contractsPort } from '../relationships/contracts-port';
import { reviewWaits } from '../profiles/review-waits';
import { lastTenderActivity } from '../tenders/access-register-service';
import type { RetentionFacts } from './retention-policy';
import type { RetentionCase } from './retention-repository';

/** The facts the rules read, from the contexts that hold them. */
export async function factsOf(
  counterparty: Counterparty,
  existing: RetentionCase | null,
  now: Date,
): Promise<RetentionFacts> {
  const id = counterparty.counterpartyId;
  const [users, documentsLoaded, contracts, tenderActivity] = await Promise.all([
    usersOf(id),
    requiredDocumentsLoaded(id),
    contractsPort.hasContracts(id),
    lastTenderActivity(id, now),
  ]);
  const activity = [contracts ? now.toISOString() : null, tenderActivity, existing?.lastActivityAt ?? null]
    .filter((a): a is string => a !== null)
    .sort()
    .at(-1);
  const complete =
    existing?.completedAt !== undefined || isComplete(counterparty, documentsLoaded, activity !== undefined);
  return {
    registeredAt: counterparty.registrationDate,
    complete,
    lastActivityAt: activity ?? null,
    consentWithdrawn: users.some((u) => u.consentWithdrawnAt !== undefined),
    ...(existing?.postponedUntil ? { postponedUntil: existing.postponedUntil } : {}),
    // Only the clock of an incomplete counterparty pauses; a complete one's is over for good.
    ...(complete ? {} : { reviewWaits: await reviewWaits(id) }),
  };
}

/**
 * What "complete" means per kind of supplier (docs/suppliers.md, docs/spec-trace.md): a legal entity or
 * an entrepreneur has saved its questionnaire and loaded every required document of its specification;
 * a non-resident has no documents section, so its saved questionnaire completes it. Once complete, always:
 * a document rejected later does not restart the 21 working days. A supplier with contracts or tender
 * access has evidently finished registering (the demo's older suppliers).
 */
export function isComplete(
  counterparty: Pick<Counterparty, 'accountType' | 'hasSavedData'>,
  documentsLoaded: boolean,
  active: boolean,
): boolean {
  if (!counterparty.hasSavedData) return false;
  if (counterparty.accountType === 'NONRESIDENT') return true;
  return documentsLoaded || active;
}
