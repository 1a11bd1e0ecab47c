import { describe, expect, it } from 'vitest';
import {
  pausedWorkingDays,
  reminderDue,
  retentionDue,
  workingDaysLeft,
  isOverdue,
  type RetentionFacts,
} from './retention-policy';

const newSupplier: RetentionFacts = {
  // Monday 2 November 2026, 10:00 in Moscow; 4 November is a holiday.
  registeredAt: '2026-11-02T07:00:00.000Z',
  complete: false,
  lastActivityAt: null,
  consentWithdrawn: false,
};

describe('the 21 working days after registration (01 §9, 03 §9)', () => {
  it('end on the 21st working day by the production calendar, holidays skipped', () => {
    // 3 Nov, 5–6 Nov, then 18 more working days: 2 December.
    expect(retentionDue(newSupplier, '2026-11-02')).toEqual({ reason: 'INCOMPLETE', dueDate: '2026-12-02' });
  });

  it('remind at 14, 5 and 1 working days left, each once per deadline, and not after it', () => {
    const due = retentionDue(newSupplier, '2026-11-02');
    expect(reminderDue(due, '2026-11-11')).toBeNull();
    expect(workingDaysLeft('2026-11-12', due.dueDate)).toBe(14);
    expect(reminderDue(due, '2026-11-12')).toEqual({ key: 'INCOMPLETE:2026-12-02:14', left: 14 });
    expect(reminderDue(due, '2026-11-13')?.key).toBe('INCOMPLETE:2026-12-02:14');
    expect(reminderDue(due, '2026-11-25')).toEqual({ key: 'INCOMPLETE:2026-12-02:5', left: 5 });
    expect(reminderDue(due, '2026-12-01')).toEqual({ key: 'INCOMPLETE:2026-12-02:1', left: 1 });
    expect(isOverdue(due, '2026-12-02')).toBe(false);
    expect(isOverdue(due, '2026-12-03')).toBe(true);
    expect(reminderDue(due, '2026-12-03')).toBeNull();
  });

  it('move to the date an administrator postponed to, which is reminded of again', () => {
    const due = retentionDue({ ...newSupplier, postponedUntil: '2026-12-20' }, '2026-11-30');
    expect(due).toEqual({ reason: 'INCOMPLETE', dueDate: '2026-12-20' });
    expect(reminderDue(due, '2026-12-18')?.key).toBe('INCOMPLETE:2026-12-20:1');
  });
});

describe('the 21 working days pause while a request waits for the group’s reviewer', () => {
  // Sent on Monday 9 November, decided on Friday 13 November: 5 working days the supplier could not act.
  const decided = { from: '2026-11-09T08:00:00.000Z', to: '2026-11-13T12:00:00.000Z' };

  it('move the deadline by the working days a request waited, each day once', () => {
    expect(pausedWorkingDays([decided], '2026-11-30')).toBe(5);
    // Two requests waiting at once pause the same days once.
    expect(pausedWorkingDays([decided, { ...decided, from: '2026-11-10T08:00:00.000Z' }], '2026-11-30')).toBe(
      5,
    );
    expect(retentionDue({ ...newSupplier, reviewWaits: [decided] }, '2026-11-30')).toEqual({
      reason: 'INCOMPLETE',
      dueDate: '2026-12-09',
    });
  });

  it('stand still while a request still waits, however long', () => {
    const waiting = { ...newSupplier, reviewWaits: [{ from: '2026-11-09T08:00:00.000Z', to: null }] };
    // Thirty working days and more after registration the deadline is still ahead.
    for (const today of ['2026-12-02', '2026-12-16', '2027-02-01']) {
      const due = retentionDue(waiting, today);
      expect(isOverdue(due, today), today).toBe(false);
      // The working days that ran before the request was sent (3, 5, 6 November) are still counted.
      expect(workingDaysLeft(today, due.dueDate), today).toBe(21 - 3);
    }
  });
});

describe('the deletion periods (03 §9)', () => {
  const complete = { ...newSupplier, complete: true };

  it('1 year after registration without contracts or tender access, reminded 30 and 7 days before', () => {
    const due = retentionDue(complete, '2027-10-01');
    expect(due).toEqual({ reason: 'INACTIVE', dueDate: '2027-11-02' });
    expect(reminderDue(due, '2027-10-02')).toBeNull();
    expect(reminderDue(due, '2027-10-03')).toEqual({ key: 'INACTIVE:2027-11-02:30', left: 30 });
    expect(reminderDue(due, '2027-10-27')).toEqual({ key: 'INACTIVE:2027-11-02:7', left: 6 });
  });

  it('5 years after the last contracts or tender access', () => {
    const active = { ...complete, lastActivityAt: '2028-03-15T12:00:00.000Z' };
    expect(retentionDue(active, '2028-03-15')).toEqual({ reason: 'ACTIVITY_ENDED', dueDate: '2033-03-15' });
  });

  it('at once when the personal-data consent is withdrawn, whatever was postponed', () => {
    const due = retentionDue(
      { ...complete, consentWithdrawn: true, postponedUntil: '2030-01-01' },
      '2027-01-10',
    );
    expect(due.reason).toBe('CONSENT_WITHDRAWN');
    expect(isOverdue(due, '2027-01-10')).toBe(true);
    expect(reminderDue(due, '2027-01-10')).toBeNull();
  });
});
