import { notFound } from '../../lib/errors';
import { moscowDate } from '../../lib/working-days';
import { getCounterparty } from '../accounts/counterparties';
import { factsOf } from './retention-facts';
import { retentionDue, workingDaysLeft } from './retention-policy';
import { retentionRepository } from './retention-repository';

/**
 * GET /retention/deadline: the supplier's own deadline while the 21 working days after registration
 * run (the cabinet's banner, 01 §9); null once the questionnaire and required documents are complete.
 */
export async function completionDeadline(
  counterpartyId: string,
  now: Date,
): Promise<{ dueDate: string; workingDaysLeft: number } | null> {
  const counterparty = await getCounterparty(counterpartyId);
  if (!counterparty) throw notFound();
  const facts = await factsOf(counterparty, await retentionRepository.getCase(counterpartyId), now);
  if (facts.complete || facts.consentWithdrawn) return null;
  const today = moscowDate(now);
  const due = retentionDue(facts, today);
  return { dueDate: due.dueDate, workingDaysLeft: workingDaysLeft(today, due.dueDate) };
}
