import { describe, expect, it } from 'vitest';
import { companyTypeOf, partyDataSchema, taxSystemOf, type PartyData } from './dadata-party';

/** What the register's answer says of the tax regime and company type, in the questionnaire's codes. */
const data = (extra: Partial<PartyData>): PartyData =>
  partyDataSchema.parse({
    inn: '7707083893',
    type: 'LEGAL',
    name: { full_with_opf: 'x' },
    state: { status: 'ACTIVE' },
    ...extra,
  });

describe('the register’s tax regime', () => {
  it('says nothing without financial data (the free tariff), the general regime when no special one is named', () => {
    expect(taxSystemOf(data({ finance: null }))).toBeNull();
    expect(taxSystemOf(data({ finance: { tax_system: null, year: 2025 } }))).toBe('OSN');
  });

  it('names the special regimes, and the one left of a combination with ЕНВД', () => {
    expect(taxSystemOf(data({ finance: { tax_system: 'USN' } }))).toBe('USN');
    expect(taxSystemOf(data({ finance: { tax_system: 'ESHN' } }))).toBe('ESHN');
    expect(taxSystemOf(data({ finance: { tax_system: 'AUSN' } }))).toBe('AUSN');
    expect(taxSystemOf(data({ finance: { tax_system: 'ENVD_USN' } }))).toBe('USN');
    // A production sharing agreement is no regime of the questionnaire: the supplier declares its own.
    expect(taxSystemOf(data({ finance: { tax_system: 'SRP' } }))).toBeNull();
  });
});

describe('the register’s company type', () => {
  it('reads non-profits from the OPF code and small businesses from the SMB register', () => {
    expect(companyTypeOf(data({ opf: { code: '20200', short: 'АНО' } }))).toBe('NPO');
    expect(companyTypeOf(data({ opf: { code: '75500', short: 'БУ' } }))).toBe('NPO');
    expect(companyTypeOf(data({ opf: { code: '12300' }, documents: { smb: { category: 'MICRO' } } }))).toBe(
      'SmallBusiness',
    );
    expect(companyTypeOf(data({ opf: { code: '12247' } }))).toBeNull();
  });
});
