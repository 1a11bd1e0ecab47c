import { DEMO_SUPPLIERS } from '../../accounts/seed';
import { reportFileId, sampleAnswer, sampleReport, type SampleReport, type SampleTaxpayer } from './samples';

/**
 * Sample tax reports for the demo suppliers, valid and broken on purpose, each with the receipt the
 * authority would have sent: what a newcomer uploads to try the documents section (README, "Sample
 * documents") and what the browser suite uploads.
 */
export interface SampleSet {
  /** Folder-friendly name of the case. */
  name: string;
  /** What a user should see: accepted for review, or the 03 §8 code it is refused with. */
  expect: 'IN_REVIEW' | string;
  documentType: string;
  reportingYear: number;
  reportingQuarter: number | null;
  files: { part: 'MAIN' | 'RECEIPT'; name: string; bytes: Uint8Array }[];
}

const legal = DEMO_SUPPLIERS[0].counterparty;
const individual = DEMO_SUPPLIERS[1].counterparty;

export const DEMO_TAXPAYERS = {
  legal: { name: legal.companyName, inn: legal.inn, kpp: legal.kpp },
  individual: { name: individual.companyName, inn: individual.inn, kpp: null },
} as const satisfies Record<string, SampleTaxpayer>;

/** Another company, for the report that is not the supplier's own. */
const STRANGER: SampleTaxpayer = { name: 'ООО «Чужая компания»', inn: '7736050003', kpp: '773601001' };

function set(
  name: string,
  expect: string,
  documentType: string,
  report: SampleReport,
  reportingQuarter: number | null,
  receiptFor?: string,
): SampleSet {
  const main = sampleReport(report);
  const processed = receiptFor ?? main.name.replace(/\.xml$/, '');
  // The authority's receipt names the report it accepted: its form, period, year and correction.
  const facts = receiptFor
    ? undefined
    : { form: report.form, periodCode: report.periodCode, year: report.year, correction: report.correction };
  const receipt = sampleAnswer('RECEIPT', report.taxpayer, processed, facts);
  return {
    name,
    expect,
    documentType,
    reportingYear: report.year,
    reportingQuarter,
    files: [
      { part: 'MAIN', ...main },
      { part: 'RECEIPT', ...receipt },
    ],
  };
}

/** The samples for reports of `year` (the last finished year). */
export function demoSampleSets(year: number): SampleSet[] {
  const company = DEMO_TAXPAYERS.legal;
  const vat = (extra: Partial<SampleReport> = {}): SampleReport => ({
    form: 'NO_NDS',
    taxpayer: company,
    year,
    periodCode: '22',
    // Written as 1C:Бухгалтерия writes it (ВерсПрог, xmlns:xsi first, tabs, CRLF).
    vendor: '1C',
    ...extra,
  });
  return [
    set('legal-vat-valid', 'IN_REVIEW', 'VatXML', vat(), 2),
    // The first quarter at 22 % (from 2026): the base is reported in РеалТов22.
    set(
      'legal-vat-2026-q1-22-percent-valid',
      'IN_REVIEW',
      'VatXML',
      vat({ year: 2026, periodCode: '21' }),
      1,
    ),
    set(
      'legal-income-tax-valid',
      'IN_REVIEW',
      'IncomeTaxReturnQuarterXML',
      { ...vat(), form: 'NO_PRIB', periodCode: '34', vendor: 'SBIS' },
      4,
    ),
    set(
      'legal-balance-sheet-valid',
      'IN_REVIEW',
      'BalanceSheetQuarter',
      { ...vat(), form: 'NO_BUCHOTCH', periodCode: '34' },
      null,
    ),
    // The corrected return of the same period (НомКорр 1, another file): it replaces the first one.
    set(
      'legal-vat-correction-valid',
      'IN_REVIEW',
      'VatXML',
      vat({ vendor: 'KONTUR', correction: 1, fileId: reportFileId('NO_NDS', company, year, 2) }),
      2,
    ),
    set('legal-vat-other-inn', 'INVALID_DOCUMENT_INN', 'VatXML', vat({ taxpayer: STRANGER }), 2),
    set(
      'legal-vat-control-ratio',
      'INVALID_DOCUMENT_CONTROL_RATIO',
      'VatXML',
      vat({ figures: { НалПУ164: '1' } }),
      2,
    ),
    set(
      'legal-vat-wrong-quarter',
      'INVALID_DOCUMENT_REPORTING_QUARTER',
      'VatXML',
      vat({ periodCode: '23' }),
      2,
    ),
    set('legal-vat-bad-period', 'INVALID_DOCUMENT_PERIOD', 'VatXML', vat({ periodCode: '99' }), 2),
    set(
      'legal-vat-broken-schema',
      'NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME',
      'VatXML',
      vat({ brokenBody: true }),
      2,
    ),
    set(
      'legal-vat-foreign-receipt',
      'NO_SUB_DOCUMENTS_MATCH',
      'VatXML',
      vat(),
      2,
      reportFileId('NO_NDS', company, year, 42),
    ),
    set(
      'individual-usn-valid',
      'IN_REVIEW',
      'UsnXML',
      { form: 'NO_USN', taxpayer: DEMO_TAXPAYERS.individual, year, periodCode: '34', vendor: 'KONTUR' },
      null,
    ),
  ];
}
