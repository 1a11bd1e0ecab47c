import { describe, expect, it, vi } from 'vitest';
import { currencyRecords } from '../banks/group-directory';
import { referenceDataVersion } from './version';

vi.mock(import('../banks/group-directory'), async (original) => {
  const actual = await original();
  return { ...actual, currencyRecords: vi.fn(actual.currencyRecords) };
});

describe('referenceDataVersion', () => {
  it('is stable for the same data and changes when one shipped name changes', () => {
    const shipped = referenceDataVersion();
    expect(referenceDataVersion()).toBe(shipped);
    const [rub, ...rest] = currencyRecords();
    vi.mocked(currencyRecords).mockReturnValueOnce([{ ...rub!, nameEn: 'Russian ruble' }, ...rest]);
    expect(referenceDataVersion()).not.toBe(shipped);
    expect(referenceDataVersion()).toBe(shipped);
  });
});
