import type { TenderAccessStatus } from '@shared/api/areas/tenders';
import { addDays, addWorkingDays, type CalendarDate } from '../../lib/working-days';

/** 01 §9: payment is due within 15 working days of temporary access. */
const TEMPORARY_WORKING_DAYS = 15;
/** Paid access lasts a year from the payment (or from the end of the period it renews). */
const PAID_MONTHS = 12;

/**
 * The tender access lifecycle (01 §4.1 and its texts), as pure functions of the state and a date:
 * - accepting the licence opens TEMPORARY access until the 15th working day after the acceptance;
 * - when that day has passed unpaid, access is BLOCKED from the next day until paid;
 * - a payment opens OPEN access for the paid period; a payment before it ends renews it from its end;
 * - when the paid period has passed, access is BLOCKED again until the next payment.
 * Dates are Moscow calendar dates (working-days.ts).
 */
export interface AccessState {
  status: TenderAccessStatus;
  licenceAcceptedAt: string | null;
  /** Last day of access (TEMPORARY, OPEN). */
  dateTo: CalendarDate | null;
  /** First day without access (BLOCKED). */
  blockedFrom: CalendarDate | null;
}

export const NOT_CONFIRMED: AccessState = {
  status: 'NOT_CONFIRMED',
  licenceAcceptedAt: null,
  dateTo: null,
  blockedFrom: null,
};

/** Only a supplier who has not accepted yet can accept: a second acceptance would restart the grace period. */
export const canAccept = (state: AccessState): boolean => state.status === 'NOT_CONFIRMED';

export function accepted(at: Date, today: CalendarDate): AccessState {
  return {
    status: 'TEMPORARY',
    licenceAcceptedAt: at.toISOString(),
    dateTo: addWorkingDays(today, TEMPORARY_WORKING_DAYS),
    blockedFrom: null,
  };
}

/** What the scheduled job moves: access whose last day is before `today`. Null when nothing is due. */
export function expired(state: AccessState, today: CalendarDate): AccessState | null {
  if ((state.status !== 'TEMPORARY' && state.status !== 'OPEN') || !state.dateTo) return null;
  if (state.dateTo >= today) return null;
  return { ...state, status: 'BLOCKED', blockedFrom: addDays(state.dateTo, 1), dateTo: null };
}

/** Adds calendar months, keeping the day where the month has it (31 Jan + 1 month → 28/29 Feb). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * A payment received on `paidOn`: OPEN for the paid period, counted from the day after the current
 * period's end when access is still OPEN (an early renewal loses nothing), else from the payment day.
 */
export function paid(state: AccessState, paidOn: CalendarDate): AccessState {
  const renewing = state.status === 'OPEN' && state.dateTo !== null && state.dateTo >= paidOn;
  const start = renewing && state.dateTo ? addDays(state.dateTo, 1) : paidOn;
  return {
    ...state,
    status: 'OPEN',
    dateTo: addDays(addMonths(start, PAID_MONTHS), -1),
    blockedFrom: null,
  };
}

/** A payment can be recorded once the licence is accepted (the order carries the accepted terms). */
export const canPay = (state: AccessState): boolean => state.status !== 'NOT_CONFIRMED';
