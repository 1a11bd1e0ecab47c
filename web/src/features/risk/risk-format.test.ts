import { describe, expect, it } from 'vitest';
import { sourceDateKey } from './risk-format';

describe('the date of a risk source', () => {
  const now = new Date('2026-11-27T09:00:00Z');

  it('cites a past or today’s date as the source’s date', () => {
    expect(sourceDateKey('2026-03-12', now)).toBe('decidedOn');
    expect(sourceDateKey('2026-11-27T05:00:00Z', now)).toBe('decidedOn');
  });

  it('reads a date still ahead (a tender access period’s end) as «до», never as the source’s date', () => {
    expect(sourceDateKey('2026-12-31', now)).toBe('validUntil');
  });
});
