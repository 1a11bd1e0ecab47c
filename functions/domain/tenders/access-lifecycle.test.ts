import { describe, expect, it } from 'vitest';
import { NOT_CONFIRMED, accepted, addMonths, canAccept, expired, paid } from './access-lifecycle';

describe('the tender access lifecycle', () => {
  // Accepted on Thursday 25 Dec 2025: the New Year holidays (31 Dec – 11 Jan) do not count.
  const acceptedAt = new Date('2025-12-25T09:00:00Z');
  const temporary = accepted(acceptedAt, '2025-12-25');

  it('opens temporary access for 15 working days across the holidays', () => {
    expect(temporary).toEqual({
      status: 'TEMPORARY',
      licenceAcceptedAt: '2025-12-25T09:00:00.000Z',
      dateTo: '2026-01-27',
      blockedFrom: null,
    });
    expect(canAccept(NOT_CONFIRMED)).toBe(true);
    expect(canAccept(temporary)).toBe(false);
  });

  it('keeps access through its last day and blocks it from the next', () => {
    expect(expired(temporary, '2026-01-27')).toBeNull();
    const blocked = expired(temporary, '2026-01-28');
    expect(blocked).toMatchObject({ status: 'BLOCKED', blockedFrom: '2026-01-28', dateTo: null });
    // Nothing more happens to blocked access, however often the job looks.
    expect(blocked && expired(blocked, '2026-03-01')).toBeNull();
  });

  it('opens access for a year on payment, and an early renewal counts from the end of the period', () => {
    const blocked = expired(temporary, '2026-02-02');
    if (!blocked) throw new Error('expected blocked');
    const open = paid(blocked, '2026-02-05');
    expect(open).toMatchObject({ status: 'OPEN', dateTo: '2027-02-04', blockedFrom: null });
    expect(paid(open, '2027-01-20').dateTo).toBe('2028-02-04');
    expect(paid(temporary, '2026-01-15').dateTo).toBe('2027-01-14');
  });

  it('adds months without running past a short month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2027-02-28', 12)).toBe('2028-02-28');
  });
});
