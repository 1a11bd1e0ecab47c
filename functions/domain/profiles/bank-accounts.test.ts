import { describe, expect, it } from 'vitest';
import { draftDiffers, upsertDraftAccount } from './bank-accounts';
import type { StoredBankAccount } from './profile-model';

const account = (id: string, accountNumber: string, currencyId = 'rub'): StoredBankAccount => ({
  id,
  accountNumber,
  isIBAN: false,
  accountType: null,
  state: 'ACTIVE',
  bankId: 'sber',
  currencyId,
});

describe('the bank draft', () => {
  const a = account('a', '1');
  it('adds a new account and replaces one with the same id', () => {
    expect(upsertDraftAccount([a], account('b', '2'))).toEqual([a, account('b', '2')]);
    expect(upsertDraftAccount([a], account('a', '3'))).toEqual([account('a', '3')]);
  });
  it('ignores a duplicate: same bank, currency and number', () => {
    expect(upsertDraftAccount([a], account('b', '1'))).toBeNull();
    expect(upsertDraftAccount([a], account('b', '1', 'usd'))).toHaveLength(2);
  });
  it('tells whether the draft differs from what KSSS holds', () => {
    expect(draftDiffers([a], [a])).toBe(false);
    expect(draftDiffers([a], [])).toBe(true);
    expect(draftDiffers([a], [account('a', '2')])).toBe(true);
  });
});
