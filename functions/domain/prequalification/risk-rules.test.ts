import { describe, expect, it } from 'vitest';
import type { RiskLine } from '@shared/api/areas/prequalification';
import { DEFAULT_RISK_SETTINGS as settings } from './risk-config';
import { assess, tierOf, weightedScore, type AcceptedReport, type RiskInputs } from './risk-rules';

const now = new Date('2026-06-15T09:00:00Z');

const balance = (year: number, figures: Record<string, number>): AcceptedReport => ({
  taskId: `bal-${year}`,
  publicId: `D-${year}`,
  documentType: 'BalanceSheetQuarter',
  form: 'NO_BUCHOTCH',
  year,
  quarter: null,
  decidedAt: `${year + 1}-03-01T10:00:00.000Z`,
  figures,
});

/** A healthy supplier: profitable two years running, a fresh clean certificate, an approved package. */
const healthy = (): RiskInputs => ({
  now,
  hasDocuments: true,
  reports: [
    balance(2025, {
      assets: 52_400_000,
      liabilities: 52_400_000,
      revenue: 86_300_000,
      netProfit: 4_120_000,
      equity: 18_900_000,
    }),
    balance(2024, {
      assets: 47_000_000,
      liabilities: 47_000_000,
      revenue: 79_500_000,
      netProfit: 2_870_000,
      equity: 14_780_000,
    }),
  ],
  certificate: {
    taskId: 'cert',
    publicId: 'D-9',
    accepted: true,
    certificateDate: '2026-05-20',
    decidedAt: '2026-05-22T08:00:00Z',
  },
  pbiotPackage: {
    packageId: 'pkg',
    approved: true,
    completionDate: '2026-02-10T12:00:00Z',
    expirationDate: '2027-02-10',
    incidents: { q1: 120, q2_2023: 0, q2_2024: 0, q2_2025: 0, q3_2023: 0, q3_2024: 0, q3_2025: 0, q4: 0 },
  },
  requiredDocumentsLoaded: true,
  inRegister: true,
  questionnaireSaved: true,
  stopFactors: [],
  tenderAccess: { status: 'OPEN', dateTo: '2027-01-31', blockedFrom: null },
});

const lineOf = (inputs: RiskInputs, figure: RiskLine['figure'], year?: number) =>
  assess(inputs, settings)
    .components.flatMap((c) => c.lines)
    .find((l) => l.figure === figure && (year === undefined || l.year === year))!;

describe('the risk rules', () => {
  it('finds nothing in a healthy supplier: every figure shown with its source, low risk', () => {
    const result = assess(healthy(), settings);
    expect(result).toMatchObject({ tier: 'LOW', score: 0 });
    expect(lineOf(healthy(), 'REVENUE', 2025)).toMatchObject({
      value: 86_300_000,
      points: 0,
      source: { kind: 'DOCUMENT', id: 'bal-2025', label: 'BalanceSheetQuarter' },
    });
    expect(lineOf(healthy(), 'NET_ASSETS')).toMatchObject({ value: 18_900_000, year: 2025, points: 0 });
  });

  it('gives a loss-making year its points, and the year before stays clean', () => {
    const inputs = healthy();
    inputs.reports = [
      balance(2025, { revenue: 61_000_000, netProfit: -3_450_000, equity: 11_200_000 }),
      inputs.reports[1]!,
    ];
    // Net profit from line 2400 of the report on financial results, named on the card.
    expect(lineOf(inputs, 'NET_PROFIT', 2025)).toMatchObject({
      value: -3_450_000,
      rule: 'LOSS_YEAR',
      points: 30,
      params: { line: '2400' },
    });
    expect(lineOf(inputs, 'REVENUE', 2025)).toMatchObject({ params: { line: '2110' } });
    expect(lineOf(inputs, 'NET_PROFIT', 2024)).toMatchObject({ value: 2_870_000, points: 0 });
    // Finance 30 × 40 / 100 = 12: still low on its own.
    expect(assess(inputs, settings)).toMatchObject({ score: 12, tier: 'LOW' });
  });

  it('reads net assets from the newest balance sheet: negative ones with a loss make medium risk', () => {
    const inputs = healthy();
    inputs.reports = [
      balance(2025, { revenue: 40_000_000, netProfit: -9_800_000, equity: -2_350_000 }),
      inputs.reports[1]!,
    ];
    expect(lineOf(inputs, 'NET_ASSETS')).toMatchObject({
      value: -2_350_000,
      rule: 'NEGATIVE_NET_ASSETS',
      points: 50,
    });
    // Finance 30 + 50 = 80, × 40 / 100 = 32.
    expect(assess(inputs, settings)).toMatchObject({ score: 32, tier: 'MEDIUM' });
  });

  it('takes the year from a whole-year profit tax return when no balance sheet was accepted', () => {
    const inputs = healthy();
    inputs.reports = [
      {
        ...balance(2025, { income: 12_500_000, expenses: 13_100_000, taxBase: 0 }),
        form: 'NO_PRIB',
        documentType: 'IncomeTaxReturnQuarterXML',
        quarter: 4,
      },
    ];
    expect(lineOf(inputs, 'REVENUE', 2025)).toMatchObject({
      value: 12_500_000,
      points: 0,
      params: { line: '010' },
    });
    // A tax return states a tax base, not a net profit: it is shown as the taxable profit, with its line.
    expect(lineOf(inputs, 'NET_PROFIT', 2025)).toBeUndefined();
    expect(lineOf(inputs, 'TAXABLE_PROFIT', 2025)).toMatchObject({
      value: -600_000,
      points: 30,
      params: { line: '060' },
    });
    // No report for 2024 at all: its revenue is missing.
    expect(lineOf(inputs, 'REVENUE', 2024)).toMatchObject({
      value: null,
      rule: 'REVENUE_MISSING',
      points: 25,
    });
  });

  it('counts a certificate older than 90 days as expired, a rejected one as not clean, none as missing', () => {
    const expired = healthy();
    expired.certificate = { ...expired.certificate!, certificateDate: '2026-03-16' };
    expect(lineOf(expired, 'CERTIFICATE_DATE')).toMatchObject({
      rule: 'CERTIFICATE_EXPIRED',
      points: 20,
      params: { ageDays: 91, maxAgeDays: 90 },
    });
    const lastFreshDay = healthy();
    lastFreshDay.certificate = { ...lastFreshDay.certificate!, certificateDate: '2026-03-17' };
    expect(lineOf(lastFreshDay, 'CERTIFICATE_DATE')).toMatchObject({ points: 0, params: { ageDays: 90 } });
    const rejected = healthy();
    rejected.certificate = { ...rejected.certificate!, accepted: false };
    expect(lineOf(rejected, 'CERTIFICATE_DATE')).toMatchObject({ rule: 'CERTIFICATE_REJECTED', points: 60 });
    const missing = healthy();
    missing.certificate = null;
    expect(lineOf(missing, 'CERTIFICATE_DATE')).toMatchObject({ rule: 'CERTIFICATE_MISSING', points: 20 });
  });

  it('makes one fatality over three years a full safety score: medium risk', () => {
    const inputs = healthy();
    inputs.pbiotPackage = {
      ...inputs.pbiotPackage!,
      incidents: { ...inputs.pbiotPackage!.incidents, q2_2024: 1, q3_2024: 1 },
    };
    expect(lineOf(inputs, 'FATALITIES')).toMatchObject({
      value: 1,
      points: 100,
      params: { period: '2023–2025' },
    });
    expect(assess(inputs, settings)).toMatchObject({ score: 35, tier: 'MEDIUM' });
  });

  it('computes accidents per million hours worked from the headcount and the norm hours', () => {
    const inputs = healthy();
    // 120 people × 1973 h × 3 years = 710,280 h; 2 accidents → 2.82 per million hours.
    inputs.pbiotPackage = {
      ...inputs.pbiotPackage!,
      incidents: { ...inputs.pbiotPackage!.incidents, q3_2023: 1, q3_2025: 1 },
    };
    expect(lineOf(inputs, 'FREQUENCY')).toMatchObject({
      value: 2.82,
      rule: 'FREQUENCY_ABOVE',
      points: 40,
      params: { accidents: 2, headcount: 120, hours: 710_280, limit: 1 },
    });
  });

  it('judges the last package decision: rejected, approved but expired, or none', () => {
    const rejected = healthy();
    rejected.pbiotPackage = { ...rejected.pbiotPackage!, approved: false };
    expect(lineOf(rejected, 'PACKAGE_DECISION')).toMatchObject({ value: 'REJECTED', points: 60 });
    const expired = healthy();
    expired.pbiotPackage = { ...expired.pbiotPackage!, expirationDate: '2026-06-14' };
    expect(lineOf(expired, 'PACKAGE_DECISION')).toMatchObject({ rule: 'PACKAGE_EXPIRED', points: 30 });
    const none = healthy();
    none.pbiotPackage = null;
    expect(lineOf(none, 'PACKAGE_DECISION')).toMatchObject({ rule: 'PACKAGE_MISSING', points: 30 });
  });

  it('adds compliance: missing documents, a company gone from the register, stop factors each', () => {
    const inputs = healthy();
    inputs.requiredDocumentsLoaded = false;
    inputs.inRegister = false;
    inputs.stopFactors = [{ id: 'r1', text: 'Банкротство' }];
    const compliance = assess(inputs, settings).components.find((c) => c.component === 'COMPLIANCE')!;
    expect(compliance.lines.map((l) => [l.rule, l.points])).toEqual([
      ['QUESTIONNAIRE_INCOMPLETE', 0],
      ['DOCUMENTS_MISSING', 40],
      ['REGISTRY_INACTIVE', 100],
      ['STOP_FACTOR', 60],
      ['TENDER_ACCESS_UNPAID', 0],
    ]);
    expect(compliance.score).toBe(100);
  });

  it('counts temporary tender access awaiting its payment, and not once paid', () => {
    const waiting = healthy();
    waiting.tenderAccess = { status: 'TEMPORARY', dateTo: '2026-07-03', blockedFrom: null };
    expect(lineOf(waiting, 'TENDER_ACCESS')).toMatchObject({
      value: 'TEMPORARY',
      points: 20,
      params: { dateTo: '2026-07-03' },
    });
    // Compliance 20 × 25 / 100 = 5.
    expect(assess(waiting, settings).score).toBe(5);
    expect(lineOf(healthy(), 'TENDER_ACCESS')).toMatchObject({ value: 'OPEN', points: 0 });
  });

  it('leaves finance out of a non-resident’s score: it has no documents section', () => {
    const inputs = { ...healthy(), hasDocuments: false, reports: [], certificate: null, inRegister: null };
    const result = assess(inputs, settings);
    expect(result.components.find((c) => c.component === 'FINANCE')).toMatchObject({ weight: 0, lines: [] });
    expect(result).toMatchObject({ score: 0, tier: 'LOW' });
  });
});

describe('the tier boundaries', () => {
  const thresholds = { medium: 25, high: 50 };
  it.each([
    [0, 'LOW'],
    [24.99, 'LOW'],
    [25, 'MEDIUM'],
    [49.99, 'MEDIUM'],
    [50, 'HIGH'],
    [100, 'HIGH'],
  ] as const)('score %s is %s', (score, tier) => {
    expect(tierOf(score, thresholds)).toBe(tier);
  });

  it('weighs the components by the configured weights', () => {
    const c = (score: number, weight: number) => ({ component: 'SAFETY' as const, score, weight, lines: [] });
    expect(weightedScore([c(100, 40), c(0, 35), c(100, 25)])).toBe(65);
    expect(weightedScore([c(100, 0), c(50, 35)])).toBe(50);
    expect(weightedScore([c(100, 0)])).toBe(0);
  });
});
