import { describe, expect, it } from 'vitest';
import { expectedReturns, missingReturns } from './tax-return-warning';

const at = (date: string) => new Date(`${date}T09:00:00Z`);
const yearly = (now: string, registered: string | null = '2015-03-01') =>
  expectedReturns(['UsnXML'], registered, at(now)).map((e) => e.reportingYear);
const vat = (now: string, registered: string | null = '2015-03-01') =>
  expectedReturns(['VatXML'], registered, at(now)).map((e) => [e.reportingYear, e.reportingQuarter]);

describe('the tax-return warning (03 §4, §9)', () => {
  it('asks for the prior year after 30 April, for two years back until then', () => {
    expect(yearly('2026-05-01')).toEqual([2025]);
    expect(yearly('2026-12-31')).toEqual([2025]);
    expect(yearly('2026-04-01')).toEqual([2024]);
    expect(yearly('2026-04-30')).toEqual([2024]);
    expect(yearly('2026-01-15')).toEqual([2024]);
  });

  it('asks nothing of a company registered in December of that year or later', () => {
    expect(yearly('2026-05-10', '2025-12-05')).toEqual([]);
    expect(yearly('2026-05-10', '2026-02-01')).toEqual([]);
    expect(yearly('2026-05-10', '2025-11-30')).toEqual([2025]);
    expect(yearly('2026-04-10', '2025-12-05')).toEqual([]);
  });

  it('maps each month to the VAT quarter due', () => {
    expect(vat('2026-06-01')).toEqual([[2026, 1]]);
    expect(vat('2026-08-31')).toEqual([[2026, 1]]);
    expect(vat('2026-09-01')).toEqual([[2026, 2]]);
    expect(vat('2026-11-30')).toEqual([[2026, 2]]);
    expect(vat('2026-12-15')).toEqual([[2026, 3]]);
    expect(vat('2026-01-10')).toEqual([[2025, 3]]);
    expect(vat('2026-02-28')).toEqual([[2025, 3]]);
    expect(vat('2026-03-01')).toEqual([[2025, 4]]);
    expect(vat('2026-05-31')).toEqual([[2025, 4]]);
    // A quarter that ended before the registration is not owed.
    expect(vat('2026-06-10', '2026-04-02')).toEqual([]);
  });

  it('asks only for the regime’s required returns, and only while none is filed', () => {
    const expected = expectedReturns(
      ['VatXML', 'IncomeTaxReturnQuarterXML', 'Charter'],
      null,
      at('2026-06-10'),
    );
    expect(expected).toEqual([
      { documentType: 'IncomeTaxReturnQuarterXML', reportingYear: 2025, reportingQuarter: 4 },
      { documentType: 'VatXML', reportingYear: 2026, reportingQuarter: 1 },
    ]);
    const filed = [
      { documentType: 'VatXML', status: 'DVS_IN_PROGRESS', reportingYear: 2026, reportingQuarter: 1 },
      {
        documentType: 'IncomeTaxReturnQuarterXML',
        status: 'DVS_REJECTED',
        reportingYear: 2025,
        reportingQuarter: 4,
      },
    ];
    expect(missingReturns(expected, filed)).toEqual([expected[0]]);
  });
});
