import { describe, expect, it } from 'vitest';
import { accountFlags } from './account-state';

const none = { phones: [], emails: [], websites: [], phonesForTender: [], emailsForTender: [] };
const saved = { ...none, phones: ['+79001234567'], emails: ['office@example.com'] };

describe('accountFlags', () => {
  it('gives a freshly registered questionnaire no saved data, and leaves it editable', () => {
    expect(accountFlags(none, [])).toEqual({ hasSavedData: false, isEditable: true });
  });

  it('counts contacts sent for review as saved data, and puts the account on moderation', () => {
    expect(accountFlags(none, ['CONTACTS'])).toEqual({ hasSavedData: true, isEditable: false });
  });

  it('needs a phone and an e-mail: one of them is not the saved chapter', () => {
    expect(accountFlags({ ...none, phones: ['+79001234567'] }, []).hasSavedData).toBe(false);
  });

  it('keeps saved data while any other request of the account data waits', () => {
    for (const kind of ['POSTAL_ADDRESS', 'BANK_ACCOUNTS', 'EGRUL_REFRESH'] as const) {
      expect(accountFlags(saved, [kind])).toEqual({ hasSavedData: true, isEditable: false });
    }
    expect(accountFlags(saved, [])).toEqual({ hasSavedData: true, isEditable: true });
  });
});
