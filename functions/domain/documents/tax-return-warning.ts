import type { ReportingQuarter } from '@shared/constants/documents';

/**
 * The tax-return warning of 03 §4, §9 (shown only when its feature flag is on): which return the
 * supplier is expected to have filed by now and has not.
 *
 * Yearly returns (USN, ESHN, income tax): from 1 May the prior year's return is required; until 30 April
 * the return for two years back is still the one required (the prior year's is not due before 30 April;
 * January to March follow the April rule, the spec naming only April). None when the company was
 * registered in December of that year or later (03 §9: none if registered in December of the previous
 * year). VAT, by month: Jun–Aug → Q1 of this year, Sep–Nov → Q2, Dec → Q3; Jan–Feb → Q3 of last year,
 * Mar–May → Q4 of last year; none for a quarter that ended before the registration.
 */
export interface ExpectedReturn {
  documentType: string;
  reportingYear: number;
  reportingQuarter: ReportingQuarter | null;
}

const YEARLY_RETURNS = ['UsnXML', 'EshnXML', 'IncomeTaxReturnQuarterXML'] as const;
const VAT_RETURNS = ['VatXML', 'VatQuarter_IP'] as const;

/** Month (1–12) → the VAT quarter due: [years back, quarter]. */
function vatQuarterDue(month: number): [yearsBack: number, quarter: ReportingQuarter] {
  if (month >= 6 && month <= 8) return [0, 1];
  if (month >= 9 && month <= 11) return [0, 2];
  if (month === 12) return [0, 3];
  if (month <= 2) return [1, 3];
  return [1, 4];
}

const quarterEnd = (year: number, quarter: ReportingQuarter) =>
  new Date(Date.UTC(year, quarter * 3, 0)).toISOString().slice(0, 10);

/** The returns required now of the REQUIRED types, given the date the company was registered. */
export function expectedReturns(
  required: readonly string[],
  registrationDate: string | null,
  now: Date,
): ExpectedReturn[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  const registered = registrationDate?.slice(0, 10) ?? null;
  const expected: ExpectedReturn[] = [];

  const yearlyYear = month >= 5 ? year - 1 : year - 2;
  const yearlyOwed = registered === null || registered < `${yearlyYear}-12-01`;
  for (const type of YEARLY_RETURNS) {
    if (!required.includes(type) || !yearlyOwed) continue;
    expected.push({
      documentType: type,
      reportingYear: yearlyYear,
      // The income tax return is filed per period: the year is its fourth.
      reportingQuarter: type === 'IncomeTaxReturnQuarterXML' ? 4 : null,
    });
  }

  const [back, quarter] = vatQuarterDue(month);
  const vatYear = year - back;
  for (const type of VAT_RETURNS) {
    if (!required.includes(type)) continue;
    if (registered !== null && registered > quarterEnd(vatYear, quarter)) continue;
    expected.push({ documentType: type, reportingYear: vatYear, reportingQuarter: quarter });
  }
  return expected;
}

/** The expected returns with no document in review or accepted for their period. */
export function missingReturns(
  expected: readonly ExpectedReturn[],
  filed: readonly {
    documentType: string;
    status: string;
    reportingYear?: number;
    reportingQuarter?: number;
  }[],
): ExpectedReturn[] {
  return expected.filter(
    (e) =>
      !filed.some(
        (t) =>
          t.documentType === e.documentType &&
          t.status !== 'DVS_REJECTED' &&
          t.reportingYear === e.reportingYear &&
          (e.reportingQuarter === null || t.reportingQuarter === e.reportingQuarter),
      ),
  );
}
