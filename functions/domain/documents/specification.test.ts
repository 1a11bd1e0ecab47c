import { afterEach, describe, expect, it, vi } from 'vitest';
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
    const spec = specCodesOf(legal('OSN'), []);
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
    expect(specCodesOf(legal('USN', { companyType: 'SmallBusiness' }), []).required).toEqual([
      'Charter',
      'DirectorAppointmentOrder',
      'SimpleBalanceSheetQuarter',
      'UsnXML',
      'TaxTypeConfirmationUSN',
    ]);
    expect(specCodesOf(legal('ESHN'), []).required).toContain('EshnXML');
    expect(specCodesOf(legal('AUSN'), []).required).toContain('AutoUsnStatePdf');
    expect(specCodesOf(legal(null), []).required).toEqual([
      'Charter',
      'DirectorAppointmentOrder',
      'BalanceSheetQuarter',
    ]);
  });

  it('asks entrepreneurs for no charter; the patent under PSN; nothing required of the self-employed', () => {
    expect(specCodesOf(individual('OSN'), []).required).toEqual(['VatQuarter_IP']);
    expect(specCodesOf(individual('PSN'), []).required).toEqual(['Patent']);
    expect(specCodesOf(individual('NPD'), []).required).toEqual([]);
    expect(specCodesOf(individual('USN'), []).additional).not.toContain('Charter');
  });

  describe('"load HDS documents if ESHN" (01 §9, 03 §9): a supplier on the agricultural tax pays VAT', () => {
    const filed = (status: string) => [{ documentType: 'VatExemption', status }];

    it('on, asks a company and an entrepreneur under ESHN for the VAT return and offers the exemption', () => {
      const company = specCodesOf(legal('ESHN'), [], true);
      expect(company.required).toEqual([
        'Charter',
        'DirectorAppointmentOrder',
        'BalanceSheetQuarter',
        'EshnXML',
        'TaxTypeConfirmationESHN',
        'VatXML',
      ]);
      expect(company.additional).toEqual(expect.arrayContaining(['Vat', 'EndVatPDF', 'VatExemption']));
      expect(company.additional).not.toContain('VatXML');
      const entrepreneur = specCodesOf(individual('ESHN'), [], true);
      expect(entrepreneur.required).toEqual(['EshnXML', 'TaxTypeConfirmationESHN', 'VatQuarter_IP']);
      expect(entrepreneur.additional).toEqual(expect.arrayContaining(['Vat', 'EndVatPDF', 'VatExemption']));
    });

    it('an exemption in review or accepted leaves the VAT return offered, not required; a rejected one does not', () => {
      for (const status of ['DVS_IN_PROGRESS', 'DVS_ACCEPTED']) {
        const spec = specCodesOf(legal('ESHN'), filed(status), true);
        expect(spec.required).not.toContain('VatXML');
        expect(spec.additional).toContain('VatXML');
        expect(specCodesOf(individual('ESHN'), filed(status), true).required).not.toContain('VatQuarter_IP');
      }
      expect(specCodesOf(legal('ESHN'), filed('DVS_REJECTED'), true).required).toContain('VatXML');
    });

    it('off, ESHN asks for no VAT return (a company may still file one) and regimes paying no VAT never change', () => {
      expect(specCodesOf(legal('ESHN'), [], false).required).not.toContain('VatXML');
      expect(specCodesOf(legal('ESHN'), [], false).additional).toContain('VatXML');
      expect(specCodesOf(individual('ESHN'), [], false).required).toEqual([
        'EshnXML',
        'TaxTypeConfirmationESHN',
      ]);
      for (const regime of ['USN', 'PSN', 'AUSN', 'NPD', null]) {
        expect(specCodesOf(legal(regime), filed('DVS_ACCEPTED'), true)).toEqual(
          specCodesOf(legal(regime), [], false),
        );
      }
    });

    it('under the general regime an exemption lifts the VAT return as well (tax code art. 145), whatever the flag', () => {
      for (const vatIfEshn of [true, false]) {
        const exempt = specCodesOf(legal('OSN'), filed('DVS_ACCEPTED'), vatIfEshn);
        expect(exempt.required).not.toContain('VatXML');
        expect(exempt.required).toContain('IncomeTaxReturnQuarterXML');
        expect(exempt.additional).toContain('VatXML');
        expect(specCodesOf(individual('OSN'), filed('DVS_IN_PROGRESS'), vatIfEshn).required).toEqual([]);
        expect(specCodesOf(legal('OSN'), filed('DVS_REJECTED'), vatIfEshn).required).toContain('VatXML');
      }
    });

    it('whatever is filed, the types offered in both groups together stay the same (the upload choices)', () => {
      const all = (codes: { required: string[]; additional: string[] }) =>
        [...codes.required, ...codes.additional].sort();
      expect(all(specCodesOf(legal('ESHN'), filed('DVS_ACCEPTED'), true))).toEqual(
        all(specCodesOf(legal('ESHN'), [], true)),
      );
    });
  });
});

describe('LOAD_VAT_DOCUMENTS_IF_ESHN, the stage setting of the flag (read once, as a Lambda reads its environment)', () => {
  afterEach(() => vi.unstubAllEnvs());
  const eshnRequiredWith = async (value: string | undefined) => {
    vi.resetModules();
    vi.stubEnv('LOAD_VAT_DOCUMENTS_IF_ESHN', value);
    const { specCodesOf: withEnv } = await import('./specification');
    return withEnv(legal('ESHN'), []).required;
  };

  it('is on unless the stage sets it to false', async () => {
    expect(await eshnRequiredWith(undefined)).toContain('VatXML');
    expect(await eshnRequiredWith('true')).toContain('VatXML');
    expect(await eshnRequiredWith('false')).not.toContain('VatXML');
  });
});

describe('VAT of a УСН payer since 2025 (176-FZ, 425-FZ: limits in shared/constants/usn-vat.ts)', () => {
  const usn = (callYear: number, previousYearIncome: number | null) =>
    legal('USN', { callYear, previousYearIncome });
  /** An accepted УСН return (1152017) of `year`, as the tax-xml reader summarises it. */
  const usnReturn = (year: number, income: number, status = 'DVS_ACCEPTED') => ({
    documentType: 'UsnXML',
    status,
    summary: { reportingYear: year, figures: { income, expenses: 0 } },
  });

  it('asks for the VAT return only over the limit of the year the regime is in force', () => {
    expect(specCodesOf(usn(2025, 60_000_001), []).required).toContain('VatXML');
    expect(specCodesOf(usn(2025, 60_000_000), []).required).not.toContain('VatXML');
    expect(specCodesOf(usn(2026, 20_000_001), []).required).toContain('VatXML');
    expect(specCodesOf(usn(2026, 20_000_000), []).required).not.toContain('VatXML');
    expect(specCodesOf(usn(2027, 16_000_000), []).required).toContain('VatXML');
    expect(specCodesOf(usn(2029, 10_500_000), []).required).toContain('VatXML');
    // Before 2025 a УСН payer paid no VAT whatever its income; an unknown income asks for nothing.
    expect(specCodesOf(usn(2024, 900_000_000), []).required).not.toContain('VatXML');
    expect(specCodesOf(usn(2026, null), []).required).not.toContain('VatXML');
  });

  it('reads the previous year’s income from the accepted УСН return before the declared one', () => {
    expect(specCodesOf(usn(2026, null), [usnReturn(2025, 21_000_000)]).required).toContain('VatXML');
    expect(specCodesOf(usn(2026, 30_000_000), [usnReturn(2025, 19_000_000)]).required).not.toContain(
      'VatXML',
    );
    // A return of another year, or one not accepted, says nothing of the previous year.
    expect(specCodesOf(usn(2026, null), [usnReturn(2024, 90_000_000)]).required).not.toContain('VatXML');
    expect(
      specCodesOf(usn(2026, null), [usnReturn(2025, 90_000_000, 'DVS_REJECTED')]).required,
    ).not.toContain('VatXML');
  });

  it('moves the return to the additional types when the payer holds a VAT exemption', () => {
    const spec = specCodesOf(usn(2026, 25_000_000), [
      { documentType: 'VatExemption', status: 'DVS_ACCEPTED' },
    ]);
    expect(spec.required).not.toContain('VatXML');
    expect(spec.additional).toContain('VatXML');
  });
});
