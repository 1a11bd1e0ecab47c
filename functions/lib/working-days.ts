import { DAY_MS } from '@shared/constants/time';
/**
 * Working days by the Russian production calendar: deadlines of the specification ("15 working days",
 * "21 working days") count these, not weekdays. Dates are calendar dates in Moscow ('YYYY-MM-DD'); the
 * instant a business rule reads comes from functions/lib/clock.ts and is turned into a Moscow date here.
 *
 * The calendar is data: the statutory holidays of the Labour Code (art. 112), and per year the transfers
 * the Government decrees. A year without a decree below falls back to the statutory rules alone (a holiday
 * on a weekend moves to the next working day, except the New Year days 1–8 January): add the decree's
 * transfers here when it is published, each year by the autumn before.
 */

/** Calendar dates: 'YYYY-MM-DD'. */
export type CalendarDate = string;

interface DecreedYear {
  /** Where the data comes from. */
  readonly source: string;
  /** Every non-working weekday of the year (holidays and transferred days off). */
  readonly daysOff: readonly CalendarDate[];
  /** Saturdays and Sundays made working days by the decree. */
  readonly workingWeekends: readonly CalendarDate[];
}

const DECREED: Record<number, DecreedYear> = {
  2025: {
    source:
      'Government decree No. 1335 of 4 Oct 2024: 4 Jan→2 May, 5 Jan→31 Dec, 23 Feb→8 May, 8 Mar→13 Jun, 1 Nov→3 Nov',
    daysOff: [
      '2025-01-01',
      '2025-01-02',
      '2025-01-03',
      '2025-01-06',
      '2025-01-07',
      '2025-01-08',
      '2025-05-01',
      '2025-05-02',
      '2025-05-08',
      '2025-05-09',
      '2025-06-12',
      '2025-06-13',
      '2025-11-03',
      '2025-11-04',
      '2025-12-31',
    ],
    workingWeekends: ['2025-11-01'],
  },
  2026: {
    source: 'Government decree No. 1466 of 24 Sep 2025: 3 Jan→9 Jan, 4 Jan→31 Dec',
    daysOff: [
      '2026-01-01',
      '2026-01-02',
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
      '2026-01-08',
      '2026-01-09',
      '2026-02-23',
      '2026-03-09',
      '2026-05-01',
      '2026-05-11',
      '2026-06-12',
      '2026-11-04',
      '2026-12-31',
    ],
    workingWeekends: [],
  },
};

/** Labour Code art. 112: the non-working holidays (month, day). 1–8 January never move by the statute itself. */
const NEW_YEAR_DAYS = [1, 2, 3, 4, 5, 6, 7, 8].map((day) => [1, day] as const);
const MOVABLE_HOLIDAYS = [
  [2, 23],
  [3, 8],
  [5, 1],
  [5, 9],
  [6, 12],
  [11, 4],
] as const;

/** Moscow has kept UTC+3 all year since 2014. */
const MOSCOW_OFFSET_MS = 3 * 3_600_000;

const toDate = (date: CalendarDate): Date => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`Not a calendar date: ${date}`);
  return new Date(`${date}T00:00:00Z`);
};
const format = (date: Date): CalendarDate => date.toISOString().slice(0, 10);
const isWeekend = (date: Date): boolean => date.getUTCDay() === 0 || date.getUTCDay() === 6;
const ymd = (year: number, month: number, day: number): Date => new Date(Date.UTC(year, month - 1, day));

export const addDays = (date: CalendarDate, days: number): CalendarDate =>
  format(new Date(toDate(date).getTime() + days * DAY_MS));

/** The calendar date in Moscow at an instant. */
export const moscowDate = (at: Date): CalendarDate => format(new Date(at.getTime() + MOSCOW_OFFSET_MS));

/** The statutory days off of a year without a decree: holidays on weekdays, and weekend holidays moved on. */
function statutoryDaysOff(year: number): Set<CalendarDate> {
  const off = new Set<CalendarDate>();
  for (const [month, day] of NEW_YEAR_DAYS) {
    const date = ymd(year, month, day);
    if (!isWeekend(date)) off.add(format(date));
  }
  const holidays = MOVABLE_HOLIDAYS.map(([month, day]) => ymd(year, month, day));
  const holidaySet = new Set(holidays.map(format));
  for (const date of holidays) {
    if (!isWeekend(date)) {
      off.add(format(date));
      continue;
    }
    let next = new Date(date.getTime() + DAY_MS);
    while (isWeekend(next) || holidaySet.has(format(next)) || off.has(format(next))) {
      next = new Date(next.getTime() + DAY_MS);
    }
    off.add(format(next));
  }
  return off;
}

interface YearCalendar {
  daysOff: ReadonlySet<CalendarDate>;
  workingWeekends: ReadonlySet<CalendarDate>;
}

const years = new Map<number, YearCalendar>();
function yearCalendar(year: number): YearCalendar {
  let calendar = years.get(year);
  if (!calendar) {
    const decreed = DECREED[year];
    calendar = decreed
      ? { daysOff: new Set(decreed.daysOff), workingWeekends: new Set(decreed.workingWeekends) }
      : { daysOff: statutoryDaysOff(year), workingWeekends: new Set() };
    years.set(year, calendar);
  }
  return calendar;
}

/** Whether the years' transfers come from a published decree (true) or from the statute alone (false). */
export const hasDecree = (year: number): boolean => year in DECREED;

export function isWorkingDay(date: CalendarDate): boolean {
  const day = toDate(date);
  const calendar = yearCalendar(day.getUTCFullYear());
  if (calendar.workingWeekends.has(date)) return true;
  return !isWeekend(day) && !calendar.daysOff.has(date);
}

/** The `count`-th working day after `date` (the day itself not counted). */
export function addWorkingDays(date: CalendarDate, count: number): CalendarDate {
  if (!Number.isInteger(count) || count < 0)
    throw new Error(`Working days must be a whole number ≥ 0: ${count}`);
  let current = date;
  let left = count;
  while (left > 0) {
    current = addDays(current, 1);
    if (isWorkingDay(current)) left--;
  }
  return current;
}

/** Weekdays (Monday to Friday) among the dates after `from` up to and including `to` (`from` ≤ `to`). */
function weekdaysBetween(from: Date, to: Date): number {
  const days = Math.round((to.getTime() - from.getTime()) / DAY_MS);
  const weeks = Math.floor(days / 7);
  let count = weeks * 5;
  // The days beyond the whole weeks, at most six: looked at one by one.
  for (
    let day = new Date(from.getTime() + weeks * 7 * DAY_MS + DAY_MS);
    day <= to;
    day = new Date(day.getTime() + DAY_MS)
  )
    if (!isWeekend(day)) count++;
  return count;
}

/**
 * How many working days are left from `from` to `to`: the working days after `from` up to and including
 * `to` (0 when `to` is `from` or the next working day is later); negative, counted the same way back, once
 * `to` has passed. Counted by weeks and by each year's exceptions, not day by day: a deadline decades
 * away (an open-ended access) costs as little as one next week.
 */
export function workingDaysUntil(from: CalendarDate, to: CalendarDate): number {
  if (to < from) return -workingDaysUntil(to, from) || 0;
  const start = toDate(from);
  const end = toDate(to);
  let count = weekdaysBetween(start, end);
  const within = (date: CalendarDate) => date > from && date <= to;
  for (let year = start.getUTCFullYear(); year <= end.getUTCFullYear(); year++) {
    const calendar = yearCalendar(year);
    for (const day of calendar.daysOff) if (within(day) && !isWeekend(toDate(day))) count--;
    for (const day of calendar.workingWeekends) if (within(day) && isWeekend(toDate(day))) count++;
  }
  return count;
}
