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
  REDO_WORKING_DAYS,
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

/**
 * 03 §9: the questionnaire and the required documents within 21 working days of registration. Every step of
 * joining is due by then where nothing sets it another date (the safety package, the tender terms, a stop
 * factor to clear); once past, the date stays, shown as passed. A counterparty without a registration date
 * (none in practice) counts from today.
 */
function fillDeadline(facts: ReadinessFacts): CalendarDate {
  return addWorkingDays(facts.registeredOn ?? facts.today, PROFILE_FILL_WORKING_DAYS);
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
      // The return was due with the tax office already: it is asked for within the moderation's two days.
      deadline: addWorkingDays(facts.today, MODERATION_SUPPORT_WORKING_DAYS),
    });
  }
  return items;
}

function certificates(facts: ReadinessFacts): Draft[] {
  const expires = facts.documents?.certificateExpires;
  if (!expires) return [];
  const link = '/documents/create';
  if (expires < facts.today)
    return [{ code: 'CERTIFICATE_EXPIRED', link, deadline: lastWorkingDayBy(expires) }];
  if (expires > addDays(facts.today, CERTIFICATE_WARNING_DAYS)) return [];
  return [{ code: 'CERTIFICATE_EXPIRING', link, deadline: lastWorkingDayBy(expires) }];
}

const SAFETY_CODES: Partial<Record<SafetyCheck['state'], ReadinessCode>> = {
  NOT_SENT: 'PBIOT_NOT_SENT',
  IN_REVIEW: 'PBIOT_IN_REVIEW',
  NOT_APPROVED: 'PBIOT_NOT_APPROVED',
  EXPIRED: 'PBIOT_EXPIRED',
};

/** The safety package's deadline: sent by the registration window, reviewed in two days, redone after a refusal. */
function safetyDeadline(facts: ReadinessFacts): CalendarDate {
  const { state, sentAt, validUntil } = facts.safety;
  const sentOn = sentAt ? moscowDate(new Date(sentAt)) : null;
  if (state === 'IN_REVIEW' && sentOn) return addWorkingDays(sentOn, MODERATION_SUPPORT_WORKING_DAYS);
  if (state === 'NOT_APPROVED' && sentOn) return addWorkingDays(sentOn, REDO_WORKING_DAYS);
  // An expired check was to be renewed by its last valid day.
  if (state === 'EXPIRED' && validUntil) return lastWorkingDayBy(validUntil.slice(0, 10));
  return fillDeadline(facts);
}

function safety(facts: ReadinessFacts): Draft[] {
  const code = SAFETY_CODES[facts.safety.state];
  return code ? [{ code, link: '/pbiot', deadline: safetyDeadline(facts) }] : [];
}

function tenderAccess(facts: ReadinessFacts): Draft[] {
  const link = '/tender';
  switch (facts.tender.status) {
    case 'NOT_CONFIRMED':
      // The terms are accepted as a step of joining: by the registration window.
      return [{ code: 'TENDER_NOT_ACCEPTED', link, deadline: fillDeadline(facts) }];
    case 'TEMPORARY':
      // The temporary access's last day: paid by then, access stays open (01 §4.1, 15 working days).
      return [{ code: 'TENDER_NOT_PAID', link, deadline: facts.tender.dateTo ?? fillDeadline(facts) }];
    case 'PENDING':
      return [{ code: 'TENDER_NOT_PAID', link, deadline: facts.tender.dateTo ?? fillDeadline(facts) }];
    case 'BLOCKED':
      // Blocked because the last day passed unpaid: that day, shown as passed.
      return [{ code: 'TENDER_BLOCKED', link, deadline: facts.tender.dateTo ?? fillDeadline(facts) }];
    case 'OPEN':
      return [];
  }
}

// A stop factor is cleared through Communications within the moderation's two working days of asking.
const stopFactors = (facts: ReadinessFacts): Draft[] =>
  facts.stopFactors.map((text) => ({
    code: 'STOP_FACTOR',
    link: '/communication',
    subject: text,
    deadline: addWorkingDays(facts.today, MODERATION_SUPPORT_WORKING_DAYS),
  }));

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
