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

async function refusalOf(promise: Promise<unknown>): Promise<DocumentCheckError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DocumentCheckError) return error;
    throw error;
  }
  throw new Error('the report passed');
}

const vat2026 = { reportingYear: 2026, reportingQuarter: 1 } as const;

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
    // Each refusal names what the file says and what was expected.
    expect(await refusalOf(check({ periodCode: '99' }))).toMatchObject({
      detail: 'period',
      params: { found: '99', allowed: '21, 22, 23, 24' },
    });
    expect(await refusalOf(check({}, { reportingYear: 2024 }))).toMatchObject({
      detail: 'reportingYear',
      params: { found: '2025', expected: 2024 },
    });
    expect(await refusalOf(check({ periodCode: '23' }))).toMatchObject({
      detail: 'reportingQuarter',
      params: { found: '23', expected: '22' },
    });
    expect(await codeOf(check({}, {}, reportFileId('NO_NDS', company, 2025, 7)))).toBe(
      'NO_SUB_DOCUMENTS_MATCH',
    );
  });

  it('reads a 2026 VAT return at 22 % (РеалТов22), the rate in force for the period', async () => {
    const summary = await check({ year: 2026, periodCode: '21' }, vat2026);
    expect(summary.figures).toMatchObject({ taxBase: 1_000_000, taxOnBase: 220_000, payable: 70_000 });
  });

  it('refuses a 2026 return in the 20 % edition, naming the element the period calls for', async () => {
    const refusal = await refusalOf(check({ year: 2026, periodCode: '21', vatPercent: 20 }, vat2026));
    expect(refusal).toMatchObject({
      code: 'NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME',
      detail: 'formEdition',
      params: { expected: 'РеалТов22', found: 'РеалТов20' },
    });
    // And a 2025 return written as if at 22 % likewise.
    expect(await refusalOf(check({ vatPercent: 22 }))).toMatchObject({
      detail: 'formEdition',
      params: { expected: 'РеалТов20', found: 'РеалТов22' },
    });
  });

  it('names the control ratio that failed with the figures of the file', async () => {
    // Tax of a 2026 base computed at the old 20 %.
    const atOldRate = await refusalOf(
      check({ year: 2026, periodCode: '21', figures: { СумНал: '200000' } }, vat2026),
    );
    expect(atOldRate).toMatchObject({ code: 'INVALID_DOCUMENT_CONTROL_RATIO', detail: 'controlRatio' });
    expect(atOldRate.params.ratio).toBe(
      'РеалТов22/СумНал = РеалТов22/НалБаза × 22 %: 200000 ≠ 1000000 × 22 % = 220000',
    );
    const payable = await refusalOf(check({ figures: { НалПУ164: '70000' } }));
    expect(payable.params.ratio).toBe('НалПУ164 = НалВосстОбщ − НалВычОбщ: 70000 ≠ 200000 − 150000 = 50000');
  });

  it('refuses a report saved as UTF-8: the format is windows-1251', async () => {
    const report = sampleReport({ form: 'NO_NDS', taxpayer: company, year: 2025, periodCode: '22' });
    const receipt = sampleAnswer('RECEIPT', company, report.name.replace(/\.xml$/, ''));
    const text = new TextDecoder('windows-1251').decode(report.bytes);
    const utf8 = new TextEncoder();
    const variants = [
      // Declared UTF-8.
      utf8.encode(text.replace('encoding="windows-1251"', 'encoding="UTF-8"')),
      // Re-encoded by an editor that kept the windows-1251 declaration.
      utf8.encode(text),
      // No declaration at all (XML's default is UTF-8), with a byte order mark.
      utf8.encode(`\uFEFF${text.replace(/^<\?xml[^>]*>\n/, '')}`),
    ];
    for (const bytes of variants) {
      expect(await refusalOf(checkTaxReport(vat, { ...report, bytes }, receipt, null))).toMatchObject({
        code: 'NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME',
        detail: 'utf8',
      });
    }
    // The receipt is the authority's file too.
    const utf8Receipt = {
      ...receipt,
      bytes: utf8.encode(new TextDecoder('windows-1251').decode(receipt.bytes)),
    };
    expect(await refusalOf(checkTaxReport(vat, report, utf8Receipt, null))).toMatchObject({ detail: 'utf8' });
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
