import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  NOTICE_PREFIX,
  RECEIPT_PREFIX,
  type DocumentErrorCode,
  type ReportingQuarter,
  type TaxReportForm,
} from '@shared/constants/documents';
import { DocumentCheckError, type CheckDetail } from '../document-check-error';
import {
  at,
  attrOf,
  childOf,
  FILE_ATTRS,
  HEADER_READS,
  NOTICE_KND,
  RECEIPT_KND,
  TAX_FORMS,
  type AttrType,
  type ReadSpec,
  type XmlNode,
} from './forms';

/** What the reviewer sees of a checked report. */
export interface TaxReportSummary {
  form: TaxReportForm;
  knd: string;
  fileId: string;
  taxpayerName: string;
  inn: string;
  kpp: string | null;
  periodCode: string;
  reportingYear: number;
  reportingQuarter: ReportingQuarter;
  /** НомКорр: 0 for the first return of the period, 1, 2… for its corrections. */
  correctionNumber?: number;
  /** ВерсПрог: the program that wrote the file. */
  program?: string;
  documentDate: string;
  figures: Record<string, number>;
  receipt: { fileId: string; acceptedDate: string; registrationNumber: string | null };
}

export interface XmlFile {
  name: string;
  bytes: Uint8Array;
}

export interface ReportExpectation {
  form: TaxReportForm;
  inn: string;
  /** The questionnaire's КПП (null for an entrepreneur). */
  kpp: string | null;
  /** The company's other КПП: its branches' (a return filed at a branch's place of registration). */
  otherKpps?: readonly string[];
  reportingYear: number;
  /** null for yearly reports: the year is the only period. */
  reportingQuarter: ReportingQuarter | null;
}

const fail = (
  code: DocumentErrorCode,
  detail?: CheckDetail,
  params?: Record<string, string | number>,
): never => {
  throw new DocumentCheckError(code, detail, params);
};

/**
 * Tax report files are windows-1251 as the authority's formats prescribe, and their XML declaration
 * says so. A file saved as UTF-8 is refused with that reason: declared UTF-8, declaring no encoding
 * (XML's default is UTF-8), starting with a UTF-8 byte order mark, or UTF-8 bytes under a windows-1251
 * declaration (re-encoded by an editor that kept the declaration).
 */
export function decodeXml(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const declared = /^(?:\u00EF\u00BB\u00BF)?<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9_-]+)["']/
    .exec(head)?.[1]
    ?.toLowerCase();
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  if (bom || declared === undefined || declared === 'utf-8' || declared === 'utf8' || isUtf8Text(bytes))
    fail('NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME', 'utf8');
  if (declared !== 'windows-1251' && declared !== 'cp1251')
    fail('NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME', 'encoding', { encoding: declared ?? '' });
  return new TextDecoder('windows-1251').decode(bytes);
}

/**
 * Whether bytes beyond ASCII form valid UTF-8: windows-1251 Cyrillic (letters at 0xC0..0xFF followed
 * by letters, not by 0x80..0xBF) practically never does, UTF-8 Cyrillic always does.
 */
function isUtf8Text(bytes: Uint8Array): boolean {
  if (!bytes.some((b) => b >= 0x80)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseAttributeValue: false,
  parseTagValue: false,
  processEntities: true,
});

/**
 * The root Файл and its Документ. A file that is not well-formed XML (cut off in transfer, edited by
 * hand) is refused with the line where the parser stopped.
 */
function parse(xml: string): { file: XmlNode; document: XmlNode } {
  const wellFormed = XMLValidator.validate(xml);
  if (wellFormed !== true)
    fail('NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME', 'notWellFormed', { line: wellFormed.err.line });
  const root = parser.parse(xml) as XmlNode;
  const file = childOf(root, 'Файл');
  if (!file) return fail('NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME', 'missingElement', { element: 'Файл' });
  const document = childOf(file, 'Документ');
  if (!document)
    return fail('NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME', 'missingElement', { element: 'Файл/Документ' });
  return { file, document };
}

/** Values of the authority's simple types, as their schemas restrict them. */
const TYPES: Record<AttrType, { test: RegExp; pattern: string }> = {
  string: { test: /\S/, pattern: '…' },
  integer: { test: /^-?\d+$/, pattern: '123' },
  decimal: { test: /^-?\d+(\.\d+)?$/, pattern: '1234567, -1234567, 6.0' },
  innUl: { test: /^\d{10}$/, pattern: '7707083893' },
  innFl: { test: /^\d{12}$/, pattern: '500100732259' },
  kpp: { test: /^\d{4}[\dA-Z]{2}\d{3}$/, pattern: '770701001' },
  date: { test: /^(0[1-9]|[12]\d|3[01])\.(0[1-9]|1[0-2])\.(19|20)\d{2}$/, pattern: '25.01.2026' },
  year: { test: /^(19|20)\d{2}$/, pattern: '2025' },
  code2: { test: /^\d{2}$/, pattern: '21' },
};

/**
 * The elements and attributes the cabinet reads must be there with values of their type, as the
 * authority's schema requires them; what is not read is not looked at. The refusal names the element
 * and attribute, so the accountant knows what to correct in the program that wrote the file.
 */
function checkReads(root: XmlNode, base: string, reads: readonly ReadSpec[]) {
  for (const read of reads) {
    const node = at(root, read.path);
    const element = [base, ...read.path].join('/');
    if (!node) {
      if (read.optional) continue;
      fail('NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME', 'missingElement', { element });
    }
    for (const [name, [type, required]] of Object.entries(read.attrs)) {
      const value = attrOf(node, name);
      if (value === undefined) {
        if (required)
          fail('NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME', 'missingAttribute', { element, attribute: name });
        continue;
      }
      if (!TYPES[type].test.test(value)) {
        fail('NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME', 'wrongValue', {
          element,
          attribute: name,
          value: value.slice(0, 40),
          pattern: TYPES[type].pattern,
        });
      }
    }
  }
}

/** Taxpayer of a report, receipt or notice: an organisation (INN + KPP) or an entrepreneur (INN). */
function taxpayerOf(document: XmlNode): { name: string; inn: string; kpp: string | null } | null {
  const taxpayer = childOf(document, 'СвНП');
  const legal = childOf(taxpayer, 'НПЮЛ');
  if (legal)
    return {
      name: attrOf(legal, 'НаимОрг') ?? '',
      inn: attrOf(legal, 'ИННЮЛ') ?? '',
      kpp: attrOf(legal, 'КПП') ?? null,
    };
  const person = childOf(taxpayer, 'НПФЛ') ?? childOf(taxpayer, 'НПИП');
  if (!person) return null;
  const fio = childOf(person, 'ФИО');
  const name = [attrOf(fio, 'Фамилия'), attrOf(fio, 'Имя'), attrOf(fio, 'Отчество')]
    .filter(Boolean)
    .join(' ');
  return { name, inn: attrOf(person, 'ИННФЛ') ?? '', kpp: null };
}

/**
 * The file's taxpayer is the supplier: the same INN, and a КПП the company is registered under — the
 * questionnaire's, a branch's, or, for a largest taxpayer, the one of its specialised inspectorate
 * (reason code 50 in positions 5–6, where such a company files its returns).
 */
function checkTaxpayer(document: XmlNode, expected: ReportExpectation) {
  const found = taxpayerOf(document);
  if (!found)
    return fail('NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME', 'missingElement', { element: 'Документ/СвНП/НПЮЛ' });
  if (found.inn !== expected.inn)
    fail('INVALID_DOCUMENT_INN', 'taxpayerInn', { found: found.inn || '—', expected: expected.inn });
  if (expected.kpp !== null && found.kpp !== null) {
    const known = found.kpp === expected.kpp || (expected.otherKpps ?? []).includes(found.kpp);
    const largestTaxpayer = found.kpp.slice(4, 6) === '50';
    if (!known && !largestTaxpayer)
      fail('INVALID_DOCUMENT_INN', 'taxpayerKpp', { found: found.kpp, expected: expected.kpp });
  }
  return found;
}

/** The file name without its extension: the authority's ИдФайл. */
const baseName = (name: string) => name.replace(/\.xml$/i, '');

interface Answer {
  processedFile: string;
  fileId: string;
  acceptedDate: string;
  registrationNumber: string | null;
  /** What the receipt says of the report it accepted, when it says it. */
  correctionNumber?: string;
  periodCode?: string;
  year?: string;
  knd?: string;
}

/** A receipt (СвКвит) or a notice of entry (СвИзвещВ) and the report file it answers. */
function readAnswer(file: XmlFile, prefix: string, knd: string, expected: ReportExpectation): Answer {
  if (!baseName(file.name).toUpperCase().startsWith(prefix)) fail('INVALID_COMPOSITE_DOCUMENT');
  const { file: root, document } = parse(decodeXml(file.bytes));
  const found = attrOf(document, 'КНД');
  // A report put where its receipt belongs (or a notice for a receipt) is a wrong composition.
  if (found !== knd) fail('INVALID_COMPOSITE_DOCUMENT', 'answerForm', { expected: knd, found: found ?? '—' });
  checkTaxpayer(document, expected);
  const body = childOf(document, 'СвКвит') ?? childOf(document, 'СвИзвещВ');
  const bodyName = knd === RECEIPT_KND ? 'СвКвит' : 'СвИзвещВ';
  checkReads(root, 'Файл', [{ path: [], attrs: { ИдФайл: ['string', true] } }]);
  checkReads(document, 'Файл/Документ', [{ path: [], attrs: { КНД: ['string', true] } }]);
  if (!body)
    fail('NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME', 'missingElement', { element: `Файл/Документ/${bodyName}` });
  checkReads(body!, `Файл/Документ/${bodyName}`, [
    {
      path: [],
      attrs: {
        ИмяОбрабФайла: ['string', true],
        ...(knd === RECEIPT_KND ? { ДатаПрин: ['date', false], РегНом: ['string', false] } : {}),
      },
    },
  ]);
  if (attrOf(root, 'ИдФайл') !== baseName(file.name))
    fail('NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME', 'fileName', { form: prefix.replace(/_$/, '') });
  return {
    processedFile: baseName(attrOf(body, 'ИмяОбрабФайла') ?? ''),
    fileId: attrOf(root, 'ИдФайл') ?? '',
    acceptedDate: attrOf(body, 'ДатаПрин') ?? attrOf(body, 'ДатаПрием') ?? attrOf(document, 'ДатаДок') ?? '',
    registrationNumber: attrOf(body, 'РегНом') ?? attrOf(body, 'РегНомДок') ?? null,
    correctionNumber: attrOf(body, 'НомКорр'),
    periodCode: attrOf(body, 'Период'),
    year: attrOf(body, 'ОтчетГод'),
    knd: attrOf(body, 'КНД'),
  };
}

/** The receipt answers this very report: its file, and the form, period, year and correction it names. */
function checkAnswers(
  answer: Answer,
  report: { fileId: string; knd: string; periodCode: string; year: string; correction: string },
) {
  if (answer.processedFile !== report.fileId)
    fail('NO_SUB_DOCUMENTS_MATCH', 'answerFile', { found: answer.processedFile, expected: report.fileId });
  const differs = (a: string | undefined, b: string) => a !== undefined && a !== b;
  if (
    differs(answer.knd, report.knd) ||
    differs(answer.periodCode, report.periodCode) ||
    differs(answer.year, report.year) ||
    differs(answer.correctionNumber, report.correction)
  ) {
    fail('NO_SUB_DOCUMENTS_MATCH', 'answerReport', {
      found: `${answer.knd ?? '—'}/${answer.periodCode ?? '—'}/${answer.year ?? '—'}/${answer.correctionNumber ?? '—'}`,
      expected: `${report.knd}/${report.periodCode}/${report.year}/${report.correction}`,
    });
  }
}

/**
 * Period codes of the authority's formats for the periods of a reorganisation or liquidation: 50, the
 * last tax period (profit, УСН, ЕСХН, statements), and the VAT return's quarters 51, 54, 55, 56.
 * The cabinet takes the return of the period the supplier chooses (03 §5: quarter, half-year, nine
 * months, year), so these are refused, with a text that says what the code means.
 */
const REORGANISATION_PERIODS = new Set(['50', '51', '54', '55', '56']);

/** Which form a file name is of: the authority's prefixes (and the spec's spellings). */
export function formOfFileName(name: string): TaxReportForm | null {
  const upper = name.toUpperCase();
  for (const [form, definition] of Object.entries(TAX_FORMS)) {
    if (definition.prefixes.some((p) => upper.startsWith(p))) return form as TaxReportForm;
  }
  return null;
}

/**
 * Checks a tax report with its receipt (and notice, when given) as 03 §5 asks. What the file says is
 * checked first, each with its own code, whatever else is wrong in the file: the form, the taxpayer,
 * the period and year; then the structure of what the cabinet reads, the control ratios, and that the
 * receipt answers this very report. Throws the first failure found.
 */
export async function checkTaxReport(
  expected: ReportExpectation,
  report: XmlFile,
  receipt: XmlFile,
  notice: XmlFile | null,
): Promise<TaxReportSummary> {
  const definition = TAX_FORMS[expected.form];
  const upperName = baseName(report.name).toUpperCase();
  if (!definition.prefixes.some((p) => upperName.startsWith(p))) {
    // A receipt or notice uploaded as the report is a wrong composition; anything else a wrong name.
    if (upperName.startsWith(RECEIPT_PREFIX) || upperName.startsWith(NOTICE_PREFIX))
      fail('INVALID_COMPOSITE_DOCUMENT');
    // The programs write a VAT return's sections 8–12 to files of their own, NO_NDS.8_ … NO_NDS.12_
    // (a bank's tax system commits one: NO_NDS.12_…): named for what they are.
    const appendix = /^NO_NDS\.(\d{1,2})_/.exec(upperName);
    if (appendix && expected.form === 'NO_NDS')
      fail('NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME', 'vatAppendix', {
        found: report.name,
        section: appendix[1]!,
      });
    fail('NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME', 'fileName', {
      form: definition.prefixes[0]!.replace(/_$/, ''),
    });
  }
  const { file, document } = parse(decodeXml(report.bytes));

  const knd = attrOf(document, 'КНД');
  if (knd === RECEIPT_KND || knd === NOTICE_KND) fail('INVALID_COMPOSITE_DOCUMENT');
  if (knd !== definition.knd)
    fail('NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME', 'wrongForm', {
      expected: definition.knd,
      found: knd ?? '—',
    });

  const taxpayer = checkTaxpayer(document, expected);

  const periodCode = attrOf(document, 'Период') ?? '';
  const quarter = definition.periods[periodCode];
  if (quarter === undefined) {
    // A real code of the form, but for a company being reorganised or liquidated (a return Контур's
    // SDK sends carries 50): named as such rather than as a code foreign to the form.
    fail(
      'INVALID_DOCUMENT_PERIOD',
      REORGANISATION_PERIODS.has(periodCode) ? 'reorganisationPeriod' : 'period',
      {
        found: periodCode || '—',
        allowed: Object.keys(definition.periods).join(', '),
      },
    );
  }
  const yearText = attrOf(document, 'ОтчетГод') ?? '';
  if (Number(yearText) !== expected.reportingYear) {
    fail('INVALID_DOCUMENT_REPORTING_YEAR', 'reportingYear', {
      found: yearText || '—',
      expected: expected.reportingYear,
    });
  }
  if (expected.reportingQuarter !== null && quarter !== expected.reportingQuarter) {
    const code = Object.entries(definition.periods).find(([, q]) => q === expected.reportingQuarter)?.[0];
    fail('INVALID_DOCUMENT_REPORTING_QUARTER', 'reportingQuarter', {
      found: periodCode,
      expected: code ?? '',
    });
  }
  const correction = attrOf(document, 'НомКорр');
  if (correction !== undefined && !/^\d{1,3}$/.test(correction))
    fail('NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME', 'correctionNumber', { found: correction });

  const period = { year: expected.reportingYear, quarter: expected.reportingQuarter };
  const edition = definition.edition?.(period);
  if (edition) {
    // A VAT return in the edition of other periods (the 20 % base of a 2026 return) names the element
    // the period calls for.
    const sales = at(document, ['НДС', 'СумУпл164', 'СумНалОб']);
    const other = edition.others.find(
      (name) => childOf(sales, name) && Number(attrOf(childOf(sales, name), 'НалБаза') ?? 0) !== 0,
    );
    if (other && !childOf(sales, edition.expected))
      fail('NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME', 'formEdition', {
        expected: edition.expected,
        found: other,
      });
  }

  checkReads(file, 'Файл', [{ path: [], attrs: FILE_ATTRS }]);
  checkReads(document, 'Файл/Документ', HEADER_READS);
  const layout = definition.layout(period, document);
  checkReads(document, 'Файл/Документ', layout.reads);
  const fileId = attrOf(file, 'ИдФайл') ?? '';
  if (fileId !== baseName(report.name))
    fail('NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME', 'fileName', {
      form: definition.prefixes[0]!.replace(/_$/, ''),
    });

  const figures: Record<string, number> = {};
  for (const [name, [path, attribute]] of Object.entries(layout.figures)) {
    const value = attrOf(at(document, path), attribute);
    if (value !== undefined) figures[name] = Number(value);
  }
  const failed = layout.ratios.find((ratio) => !ratio.holds(figures));
  if (failed) fail('INVALID_DOCUMENT_CONTROL_RATIO', 'controlRatio', { ratio: failed.formula(figures) });

  const reportFacts = {
    fileId,
    knd: definition.knd,
    periodCode,
    year: yearText,
    correction: correction ?? '0',
  };
  const answer = readAnswer(receipt, RECEIPT_PREFIX, RECEIPT_KND, expected);
  checkAnswers(answer, reportFacts);
  if (notice) checkAnswers(readAnswer(notice, NOTICE_PREFIX, NOTICE_KND, expected), reportFacts);

  // Statements are kept in roubles whatever unit the file is in; the control ratios held in its unit.
  const scale = layout.scale ?? 1;
  const stored = Object.fromEntries(
    Object.entries(figures)
      .filter(([name]) => !name.includes('_'))
      .map(([name, value]) => [name, name === 'object' || name === 'rate' ? value : value * scale]),
  );

  return {
    form: expected.form,
    knd: definition.knd,
    fileId,
    taxpayerName: taxpayer.name,
    inn: taxpayer.inn,
    kpp: taxpayer.kpp,
    periodCode,
    reportingYear: Number(yearText),
    reportingQuarter: quarter!,
    correctionNumber: Number(correction ?? 0),
    program: attrOf(file, 'ВерсПрог') ?? '',
    documentDate: attrOf(document, 'ДатаДок') ?? '',
    figures: stored,
    receipt: {
      fileId: answer.fileId,
      acceptedDate: answer.acceptedDate,
      registrationNumber: answer.registrationNumber,
    },
  };
}
