import { describe, expect, it } from 'vitest';
import type { DocumentErrorCode } from '@shared/constants/documents';
import { DocumentCheckError } from '../document-check-error';
import { checkTaxReport, type ReportExpectation } from './tax-report';
import { reportFileId, sampleAnswer, sampleReport, type SampleReport } from './samples';

const company = { name: 'ООО "Ромашка"', inn: '7707083893', kpp: '770701001' };
const vat: ReportExpectation = {
  form: 'NO_NDS',
  inn: company.inn,
  kpp: company.kpp,
  reportingYear: 2025,
  reportingQuarter: 2,
};

async function check(
  sample: Partial<SampleReport> = {},
  expectation: Partial<ReportExpectation> = {},
  receiptFor?: string,
) {
  const report = sampleReport({ form: 'NO_NDS', taxpayer: company, year: 2025, periodCode: '22', ...sample });
  const receipt = sampleAnswer('RECEIPT', company, receiptFor ?? report.name.replace(/\.xml$/, ''));
  return checkTaxReport({ ...vat, ...expectation }, report, receipt, null);
}

async function codeOf(promise: Promise<unknown>): Promise<DocumentErrorCode | 'passed'> {
  try {
    await promise;
    return 'passed';
  } catch (error) {
    if (error instanceof DocumentCheckError) return error.code;
    throw error;
  }
}

// Each check runs libxml2 (WebAssembly) a few times: slower than the default 5 s on a busy machine.
describe('checkTaxReport', { timeout: 60_000 }, () => {
  it('reads a valid windows-1251 VAT return with its receipt', async () => {
    const summary = await check();
    expect(summary).toMatchObject({
      inn: company.inn,
      kpp: company.kpp,
      reportingQuarter: 2,
      taxpayerName: 'ООО "Ромашка"',
    });
    expect(summary.figures.payable).toBe(50000);
  });

  it('refuses each defect with its code', async () => {
    expect(await codeOf(check({ brokenBody: true }))).toBe('NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME');
    expect(await codeOf(check({ taxpayer: { ...company, inn: '7736050003' } }))).toBe('INVALID_DOCUMENT_INN');
    expect(await codeOf(check({ periodCode: '99' }))).toBe('INVALID_DOCUMENT_PERIOD');
    expect(await codeOf(check({ periodCode: '23' }))).toBe('INVALID_DOCUMENT_REPORTING_QUARTER');
    expect(await codeOf(check({}, { reportingYear: 2024 }))).toBe('INVALID_DOCUMENT_REPORTING_YEAR');
    expect(await codeOf(check({ figures: { НалПУ164: '70000' } }))).toBe('INVALID_DOCUMENT_CONTROL_RATIO');
    expect(await codeOf(check({}, {}, reportFileId('NO_NDS', company, 2025, 7)))).toBe(
      'NO_SUB_DOCUMENTS_MATCH',
    );
  });

  it('checks the notice of entry (IZ_) like the receipt', async () => {
    const report = sampleReport({ form: 'NO_NDS', taxpayer: company, year: 2025, periodCode: '22' });
    const own = report.name.replace(/\.xml$/, '');
    const receipt = sampleAnswer('RECEIPT', company, own);
    const foreign = sampleAnswer('NOTICE', company, reportFileId('NO_NDS', company, 2025, 3));
    expect(await codeOf(checkTaxReport(vat, report, receipt, sampleAnswer('NOTICE', company, own)))).toBe(
      'passed',
    );
    expect(await codeOf(checkTaxReport(vat, report, receipt, foreign))).toBe('NO_SUB_DOCUMENTS_MATCH');
    // A receipt uploaded where the notice belongs is the wrong document in the group.
    const misplaced = { ...receipt, name: `IZ_${own}.xml` };
    expect(await codeOf(checkTaxReport(vat, report, receipt, misplaced))).toBe('INVALID_COMPOSITE_DOCUMENT');
  });

  it('checks every form with its own control ratio', async () => {
    const forms = [
      ['NO_PRIB', '34', { НалИсчисл: '1' }],
      ['NO_USN', '34', { НалИсчисл: '1' }],
      ['NO_ESHN', '34', { НалБаза: '1' }],
      ['NO_BUCHOTCH', '34', { Пассив: '1' }],
      ['NO_BOUPR', '34', { Актив: '1' }],
    ] as const;
    for (const [form, periodCode, broken] of forms) {
      const expectation = { form, reportingQuarter: form === 'NO_PRIB' ? (4 as const) : null };
      expect(await codeOf(check({ form, periodCode }, expectation))).toBe('passed');
      expect(await codeOf(check({ form, periodCode, figures: broken }, expectation))).toBe(
        'INVALID_DOCUMENT_CONTROL_RATIO',
      );
    }
  });
});
