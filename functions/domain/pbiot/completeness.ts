import { clock } from '../../lib/clock';
import { dayOf, isApproved, isCompleted } from './access-rules';
import { pbiotRepository } from './pbiot-repository';

/**
 * The PBIOT context's answer to other sections (the relationships column "safety questionnaire complete",
 * 02 §2): the counterparty's latest package is under review or approved and still valid. A questionnaire
 * never sent, or whose latest check was not approved or has expired, is not complete.
 * Other contexts call this, never the PBIOT repositories.
 */
export async function safetyQuestionnaireComplete(counterpartyId: string): Promise<boolean> {
  const [latest] = await pbiotRepository.listPackages(counterpartyId, 1);
  if (!latest) return false;
  if (!isCompleted(latest.status)) return true;
  return isApproved(latest.status) && (latest.expirationDate ?? '') >= dayOf(clock.now());
}
