import { describe, expect, it } from 'vitest';
import { addWorkingDays, hasDecree, isWorkingDay, moscowDate, workingDaysUntil } from './working-days';

describe('the Russian production calendar', () => {
  it('keeps the decreed days off and the working Saturday of 2025', () => {
    expect(isWorkingDay('2025-05-02')).toBe(false); // moved from 4 January
    expect(isWorkingDay('2025-06-13')).toBe(false); // moved from 8 March
    expect(isWorkingDay('2025-11-01')).toBe(true); // a Saturday made a working day
    expect(isWorkingDay('2025-11-03')).toBe(false);
    expect(isWorkingDay('2025-12-31')).toBe(false);
  });

  it('keeps the New Year holidays of 2026 through 11 January and 31 December 2026 off', () => {
    for (const day of ['2026-01-01', '2026-01-09', '2026-01-11', '2026-03-09', '2026-05-11', '2026-12-31']) {
      expect(isWorkingDay(day), day).toBe(false);
    }
    expect(isWorkingDay('2026-01-12')).toBe(true);
  });

  it('counts 15 working days across the New Year holidays, not weekdays', () => {
    // 26, 29, 30 December, then nothing until 12 January 2026.
    expect(addWorkingDays('2025-12-25', 15)).toBe('2026-01-27');
    // Weekdays alone would have ended on 15 January.
    expect(addWorkingDays('2025-12-25', 3)).toBe('2025-12-30');
    expect(addWorkingDays('2025-12-25', 4)).toBe('2026-01-12');
  });

  it('falls back to the statute where no decree is published yet (2027)', () => {
    expect(hasDecree(2027)).toBe(false);
    // 1 May 2027 is a Saturday, 9 May a Sunday, 12 June a Saturday: the next working days are off.
    expect(isWorkingDay('2027-05-03')).toBe(false);
    expect(isWorkingDay('2027-05-10')).toBe(false);
    expect(isWorkingDay('2027-06-14')).toBe(false);
    expect(isWorkingDay('2027-01-08')).toBe(false);
    expect(isWorkingDay('2027-01-11')).toBe(true);
  });

  it('reads the date in Moscow', () => {
    expect(moscowDate(new Date('2026-01-11T21:30:00Z'))).toBe('2026-01-12');
    expect(moscowDate(new Date('2026-01-11T20:59:59Z'))).toBe('2026-01-11');
  });

  it('refuses what is not a calendar date', () => {
    expect(() => isWorkingDay('12.01.2026')).toThrow();
  });
});

describe('working days left until a date', () => {
  it('counts the working days after today up to the deadline, skipping the May holidays', () => {
    // 30 Apr 2026 (Thu) → 12 May 2026 (Tue): 1 and 11 May are off, the weekends too, 8 May is worked.
    expect(workingDaysUntil('2026-04-30', '2026-05-12')).toBe(6);
    expect(workingDaysUntil('2026-04-30', '2026-04-30')).toBe(0);
    expect(workingDaysUntil('2026-05-08', '2026-05-11')).toBe(0);
  });

  it('is the reverse of adding working days, and negative once the deadline has passed', () => {
    expect(workingDaysUntil('2026-11-24', addWorkingDays('2026-11-24', 21))).toBe(21);
    expect(workingDaysUntil('2026-05-12', '2026-04-30')).toBe(-6);
  });
});

describe('working days to a distant deadline', () => {
  it("counts them by weeks and by each year's exceptions as a day-by-day walk would", () => {
    const walk = (from: string, to: string) => {
      let count = 0;
      for (let day = new Date(`${from}T00:00:00Z`); ;) {
        day = new Date(day.getTime() + 86_400_000);
        const date = day.toISOString().slice(0, 10);
        if (date > to) return count;
        if (isWorkingDay(date)) count++;
      }
    };
    for (const [from, to] of [
      ['2024-12-28', '2026-01-12'],
      ['2025-10-31', '2025-11-03'],
      ['2026-11-27', '2031-05-12'],
      ['2026-01-03', '2026-01-11'],
      ['2025-11-01', '2025-11-01'],
    ] as const) {
      expect(workingDaysUntil(from, to), `${from} → ${to}`).toBe(walk(from, to));
      expect(workingDaysUntil(to, from), `${to} → ${from}`).toBe(-walk(from, to) || 0);
    }
  });

  it('counts an open-ended access (a deadline at the end of the century) as the years it spans', () => {
    // 73 years of about 247 working days (the statute's holidays where no decree is known yet).
    const left = workingDaysUntil('2026-11-27', '2099-12-31');
    expect(left).toBeGreaterThan(73 * 240);
    expect(left).toBeLessThan(73 * 252);
  });
});
