import { describe, expect, it } from 'vitest';
import { isValidCorrespondentAccountForBik } from '@shared/validation/bank-account';
import { bankRecords } from './bank-data';
import { currencyRecords } from './group-directory';

describe('the seeded bank directory', () => {
  const banks = bankRecords();
  it('gives every Russian bank a BIK and a correspondent account that passes the control key', () => {
    const russian = banks.filter((b) => b.countryCode === 'RU');
    expect(russian.length).toBeGreaterThan(20);
    for (const bank of russian) {
      expect(
        isValidCorrespondentAccountForBik(bank.correspondentAccount ?? '', bank.bankCode),
        bank.nameRu,
      ).toBe(true);
    }
    expect(new Set(russian.map((b) => b.bankCode)).size).toBe(russian.length);
  });

  it('gives foreign banks a SWIFT code and no correspondent account', () => {
    const foreign = banks.filter((b) => b.countryCode !== 'RU');
    expect(foreign.length).toBeGreaterThan(5);
    for (const bank of foreign) {
      expect(bank.swift).toMatch(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/);
      expect(bank.bankCode).toBe(bank.swift);
      expect(bank.correspondentAccount).toBeNull();
    }
    expect(foreign.some((b) => b.isIbanSupported) && foreign.some((b) => !b.isIbanSupported)).toBe(true);
  });

  it('names account currencies from the currency dictionary, with their ISO digits', () => {
    const currencies = currencyRecords();
    expect(currencies.find((c) => c.code === 'RUB')).toMatchObject({
      numericCode: '643',
      nameRu: 'Российский рубль',
    });
    expect(currencies.find((c) => c.code === 'USD')?.numericCode).toBe('840');
    expect(new Set([...banks.map((b) => b.id), ...currencies.map((c) => c.id)]).size).toBe(
      banks.length + currencies.length,
    );
  });
});
