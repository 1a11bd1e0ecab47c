import type { ChangeRequestKind } from '@shared/api/areas/backoffice';
import type {
  ReadinessCode,
  ReadinessItem,
  ReadinessStep,
  SupplierReadiness,
  TenderAccessStatus,
} from '@shared/api/areas/tenders';
import {
  CERTIFICATE_WARNING_DAYS,
  MODERATION_SUPPORT_WORKING_DAYS,
  PROFILE_FILL_WORKING_DAYS,
} from '@shared/constants/readiness';
import type { DocumentReadiness } from '../documents/readiness-documents';
import type { SafetyCheck } from '../pbiot/readiness-safety';
import {
  addDays,
  addWorkingDays,
  isWorkingDay,
  moscowDate,
  workingDaysUntil,
  type CalendarDate,
} from '../../lib/working-days';

/** What the checklist is computed from: each context's answer, read through its service. */
export interface ReadinessFacts {
  today: CalendarDate;
  /** The day the counterparty registered in the cabinet (Moscow date). */
  registeredOn: CalendarDate | null;
  hasSavedData: boolean;
  chaptersInReview: readonly { kind: ChangeRequestKind; sentAt: string }[];
  /** Null where the supplier has no documents section (non-residents, 03 §1). */
  documents: DocumentReadiness | null;
  safety: SafetyCheck;
  tender: { status: TenderAccessStatus; dateTo: CalendarDate | null };
  /** The texts of the blocking stop factors (risk indicators), in the caller's language. */
  stopFactors: readonly string[];
}

type Draft = Partial<Omit<ReadinessItem, 'step' | 'code' | 'link' | 'workingDaysLeft'>> & {
  code: ReadinessCode;
  link: string;
};

const STEP_OF: Record<ReadinessCode, ReadinessStep> = {
  QUESTIONNAIRE_UNSAVED: 'QUESTIONNAIRE',
  CHAPTER_IN_REVIEW: 'QUESTIONNAIRE',
  DOCUMENT_MISSING: 'DOCUMENTS',
  DOCUMENT_REJECTED: 'DOCUMENTS',
  DOCUMENT_OUTDATED: 'DOCUMENTS',
  CERTIFICATE_EXPIRING: 'CERTIFICATES',
  CERTIFICATE_EXPIRED: 'CERTIFICATES',
  PBIOT_NOT_SENT: 'PBIOT',
  PBIOT_IN_REVIEW: 'PBIOT',
  PBIOT_NOT_APPROVED: 'PBIOT',
  PBIOT_EXPIRED: 'PBIOT',
  TENDER_NOT_ACCEPTED: 'TENDER_ACCESS',
  TENDER_NOT_PAID: 'TENDER_ACCESS',
  TENDER_BLOCKED: 'TENDER_ACCESS',
  STOP_FACTOR: 'STOP_FACTORS',
};

/** The last working day on or before `date`: a certificate must be fetched from the tax office by then. */
export function lastWorkingDayBy(date: CalendarDate): CalendarDate {
  let day = date;
  while (!isWorkingDay(day)) day = addDays(day, -1);
  return day;
}

/** 03 §9: the questionnaire and the required documents within 21 working days of registration; null once past. */
function fillDeadline(facts: ReadinessFacts): CalendarDate | null {
  if (!facts.registeredOn) return null;
  const deadline = addWorkingDays(facts.registeredOn, PROFILE_FILL_WORKING_DAYS);
  return deadline >= facts.today ? deadline : null;
}

function questionnaire(facts: ReadinessFacts): Draft[] {
  const link = '/job-application';
  const items: Draft[] = [];
  if (!facts.hasSavedData) items.push({ code: 'QUESTIONNAIRE_UNSAVED', link, deadline: fillDeadline(facts) });
  for (const chapter of facts.chaptersInReview) {
    // 03 §9: moderation taking over two days is a reason to contact support.
    const deadline = addWorkingDays(moscowDate(new Date(chapter.sentAt)), MODERATION_SUPPORT_WORKING_DAYS);
    items.push({ code: 'CHAPTER_IN_REVIEW', link, chapter: chapter.kind, deadline });
  }
  return items;
}

function documents(facts: ReadinessFacts): Draft[] {
  if (!facts.documents) return [];
  const link = '/documents/create';
  const deadline = fillDeadline(facts);
  const items: Draft[] = [];
  for (const doc of facts.documents.required) {
    if (doc.state === 'MISSING' || doc.state === 'REJECTED') {
      const code = doc.state === 'MISSING' ? 'DOCUMENT_MISSING' : 'DOCUMENT_REJECTED';
      items.push({ code, link, subject: doc.name, deadline });
    }
  }
  for (const due of facts.documents.outdated) {
    items.push({
      code: 'DOCUMENT_OUTDATED',
      link,
      subject: due.name,
      reportingYear: due.reportingYear,
      reportingQuarter: due.reportingQuarter,
    });
  }
  return items;
}

function certificates(facts: ReadinessFacts): Draft[] {
  const expires = facts.documents?.certificateExpires;
  if (!expires) return [];
  const link = '/documents/create';
  if (expires < facts.today) return [{ code: 'CERTIFICATE_EXPIRED', link, deadline: null }];
  if (expires > addDays(facts.today, CERTIFICATE_WARNING_DAYS)) return [];
  return [{ code: 'CERTIFICATE_EXPIRING', link, deadline: lastWorkingDayBy(expires) }];
}

const SAFETY_CODES: Partial<Record<SafetyCheck['state'], ReadinessCode>> = {
  NOT_SENT: 'PBIOT_NOT_SENT',
  IN_REVIEW: 'PBIOT_IN_REVIEW',
  NOT_APPROVED: 'PBIOT_NOT_APPROVED',
  EXPIRED: 'PBIOT_EXPIRED',
};

function safety(facts: ReadinessFacts): Draft[] {
  const code = SAFETY_CODES[facts.safety.state];
  return code ? [{ code, link: '/pbiot' }] : [];
}

function tenderAccess(facts: ReadinessFacts): Draft[] {
  const link = '/tender';
  switch (facts.tender.status) {
    case 'NOT_CONFIRMED':
      return [{ code: 'TENDER_NOT_ACCEPTED', link }];
    case 'TEMPORARY':
      // The temporary access's last day: paid by then, access stays open (01 §4.1, 15 working days).
      return [{ code: 'TENDER_NOT_PAID', link, deadline: facts.tender.dateTo }];
    case 'PENDING':
      return [{ code: 'TENDER_NOT_PAID', link }];
    case 'BLOCKED':
      return [{ code: 'TENDER_BLOCKED', link }];
    case 'OPEN':
      return [];
  }
}

const stopFactors = (facts: ReadinessFacts): Draft[] =>
  facts.stopFactors.map((text) => ({ code: 'STOP_FACTOR', link: '/communication', subject: text }));

/**
 * «Готовность к закупкам» (issue 21): what stands between the supplier and full participation, step by
 * step in the order it takes them, each with its screen and its deadline on the working-day calendar.
 */
export function readinessOf(facts: ReadinessFacts): SupplierReadiness {
  const items = [questionnaire, documents, certificates, safety, tenderAccess, stopFactors]
    .flatMap((rule) => rule(facts))
    .map((d): ReadinessItem => ({
      step: STEP_OF[d.code],
      code: d.code,
      subject: d.subject ?? null,
      chapter: d.chapter ?? null,
      reportingYear: d.reportingYear ?? null,
      reportingQuarter: d.reportingQuarter ?? null,
      link: d.link,
      deadline: d.deadline ?? null,
      workingDaysLeft: d.deadline ? workingDaysUntil(facts.today, d.deadline) : null,
    }));
  return { ready: items.length === 0, today: facts.today, items };
}
