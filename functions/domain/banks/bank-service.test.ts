import { describe, expect, it } from 'vitest';
import { withControlKey } from '@shared/validation/bank-account';
import { AppError } from '../../lib/errors';
import { bankRecords } from './bank-data';
import { currencyRecords } from './group-directory';
import { assertAccountNumber } from './bank-service';
import { toBank } from './bank-view';

const bank = (code: string) => bankRecords().find((b) => b.bankCode === code)!;
const currency = (code: string) => currencyRecords().find((c) => c.code === code)!;
const sber = bank('044525225');
const deutsche = bank('DEUTDEFF');
const china = bank('BKCHCNBJ');

function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return `${error.statusCode} ${error.messageKey}`;
    throw error;
  }
  return 'accepted';
}

describe('the number saved into the bank chapter', () => {
  const rub = withControlKey('40702810000000000001', sber.bankCode);
  it('accepts a Russian number with its control key and matching currency', () => {
    expect(assertAccountNumber(sber, currency('RUB'), rub, false)).toBe(rub);
  });
  it('refuses a wrong key, a wrong length, another currency, an IBAN at a bank without IBAN', () => {
    expect(refusal(() => assertAccountNumber(sber, currency('RUB'), `${rub.slice(0, 19)}9`, false))).toBe(
      '400 bank.accountControlKey',
    );
    expect(refusal(() => assertAccountNumber(sber, currency('RUB'), rub.slice(1), false))).toBe(
      '400 validation.accountLength20',
    );
    expect(refusal(() => assertAccountNumber(sber, currency('USD'), rub, false))).toBe(
      '400 bank.accountCurrencyMismatch',
    );
    expect(refusal(() => assertAccountNumber(china, currency('CNY'), 'CN12345678901234', true))).toBe(
      '400 bank.ibanNotSupported',
    );
  });
  it('stores an IBAN compact and checks its mod-97', () => {
    expect(assertAccountNumber(deutsche, currency('EUR'), 'de89 3704 0044 0532 0130 00', true)).toBe(
      'DE89370400440532013000',
    );
    expect(
      refusal(() => assertAccountNumber(deutsche, currency('EUR'), 'DE89370400440532013001', true)),
    ).toBe('400 bank.ibanInvalid');
  });
  it('leaves the number optional at other foreign banks', () => {
    expect(assertAccountNumber(china, currency('CNY'), '', false)).toBe('');
  });
});

describe('a bank as shown', () => {
  it('labels Russian banks for number validation and names them in the reader’s language', () => {
    expect(toBank(sber, 'en')).toMatchObject({
      name: 'Sberbank',
      country: 'RU',
      countryName: 'Russia',
      needToValidateAccountNumber: true,
    });
    expect(toBank(deutsche, 'ru')).toMatchObject({
      countryName: 'Германия',
      needToValidateAccountNumber: false,
      correspondingAccounts: [],
    });
  });
});
