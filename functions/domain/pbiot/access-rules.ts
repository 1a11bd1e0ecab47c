import type { PbiotStatusInfo } from '@shared/api/areas/pbiot';
import { PACKAGE_STATUS } from '@shared/constants/pbiot';

export interface QuestionnaireAccess {
  accessType: 'ON' | 'OFF';
  accessExpiresAfter?: string;
  grantedAt?: string;
  blockedByPackageId?: string;
}

export interface PackageOutcome {
  status: number;
  completionDate?: string;
  expirationDate?: string;
}

const APPROVED = PACKAGE_STATUS.COMPLETED | PACKAGE_STATUS.APPROVED;
export const isApproved = (status: number) => (status & APPROVED) === APPROVED;
export const isCompleted = (status: number) => (status & PACKAGE_STATUS.COMPLETED) !== 0;

/** `YYYY-MM-DD` of `now` (validity dates are whole days, the last one included). */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Safety status info (03 §3, §4). A successful check is an approved package still valid; editing access an
 * administrator grants afterwards (open/pbiot) opens the questionnaire again, so only checks completed after
 * the grant count. A granted access whose date has passed is OFF.
 */
export function statusInfoOf(
  questionnaire: QuestionnaireAccess | null,
  packages: readonly PackageOutcome[],
  now: Date,
): PbiotStatusInfo {
  const today = dayOf(now);
  const grantedAt = questionnaire?.grantedAt;
  const successfulChecks = packages.filter(
    (p) =>
      isApproved(p.status) &&
      (p.expirationDate ?? '') >= today &&
      (!grantedAt || (p.completionDate ?? '') > grantedAt),
  ).length;
  const expires = questionnaire?.accessExpiresAfter ?? null;
  const expired = expires !== null && expires < now.toISOString();
  return {
    successfulChecks,
    pbiotAccessType: questionnaire?.accessType === 'OFF' || expired ? 'OFF' : 'ON',
    sendBlockedByPackage: Boolean(questionnaire?.blockedByPackageId),
    accessExpiresAfter: expires,
  };
}

/** 03 §4: access exists only if status info is present, the type is not OFF, no successful checks, not blocked. */
export const hasAccess = (info: PbiotStatusInfo | null): boolean =>
  info !== null &&
  info.pbiotAccessType !== 'OFF' &&
  info.successfulChecks === 0 &&
  !info.sendBlockedByPackage;
