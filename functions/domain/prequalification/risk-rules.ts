import type {
  RiskComponent,
  RiskComponentResult,
  RiskLine,
  RiskRule,
  RiskSettings,
  RiskSource,
  RiskTier,
} from '@shared/api/areas/prequalification';
import type { AcceptedReportFigures } from '../documents/accepted-figures';
import { DAY_MS } from '@shared/constants/time';
import { byCodeUnits } from '../../lib/order';

/**
 * The risk profile's rules (issue 21), pure: what each component reads from the inputs, the rule each
 * figure is judged by, and the tier the weighted score falls in. Points, weights and thresholds come
 * from the configuration (risk-config.ts), so changing them is a data change with its own audit.
 */

/** An accepted tax report with the figures the documents context read from its XML. */
export type AcceptedReport = AcceptedReportFigures;

/** The newest decided no-tax-arrears certificate. */
export interface CertificateInput {
  taskId: string;
  publicId: string;
  accepted: boolean;
  /** The date it was issued for (the supplier gives it at upload). */
  certificateDate: string | null;
  decidedAt: string;
}

/** The newest decided PBIOT package: its decision and the incident figures frozen in it. */
export interface PackageInput {
  packageId: string;
  approved: boolean;
  completionDate: string;
  expirationDate: string | null;
  incidents: Readonly<Record<string, number>>;
}

export interface RiskInputs {
  now: Date;
  /** Non-residents have no documents section: no finance component. */
  hasDocuments: boolean;
  reports: readonly AcceptedReport[];
  certificate: CertificateInput | null;
  pbiotPackage: PackageInput | null;
  requiredDocumentsLoaded: boolean;
  /** Whether the state register still has the counterparty (null: no register applies, a non-resident). */
  inRegister: boolean | null;
  questionnaireSaved: boolean;
  stopFactors: readonly { id: string; text: string }[];
  /** Tender access: its status and the last day of access (TEMPORARY awaiting payment, OPEN paid). */
  tenderAccess: { status: string; dateTo: string | null; blockedFrom: string | null };
}

const MAX_SCORE = 100;
const round2 = (n: number) => Math.round(n * 100) / 100;

const documentSource = (r: { taskId: string; documentType: string; decidedAt: string }): RiskSource => ({
  kind: 'DOCUMENT',
  id: r.taskId,
  label: r.documentType,
  date: r.decidedAt,
});

/** Balance sheets first (annual by nature), then annual tax returns: which report states a year's results. */
const FORM_PRIORITY = ['NO_BUCHOTCH', 'NO_BOUPR', 'NO_PRIB', 'NO_USN', 'NO_ESHN'];

/**
 * A year's figures from one report, each with the line of the form it is read from: the financial statements'
 * report on financial results (2110 revenue, 2400 net profit) and balance sheet (1300 capital and reserves);
 * a tax return states income and a tax base, not a net profit, so from it the profit is the taxable profit.
 */
interface YearResult {
  revenue: number;
  revenueLine: string;
  /** Net profit (loss): line 2400 of the statements; null from a tax return. */
  profit: number | null;
  /** A tax return's income less expenses (its tax base before losses carried): only when no statements. */
  taxableProfit: { value: number; line: string } | null;
  netAssets: number | null;
  report: AcceptedReport;
}

/** What one report says of its year; a profit tax return counts only for the whole year (its 4th quarter). */
function resultOf(report: AcceptedReport): YearResult | null {
  const f = report.figures;
  const fromReturn = (revenueLine: string, taxLine: string): YearResult | null => {
    if (f.income === undefined) return null;
    return {
      revenue: f.income,
      revenueLine,
      profit: null,
      taxableProfit: f.expenses === undefined ? null : { value: f.income - f.expenses, line: taxLine },
      netAssets: null,
      report,
    };
  };
  switch (report.form) {
    case 'NO_BUCHOTCH':
    case 'NO_BOUPR':
      if (f.revenue === undefined) return null;
      return {
        revenue: f.revenue,
        revenueLine: '2110',
        profit: f.netProfit ?? null,
        taxableProfit: null,
        netAssets: f.equity ?? null,
        report,
      };
    case 'NO_PRIB':
      // Sheet 02: line 010 income from sales, line 060 profit (loss).
      return report.quarter === 4 ? fromReturn('010', '060') : null;
    case 'NO_USN':
      // Section 2.2 of the return: line 213 income, line 243 the tax base.
      return fromReturn('213', '243');
    case 'NO_ESHN':
      // Section 2: line 010 income, line 030 the tax base.
      return fromReturn('010', '030');
    default:
      return null;
  }
}

/** The year's results from the preferred form, the newest accepted report of that form. */
function yearResult(reports: readonly AcceptedReport[], year: number): YearResult | null {
  const results = reports
    .filter((r) => r.year === year)
    .map(resultOf)
    .filter((r): r is YearResult => r !== null)
    .sort(
      (a, b) =>
        FORM_PRIORITY.indexOf(a.report.form) - FORM_PRIORITY.indexOf(b.report.form) ||
        byCodeUnits(b.report.decidedAt, a.report.decidedAt),
    );
  return results[0] ?? null;
}

const line = (
  figure: RiskLine['figure'],
  rule: RiskRule,
  failed: boolean,
  settings: RiskSettings,
  rest: Partial<Pick<RiskLine, 'year' | 'value' | 'params' | 'source'>> = {},
): RiskLine => ({
  figure,
  rule,
  points: failed ? settings.points[rule] : 0,
  year: rest.year ?? null,
  value: rest.value ?? null,
  params: rest.params ?? {},
  source: rest.source ?? null,
});

/** The two last full years. */
export const financeYears = (now: Date): number[] => [now.getUTCFullYear() - 1, now.getUTCFullYear() - 2];

export function financeLines(inputs: RiskInputs, settings: RiskSettings): RiskLine[] {
  if (!inputs.hasDocuments) return [];
  const lines: RiskLine[] = [];
  let newestNetAssets: YearResult | null = null;
  for (const year of financeYears(inputs.now)) {
    const result = yearResult(inputs.reports, year);
    const source = result ? documentSource(result.report) : null;
    lines.push(
      line('REVENUE', 'REVENUE_MISSING', !result, settings, {
        year,
        value: result?.revenue ?? null,
        source,
        ...(result ? { params: { line: result.revenueLine } } : {}),
      }),
    );
    if (result?.profit !== null && result?.profit !== undefined) {
      lines.push(
        line('NET_PROFIT', 'LOSS_YEAR', result.profit < 0, settings, {
          year,
          value: result.profit,
          source,
          params: { line: '2400' },
        }),
      );
    } else if (result?.taxableProfit) {
      // No statements for the year: the return's tax base, named as such, judged by the same rule.
      const { value, line: taxLine } = result.taxableProfit;
      lines.push(
        line('TAXABLE_PROFIT', 'LOSS_YEAR', value < 0, settings, {
          year,
          value,
          source,
          params: { line: taxLine },
        }),
      );
    }
    if (!newestNetAssets && result?.netAssets !== null && result?.netAssets !== undefined)
      newestNetAssets = result;
  }
  if (newestNetAssets?.netAssets !== null && newestNetAssets?.netAssets !== undefined) {
    lines.push(
      line('NET_ASSETS', 'NEGATIVE_NET_ASSETS', newestNetAssets.netAssets < 0, settings, {
        year: newestNetAssets.report.year,
        value: newestNetAssets.netAssets,
        params: { line: '1300' },
        source: documentSource(newestNetAssets.report),
      }),
    );
  }
  lines.push(certificateLine(inputs, settings));
  return lines;
}

/** Present (a decided certificate), clean (accepted: no arrears) and fresh (younger than the limit). */
function certificateLine(inputs: RiskInputs, settings: RiskSettings): RiskLine {
  const c = inputs.certificate;
  const maxAgeDays = settings.certificateMaxAgeDays;
  if (!c) return line('CERTIFICATE_DATE', 'CERTIFICATE_MISSING', true, settings);
  const source: RiskSource = { kind: 'DOCUMENT', id: c.taskId, label: 'NoTaxArrears', date: c.decidedAt };
  if (!c.accepted)
    return line('CERTIFICATE_DATE', 'CERTIFICATE_REJECTED', true, settings, {
      value: c.certificateDate,
      source,
    });
  const issued = c.certificateDate ?? c.decidedAt.slice(0, 10);
  const ageDays = Math.floor(
    (inputs.now.getTime() - Date.parse(`${issued.slice(0, 10)}T00:00:00Z`)) / DAY_MS,
  );
  return line('CERTIFICATE_DATE', 'CERTIFICATE_EXPIRED', ageDays > maxAgeDays, settings, {
    value: issued.slice(0, 10),
    params: { ageDays, maxAgeDays },
    source,
  });
}

/** The incident years a package holds (codes `q2_{year}`), oldest first. */
const incidentYearsOf = (incidents: Readonly<Record<string, number>>): number[] =>
  [
    ...new Set(
      Object.keys(incidents)
        .map((code) => /^q[23]_(\d{4})$/.exec(code)?.[1])
        .filter((y): y is string => y !== undefined)
        .map(Number),
    ),
  ].sort();

export function safetyLines(inputs: RiskInputs, settings: RiskSettings): RiskLine[] {
  const pkg = inputs.pbiotPackage;
  if (!pkg) return [line('PACKAGE_DECISION', 'PACKAGE_MISSING', true, settings)];
  const source: RiskSource = {
    kind: 'PBIOT_PACKAGE',
    id: pkg.packageId,
    label: null,
    date: pkg.completionDate,
  };
  const today = inputs.now.toISOString().slice(0, 10);
  const decision = pkg.approved
    ? line('PACKAGE_DECISION', 'PACKAGE_EXPIRED', (pkg.expirationDate ?? '') < today, settings, {
        value: 'APPROVED',
        params: { validUntil: pkg.expirationDate ?? '' },
        source,
      })
    : line('PACKAGE_DECISION', 'PACKAGE_REJECTED', true, settings, { value: 'REJECTED', source });
  const years = incidentYearsOf(pkg.incidents);
  const sum = (code: string) => years.reduce((total, y) => total + (pkg.incidents[`${code}_${y}`] ?? 0), 0);
  const fatalities = sum('q2');
  const accidents = sum('q3');
  const headcount = pkg.incidents.q1 ?? 0;
  const hours = headcount * settings.hoursPerEmployee * years.length;
  const frequency = hours > 0 ? round2((accidents * 1_000_000) / hours) : 0;
  const period = years.length > 0 ? `${years[0]}–${years[years.length - 1]}` : '';
  return [
    decision,
    line('FATALITIES', 'FATALITY', fatalities > 0, settings, {
      value: fatalities,
      params: { period },
      source,
    }),
    line('FREQUENCY', 'FREQUENCY_ABOVE', frequency > settings.frequencyLimit, settings, {
      value: frequency,
      params: {
        period,
        accidents,
        headcount,
        hours,
        hoursPerEmployee: settings.hoursPerEmployee,
        limit: settings.frequencyLimit,
      },
      source,
    }),
  ];
}

export function complianceLines(inputs: RiskInputs, settings: RiskSettings): RiskLine[] {
  const lines = [
    line('QUESTIONNAIRE', 'QUESTIONNAIRE_INCOMPLETE', !inputs.questionnaireSaved, settings, {
      value: inputs.questionnaireSaved,
      source: { kind: 'QUESTIONNAIRE', id: null, label: null, date: null },
    }),
  ];
  if (inputs.hasDocuments) {
    lines.push(
      line('REQUIRED_DOCUMENTS', 'DOCUMENTS_MISSING', !inputs.requiredDocumentsLoaded, settings, {
        value: inputs.requiredDocumentsLoaded,
        source: { kind: 'DOCUMENT', id: null, label: null, date: null },
      }),
    );
  }
  if (inputs.inRegister !== null) {
    lines.push(
      line('REGISTRY_STATUS', 'REGISTRY_INACTIVE', !inputs.inRegister, settings, {
        value: inputs.inRegister,
        source: { kind: 'REGISTRY', id: null, label: null, date: null },
      }),
    );
  }
  lines.push(
    inputs.stopFactors.length === 0
      ? line('STOP_FACTORS', 'STOP_FACTOR', false, settings, { value: 0 })
      : {
          ...line('STOP_FACTORS', 'STOP_FACTOR', true, settings, {
            value: inputs.stopFactors.length,
            source: {
              kind: 'RISK_REGISTER',
              id: inputs.stopFactors[0]!.id,
              label: inputs.stopFactors[0]!.text,
              date: null,
            },
          }),
          // Each blocking indicator counts.
          points: settings.points.STOP_FACTOR * inputs.stopFactors.length,
        },
  );
  const access = inputs.tenderAccess;
  if (access.status !== 'NOT_CONFIRMED') {
    // Temporary access awaiting its payment, or access blocked for want of one.
    const unpaid = access.status === 'TEMPORARY' || access.status === 'BLOCKED';
    lines.push(
      line('TENDER_ACCESS', 'TENDER_ACCESS_UNPAID', unpaid, settings, {
        value: access.status,
        params: { dateTo: access.dateTo ?? '', blockedFrom: access.blockedFrom ?? '' },
        source: { kind: 'TENDER_ACCESS', id: null, label: null, date: access.dateTo ?? access.blockedFrom },
      }),
    );
  }
  return lines;
}

const component = (
  name: RiskComponent,
  lines: RiskLine[],
  settings: RiskSettings,
  applies = true,
): RiskComponentResult => ({
  component: name,
  score: Math.min(
    MAX_SCORE,
    lines.reduce((total, l) => total + l.points, 0),
  ),
  weight: applies ? settings.weights[name] : 0,
  lines,
});

/** The weighted score of the components that apply (a component of weight 0 does not count). */
export function weightedScore(components: readonly RiskComponentResult[]): number {
  const weights = components.reduce((total, c) => total + c.weight, 0);
  if (weights === 0) return 0;
  return round2(components.reduce((total, c) => total + c.score * c.weight, 0) / weights);
}

/** A score at a threshold belongs to the riskier tier. */
export function tierOf(score: number, thresholds: RiskSettings['thresholds']): RiskTier {
  if (score >= thresholds.high) return 'HIGH';
  if (score >= thresholds.medium) return 'MEDIUM';
  return 'LOW';
}

export interface Assessment {
  tier: RiskTier;
  score: number;
  components: RiskComponentResult[];
}

export function assess(inputs: RiskInputs, settings: RiskSettings): Assessment {
  const components = [
    component('FINANCE', financeLines(inputs, settings), settings, inputs.hasDocuments),
    component('SAFETY', safetyLines(inputs, settings), settings),
    component('COMPLIANCE', complianceLines(inputs, settings), settings),
  ];
  const score = weightedScore(components);
  return { tier: tierOf(score, settings.thresholds), score, components };
}
