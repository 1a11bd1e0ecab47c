import { isApproved, isCompleted } from './access-rules';
import { pbiotRepository } from './pbiot-repository';
import { incidentsOf } from './questionnaire-view';
import { byCodeUnits } from '../../lib/order';

/**
 * The PBIOT context's answer to the risk profile (prequalification): the newest package a reviewer
 * decided, with its decision and the incident figures frozen in it when it was sent. A package still
 * in review leaves the previous decision standing. Other contexts call this, never the repositories.
 */
export interface DecidedPackage {
  packageId: string;
  approved: boolean;
  completionDate: string;
  expirationDate: string | null;
  incidents: Record<string, number>;
}

/** Packages read to find the newest decided one: a supplier sends a few a year. */
const LOOK_BACK = 50;

export async function lastDecidedPackage(counterpartyId: string): Promise<DecidedPackage | null> {
  const packages = await pbiotRepository.listPackages(counterpartyId, LOOK_BACK);
  const decided = packages
    .filter((p) => isCompleted(p.status) && p.completionDate)
    .sort((a, b) => byCodeUnits(b.completionDate ?? '', a.completionDate ?? ''))[0];
  if (!decided) return null;
  return {
    packageId: decided.packageId,
    approved: isApproved(decided.status),
    completionDate: decided.completionDate!,
    expirationDate: decided.expirationDate ?? null,
    incidents: incidentsOf(decided.incidents),
  };
}
