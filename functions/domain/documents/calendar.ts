import { NO_TAX_ARREARS_MAX_AGE_DAYS } from '@shared/constants/documents';
import type { Task } from './documents-repository';
import { DAY_MS } from '@shared/constants/time';
import { byCodeUnits } from '../../lib/order';

/**
 * The document calendar (beyond the spec): what falls due when, from the tax deadlines of 03 §9 and
 * the certificate age of 03 §5, for the returns the supplier's specification requires.
 */
export type CalendarKind = 'VAT_RETURN' | 'PROFIT_RETURN' | 'CERTIFICATE_EXPIRES';

export interface CalendarEntry {
  date: string;
  kind: CalendarKind;
  documentType: string;
  reportingYear: number | null;
  reportingQuarter: number | null;
  /** A document for it is already in review or accepted. */
  loaded: boolean;
}

/** VAT is due quarterly: Q1 by 31 May, Q2 by 31 August, Q3 by 30 November, Q4 by 28 February of the next year. */
const VAT_DEADLINES: readonly [quarter: number, month: number, day: number, nextYear: boolean][] = [
  [1, 5, 31, false],
  [2, 8, 31, false],
  [3, 11, 30, false],
  [4, 2, 28, true],
];
/** How far ahead the calendar looks. */
const HORIZON_DAYS = 366;

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

const loadedFor = (tasks: readonly Task[], type: string, year: number, quarter: number | null) =>
  tasks.some(
    (t) =>
      t.documentType === type &&
      t.status !== 'DVS_REJECTED' &&
      t.reportingYear === year &&
      (quarter === null || t.reportingQuarter === quarter),
  );

export function calendarOf(required: readonly string[], tasks: readonly Task[], now: Date): CalendarEntry[] {
  const today = now.toISOString().slice(0, 10);
  const horizon = new Date(now.getTime() + HORIZON_DAYS * DAY_MS).toISOString().slice(0, 10);
  const within = (date: string) => date >= today && date <= horizon;
  const entries: CalendarEntry[] = [];
  const year = now.getUTCFullYear();

  const vatType = required.find((code) => code === 'VatXML' || code === 'VatQuarter_IP');
  if (vatType) {
    for (const reportYear of [year - 1, year, year + 1]) {
      for (const [quarter, month, day, nextYear] of VAT_DEADLINES) {
        const date = iso(reportYear + (nextYear ? 1 : 0), month, day);
        if (!within(date)) continue;
        entries.push({
          date,
          kind: 'VAT_RETURN',
          documentType: vatType,
          reportingYear: reportYear,
          reportingQuarter: quarter,
          loaded: loadedFor(tasks, vatType, reportYear, quarter),
        });
      }
    }
  }
  if (required.includes('IncomeTaxReturnQuarterXML')) {
    for (const reportYear of [year - 1, year]) {
      const date = iso(reportYear + 1, 4, 30);
      if (!within(date)) continue;
      entries.push({
        date,
        kind: 'PROFIT_RETURN',
        documentType: 'IncomeTaxReturnQuarterXML',
        reportingYear: reportYear,
        reportingQuarter: 4,
        loaded: loadedFor(tasks, 'IncomeTaxReturnQuarterXML', reportYear, 4),
      });
    }
  }
  const certificate = tasks
    .filter((t) => t.documentType === 'NoTaxArrears' && t.status !== 'DVS_REJECTED' && t.certificateDate)
    .sort((a, b) => byCodeUnits(b.certificateDate ?? '', a.certificateDate ?? ''))[0];
  if (certificate?.certificateDate) {
    const expires = new Date(
      Date.parse(`${certificate.certificateDate}T00:00:00Z`) + NO_TAX_ARREARS_MAX_AGE_DAYS * DAY_MS,
    );
    entries.push({
      date: expires.toISOString().slice(0, 10),
      kind: 'CERTIFICATE_EXPIRES',
      documentType: 'NoTaxArrears',
      reportingYear: null,
      reportingQuarter: null,
      loaded: true,
    });
  }
  return entries.sort((a, b) => byCodeUnits(a.date, b.date));
}
