import { XMLParser } from 'fast-xml-parser';
import { validateXML } from 'xmllint-wasm';
import {
  NOTICE_PREFIX,
  RECEIPT_PREFIX,
  type DocumentErrorCode,
  type ReportingQuarter,
  type TaxReportForm,
} from '@shared/constants/documents';
import { DocumentCheckError, type CheckDetail } from '../document-check-error';
import {
  answerSchemaRoot,
  NOTICE_KND,
  RECEIPT_KND,
  reportSchemaRoot,
  TAX_FORMS,
  type FormEdition,
} from './forms';
import { xsdOf } from './xsd';

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
  kpp: string | null;
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
 * declaration (re-encoded by an editor that kept the declaration). The text is re-declared as UTF-8,
 * the only encoding xmllint reads.
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
  const text = new TextDecoder('windows-1251').decode(bytes);
  return text.replace(/^(<\?xml[^>]*encoding\s*=\s*["'])[A-Za-z0-9_-]+(["'])/, '$1UTF-8$2');
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

const reportXsds = new Map<string, string>();
const reportXsd = (edition: FormEdition) => {
  let xsd = reportXsds.get(edition.key);
  if (!xsd) reportXsds.set(edition.key, (xsd = xsdOf(reportSchemaRoot(edition))));
  return xsd;
};
const answerXsd = xsdOf(answerSchemaRoot());

/** Structure against the form's schema, by libxml2 (xmllint compiled to WebAssembly). */
async function matchesSchema(xml: string, xsd: string): Promise<boolean> {
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [{ fileName: 'form.xsd', contents: xsd }],
  });
  return result.valid;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  parseTagValue: false,
  processEntities: true,
});

type Node = Record<string, unknown>;
const child = (node: unknown, name: string): Node | undefined =>
  typeof node === 'object' && node !== null ? ((node as Node)[name] as Node | undefined) : undefined;
const attr = (node: Node | undefined, name: string): string | undefined =>
  typeof node?.[name] === 'string' ? node[name] : undefined;
const at = (node: Node | undefined, path: readonly string[]): string | undefined => {
  const parent = path.slice(0, -1).reduce<Node | undefined>((n, name) => child(n, name), node);
  return attr(parent, path[path.length - 1]!);
};

/** The root Файл and its Документ, after the schema check has vouched for their shape. */
function parse(xml: string): { file: Node; document: Node } {
  const root = parser.parse(xml) as Node;
  const file = child(root, 'Файл');
  const document = child(file, 'Документ');
  if (!file || !document) return fail('NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME');
  return { file, document };
}

/** Taxpayer of a report, receipt or notice: an organisation (INN + KPP) or an entrepreneur (INN). */
function taxpayerOf(document: Node): { name: string; inn: string; kpp: string | null } {
  const taxpayer = child(document, 'СвНП');
  const legal = child(taxpayer, 'НПЮЛ');
  if (legal)
    return {
      name: attr(legal, 'НаимОрг') ?? '',
      inn: attr(legal, 'ИННЮЛ') ?? '',
      kpp: attr(legal, 'КПП') ?? null,
    };
  const person = child(taxpayer, 'НПФЛ');
  const fio = child(person, 'ФИО');
  const name = [attr(fio, 'Фамилия'), attr(fio, 'Имя'), attr(fio, 'Отчество')].filter(Boolean).join(' ');
  return { name, inn: attr(person, 'ИННФЛ') ?? '', kpp: null };
}

const sameTaxpayer = (
  found: { inn: string; kpp: string | null },
  expected: { inn: string; kpp: string | null },
) => found.inn === expected.inn && (expected.kpp === null || found.kpp === expected.kpp);

/** The file name without its extension: the authority's ИдФайл. */
const baseName = (name: string) => name.replace(/\.xml$/i, '');

async function readAnswer(file: XmlFile, prefix: string, knd: string, expected: ReportExpectation) {
  if (!baseName(file.name).toUpperCase().startsWith(prefix)) fail('INVALID_COMPOSITE_DOCUMENT');
  const xml = decodeXml(file.bytes);
  if (!(await matchesSchema(xml, answerXsd))) {
    // A report put where its receipt belongs is a wrong composition, not a broken receipt.
    const editions = TAX_FORMS[expected.form].editions;
    for (const edition of editions) {
      if (await matchesSchema(xml, reportXsd(edition))) fail('INVALID_COMPOSITE_DOCUMENT');
    }
    fail('NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME');
  }
  const { file: root, document } = parse(xml);
  if (attr(document, 'КНД') !== knd) fail('INVALID_COMPOSITE_DOCUMENT');
  if (attr(root, 'ИдФайл') !== baseName(file.name)) fail('NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME', 'fileName');
  if (!sameTaxpayer(taxpayerOf(document), expected)) fail('INVALID_DOCUMENT_INN');
  const receipt = child(document, 'СвКвит');
  return {
    processedFile: attr(receipt, 'ИмяОбрабФайла') ?? '',
    fileId: attr(root, 'ИдФайл') ?? '',
    acceptedDate: attr(receipt, 'ДатаПрием') ?? '',
    registrationNumber: attr(receipt, 'РегНомДок') ?? null,
  };
}

/**
 * Checks a tax report with its receipt (and notice, when given) as 03 §5 asks: the authority's file
 * name, the form's schema, the taxpayer is the supplier, the period and year are the chosen ones, the
 * control ratios hold, and the receipt answers this very report. Throws the first failure found.
 */
export async function checkTaxReport(
  expected: ReportExpectation,
  report: XmlFile,
  receipt: XmlFile,
  notice: XmlFile | null,
): Promise<TaxReportSummary> {
  const definition = TAX_FORMS[expected.form];
  if (!baseName(report.name).toUpperCase().startsWith(`${expected.form}_`)) {
    // A receipt or notice uploaded as the report is a wrong composition; anything else a wrong name.
    const upper = report.name.toUpperCase();
    if (upper.startsWith(RECEIPT_PREFIX) || upper.startsWith(NOTICE_PREFIX))
      fail('INVALID_COMPOSITE_DOCUMENT');
    fail('NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME', 'fileName');
  }
  const xml = decodeXml(report.bytes);
  const edition = definition.edition({ year: expected.reportingYear, quarter: expected.reportingQuarter });
  if (!(await matchesSchema(xml, reportXsd(edition)))) {
    // A return of the period's form in an edition prescribed for other periods (the 20 % base of a
    // 2026 VAT return) is refused with the element the period calls for.
    for (const other of definition.editions.filter((e) => e !== edition)) {
      if (await matchesSchema(xml, reportXsd(other))) {
        fail('NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME', 'formEdition', {
          expected: edition.marker,
          found: other.marker,
        });
      }
    }
    fail('NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME');
  }
  const { file, document } = parse(xml);
  if (attr(document, 'КНД') !== definition.knd) fail('NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME');
  const fileId = attr(file, 'ИдФайл') ?? '';
  if (fileId !== baseName(report.name)) fail('NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME', 'fileName');

  const taxpayer = taxpayerOf(document);
  if (!sameTaxpayer(taxpayer, expected)) fail('INVALID_DOCUMENT_INN');

  const periodCode = attr(document, 'Период') ?? '';
  const quarter = definition.periods[periodCode];
  if (quarter === undefined) {
    fail('INVALID_DOCUMENT_PERIOD', 'period', {
      found: periodCode,
      allowed: Object.keys(definition.periods).join(', '),
    });
  }
  const year = Number(attr(document, 'ОтчетГод'));
  if (year !== expected.reportingYear) {
    fail('INVALID_DOCUMENT_REPORTING_YEAR', 'reportingYear', {
      found: attr(document, 'ОтчетГод') ?? '',
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

  const figures: Record<string, number> = {};
  for (const [name, path] of Object.entries(edition.figures)) {
    const value = at(document, path);
    if (value !== undefined) figures[name] = Number(value);
  }
  const failed = edition.ratios.find((ratio) => !ratio.holds(figures));
  if (failed) fail('INVALID_DOCUMENT_CONTROL_RATIO', 'controlRatio', { ratio: failed.formula(figures) });

  const answer = await readAnswer(receipt, RECEIPT_PREFIX, RECEIPT_KND, expected);
  if (answer.processedFile !== fileId) fail('NO_SUB_DOCUMENTS_MATCH');
  if (notice) {
    const entry = await readAnswer(notice, NOTICE_PREFIX, NOTICE_KND, expected);
    if (entry.processedFile !== fileId) fail('NO_SUB_DOCUMENTS_MATCH');
  }

  return {
    form: expected.form,
    knd: definition.knd,
    fileId,
    taxpayerName: taxpayer.name,
    inn: taxpayer.inn,
    kpp: taxpayer.kpp,
    periodCode,
    reportingYear: year,
    reportingQuarter: quarter!,
    documentDate: attr(document, 'ДатаДок') ?? '',
    figures,
    receipt: {
      fileId: answer.fileId,
      acceptedDate: answer.acceptedDate,
      registrationNumber: answer.registrationNumber,
    },
  };
}
