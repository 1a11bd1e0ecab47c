import { RETENTION, type RetentionReason } from '@shared/constants/retention';
import { addDays, addWorkingDays, isWorkingDay, moscowDate, type CalendarDate } from '../../lib/working-days';
import { DAY_MS } from '@shared/constants/time';

/**
 * The retention rules as pure functions of dates (01 §9, 02 §9, 03 §9): when a counterparty's record
 * is due for deletion and which reminder is due today. Dates are Moscow calendar dates.
 */

export interface RetentionFacts {
  /** The counterparty's registration (ISO instant or date). */
  registeredAt: string;
  /** The questionnaire is saved and every required document is loaded. */
  complete: boolean;
  /** The last moment it had contracts or tender access (now while it has them); null when never. */
  lastActivityAt: string | null;
  /** A user of it withdrew the personal-data consent. */
  consentWithdrawn: boolean;
  /** An administrator postponed the deletion to this date. */
  postponedUntil?: CalendarDate;
  /**
   * When its requests waited for the group's reviewer (from, and to or null while waiting): the 21
   * working days do not run on those days.
   */
  reviewWaits?: readonly { from: string; to: string | null }[];
}

/**
 * The working days on which at least one request waited for review, up to `today`: each counted once
 * however many requests waited that day. The day a request is sent and the day it is decided both count
 * (the supplier could do nothing more on either).
 */
export function pausedWorkingDays(
  waits: readonly { from: string; to: string | null }[],
  today: CalendarDate,
): number {
  const days = new Set<CalendarDate>();
  for (const wait of waits) {
    const end = wait.to ? moscowDate(new Date(wait.to)) : today;
    for (let day = moscowDate(new Date(wait.from)); day <= end && day <= today; day = addDays(day, 1)) {
      if (isWorkingDay(day)) days.add(day);
    }
  }
  return days.size;
}

/** A request waits for the group's reviewer right now. */
export const waitingForReview = (facts: RetentionFacts): boolean =>
  (facts.reviewWaits ?? []).some((w) => w.to === null);

export interface RetentionDue {
  reason: RetentionReason;
  /** The last day the record is kept: it is deleted on the day after (at once when consent is withdrawn). */
  dueDate: CalendarDate;
}

const addYears = (date: CalendarDate, years: number): CalendarDate =>
  `${String(Number(date.slice(0, 4)) + years).padStart(4, '0')}${date.slice(4)}`.replace(/-02-29$/, '-02-28');

/** Why and when the record is due, before any postponement is applied (then the later date wins). */
export function retentionDue(facts: RetentionFacts, today: CalendarDate): RetentionDue {
  const registered = moscowDate(new Date(facts.registeredAt));
  const due = (() => {
    if (facts.consentWithdrawn) return { reason: 'CONSENT_WITHDRAWN', dueDate: addDays(today, -1) } as const;
    if (!facts.complete)
      return {
        reason: 'INCOMPLETE',
        dueDate: addWorkingDays(
          registered,
          RETENTION.completionWorkingDays + pausedWorkingDays(facts.reviewWaits ?? [], today),
        ),
      } as const;
    if (facts.lastActivityAt === null)
      return { reason: 'INACTIVE', dueDate: addYears(registered, RETENTION.inactiveYears) } as const;
    return {
      reason: 'ACTIVITY_ENDED',
      dueDate: addYears(moscowDate(new Date(facts.lastActivityAt)), RETENTION.activeYears),
    } as const;
  })();
  if (due.reason === 'CONSENT_WITHDRAWN' || !facts.postponedUntil || facts.postponedUntil <= due.dueDate)
    return due;
  return { reason: due.reason, dueDate: facts.postponedUntil };
}

/** The record is deleted once its last day has passed. */
export const isOverdue = (due: RetentionDue, today: CalendarDate): boolean => today > due.dueDate;

/** Working days from the day after `today` up to `dueDate` inclusive (0 on the last day). */
export function workingDaysLeft(today: CalendarDate, dueDate: CalendarDate): number {
  let left = 0;
  for (let day = addDays(today, 1); day <= dueDate; day = addDays(day, 1)) if (isWorkingDay(day)) left++;
  return left;
}

const calendarDaysLeft = (today: CalendarDate, dueDate: CalendarDate): number =>
  Math.round((Date.parse(dueDate) - Date.parse(today)) / DAY_MS);

/**
 * The reminder due today, if any: the nearest threshold the deadline has come within (14, 5, 1
 * working days for the questionnaire; 30, 7 days for the periods). Its key names the deadline, so
 * each reminder is sent once per deadline, and a postponed deadline is reminded of again.
 */
export function reminderDue(due: RetentionDue, today: CalendarDate): { key: string; left: number } | null {
  if (due.reason === 'CONSENT_WITHDRAWN' || isOverdue(due, today)) return null;
  const incomplete = due.reason === 'INCOMPLETE';
  const left = incomplete ? workingDaysLeft(today, due.dueDate) : calendarDaysLeft(today, due.dueDate);
  const thresholds: readonly number[] = incomplete
    ? RETENTION.completionRemindersAt
    : RETENTION.periodRemindersAt;
  const reached = thresholds.filter((t) => left <= t);
  if (reached.length === 0) return null;
  return { key: `${due.reason}:${due.dueDate}:${Math.min(...reached)}`, left };
}
