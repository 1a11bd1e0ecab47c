import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRecordedValue, formatTime, formatTimeSeconds } from './dates';

describe('the shared date formatter', () => {
  it('shows a plain date as DD.MM.YYYY without shifting it by a zone', () => {
    expect(formatDate('2026-11-27')).toBe('27.11.2026');
    expect(formatDate('2026-01-01')).toBe('01.01.2026');
  });

  it('shows an instant in Moscow time, not UTC (the reviewers’ queue showed 03:11 for 06:11)', () => {
    expect(formatDateTime('2026-11-26T03:11:00Z')).toBe('26.11.2026 06:11');
    expect(formatTime('2026-11-26T03:11:00Z')).toBe('06:11');
    expect(formatTimeSeconds('2026-11-26T03:11:09Z')).toBe('06:11:09');
  });

  it('moves an instant late in the UTC evening to Moscow’s next day', () => {
    expect(formatDate('2026-11-26T22:30:00Z')).toBe('27.11.2026');
    expect(formatDateTime('2026-11-26T22:30:00Z')).toBe('27.11.2026 01:30');
  });

  it('shows the dates an audit entry recorded as text in the same formats, and other text as it is', () => {
    // A postponed deletion records its dates, a resend its instant: the history showed 2026-12-01 → 2026-12-31.
    expect(formatRecordedValue('2026-12-01')).toBe('01.12.2026');
    expect(formatRecordedValue('2026-11-27T12:37:05.318Z')).toBe('27.11.2026 15:37');
    expect(formatRecordedValue('1000123')).toBe('1000123');
    expect(formatRecordedValue('Документы INFO: Проверка 2026-12-01')).toBe(
      'Документы INFO: Проверка 2026-12-01',
    );
  });
});
