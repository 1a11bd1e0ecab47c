import { describe, expect, it } from 'vitest';
import type { DocumentErrorCode } from '@shared/constants/documents';
import { DocumentCheckError } from '../document-check-error';
import { checkTaxReport, type ReportExpectation } from './tax-report';
import { encodeWindows1251, reportFileId, sampleAnswer, sampleReport, type SampleReport } from './samples';

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
    // A VAT return's appendix file (section 8–12, NO_NDS.8_…) is named as such, not as a wrong name.
    const report = sampleReport({ form: 'NO_NDS', taxpayer: company, year: 2025, periodCode: '22' });
    const appendix = { ...report, name: report.name.replace(/^NO_NDS_/, 'NO_NDS.8_') };
    const receipt = sampleAnswer('RECEIPT', company, report.name.replace(/\.xml$/, ''));
    expect(await refusalOf(checkTaxReport(vat, appendix, receipt, null))).toMatchObject({
      code: 'NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME',
      detail: 'vatAppendix',
      params: { found: appendix.name, section: '8' },
    });
    // A reorganisation quarter is a real code of the form: the refusal says what it means.
    expect(await refusalOf(check({ periodCode: '55' }))).toMatchObject({
      code: 'INVALID_DOCUMENT_PERIOD',
      detail: 'reorganisationPeriod',
      params: { found: '55', allowed: '21, 22, 23, 24' },
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
    expect(payable.params.ratio).toBe(
      'НалПУ164 (стр. 200/210) = НалВосстОбщ − НалВычОбщ: 70000 ≠ 200000 − 150000 = 50000',
    );
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

  it('accepts what the programs write and tolerates what the cabinet does not read', async () => {
    for (const vendor of ['1C', 'KONTUR', 'SBIS', 'FNS'] as const) {
      expect(await codeOf(check({ vendor }))).toBe('passed');
    }
    const report = sampleReport({
      form: 'NO_NDS',
      taxpayer: company,
      year: 2025,
      periodCode: '22',
      vendor: '1C',
    });
    const text = new TextDecoder('windows-1251')
      .decode(report.bytes)
      .replace('<СумУпл164 ', '<СумУпл164 НовыйАтрибут="1" ')
      .replace('</НДС>', '<НовыйРаздел Сумма="1"/></НДС>');
    const receipt = sampleAnswer('RECEIPT', company, report.name.replace(/\.xml$/, ''));
    const extended = { ...report, bytes: encodeWindows1251(text) };
    expect(await codeOf(checkTaxReport(vat, extended, receipt, null))).toBe('passed');
  });

  it('names the element or attribute the cabinet reads when it is missing or of the wrong type', async () => {
    const report = sampleReport({ form: 'NO_NDS', taxpayer: company, year: 2025, periodCode: '22' });
    const receipt = sampleAnswer('RECEIPT', company, report.name.replace(/\.xml$/, ''));
    const text = new TextDecoder('windows-1251').decode(report.bytes);
    const edit = (from: RegExp, to: string) => ({
      ...report,
      bytes: encodeWindows1251(text.replace(from, to)),
    });
    expect(await refusalOf(checkTaxReport(vat, edit(/ НалВычОбщ="\d+"/, ''), receipt, null))).toMatchObject({
      code: 'NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME',
      detail: 'missingAttribute',
      params: { element: 'Файл/Документ/НДС/СумУпл164/СумНалВыч', attribute: 'НалВычОбщ' },
    });
    expect(
      await refusalOf(checkTaxReport(vat, edit(/НалПУ164="\d+"/, 'НалПУ164="50 000"'), receipt, null)),
    ).toMatchObject({
      detail: 'wrongValue',
      params: { element: 'Файл/Документ/НДС/СумУпл164', attribute: 'НалПУ164', value: '50 000' },
    });
    expect(await refusalOf(checkTaxReport(vat, edit(/<СумУплНП [^>]*\/>/, ''), receipt, null))).toMatchObject(
      {
        detail: 'missingElement',
        params: { element: 'Файл/Документ/НДС/СумУплНП' },
      },
    );
    const truncated = { ...report, bytes: report.bytes.subarray(0, report.bytes.length - 40) };
    expect(await refusalOf(checkTaxReport(vat, truncated, receipt, null))).toMatchObject({
      detail: 'notWellFormed',
    });
  });

  it('names what the file says with its own code whatever else is wrong in it', async () => {
    const stranger = { name: 'ООО "Чужая"', inn: '7736050003', kpp: '773601001' };
    expect(await codeOf(check({ taxpayer: stranger, brokenBody: true }))).toBe('INVALID_DOCUMENT_INN');
    expect(await codeOf(check({ year: 2024, brokenBody: true }))).toBe('INVALID_DOCUMENT_REPORTING_YEAR');
    // A cumulative period code (nine months) on a VAT return, which is filed for one quarter.
    expect(await refusalOf(check({ periodCode: '33', brokenBody: true }))).toMatchObject({
      code: 'INVALID_DOCUMENT_PERIOD',
      params: { found: '33', allowed: '21, 22, 23, 24' },
    });
    expect(await codeOf(check({ brokenBody: true }))).toBe('NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME');
  });

  it('accepts the КПП of a largest taxpayer’s inspectorate and of a branch, not another one', async () => {
    const largest = { ...company, kpp: '997750001' };
    expect(await codeOf(check({ taxpayer: largest }, {}, undefined))).toBe('passed');
    const branch = { ...company, kpp: '780245001' };
    expect(await codeOf(check({ taxpayer: branch }))).toBe('INVALID_DOCUMENT_INN');
    expect(await codeOf(check({ taxpayer: branch }, { otherKpps: ['780245001'] }))).toBe('passed');
  });

  it('passes a refund return, a loss and non-operating income and expenses', async () => {
    // Deductions above the tax: the return claims a refund (negative НалПУ164 and СумПУ_173.1).
    expect(await codeOf(check({ figures: { НалВычОбщ: '900000' } }))).toBe('passed');
    const year = { reportingQuarter: 4 as const };
    expect(
      await codeOf(
        check(
          { form: 'NO_PRIB', periodCode: '34', figures: { РасхУмРеал: '6000000', РасхВнереал: '900000' } },
          { form: 'NO_PRIB', ...year },
        ),
      ),
    ).toBe('passed');
    expect(
      await codeOf(
        check(
          { form: 'NO_USN', periodCode: '34', usnObject: 2, figures: { Расход: '2600000' } },
          { form: 'NO_USN', reportingQuarter: null },
        ),
      ),
    ).toBe('passed');
    expect(
      await codeOf(
        check({ form: 'NO_PRIB', periodCode: '34', figures: { ПрибУб: '1' } }, { form: 'NO_PRIB', ...year }),
      ),
    ).toBe('INVALID_DOCUMENT_CONTROL_RATIO');
  });

  it('accepts the statements under the authority’s NO_BUHOTCH name and the spec’s NO_BUCHOTCH, in roubles', async () => {
    const statements = { form: 'NO_BUCHOTCH' as const, reportingQuarter: null };
    const real = await check({ form: 'NO_BUCHOTCH', periodCode: '34' }, statements);
    expect(real.fileId.startsWith('NO_BUHOTCH_')).toBe(true);
    expect(real.figures).toMatchObject({ revenue: 48_000_000, equity: 4_700_000 });
    const spec = reportFileId('NO_BUCHOTCH', company, 2025).replace('NO_BUHOTCH_', 'NO_BUCHOTCH_');
    expect(await codeOf(check({ form: 'NO_BUCHOTCH', periodCode: '34', fileId: spec }, statements))).toBe(
      'passed',
    );
  });

  it('refuses the receipt of another report of the same file name', async () => {
    const report = sampleReport({
      form: 'NO_NDS',
      taxpayer: company,
      year: 2025,
      periodCode: '22',
      correction: 1,
    });
    const own = report.name.replace(/\.xml$/, '');
    const first = sampleAnswer('RECEIPT', company, own, {
      form: 'NO_NDS',
      periodCode: '22',
      year: 2025,
      correction: 0,
    });
    expect(await refusalOf(checkTaxReport(vat, report, first, null))).toMatchObject({
      code: 'NO_SUB_DOCUMENTS_MATCH',
      detail: 'answerReport',
    });
    const right = sampleAnswer('RECEIPT', company, own, {
      form: 'NO_NDS',
      periodCode: '22',
      year: 2025,
      correction: 1,
    });
    expect((await checkTaxReport(vat, report, right, null)).correctionNumber).toBe(1);
  });
});
