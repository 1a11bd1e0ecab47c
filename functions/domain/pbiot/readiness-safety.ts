import { dayOf, isApproved, isCompleted } from './access-rules';
import { pbiotRepository } from './pbiot-repository';
import { showPbiot } from './section-flag';

/**
 * Where the counterparty's safety (PBIOT) check stands, for the prequalification readiness checklist:
 * the section is off in this deployment, no package was ever sent, the latest one waits for review, was
 * not approved, was approved but its validity has passed, or is approved and valid.
 * Other contexts call this, never the PBIOT repositories.
 */
export type SafetyCheckState = 'OFF' | 'NOT_SENT' | 'IN_REVIEW' | 'NOT_APPROVED' | 'EXPIRED' | 'APPROVED';

export interface SafetyCheck {
  state: SafetyCheckState;
  /** The day the latest package was sent (ISO instant), if any. */
  sentAt: string | null;
  /** The last day an approved check is valid. */
  validUntil: string | null;
}

export async function safetyCheck(counterpartyId: string, now: Date): Promise<SafetyCheck> {
  if (!showPbiot) return { state: 'OFF', sentAt: null, validUntil: null };
  const [latest] = await pbiotRepository.listPackages(counterpartyId, 1);
  if (!latest) return { state: 'NOT_SENT', sentAt: null, validUntil: null };
  const validUntil = latest.expirationDate ?? null;
  const state: SafetyCheckState = !isCompleted(latest.status)
    ? 'IN_REVIEW'
    : !isApproved(latest.status)
      ? 'NOT_APPROVED'
      : (validUntil ?? '') >= dayOf(now)
        ? 'APPROVED'
        : 'EXPIRED';
  return { state, sentAt: latest.sendDate, validUntil };
}
