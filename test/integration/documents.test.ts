import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { DocumentDraft, DocumentSpec, DocumentTask, ReviewTask } from '@shared/api/areas/documents';
import type { Notification } from '@shared/api/areas/notifications';
import type { DocumentErrorCode } from '@shared/constants/documents';
import { vatPercentOn } from '@shared/constants/vat';
import { samplePdf, samplePng } from '../../functions/domain/files/file-samples.fixture';
import { noArrearsCertificatePdf } from '../../functions/domain/documents/knd-letter.fixture';
import { brokenPdf, encryptedPdf } from '../../functions/domain/documents/pdf-samples.fixture';
import {
  encodeWindows1251,
  reportFileId,
  sampleAnswer,
  sampleReport,
  type SampleReport,
} from '../../functions/domain/documents/tax-xml/samples';
import { translate, type MessageKey } from '../support/messages';
import { addRegisterCompany } from '../../infra/local/emulators/state-register-file';
import { call, signIn } from '../support/api';
import {
  attach,
  createDocument,
  draftWith,
  portions,
  startDraft,
  supplierUnder,
  uploadFile,
  type DocumentSupplier,
} from './documents-helpers';
import { expectError, ok } from './supplier-helpers';

/**
 * The documents section through the local gateway: the specification by tax regime, the upload flow,
 * every document error code of 03 §8 from a file that really has the defect, bad input, the review.
 */

let osn: DocumentSupplier;
let usnIndividual: DocumentSupplier;
let moderator = '';
let nonResident = '';

/** The last full quarter offered now, and its VAT period code (21..24). */
const now = new Date();
const lastYear = now.getUTCFullYear() - 1;

beforeAll(async () => {
  [osn, usnIndividual, moderator, nonResident] = await Promise.all([
    supplierUnder('OSN'),
    supplierUnder('USN', 'individual'),
    signIn('moderator@demo.test'),
    signIn('nonresident@demo.test'),
  ]);
});

const vatReport = (supplier: DocumentSupplier, overrides: Partial<SampleReport> = {}) =>
  sampleReport({
    form: 'NO_NDS',
    taxpayer: supplier.taxpayer,
    year: lastYear,
    periodCode: '22',
    ...overrides,
  });
/** The VAT of the samples' 1 000 000 base in Q2 of `year`, at the rate of that period. */
const vatOf = (year: number) => (1_000_000 * vatPercentOn(`${year}-04-01`)) / 100;
const receiptFor = (supplier: DocumentSupplier, report: { name: string }) =>
  sampleAnswer('RECEIPT', supplier.taxpayer, report.name.replace(/\.xml$/, ''));

async function vatDraft(
  supplier: DocumentSupplier,
  overrides: Partial<SampleReport> = {},
  receiptOf?: string,
) {
  const report = vatReport(supplier, overrides);
  const receipt = sampleAnswer('RECEIPT', supplier.taxpayer, receiptOf ?? report.name.replace(/\.xml$/, ''));
  return draftWith(supplier.token, 'VatXML', [
    ['MAIN', report],
    ['RECEIPT', receipt],
  ]);
}

const ru = (key: MessageKey, params?: Record<string, string | number>) => translate('ru', key, params);

function expectDocumentError(
  result: { status: number; body: unknown },
  code: DocumentErrorCode,
  key: MessageKey = `documents.error.${code}`,
  params?: Record<string, string | number>,
) {
  const payload = expectError(result, 422);
  expect(payload.code).toBe(code);
  expect(payload.message).toBe(ru(key, params));
}

describe('the document specification (03 §3)', () => {
  it('follows the account kind and the tax regime', async () => {
    const legal = await ok<DocumentSpec>(
      call('GET', '/api/profiles/documents/v3/spec', { token: osn.token }),
    );
    expect(legal.taxRegime).toBe('OSN');
    expect(legal.required.documentTypes.map((t) => t.code)).toEqual([
      'Charter',
      'DirectorAppointmentOrder',
      'BalanceSheetQuarter',
      'VatXML',
      'IncomeTaxReturnQuarterXML',
    ]);
    expect(legal.required.documentTypes.find((t) => t.code === 'VatXML')).toMatchObject({
      type: 'COMPOSITE',
      taxForm: 'NO_NDS',
      fileExtensions: ['xml'],
      subDocuments: [
        { code: 'RECEIPT', minCount: 1, maxCount: 1 },
        { code: 'NOTICE', minCount: 0, maxCount: 1 },
      ],
    });
    expect(legal.required.existingDocumentInfoList.every((i) => !i.loaded)).toBe(true);
    // 03 §4, §9: the returns due now and not filed are named (a company registered years ago).
    expect(legal.taxReturnWarnings.map((w) => w.documentType)).toEqual([
      'IncomeTaxReturnQuarterXML',
      'VatXML',
    ]);
    const vatDue = legal.taxReturnWarnings.find((w) => w.documentType === 'VatXML')!;
    expect(vatDue.name).toBe('Налоговая декларация по НДС (XML)');
    await ok<DocumentTask>(
      createDocument(osn.token, {
        temporaryDocumentId: await vatDraft(osn, {
          year: vatDue.reportingYear,
          periodCode: `2${vatDue.reportingQuarter}`,
        }),
        reportingYear: vatDue.reportingYear,
        reportingQuarter: vatDue.reportingQuarter as 1 | 2 | 3 | 4,
      }),
    );
    const filed = await ok<DocumentSpec>(
      call('GET', '/api/profiles/documents/v3/spec', { token: osn.token }),
    );
    expect(filed.taxReturnWarnings.map((w) => w.documentType)).toEqual(['IncomeTaxReturnQuarterXML']);
    expect(filed.required.existingDocumentInfoList.some((i) => i.loaded)).toBe(true);

    const individual = await ok<DocumentSpec>(
      call('GET', '/api/profiles/documents/v3/spec', { token: usnIndividual.token }),
    );
    expect(individual.required.documentTypes.map((t) => t.code)).toEqual([
      'UsnXML',
      'TaxTypeConfirmationUSN',
    ]);
    expect(individual.additional.documentTypes.map((t) => t.code)).not.toContain('Charter');
  });

  it('is closed to non-residents, as every documents call', async () => {
    const calls = [
      call('GET', '/api/profiles/documents/v3/spec', { token: nonResident }),
      call('GET', '/api/profiles/documents/v2/portions', { token: nonResident }),
      startDraft(nonResident, 'Charter'),
      call('GET', '/api/profiles/financialIndicators', { token: nonResident }),
    ];
    for (const result of await Promise.all(calls)) expectError(result, 403, ru('documents.noAccess'));
  });

  it('answers the completeness flag for a whole table in one call, as the single call does', async () => {
    const { requiredDocumentsLoaded, requiredDocumentsLoadedMany } =
      await import('../../functions/domain/documents/completeness');
    const unknown = 'no-such-counterparty';
    const ids = [osn.counterpartyId, usnIndividual.counterpartyId, osn.counterpartyId, unknown];
    const many = await requiredDocumentsLoadedMany(ids);
    // Each counterparty once, however often the table names it.
    expect([...many.keys()]).toEqual([osn.counterpartyId, usnIndividual.counterpartyId, unknown]);
    for (const id of ids) expect(many.get(id)).toBe(await requiredDocumentsLoaded(id));
    expect(many.get(unknown)).toBe(false);
  });
});

describe('a VAT return with its receipt, from upload to decision', () => {
  let task: DocumentTask;

  it('is read, checked and sent for review', async () => {
    const draftId = await vatDraft(osn);
    task = await ok<DocumentTask>(
      createDocument(osn.token, {
        temporaryDocumentId: draftId,
        reportingYear: lastYear,
        reportingQuarter: 2,
      }),
    );
    expect(task).toMatchObject({
      documentType: 'VatXML',
      status: { code: 'DVS_IN_PROGRESS', name: 'На проверке' },
      reportingYear: lastYear,
      reportingQuarter: 2,
      summary: { form: 'NO_NDS', inn: osn.taxpayer.inn, kpp: osn.taxpayer.kpp, periodCode: '22' },
    });
    expect(task.summary?.figures).toMatchObject({ taxBase: 1_000_000, payable: vatOf(lastYear) - 150_000 });
    expect(task.files.map((f) => f.part)).toEqual(['MAIN', 'RECEIPT']);
    expect((await portions(osn.token)).content[0]?.id).toBe(task.id);

    // The same report for the same period cannot go to review twice while the first waits there.
    const inReview = ru('documents.alreadyInReview', { publicId: task.publicId });
    const vatOfQuarter = async (reportingQuarter: 1 | 2) =>
      createDocument(osn.token, {
        temporaryDocumentId: await vatDraft(osn, { periodCode: `2${reportingQuarter}` }),
        reportingYear: lastYear,
        reportingQuarter,
      });
    const [again, sameTime] = await Promise.all([vatOfQuarter(2), vatOfQuarter(2)]);
    expectError(again, 409, inReview);
    expectError(sameTime, 409, inReview);
    // Another quarter is another report.
    expect(await ok<DocumentTask>(vatOfQuarter(1))).toMatchObject({ reportingQuarter: 1 });
    // The draft is gone: it cannot be sent twice.
    expectError(
      await createDocument(osn.token, { temporaryDocumentId: draftId, reportingYear: lastYear }),
      404,
    );
  });

  it('waits in the back-office queue and gets exactly one decision; the supplier is told', async () => {
    const queue = await ok<ReviewTask[]>(call('GET', '/api/backoffice/document-tasks', { token: moderator }));
    expect(queue.find((t) => t.id === task.id)).toMatchObject({
      counterpartyId: osn.counterpartyId,
      companyCode: osn.companyCode,
      summary: { taxpayerName: osn.taxpayer.name },
    });
    const decide = (body: unknown) =>
      call('POST', `/api/backoffice/document-tasks/${task.id}/decision`, { token: moderator, body });
    expectError(await decide({ decision: 'REJECT', reasonCode: 'OTHER' }), 400);
    const accepted = await ok<ReviewTask>(decide({ decision: 'ACCEPT' }));
    expect(accepted).toMatchObject({ status: { code: 'DVS_ACCEPTED' }, statusFromSmbk: 'RELEVANT' });
    expectError(await decide({ decision: 'REJECT', reasonCode: 'OTHER', comment: 'поздно' }), 409);

    const mine = (await portions(osn.token)).content.find((t) => t.id === task.id);
    expect(mine).toMatchObject({
      status: { code: 'DVS_ACCEPTED', name: 'Принят' },
      statusFromSmbk: 'RELEVANT',
    });
    const notes = await ok<Notification[]>(
      call('GET', '/api/profiles/get-new-notifications', { token: osn.token }),
    );
    // The notification names the period as every screen does (one quarter for VAT).
    expect(notes.map((n) => n.notificationText)).toContain(
      `Налоговая декларация по НДС (XML) за 2 квартал ${lastYear} (${task.publicId}): Принят`,
    );
  });

  it('makes an older accepted return of the same period not relevant, and a rejection can be resent', async () => {
    const newer = await ok<DocumentTask>(
      createDocument(osn.token, {
        temporaryDocumentId: await vatDraft(osn),
        reportingYear: lastYear,
        reportingQuarter: 2,
      }),
    );
    const rejected = await ok<ReviewTask>(
      call('POST', `/api/backoffice/document-tasks/${newer.id}/decision`, {
        token: moderator,
        body: { decision: 'REJECT', reasonCode: 'NO_SIGNATURE', comment: 'Нет отметки налогового органа' },
      }),
    );
    expect(rejected).toMatchObject({ decisionReasonComments: ['Нет подписи или отметки налогового органа'] });
    const resent = await ok<DocumentTask>(
      call('POST', '/api/profiles/documents/v2/portions/resend', {
        token: osn.token,
        body: { id: newer.id },
      }),
    );
    expect(resent.status.code).toBe('DVS_IN_PROGRESS');
    // The resent return is in review: the same report cannot be sent beside it.
    expectError(
      await createDocument(osn.token, {
        temporaryDocumentId: await vatDraft(osn),
        reportingYear: lastYear,
        reportingQuarter: 2,
      }),
      409,
      ru('documents.alreadyInReview', { publicId: resent.publicId }),
    );
    expectError(
      await call('POST', '/api/profiles/documents/v2/portions/resend', {
        token: osn.token,
        body: { id: task.id },
      }),
      409,
    );
    await ok(
      call('POST', `/api/backoffice/document-tasks/${resent.id}/decision`, {
        token: moderator,
        body: { decision: 'ACCEPT' },
      }),
    );
    const byId = new Map((await portions(osn.token)).content.map((t) => [t.id, t]));
    expect(byId.get(task.id)?.statusFromSmbk).toBe('NOT_RELEVANT');
    expect(byId.get(resent.id)?.statusFromSmbk).toBe('RELEVANT');
    expect(byId.get(newer.id)).toMatchObject({
      statusFromSmbk: null,
      comment: 'Нет отметки налогового органа',
    });
  });
});

describe('a corrected return (НомКорр > 0) replaces the earlier one of its period', () => {
  it('replaces the return still in review, keeps it in the history, and stays the one in review', async () => {
    const quarter = { reportingYear: lastYear, reportingQuarter: 3 as const };
    const file = (correction: number) =>
      vatDraft(osn, {
        periodCode: '23',
        correction,
        fileId: reportFileId('NO_NDS', osn.taxpayer, lastYear, 300 + correction),
      });
    const first = await ok<DocumentTask>(
      createDocument(osn.token, { temporaryDocumentId: await file(0), ...quarter }),
    );
    const correction = await ok<DocumentTask>(
      createDocument(osn.token, { temporaryDocumentId: await file(1), ...quarter }),
    );
    expect(correction).toMatchObject({
      status: { code: 'DVS_IN_PROGRESS' },
      summary: { correctionNumber: 1 },
    });
    const history = (await portions(osn.token)).content;
    expect(history.find((t) => t.id === first.id)).toMatchObject({
      status: { code: 'DVS_REJECTED' },
      comment: ru('documents.replacedByCorrection', { publicId: correction.publicId, correction: 1 }),
    });
    // The first return again (no correction) does not push the correction out of review.
    expectError(
      await createDocument(osn.token, { temporaryDocumentId: await file(0), ...quarter }),
      409,
      ru('documents.alreadyInReview', { publicId: correction.publicId }),
    );
  });
});

describe('the taxpayer of a return filed where a branch is registered', () => {
  it('accepts a КПП the state register lists under the supplier’s INN, and refuses one it does not', async () => {
    // The state register (EGRUL, here its local emulator) lists a branch of the supplier: its КПП has reason
    // code 43.
    const branchKpp = `${osn.taxpayer.kpp!.slice(0, 4)}43009`;
    await addRegisterCompany(inject('localStack').stateDir, {
      inn: osn.taxpayer.inn,
      kpp: branchKpp,
      name: `ООО «Филиал ${osn.taxpayer.inn}»`,
      branch: true,
    });
    const quarter = { reportingYear: lastYear, reportingQuarter: 4 as const };
    const atBranch = { ...osn.taxpayer, kpp: branchKpp };
    const draft = async (kpp: string, serial: number) => {
      const report = vatReport(osn, {
        periodCode: '24',
        taxpayer: { ...atBranch, kpp },
        fileId: reportFileId('NO_NDS', { ...atBranch, kpp }, lastYear, serial),
      });
      return draftWith(osn.token, 'VatXML', [
        ['MAIN', report],
        ['RECEIPT', sampleAnswer('RECEIPT', { ...atBranch, kpp }, report.name.replace(/\.xml$/, ''))],
      ]);
    };
    const unknown = `${osn.taxpayer.kpp!.slice(0, 4)}43077`;
    expectDocumentError(
      await createDocument(osn.token, { temporaryDocumentId: await draft(unknown, 401), ...quarter }),
      'INVALID_DOCUMENT_INN',
      'documents.detail.taxpayerKpp',
      { found: unknown, expected: osn.taxpayer.kpp! },
    );
    expect(
      await ok<DocumentTask>(
        createDocument(osn.token, { temporaryDocumentId: await draft(branchKpp, 402), ...quarter }),
      ),
    ).toMatchObject({ status: { code: 'DVS_IN_PROGRESS' }, summary: { kpp: branchKpp } });
  });
});

describe('a balance sheet filed on paper (03 §5: pdf when filed on paper)', () => {
  it('goes to review as its PDF without an electronic receipt; a broken PDF is still refused', async () => {
    const paper = await draftWith(osn.token, 'BalanceSheetQuarter', [
      ['MAIN', { name: 'Баланс на бумаге.pdf', bytes: samplePdf('Balance sheet filed on paper') }],
    ]);
    expect(
      await ok<DocumentTask>(
        createDocument(osn.token, { temporaryDocumentId: paper, reportingYear: lastYear }),
      ),
    ).toMatchObject({
      documentType: 'BalanceSheetQuarter',
      status: { code: 'DVS_IN_PROGRESS' },
      summary: null,
    });
    const broken = await draftWith(osn.token, 'BalanceSheetQuarter', [
      ['MAIN', { name: 'Баланс.pdf', bytes: brokenPdf() }],
    ]);
    expectDocumentError(
      await createDocument(osn.token, { temporaryDocumentId: broken, reportingYear: lastYear }),
      'NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME',
      'documents.detail.pdfUnreadable',
    );
  });
});

describe('every document error code of 03 §8 from a file that has the defect', () => {
  const body = (temporaryDocumentId: string, extra: Record<string, unknown> = {}) => ({
    temporaryDocumentId,
    reportingYear: lastYear,
    reportingQuarter: 2,
    ...extra,
  });

  it('tax report content: schema, taxpayer, period, year, quarter, control ratio, receipt', async () => {
    type Case = [Partial<SampleReport>, DocumentErrorCode, MessageKey?, Record<string, string | number>?];
    const cases: Case[] = [
      // The refusal names what the authority's format requires and the file lacks.
      [
        { brokenBody: true },
        'NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME',
        'documents.detail.missingElement',
        { element: 'Файл/Документ/НДС' },
      ],
      [
        { taxpayer: { name: 'ООО "Чужая"', inn: '7736050003', kpp: '773601001' } },
        'INVALID_DOCUMENT_INN',
        'documents.detail.taxpayerInn',
        { found: '7736050003', expected: osn.taxpayer.inn },
      ],
      // Another company's return with a broken body too: what the file says is named first.
      [
        { taxpayer: { name: 'ООО "Чужая"', inn: '7736050003', kpp: '773601001' }, brokenBody: true },
        'INVALID_DOCUMENT_INN',
        'documents.detail.taxpayerInn',
        { found: '7736050003', expected: osn.taxpayer.inn },
      ],
      [
        { periodCode: '99' },
        'INVALID_DOCUMENT_PERIOD',
        'documents.detail.period',
        { found: '99', allowed: '21, 22, 23, 24' },
      ],
      [
        { year: lastYear - 1 },
        'INVALID_DOCUMENT_REPORTING_YEAR',
        'documents.detail.reportingYear',
        { found: lastYear - 1, expected: lastYear },
      ],
      [
        { periodCode: '23' },
        'INVALID_DOCUMENT_REPORTING_QUARTER',
        'documents.detail.reportingQuarter',
        { found: '23', expected: '22' },
      ],
      [
        { figures: { НалПУ164: '1' } },
        'INVALID_DOCUMENT_CONTROL_RATIO',
        'documents.detail.controlRatio',
        // The rate of the period: the last finished year may already be taxed at 22 %.
        {
          ratio: `НалПУ164 (стр. 200/210) = НалВосстОбщ − НалВычОбщ: 1 ≠ ${vatOf(lastYear)} − 150000 = ${vatOf(lastYear) - 150000}`,
        },
      ],
    ];
    for (const [overrides, code, key, params] of cases) {
      // The receipt names the report it answers: built for the report itself, only the tested defect remains.
      const report = vatReport(osn, overrides);
      const draftId = await draftWith(osn.token, 'VatXML', [
        ['MAIN', report],
        ['RECEIPT', receiptFor(osn, report)],
      ]);
      expectDocumentError(await createDocument(osn.token, body(draftId)), code, key, {
        form: 'NO_NDS',
        ...params,
      });
    }
    const other = reportFileId('NO_NDS', osn.taxpayer, lastYear, 99);
    expectDocumentError(
      await createDocument(osn.token, body(await vatDraft(osn, {}, other))),
      'NO_SUB_DOCUMENTS_MATCH',
      'documents.detail.answerFile',
      { found: other, expected: vatReport(osn).name.replace(/\.xml$/, '') },
    );
  });

  it('a report under a name that breaks the authority’s convention, and a report where its receipt belongs', async () => {
    const report = vatReport(osn);
    const renamed = { ...report, name: 'declaration.xml' };
    const draftId = await draftWith(osn.token, 'VatXML', [
      ['MAIN', renamed],
      ['RECEIPT', receiptFor(osn, report)],
    ]);
    expectDocumentError(
      await createDocument(osn.token, body(draftId)),
      'NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME',
      'documents.detail.fileName',
      { form: 'NO_NDS' },
    );
    const swapped = await draftWith(osn.token, 'VatXML', [
      ['MAIN', report],
      ['RECEIPT', { ...vatReport(osn), name: `KV_${report.name}` }],
    ]);
    expectDocumentError(
      await createDocument(osn.token, body(swapped)),
      'INVALID_COMPOSITE_DOCUMENT',
      'documents.detail.answerForm',
      { expected: '1166002', found: '1151001' },
    );
  });

  it('a report saved as UTF-8 is refused: the authority’s format is windows-1251', async () => {
    const report = vatReport(osn);
    const text = new TextDecoder('windows-1251').decode(report.bytes);
    const utf8 = new TextEncoder().encode(text.replace('encoding="windows-1251"', 'encoding="UTF-8"'));
    const draftId = await draftWith(osn.token, 'VatXML', [
      ['MAIN', { ...report, bytes: utf8 }],
      ['RECEIPT', receiptFor(osn, report)],
    ]);
    const result = await createDocument(osn.token, body(draftId));
    expectDocumentError(result, 'NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME', 'documents.detail.utf8');
    expect(JSON.stringify(result.body)).toContain('UTF-8');
  });

  it('composition and counts: a part the type lacks, a missing receipt, too many files, an empty draft', async () => {
    const charter = await ok<DocumentDraft>(startDraft(osn.token, 'Charter'));
    const pdfId = await uploadFile(osn.token, { name: 'Устав.pdf', bytes: samplePdf('Charter') });
    expectDocumentError(
      await attach(osn.token, charter.temporaryDocumentId, 'RECEIPT', pdfId),
      'INVALID_COMPOSITE_DOCUMENT',
    );
    expectDocumentError(
      await createDocument(osn.token, { temporaryDocumentId: charter.temporaryDocumentId }),
      'DOCUMENT_IS_NULL',
    );

    const reportOnly = await draftWith(osn.token, 'VatXML', [['MAIN', vatReport(osn)]]);
    expectDocumentError(await createDocument(osn.token, body(reportOnly)), 'INVALID_DOCUMENT_TYPE_MIN_COUNT');
    const second = await uploadFile(
      osn.token,
      vatReport(osn, { fileId: reportFileId('NO_NDS', osn.taxpayer, lastYear, 2) }),
    );
    expectDocumentError(
      await attach(osn.token, reportOnly, 'MAIN', second),
      'INVALID_DOCUMENT_TYPE_MAX_COUNT',
      undefined,
      {
        max: 1,
      },
    );
  });

  it('type, extension and size rules of the specification', async () => {
    expectDocumentError(await startDraft(osn.token, 'Patent'), 'UNEXPECTED_DOCUMENT_TYPE');
    expectDocumentError(await startDraft(osn.token, 'NoSuchType'), 'UNEXPECTED_DOCUMENT_TYPE');
    const vat = await ok<DocumentDraft>(startDraft(osn.token, 'VatXML'));
    const pdfId = await uploadFile(osn.token, { name: 'НДС.pdf', bytes: samplePdf('VAT') });
    expectDocumentError(
      await attach(osn.token, vat.temporaryDocumentId, 'MAIN', pdfId),
      'INVALID_DOCUMENT_EXTENSION',
    );

    const report = vatReport(osn);
    const text = new TextDecoder('windows-1251').decode(report.bytes);
    // A report padded past the 5 MB limit of the XML parts (still a well-formed file).
    const padded = encodeWindows1251(text.replace('</Файл>', `<!--${' '.repeat(5 * 1024 * 1024)}--></Файл>`));
    const bigId = await uploadFile(osn.token, { name: report.name, bytes: padded });
    expectDocumentError(
      await attach(osn.token, vat.temporaryDocumentId, 'MAIN', bigId),
      'INVALID_DOCUMENT_MAX_SIZE',
      undefined,
      {
        max: 5120,
      },
    );
    // Nothing was attached: there is nothing to remove.
    expectError(
      await call('DELETE', '/api/profiles/documents/v3/remove-file', {
        token: osn.token,
        body: { temporaryDocumentId: vat.temporaryDocumentId, fileId: bigId },
      }),
      404,
    );
  });

  it('reporting year and quarter: missing, and not offered now', async () => {
    const draftId = await vatDraft(osn);
    expectDocumentError(
      await createDocument(osn.token, { temporaryDocumentId: draftId }),
      'FRONTEND_NULL_REPORTING_YEAR',
    );
    expectDocumentError(
      await createDocument(osn.token, { temporaryDocumentId: draftId, reportingYear: lastYear }),
      'FRONTEND_NULL_REPORTING_QUARTER',
    );
    expectDocumentError(
      await createDocument(osn.token, {
        temporaryDocumentId: draftId,
        reportingYear: 2015,
        reportingQuarter: 2,
      }),
      'INVALID_DOCUMENT_YEAR',
    );
  });

  it('PDFs must be real and not encrypted; the certificate of no arrears at most 90 days old', async () => {
    for (const [bytes, key] of [
      [encryptedPdf(), 'documents.detail.pdfEncrypted'],
      [brokenPdf(), 'documents.detail.pdfUnreadable'],
    ] as const) {
      const draftId = await draftWith(osn.token, 'Charter', [['MAIN', { name: 'Устав.pdf', bytes }]]);
      expectDocumentError(
        await createDocument(osn.token, { temporaryDocumentId: draftId }),
        'NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME',
        key,
      );
    }
    const certificate = await draftWith(osn.token, 'NoTaxArrears', [
      ['MAIN', { name: 'Справка.pdf', bytes: samplePdf('KND 1120101') }],
    ]);
    expectError(
      await createDocument(osn.token, { temporaryDocumentId: certificate }),
      400,
      ru('documents.certificateDateRequired'),
    );
    const old = new Date(now.getTime() - 120 * 86_400_000).toISOString().slice(0, 10);
    expectDocumentError(
      await createDocument(osn.token, { temporaryDocumentId: certificate, certificateDate: old }),
      'INVALID_DOCUMENT_YEAR',
      'documents.detail.certificateAge',
      { days: 90 },
    );
    const fresh = now.toISOString().slice(0, 10);
    // The certificate says its own date (КНД 1120101, «по состоянию на»): a fresh date typed does not
    // make an old certificate new, and a document of another form is not the certificate.
    const oldCertificate = await draftWith(osn.token, 'NoTaxArrears', [
      ['MAIN', { name: 'Справка-старая.pdf', bytes: await noArrearsCertificatePdf(osn.taxpayer, old) }],
    ]);
    expectDocumentError(
      await createDocument(osn.token, { temporaryDocumentId: oldCertificate, certificateDate: fresh }),
      'INVALID_DOCUMENT_YEAR',
      'documents.detail.certificateAge',
      { days: 90 },
    );
    const otherForm = await draftWith(osn.token, 'NoTaxArrears', [
      [
        'MAIN',
        {
          name: 'Справка-иная.pdf',
          bytes: await noArrearsCertificatePdf(osn.taxpayer, fresh, { form: '1160080' }),
        },
      ],
    ]);
    expectDocumentError(
      await createDocument(osn.token, { temporaryDocumentId: otherForm, certificateDate: fresh }),
      'NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME',
      'documents.detail.certificateForm',
      { form: '1120101' },
    );
    expect(
      await ok<DocumentTask>(
        createDocument(osn.token, { temporaryDocumentId: certificate, certificateDate: fresh }),
      ),
    ).toMatchObject({ documentType: 'NoTaxArrears', status: { code: 'DVS_IN_PROGRESS' } });
    // The calendar (beyond the spec) now says when the certificate runs out: 90 days after its date.
    const calendar = await ok<{ kind: string; date: string }[]>(
      call('GET', '/api/profiles/documents/calendar', { token: osn.token }),
    );
    const expires = new Date(Date.parse(`${fresh}T00:00:00Z`) + 90 * 86_400_000).toISOString().slice(0, 10);
    expect(calendar).toContainEqual(expect.objectContaining({ kind: 'CERTIFICATE_EXPIRES', date: expires }));
    expect(calendar.some((e) => e.kind === 'VAT_RETURN')).toBe(true);
  });
});

describe('bad input: a clear 4xx and nothing stored', () => {
  it('wrong types, zero bytes, oversize, a PNG named .pdf, someone else’s ids', async () => {
    const before = (await portions(osn.token)).content.length;
    expectError(
      await call('POST', '/api/profiles/documents/v3/start-creating', {
        token: osn.token,
        body: { documentType: 5 },
      }),
      400,
    );
    expectError(
      await createDocument(osn.token, {
        temporaryDocumentId: 'x',
        reportingYear: 'last',
        reportingQuarter: 7,
      }),
      400,
    );
    expectError(
      await call('POST', '/api/files', {
        token: osn.token,
        body: { fileName: 'Устав.pdf', size: 0, purpose: 'DOCUMENT' },
      }),
      400,
      ru('file.tooSmall', { n: 1 }),
    );
    expectError(
      await call('POST', '/api/files', {
        token: osn.token,
        body: { fileName: 'Устав.pdf', size: 10_000_001, purpose: 'DOCUMENT' },
      }),
      400,
      ru('file.tooLarge', { n: 10_000_000 }),
    );
    const charter = await ok<DocumentDraft>(startDraft(osn.token, 'Charter'));
    const png = await uploadFile(osn.token, { name: 'Устав.pdf', bytes: samplePng() });
    expectDocumentError(
      await attach(osn.token, charter.temporaryDocumentId, 'MAIN', png),
      'INVALID_DOCUMENT_EXTENSION',
    );

    const other = await supplierUnder('OSN');
    const theirFile = await uploadFile(other.token, { name: 'Устав.pdf', bytes: samplePdf('Their charter') });
    expectError(await attach(osn.token, charter.temporaryDocumentId, 'MAIN', theirFile), 404);
    const theirDraft = await ok<DocumentDraft>(startDraft(other.token, 'Charter'));
    const mine = await uploadFile(osn.token, { name: 'Устав.pdf', bytes: samplePdf('My charter') });
    expectError(await attach(osn.token, theirDraft.temporaryDocumentId, 'MAIN', mine), 404);
    expectError(
      await createDocument(osn.token, { temporaryDocumentId: theirDraft.temporaryDocumentId }),
      404,
    );

    const emptyDraft = await ok<DocumentDraft>(
      call('POST', '/api/profiles/documents/v3/start-creating', {
        token: osn.token,
        body: { documentType: 'Charter' },
      }),
    );
    expect(emptyDraft.files).toEqual([]);
    expect((await portions(osn.token)).content.length).toBe(before);
    expect((await portions(other.token)).content).toEqual([]);
  });
});

describe('finance indicators of an entrepreneur (03 §5, §7)', () => {
  it('saves one year of the last three and reads it back; others are refused', async () => {
    const put = (token: string, body: unknown, path = '/api/profiles/financialIndicators') =>
      call('PUT', path, { token, body });
    const saved = await ok<unknown[]>(
      put(usnIndividual.token, [
        { year: lastYear, totalIncome: 1_250_000.5, professionalTaxDeduction: 75_000 },
      ]),
    );
    expect(saved).toEqual([{ year: lastYear, totalIncome: 1_250_000.5, professionalTaxDeduction: 75_000 }]);
    expect(
      await ok(call('GET', '/api/profiles/financialIndicators', { token: usnIndividual.token })),
    ).toEqual(saved);
    expect(
      await ok(call('GET', '/api/profiles/financialIndicatorsAutoUsn', { token: usnIndividual.token })),
    ).toEqual([]);

    expectError(
      await put(usnIndividual.token, [{ year: lastYear - 5, totalIncome: 1, professionalTaxDeduction: 1 }]),
      400,
      ru('documents.financeYear'),
    );
    // Kopecks save as typed: in floating point 0.29 × 100 is not 29, the check reads the decimal text.
    for (const [totalIncome, professionalTaxDeduction] of [
      [1_234_567.89, 0.29],
      [1.15, 0.1],
      [1_234_567_890_123.45, 0],
    ] as const) {
      const record = { year: lastYear - 1, totalIncome, professionalTaxDeduction };
      expect(await ok<unknown[]>(put(usnIndividual.token, [record]))).toContainEqual(record);
    }
    for (const totalIncome of [1.234, 123_456_789_012_345.6, 1e21]) {
      const refused = expectError(
        await put(usnIndividual.token, [{ year: lastYear, totalIncome, professionalTaxDeduction: 1 }]),
        400,
      );
      expect(JSON.stringify(refused)).toContain(ru('documents.financeNumber'));
    }
    expectError(
      await put(usnIndividual.token, [{ year: lastYear, totalIncome: -1, professionalTaxDeduction: 1 }]),
      400,
    );
    expectError(await put(usnIndividual.token, []), 400);
    expectError(
      await put(osn.token, [{ year: lastYear, totalIncome: 1, professionalTaxDeduction: 1 }]),
      403,
      ru('documents.financeIndividualsOnly'),
    );

    expect(
      await ok(call('POST', '/api/profiles/npd', { token: usnIndividual.token, body: {} })),
    ).toMatchObject({
      inn: usnIndividual.taxpayer.inn,
      npdPayer: false,
    });
  });
});
