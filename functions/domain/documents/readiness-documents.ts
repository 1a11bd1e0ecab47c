import type { DocumentStatus, ReportingQuarter } from '@shared/constants/documents';
import type { Language } from '@shared/constants/spec';
import { taxRegimeOf } from '../profiles/tax-identity';
import { calendarOf } from './calendar';
import { typeName } from './type-names';
import { documentsRepository, type Task } from './documents-repository';
import { specCodesOf } from './specification';
import { expectedReturns, missingReturns } from './tax-return-warning';

/** Where a REQUIRED type stands: nothing filed, only rejected ones, or one in review / accepted (loaded). */
export type RequiredState = 'MISSING' | 'REJECTED' | 'IN_REVIEW' | 'ACCEPTED';

export interface RequiredDocument {
  documentType: string;
  name: string;
  state: RequiredState;
}

/**
 * A return due now (03 §9 deadlines) of a type already filed for an earlier period: the filed one is
 * outdated. The quarter of a quarterly return (VAT), null for a year's return.
 */
export interface OutdatedReturn {
  documentType: string;
  name: string;
  reportingYear: number;
  reportingQuarter: ReportingQuarter | null;
}

/**
 * The documents context's answer to the prequalification readiness checklist: the REQUIRED types and
 * where each stands, the returns no longer current, and when the tax-arrears certificate expires
 * (the document calendar). Null for a counterparty without documents (non-residents, 03 §1).
 * Other contexts call this, never the documents repositories.
 */
export interface DocumentReadiness {
  required: RequiredDocument[];
  outdated: OutdatedReturn[];
  /** The calendar date the newest certificate stops being valid (03 §5: 90 days), or null without one. */
  certificateExpires: string | null;
}

const latestStatus = (tasks: readonly Task[], type: string): DocumentStatus | null =>
  tasks
    .filter((t) => t.documentType === type)
    .reduce<Task | null>((newest, t) => (!newest || t.createdAt > newest.createdAt ? t : newest), null)
    ?.status ?? null;

const stateOf = (tasks: readonly Task[], type: string): RequiredState => {
  const loaded = tasks.filter((t) => t.documentType === type && t.status !== 'DVS_REJECTED');
  if (loaded.some((t) => t.status === 'DVS_ACCEPTED')) return 'ACCEPTED';
  if (loaded.length > 0) return 'IN_REVIEW';
  return latestStatus(tasks, type) === 'DVS_REJECTED' ? 'REJECTED' : 'MISSING';
};

/** The answer over the counterparty's specification and its filed documents (pure: tested beside this file). */
export function documentReadinessOf(
  required: readonly string[],
  registrationDate: string | null,
  tasks: readonly Task[],
  lang: Language,
  now: Date,
): DocumentReadiness {
  const states = required.map((code) => ({
    documentType: code,
    name: typeName(code, lang),
    state: stateOf(tasks, code),
  }));
  const filed = new Set<string>(
    states.filter((s) => s.state !== 'MISSING' && s.state !== 'REJECTED').map((s) => s.documentType),
  );
  // A type never filed is already "missing"; outdated means an earlier period is there and the due one is not.
  const outdated = missingReturns(expectedReturns(required, registrationDate, now), tasks)
    .filter((e) => filed.has(e.documentType))
    .map((e) => ({
      ...e,
      // The income tax return's fourth "quarter" is the year's return: its period is the year.
      reportingQuarter: e.documentType === 'IncomeTaxReturnQuarterXML' ? null : e.reportingQuarter,
      name: typeName(e.documentType, lang),
    }));
  const certificate = calendarOf(required, tasks, now).find((e) => e.kind === 'CERTIFICATE_EXPIRES');
  // The calendar lists the certificate's expiry also when it has passed.
  return { required: states, outdated, certificateExpires: certificate?.date ?? null };
}

export async function documentReadiness(
  counterpartyId: string,
  lang: Language,
  now: Date,
): Promise<DocumentReadiness | null> {
  // Read together: the tasks are wasted only for a counterparty without an identity, which has none anyway.
  const [identity, tasks] = await Promise.all([
    taxRegimeOf(counterpartyId),
    documentsRepository.listTasks(counterpartyId),
  ]);
  if (!identity) return null;
  return documentReadinessOf(
    specCodesOf(identity, tasks).required,
    identity.registrationDate,
    tasks,
    lang,
    now,
  );
}
