import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  currencyDigitsOfAccount,
  isValidCorrespondentAccountForBik,
  isValidIban,
  isValidRuAccountForBik,
  normalizeCurrencyDigits,
  ruAccountKind,
  withControlKey,
} from './bank-account';
import { accountNumberLengthRule } from './bank-rules';

/** Published BIK / correspondent account pairs of Russian banks. */
const REAL_BANKS: [string, string][] = [
  ['044525225', '30101810400000000225'], // Sberbank
  ['044525187', '30101810700000000187'], // VTB
  ['044525593', '30101810200000000593'], // Alfa-Bank
  ['044525974', '30101810145250000974'], // T-Bank
  ['044030653', '30101810500000000653'], // Sberbank, North-West
  ['049205805', '30101810000000000805'], // Ak Bars
];

describe('Russian account control key against the BIK', () => {
  it('accepts real correspondent accounts for their BIKs', () => {
    for (const [bik, corr] of REAL_BANKS) expect(isValidCorrespondentAccountForBik(corr, bik)).toBe(true);
  });
  it('rejects a correspondent account under another bank’s BIK', () => {
    expect(isValidCorrespondentAccountForBik('30101810400000000225', '044525187')).toBe(false);
    expect(isValidCorrespondentAccountForBik('30101810400000000225', '044030225')).toBe(false);
  });
  it('accepts a client account with its key and rejects it in another bank or with a typo', () => {
    const account = withControlKey('40702810000000012345', '044525225');
    expect(account).toBe('40702810200000012345');
    expect(isValidRuAccountForBik(account, '044525225')).toBe(true);
    expect(isValidRuAccountForBik(account, '044525187')).toBe(false);
    expect(isValidRuAccountForBik('40702810300000012345', '044525225')).toBe(false);
  });
  it('notices every single-digit typo of a client account', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{20}$/),
        fc.integer({ min: 0, max: 19 }),
        fc.integer({ min: 1, max: 9 }),
        (raw, at, shift) => {
          const account = withControlKey(raw, '044525225');
          const typo = account.slice(0, at) + ((Number(account[at]) + shift) % 10) + account.slice(at + 1);
          return isValidRuAccountForBik(account, '044525225') && !isValidRuAccountForBik(typo, '044525225');
        },
      ),
    );
  });
  it('rejects malformed input', () => {
    expect(isValidRuAccountForBik('4070281020000001234', '044525225')).toBe(false);
    expect(isValidRuAccountForBik('40702810200000012345', '04452522')).toBe(false);
  });
});

describe('currency and kind inside the account number', () => {
  it('reads digits 6–8 and maps the rouble’s old code', () => {
    expect(currencyDigitsOfAccount('40702840200000012345')).toBe('840');
    expect(normalizeCurrencyDigits(currencyDigitsOfAccount('40702810200000012345'))).toBe('643');
    expect(normalizeCurrencyDigits('978')).toBe('978');
  });
  it('tells settlement, personal and correspondent accounts apart', () => {
    expect(ruAccountKind('40702810200000012345')).toBe('SETTLEMENT');
    expect(ruAccountKind('40802810200000012345')).toBe('SETTLEMENT');
    expect(ruAccountKind('40817810200000012345')).toBe('PERSONAL');
    expect(ruAccountKind('30101810400000000225')).toBe('CORRESPONDENT');
  });
});

describe('IBAN mod-97', () => {
  it('accepts published examples, with or without spaces', () => {
    for (const iban of [
      'GB82 WEST 1234 5698 7654 32',
      'DE89370400440532013000',
      'KZ86125KZT5004100100',
      'BY13NBRB3600900000002Z00AB00',
      'de89 3704 0044 0532 0130 00',
    ]) {
      expect(isValidIban(iban)).toBe(true);
    }
  });
  it('rejects a wrong check, a typo, a wrong shape', () => {
    for (const iban of [
      'GB82WEST12345698765431',
      'GB83WEST12345698765432',
      'DE8937040044',
      '1234567890123456',
    ]) {
      expect(isValidIban(iban)).toBe(false);
    }
  });
});

describe('account number length rule (02 §5)', () => {
  const russian = { isIbanSupported: false, needToValidateAccountNumber: true };
  const iban = { isIbanSupported: true, needToValidateAccountNumber: false };
  const other = { isIbanSupported: false, needToValidateAccountNumber: false };
  it('asks exactly 20 digits of banks that validate numbers', () => {
    expect(accountNumberLengthRule(russian, '40702810200000012345', false)).toBeNull();
    expect(accountNumberLengthRule(russian, '4070281020000001234', false)).toBe('validation.accountLength20');
  });
  it('asks 14–32 characters of an IBAN', () => {
    expect(accountNumberLengthRule(iban, 'DE89370400440532013000', true)).toBeNull();
    expect(accountNumberLengthRule(iban, 'DE8937040044', true)).toBe('validation.ibanLength');
  });
  it('leaves the number optional elsewhere', () => {
    expect(accountNumberLengthRule(other, '', false)).toBeNull();
  });
});
