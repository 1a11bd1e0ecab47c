import { describe, expect, it } from 'vitest';
import {
  expectedRate,
  headcountForcesDoc,
  incidentValueCodes,
  incidentWarnings,
  incidentsComplete,
} from './pbiot-incidents';

const now = new Date('2026-03-10T12:00:00Z');
const full = () => Object.fromEntries(incidentValueCodes(now).map((code) => [code, 0]));

describe('PBIOT incidents (03 §3, §5)', () => {
  it('asks q1, q4 and q2, q3, q5, q6, q7 for the three calendar years before this one', () => {
    const codes = incidentValueCodes(now);
    expect(codes).toHaveLength(17);
    expect(codes.filter((c) => c.startsWith('q2_'))).toEqual(['q2_2023', 'q2_2024', 'q2_2025']);
    expect(codes).toContain('q1');
    expect(codes).toContain('q4');
  });

  it('is complete only with every value, group children included', () => {
    expect(incidentsComplete(full(), now)).toBe(true);
    const { q7_2025: _missing, ...partial } = full();
    void _missing;
    expect(incidentsComplete(partial, now)).toBe(false);
  });

  it('warns of fatal accidents above accidents and of a rate the counts do not give', () => {
    const values = { ...full(), q1: 200, q3_2025: 2, q2_2024: 1, q4: 10 };
    expect(expectedRate(2, 200)).toBe(10);
    expect(incidentWarnings(values, now)).toEqual([{ code: 'FATAL_ABOVE_ACCIDENTS', year: 2024 }]);
    expect(incidentWarnings({ ...values, q2_2024: 0, q4: 3 }, now)).toEqual([
      { code: 'RATE_INCONSISTENT', expected: 10 },
    ]);
  });

  it('forces pbiot_0006 from 51 people on', () => {
    expect(headcountForcesDoc({ q1: 50 }, 50)).toBe(false);
    expect(headcountForcesDoc({ q1: 51 }, 50)).toBe(true);
  });
});
