import type { Counterparty } from '../accounts/accounts-repository';
import { usersOf } from '../accounts/counterparties';
import { requiredDocumentsLoaded } from '../documents/completeness';
import { contractsPort } from '../relationships/contracts-port';
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
  return {
    registeredAt: counterparty.registrationDate,
    // Once complete, always: a document rejected later does not restart the 21 working days. A supplier
    // with contracts or tender access has evidently finished registering (the demo's older suppliers).
    complete:
      existing?.completedAt !== undefined ||
      (counterparty.hasSavedData && (documentsLoaded || activity !== undefined)),
    lastActivityAt: activity ?? null,
    consentWithdrawn: users.some((u) => u.consentWithdrawnAt !== undefined),
    ...(existing?.postponedUntil ? { postponedUntil: existing.postponedUntil } : {}),
  };
}
