import { describe, expect, it } from 'vitest';
import { hasAccess, statusInfoOf } from './access-rules';

const now = new Date('2026-06-15T10:00:00Z');
const approved = {
  status: 1 | 2 | 4 | 8 | 16,
  completionDate: '2026-05-01T00:00:00Z',
  expirationDate: '2027-05-01',
};

describe('PBIOT access (03 §4)', () => {
  it('a new supplier has access; no status info means none', () => {
    expect(hasAccess(statusInfoOf(null, [], now))).toBe(true);
    expect(hasAccess(null)).toBe(false);
  });

  it('a package under review blocks; an approved valid check closes editing; a rejected one does not', () => {
    expect(hasAccess(statusInfoOf({ accessType: 'ON', blockedByPackageId: 'p' }, [], now))).toBe(false);
    const info = statusInfoOf({ accessType: 'ON' }, [approved], now);
    expect(info.successfulChecks).toBe(1);
    expect(hasAccess(info)).toBe(false);
    expect(
      hasAccess(statusInfoOf({ accessType: 'ON' }, [{ ...approved, status: 1 | 2 | 4 | 16 }], now)),
    ).toBe(true);
    expect(
      hasAccess(statusInfoOf({ accessType: 'ON' }, [{ ...approved, expirationDate: '2026-06-14' }], now)),
    ).toBe(true);
  });

  it('access granted after a successful check reopens editing until its date, then it is OFF', () => {
    const granted = {
      accessType: 'ON' as const,
      grantedAt: '2026-06-01T00:00:00Z',
      accessExpiresAfter: '2026-06-30T23:59:59Z',
    };
    const info = statusInfoOf(granted, [approved], now);
    expect(info).toMatchObject({
      successfulChecks: 0,
      pbiotAccessType: 'ON',
      accessExpiresAfter: granted.accessExpiresAfter,
    });
    expect(hasAccess(info)).toBe(true);
    const later = statusInfoOf(granted, [approved], new Date('2026-07-01T00:00:00Z'));
    expect(later.pbiotAccessType).toBe('OFF');
    expect(hasAccess(later)).toBe(false);
  });

  it('OFF means no access', () => {
    expect(hasAccess(statusInfoOf({ accessType: 'OFF' }, [], now))).toBe(false);
  });
});
