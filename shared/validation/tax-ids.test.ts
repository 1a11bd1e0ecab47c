import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  completeIndividualInn,
  completeLegalInn,
  completeOgrn,
  completeOgrnip,
  isValidIndividualInn,
  isValidKpp,
  isValidLegalInn,
  isValidLegalRegistrationNumber,
  isValidOgrn,
  isValidOgrnip,
} from './tax-ids';

/** Flips one digit of a number: a check digit must notice any single typo. */
const typo = (value: string, at: number) =>
  value.slice(0, at) + ((Number(value[at]) + 1) % 10) + value.slice(at + 1);

describe('INN', () => {
  it('accepts real legal INNs (Sberbank, Gazprom, Rosneft)', () => {
    for (const inn of ['7707083893', '7736050003', '7706107510']) expect(isValidLegalInn(inn)).toBe(true);
  });
  it('rejects a legal INN with any single mistyped digit', () => {
    for (let i = 0; i < 10; i++) expect(isValidLegalInn(typo('7707083893', i))).toBe(false);
  });
  it('rejects wrong lengths and non-digits', () => {
    for (const inn of ['770708389', '77070838931', '77070838a3', '', ' 7707083893']) {
      expect(isValidLegalInn(inn)).toBe(false);
    }
  });
  it('accepts a valid individual INN and rejects typos in either check digit', () => {
    expect(isValidIndividualInn('500100732259')).toBe(true);
    expect(isValidIndividualInn(typo('500100732259', 10))).toBe(false);
    expect(isValidIndividualInn(typo('500100732259', 11))).toBe(false);
    expect(isValidIndividualInn('7707083893')).toBe(false);
  });
  it('completes any body into a valid number', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{9}$/), (body) => isValidLegalInn(completeLegalInn(body))));
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (body) => isValidIndividualInn(completeIndividualInn(body))),
    );
  });
});

describe('KPP', () => {
  it('accepts digits and the letter reason codes', () => {
    expect(isValidKpp('773601001')).toBe(true);
    expect(isValidKpp('7736AB001')).toBe(true);
  });
  it('rejects wrong lengths and lower-case letters', () => {
    for (const kpp of ['77360100', '7736010011', '7736ab001', 'A73601001'])
      expect(isValidKpp(kpp)).toBe(false);
  });
});

describe('OGRN and OGRNIP', () => {
  it('accepts real OGRNs and rejects a typo', () => {
    for (const ogrn of ['1027700132195', '1027700070518', '1027700043502'])
      expect(isValidOgrn(ogrn)).toBe(true);
    expect(isValidOgrn(typo('1027700132195', 12))).toBe(false);
    expect(isValidOgrn('102770013219')).toBe(false);
  });
  it('accepts a valid OGRNIP and rejects a typo or an OGRN', () => {
    expect(isValidOgrnip('304500116000157')).toBe(true);
    expect(isValidOgrnip(typo('304500116000157', 14))).toBe(false);
    expect(isValidOgrnip('1027700132195')).toBe(false);
  });
  it('completes any body into a valid number', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{12}$/), (body) => isValidOgrn(completeOgrn(body))));
    fc.assert(fc.property(fc.stringMatching(/^\d{14}$/), (body) => isValidOgrnip(completeOgrnip(body))));
  });
});

describe('the 9909 rule (02 §2.2)', () => {
  it('asks a 13-digit OGRN with a valid check digit of ordinary legal entities', () => {
    expect(isValidLegalRegistrationNumber('7707083893', '1027700132195')).toBe(true);
    expect(isValidLegalRegistrationNumber('7707083893', '10277001321')).toBe(false);
  });
  it('accepts an accreditation number of any length up to 15 digits for INNs starting with 9909', () => {
    expect(isValidLegalRegistrationNumber('9909012345', '20150012345')).toBe(true);
    expect(isValidLegalRegistrationNumber('9909012345', '')).toBe(false);
    expect(isValidLegalRegistrationNumber('9909012345', '1234567890123456')).toBe(false);
  });
});
