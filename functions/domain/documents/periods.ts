import type { ReportingQuarter } from '@shared/constants/documents';
import type { DocumentPeriod } from '@shared/constants/documents';

/** The day (month, day) from which each quarter of the current year is offered (03 §5). */
const QUARTER_OPENS: readonly (readonly [month: number, day: number])[] = [
  [3, 1],
  [6, 1],
  [9, 1],
  [12, 1],
];
/** The current year and three before it: the finance years and the oldest reports still asked for. */
const YEARS_BACK = 3;

/** Reporting years, newest first, with the quarters offered in each at `now` (UTC dates). */
export function reportingPeriods(now: Date): { year: number; quarters: ReportingQuarter[] }[] {
  const year = now.getUTCFullYear();
  const today = [now.getUTCMonth() + 1, now.getUTCDate()] as const;
  const opened = (month: number, day: number) => today[0] > month || (today[0] === month && today[1] >= day);
  const current = QUARTER_OPENS.flatMap(([m, d], i) => (opened(m, d) ? [(i + 1) as ReportingQuarter] : []));
  return [
    { year, quarters: current },
    ...Array.from({ length: YEARS_BACK }, (_, i) => ({
      year: year - 1 - i,
      quarters: [1, 2, 3, 4] as ReportingQuarter[],
    })),
  ];
}

/** Whether a report for this year (and quarter) can be filed at `now`; a yearly one needs the year's end. */
export function periodOffered(
  period: DocumentPeriod,
  now: Date,
  year: number,
  quarter: ReportingQuarter | null,
): boolean {
  const offered = reportingPeriods(now).find((p) => p.year === year);
  if (!offered) return false;
  if (period === 'YEAR') return offered.quarters.includes(4);
  return quarter !== null && offered.quarters.includes(quarter);
}
