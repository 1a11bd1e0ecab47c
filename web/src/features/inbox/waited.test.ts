import { describe, expect, it } from 'vitest';
import { waitedFor } from './waited';

describe('waiting time', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('reads in days and hours, hours and minutes, or minutes', () => {
    expect(waitedFor('2026-11-20T09:00:00Z', now, 'ru')).toBe('2 дн 3 ч');
    expect(waitedFor('2026-11-22T08:45:00Z', now, 'en')).toBe('3 h 15 min');
    expect(waitedFor('2026-11-22T11:55:00Z', now, 'ru')).toBe('5 мин');
    expect(waitedFor('2026-11-22T12:05:00Z', now, 'en')).toBe('0 min');
  });
});
