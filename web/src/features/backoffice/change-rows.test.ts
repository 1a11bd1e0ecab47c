import { describe, expect, it } from 'vitest';
import type { Address } from '@shared/api/areas/profiles';
import { changeRows, confirmationDocuments } from './change-rows';

const address = (over: Partial<Address>): Address => ({
  fullAddress: '125167, Россия, Москва, Ленинградский пр-т, д. 37',
  index: '125167',
  countryCode: 'RU',
  regionCode: '77',
  countryRef: { code: 'RU', name: 'Россия' },
  regionRef: { code: '77', name: 'Москва' },
  city: 'Москва',
  locality: '-',
  disctrict: '-',
  street: 'Ленинградский пр-т',
  building: '37',
  block: '-',
  floor: '',
  room: '-',
  ...over,
});

describe('side-by-side lines of a change request', () => {
  it('marks exactly the changed parts of an address', () => {
    const rows = changeRows({
      kind: 'POSTAL_ADDRESS',
      oldValue: address({}),
      newValue: address({ fullAddress: 'new', index: '628400', city: 'Сургут' }),
      documents: [],
    });
    expect(rows.filter((r) => r.changed).map((r) => r.key)).toEqual(['fullAddress', 'index', 'city']);
    expect(rows.find((r) => r.key === 'country')).toMatchObject({ before: 'Россия', after: 'Россия' });
  });

  it('shows a first postal address against nothing', () => {
    const rows = changeRows({
      kind: 'POSTAL_ADDRESS',
      oldValue: null,
      newValue: address({}),
      documents: [],
    });
    expect(rows.find((r) => r.key === 'index')).toMatchObject({ before: '', after: '125167', changed: true });
  });

  it('lists contacts one per line', () => {
    const contacts = {
      phones: ['+74951234567'],
      emails: ['a@neft.ru'],
      websites: [],
      phonesForTender: [],
      emailsForTender: [],
    };
    const rows = changeRows({
      kind: 'CONTACTS',
      oldValue: contacts,
      newValue: { ...contacts, emails: ['a@neft.ru', 'b@neft.ru'] },
    });
    expect(rows.find((r) => r.key === 'emails')).toMatchObject({
      after: 'a@neft.ru\nb@neft.ru',
      changed: true,
    });
    expect(rows.find((r) => r.key === 'phones')?.changed).toBe(false);
  });

  it('gives the reviewer the documents confirming a bank or postal change, and none for others', () => {
    const letter = {
      id: 'doc-1',
      fileInfo: { id: 'file-1', name: 'Справка банка.pdf', uploadDate: '2026-11-24' },
    };
    expect(
      confirmationDocuments({
        kind: 'BANK_ACCOUNTS',
        oldValue: { bankAccounts: [], bankAccountsDocuments: [] },
        newValue: { bankAccounts: [], bankAccountsDocuments: [letter] },
      }),
    ).toEqual([letter]);
    expect(
      confirmationDocuments({
        kind: 'POSTAL_ADDRESS',
        oldValue: null,
        newValue: address({}),
        documents: [letter],
      }),
    ).toEqual([letter]);
    const name = { name: 'ООО «Ромашка»', factAddress: address({}) };
    expect(confirmationDocuments({ kind: 'EGRUL_REFRESH', oldValue: name, newValue: name })).toEqual([]);
  });
});
