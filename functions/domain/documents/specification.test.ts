import { describe, expect, it } from 'vitest';
import { specCodesOf, type TaxIdentity } from './specification';

const legal = (taxSystem: string | null, extra: Partial<TaxIdentity> = {}): TaxIdentity => ({
  accountType: 'LEGAL',
  inn: '7707083893',
  kpp: '770701001',
  companyType: 'LargeBusiness',
  accountingType: 'FULL',
  taxSystem,
  ...extra,
});
const individual = (taxSystem: string | null): TaxIdentity => ({
  accountType: 'INDIVIDUAL',
  inn: '500100732259',
  kpp: null,
  companyType: null,
  accountingType: null,
  taxSystem,
});

describe('the document specification by kind, company type and tax regime (03 §3)', () => {
  it('asks a company on the general regime for its VAT and profit returns and the full balance sheet', () => {
    const spec = specCodesOf(legal('OSN'));
    expect(spec.required).toEqual([
      'Charter',
      'DirectorAppointmentOrder',
      'BalanceSheetQuarter',
      'VatXML',
      'IncomeTaxReturnQuarterXML',
    ]);
    expect(spec.additional).toContain('SimpleBalanceSheetQuarter');
    expect(spec.additional).not.toContain('VatXML');
  });

  it('gives small businesses the simplified balance sheet, and each regime its own returns', () => {
    expect(specCodesOf(legal('USN', { companyType: 'SmallBusiness' })).required).toEqual([
      'Charter',
      'DirectorAppointmentOrder',
      'SimpleBalanceSheetQuarter',
      'UsnXML',
      'TaxTypeConfirmationUSN',
    ]);
    expect(specCodesOf(legal('ESHN')).required).toContain('EshnXML');
    expect(specCodesOf(legal('AUSN')).required).toContain('AutoUsnStatePdf');
    expect(specCodesOf(legal(null)).required).toEqual([
      'Charter',
      'DirectorAppointmentOrder',
      'BalanceSheetQuarter',
    ]);
  });

  it('asks entrepreneurs for no charter; the patent under PSN; nothing required of the self-employed', () => {
    expect(specCodesOf(individual('OSN')).required).toEqual(['VatQuarter_IP']);
    expect(specCodesOf(individual('PSN')).required).toEqual(['Patent']);
    expect(specCodesOf(individual('NPD')).required).toEqual([]);
    expect(specCodesOf(individual('USN')).additional).not.toContain('Charter');
  });
});
