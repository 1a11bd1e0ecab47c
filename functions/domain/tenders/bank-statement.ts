import { STATEMENT_MAX_BYTES } from '@shared/api/areas/tenders';
import { parseDecimal } from './money';
import type { TenderMessageKey } from './messages';

/**
 * The statement a bank client exports in the 1C exchange format ("1CClientBankExchange", the text format
 * Russian accounting systems and bank clients share): `key=value` lines, a header, then one
 * `СекцияДокумент=…` … `КонецДокумента` block per payment, ending with `КонецФайла`. The file is
 * windows-1251 (`Кодировка=Windows`) or, from old clients, cp866 (`Кодировка=DOS`); one re-saved by a
 * text editor as UTF-8 is read as UTF-8 (see `decode`).
 * The content decides what the file is, never its name.
 */
export interface StatementDocument {
  /** Position in the statement, from 1. */
  index: number;
  kind: string;
  number: string;
  /** 'YYYY-MM-DD': the day the money arrived (ДатаПоступило), else the document's date. */
  date: string;
  amountKopecks: number;
  payerAccount: string;
  payerName: string;
  payerInn: string;
  payeeAccount: string;
  payeeInn: string;
  purpose: string;
}

export interface Statement {
  /** The accounts the statement covers (РасчСчет lines of the header). */
  accounts: string[];
  documents: StatementDocument[];
}

/** Why a file is not a statement that can be read: a server text (messages.ts) and its values. */
export class StatementFormatError extends Error {
  constructor(
    readonly reason: TenderMessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(`${reason} ${JSON.stringify(params)}`);
    this.name = 'StatementFormatError';
  }
}

const SIGNATURE = '1CClientBankExchange';

/** Lines every statement has, in Cyrillic: found only when the file was decoded with its real encoding. */
const KEYWORD_LINE = /^(ВерсияФормата=|Кодировка=|СекцияДокумент=|КонецФайла\s*$)/m;

/**
 * The text of the file. A statement re-saved by an editor is UTF-8, and that is told apart for certain: its
 * keywords (КонецФайла, СекцияДокумент…) are runs of Cyrillic letters, which in windows-1251 are bytes
 * 0xC0–0xFF one after another and in cp866 start with 0x80–0xAF, and neither is ever valid UTF-8. So a
 * strict UTF-8 reading succeeds only on a UTF-8 (or pure ASCII) file, and such a file is read as it is
 * rather than refused: its payments are the same. Otherwise the `Кодировка` line decides; the line is itself
 * Cyrillic, so it is looked for in the cp866 reading (`Кодировка=DOS`), and windows-1251 is the default.
 */
function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const dos = new TextDecoder('ibm866').decode(bytes);
    return /^Кодировка=DOS\s*$/m.test(dos) ? dos : new TextDecoder('windows-1251').decode(bytes);
  }
}

const groupDigits = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

const tooLarge = () =>
  new StatementFormatError('tender.statement.tooLarge', {
    mb: STATEMENT_MAX_BYTES / 1_000_000,
    bytes: groupDigits(STATEMENT_MAX_BYTES),
  });

/**
 * The longest line a statement may have, in characters. The 1C exchange standard's longest field is the
 * payment purpose, 210 characters (v8.1c.ru/edi/edi_stnd/100/101.htm, НазначениеПлатежа; names are 160);
 * five times that leaves room for bank clients that write longer values, and refuses a file that is one
 * huge line (which no bank client writes) before its text is searched.
 */
export const STATEMENT_MAX_LINE = 1000;

/** The base64 alphabet (RFC 4648 §4), tested a character at a time: no pattern over the whole body. */
const isBase64Char = (c: number): boolean =>
  (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 43 || c === 47;

/**
 * The statement as the upload call carries it, base64: its size is judged from the text's length before
 * anything is decoded, then the alphabet in one pass, so any body answers at once with the rule it breaks.
 */
export function readStatementBase64(content: string): Statement {
  if (content.length > Math.ceil(STATEMENT_MAX_BYTES / 3) * 4) throw tooLarge();
  if (content.length % 4 !== 0) throw new StatementFormatError('tender.statement.notBase64');
  const padding = content.endsWith('==') ? 2 : content.endsWith('=') ? 1 : 0;
  for (let i = 0; i < content.length - padding; i++) {
    if (!isBase64Char(content.charCodeAt(i))) throw new StatementFormatError('tender.statement.notBase64');
  }
  return readStatementFile(Buffer.from(content, 'base64'));
}

/** The file as uploaded: an empty or oversized one is refused with the rule it breaks, then it is parsed. */
export function readStatementFile(bytes: Uint8Array): Statement {
  if (bytes.length === 0) throw new StatementFormatError('tender.statement.empty');
  if (bytes.length > STATEMENT_MAX_BYTES) throw tooLarge();
  return parseStatement(bytes);
}

/** 'DD.MM.YYYY' → 'YYYY-MM-DD', or null when it is not a real date. */
function isoOf(date: string): string | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(date.trim());
  if (!match) return null;
  const [, d, m, y] = match;
  const iso = `${y}-${m}-${d}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso ? null : iso;
}

export function parseStatement(bytes: Uint8Array): Statement {
  const text = decode(bytes);
  const lines = text.split(/\r?\n/);
  const first = lines[0]?.replace(/^\uFEFF/, '').trim();
  if (first !== SIGNATURE) throw new StatementFormatError('tender.statement.wrongFormat');
  const long = lines.findIndex((line) => line.length > STATEMENT_MAX_LINE);
  if (long >= 0) {
    throw new StatementFormatError('tender.statement.lineTooLong', {
      line: long + 1,
      max: STATEMENT_MAX_LINE,
    });
  }
  // Text that is not ASCII yet shows none of the format's words was written in some other code page.
  if (bytes.some((b) => b >= 0x80) && !KEYWORD_LINE.test(text)) {
    throw new StatementFormatError('tender.statement.unknownEncoding');
  }

  const accounts: string[] = [];
  const documents: StatementDocument[] = [];
  let current: { fields: Map<string, string>; kind: string; startLine: number } | null = null;
  let ended = false;

  for (let i = 1; i < lines.length; i++) {
    const line = (lines[i] ?? '').trim();
    const lineNo = i + 1;
    if (line === '') continue;
    if (ended) throw new StatementFormatError('tender.statement.textAfterEnd', { line: lineNo });
    if (line === 'КонецФайла') {
      if (current) throw new StatementFormatError('tender.statement.unclosed', { line: current.startLine });
      ended = true;
      continue;
    }
    if (line === 'КонецДокумента') {
      if (!current) throw new StatementFormatError('tender.statement.strayEnd', { line: lineNo });
      documents.push(toDocument(current.fields, current.kind, documents.length + 1, current.startLine));
      current = null;
      continue;
    }
    const eq = line.indexOf('=');
    // Section markers without a value (СекцияРасчСчет, КонецРасчСчет) carry nothing a payment needs.
    if (eq < 0) {
      if (line === 'СекцияРасчСчет' || line === 'КонецРасчСчет') continue;
      throw new StatementFormatError('tender.statement.unexpectedLine', {
        line: lineNo,
        text: line.slice(0, 40),
      });
    }
    const key = line.slice(0, eq).trim();
    const value = line.slice(eq + 1).trim();
    if (key === 'СекцияДокумент') {
      if (current) throw new StatementFormatError('tender.statement.unclosed', { line: current.startLine });
      current = { fields: new Map(), kind: value, startLine: lineNo };
    } else if (current) {
      current.fields.set(key, value);
    } else if (key === 'РасчСчет') {
      accounts.push(value);
    }
  }
  if (!ended) throw new StatementFormatError('tender.statement.cutShort');
  return { accounts, documents };
}

function toDocument(
  fields: Map<string, string>,
  kind: string,
  index: number,
  line: number,
): StatementDocument {
  const field = (key: string) => fields.get(key) ?? '';
  const amount = parseDecimal(field('Сумма'));
  if (amount === null) throw new StatementFormatError('tender.statement.badAmount', { line });
  const date = isoOf(field('ДатаПоступило')) ?? isoOf(field('Дата'));
  if (!date) throw new StatementFormatError('tender.statement.badDate', { line });
  return {
    index,
    kind,
    number: field('Номер'),
    date,
    amountKopecks: amount,
    payerAccount: field('ПлательщикСчет') || field('ПлательщикРасчСчет'),
    // Плательщик1 is the name alone; Плательщик may lead with "ИНН … ".
    payerName: field('Плательщик1') || field('Плательщик').replace(/^ИНН\s+\d+\s+/, ''),
    payerInn: field('ПлательщикИНН'),
    payeeAccount: field('ПолучательСчет') || field('ПолучательРасчСчет'),
    payeeInn: field('ПолучательИНН'),
    purpose: field('НазначениеПлатежа'),
  };
}
