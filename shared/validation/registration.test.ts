import { describe, expect, it } from 'vitest';
import {
  duplicateCheckQuerySchema,
  nonResidentRegistrationSchema,
  residentRegistrationSchema,
} from './registration';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);

// The personal-data consent (02 §5) every registration carries; its absence is tested below.
const consent = { personalDataConsent: true };

describe('resident registration', () => {
  it('accepts a legal entity with valid numbers', () => {
    const parsed = residentRegistrationSchema().safeParse({
      ...consent,
      type: 'legal',
      inn: '7707083893',
      kpp: '773601001',
      ogrn: '1027700132195',
      branchType: 'MAIN',
    });
    expect(parsed.success).toBe(true);
  });
  it('names each wrong field of a legal entity', () => {
    const result = residentRegistrationSchema().safeParse({
      ...consent,
      type: 'legal',
      inn: '7707083894',
      kpp: '77360100',
      ogrn: '1027700132196',
    });
    expect(messages(result)).toEqual({
      inn: 'validation.innLegal',
      kpp: 'validation.kpp',
      ogrn: 'validation.ogrn',
    });
  });
  it('lets a 9909 INN register with an accreditation number instead of OGRN', () => {
    const base = { ...consent, type: 'legal', kpp: '773851001' };
    const inn = '9909000011';
    expect(residentRegistrationSchema().safeParse({ ...base, inn, ogrn: '20150012345' }).success).toBe(true);
    expect(messages(residentRegistrationSchema().safeParse({ ...base, inn, ogrn: '' }))).toEqual({
      ogrn: 'validation.ogrnForeign',
    });
  });
  it('checks an entrepreneur’s INN and OGRNIP', () => {
    expect(
      residentRegistrationSchema().safeParse({
        ...consent,
        type: 'individual',
        inn: '500100732259',
        ogrn: '304500116000157',
      }).success,
    ).toBe(true);
    const result = residentRegistrationSchema().safeParse({
      ...consent,
      type: 'individual',
      inn: '500100732258',
      ogrn: '30450011600015',
    });
    expect(messages(result)).toEqual({ inn: 'validation.innIndividual', ogrn: 'validation.ogrnip' });
  });
  it('refuses a registration without the personal-data consent (02 §5)', () => {
    const form = { type: 'individual', inn: '500100732259', ogrn: '304500116000157' };
    expect(messages(residentRegistrationSchema().safeParse(form))).toEqual({
      personalDataConsent: 'validation.personalDataConsent',
    });
    expect(messages(residentRegistrationSchema().safeParse({ ...form, personalDataConsent: false }))).toEqual(
      {
        personalDataConsent: 'validation.personalDataConsent',
      },
    );
  });
});

describe('non-resident registration', () => {
  const valid = {
    ...consent,
    info: {
      name: 'Nordwerk GmbH',
      taxId: 'DE123456789',
      actualAddress: { index: '10115', countryCode: 'DE', city: 'Berlin', street: 'Invalidenstr. 117' },
    },
    dCharter: 'a',
    dCertificateOfRegistration1: 'b',
    dCertificateOfRegistration2: 'c',
    dCompanyForm: 'd',
  };
  it('accepts a complete form', () => {
    expect(nonResidentRegistrationSchema().safeParse(valid).success).toBe(true);
  });
  it('limits the Tax ID to 25 characters and requires every file', () => {
    const { dCompanyForm: _omitted, ...withoutFile } = valid;
    const result = nonResidentRegistrationSchema().safeParse({
      ...withoutFile,
      info: { ...valid.info, taxId: 'X'.repeat(26) },
    });
    expect(messages(result)['info.taxId']).toBe('validation.taxId');
    expect(Object.keys(messages(result))).toContain('dCompanyForm');
  });
});

describe('duplicate check query', () => {
  it('takes INN+KPP, an entrepreneur’s INN, or Tax ID + country', () => {
    expect(duplicateCheckQuerySchema().safeParse({ inn: '7707083893', kpp: '773601001' }).success).toBe(true);
    expect(duplicateCheckQuerySchema().safeParse({ inn: '500100732259' }).success).toBe(true);
    expect(duplicateCheckQuerySchema().safeParse({ taxId: 'DE123', countryCode: 'DE' }).success).toBe(true);
  });
  it('rejects a legal INN without KPP, a bad check digit, a Tax ID without a country', () => {
    expect(messages(duplicateCheckQuerySchema().safeParse({ inn: '7707083893' }))).toEqual({
      kpp: 'validation.kpp',
    });
    expect(messages(duplicateCheckQuerySchema().safeParse({ inn: '500100732258' }))).toEqual({
      inn: 'validation.innIndividual',
    });
    expect(messages(duplicateCheckQuerySchema().safeParse({ taxId: 'DE123' }))).toEqual({
      countryCode: 'validation.country',
    });
  });
});
