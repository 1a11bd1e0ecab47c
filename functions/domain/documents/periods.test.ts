import { describe, expect, it } from 'vitest';
import { periodOffered, reportingPeriods } from './periods';

describe('reporting periods (03 §5 quarter availability)', () => {
  it('offers a quarter of the current year from 1 March, 1 June, 1 September and 1 December', () => {
    expect(reportingPeriods(new Date('2026-02-28T12:00:00Z'))[0]).toEqual({ year: 2026, quarters: [] });
    expect(reportingPeriods(new Date('2026-03-01T00:00:00Z'))[0]!.quarters).toEqual([1]);
    expect(reportingPeriods(new Date('2026-09-15T00:00:00Z'))[0]!.quarters).toEqual([1, 2, 3]);
    expect(reportingPeriods(new Date('2026-12-01T00:00:00Z'))[0]!.quarters).toEqual([1, 2, 3, 4]);
  });

  it('offers every quarter of the three years before, and no older year', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    expect(reportingPeriods(now).map((p) => p.year)).toEqual([2026, 2025, 2024, 2023]);
    expect(periodOffered('QUARTER', now, 2023, 4)).toBe(true);
    expect(periodOffered('QUARTER', now, 2022, 4)).toBe(false);
    expect(periodOffered('QUARTER', now, 2026, 4)).toBe(false);
    expect(periodOffered('YEAR', now, 2026, null)).toBe(false);
    expect(periodOffered('YEAR', now, 2025, null)).toBe(true);
  });
});
