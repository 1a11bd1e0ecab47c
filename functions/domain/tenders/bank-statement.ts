import { parseDecimal } from './money';

/**
 * The statement a bank client exports in the 1C exchange format ("1CClientBankExchange", the text format
 * Russian accounting systems and bank clients share): `key=value` lines, a header, then one
 * `СекцияДокумент=…` … `КонецДокумента` block per payment, ending with `КонецФайла`. The file is
 * windows-1251 (`Кодировка=Windows`) or, from old clients, cp866 (`Кодировка=DOS`).
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

export class StatementFormatError extends Error {
  constructor(
    readonly reason: string,
    readonly line: number,
  ) {
    super(`${reason} (line ${line})`);
    this.name = 'StatementFormatError';
  }
}

const SIGNATURE = '1CClientBankExchange';

function decode(bytes: Uint8Array): string {
  const windows = new TextDecoder('windows-1251').decode(bytes);
  // The encoding line is ASCII-named but its value is Cyrillic-free: decoding once tells which one it is.
  return /^Кодировка=DOS\s*$/m.test(windows) ? new TextDecoder('ibm866').decode(bytes) : windows;
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
  const lines = decode(bytes).split(/\r?\n/);
  const first = lines[0]?.replace(/^\uFEFF/, '').trim();
  if (first !== SIGNATURE) throw new StatementFormatError('not a 1CClientBankExchange file', 1);

  const accounts: string[] = [];
  const documents: StatementDocument[] = [];
  let current: { fields: Map<string, string>; kind: string; startLine: number } | null = null;
  let ended = false;

  for (let i = 1; i < lines.length; i++) {
    const line = (lines[i] ?? '').trim();
    const lineNo = i + 1;
    if (line === '') continue;
    if (ended) throw new StatementFormatError('text after КонецФайла', lineNo);
    if (line === 'КонецФайла') {
      if (current) throw new StatementFormatError('a document without КонецДокумента', current.startLine);
      ended = true;
      continue;
    }
    if (line === 'КонецДокумента') {
      if (!current) throw new StatementFormatError('КонецДокумента without СекцияДокумент', lineNo);
      documents.push(toDocument(current.fields, current.kind, documents.length + 1, current.startLine));
      current = null;
      continue;
    }
    const eq = line.indexOf('=');
    // Section markers without a value (СекцияРасчСчет, КонецРасчСчет) carry nothing a payment needs.
    if (eq < 0) {
      if (line === 'СекцияРасчСчет' || line === 'КонецРасчСчет') continue;
      throw new StatementFormatError(`unexpected line "${line.slice(0, 40)}"`, lineNo);
    }
    const key = line.slice(0, eq).trim();
    const value = line.slice(eq + 1).trim();
    if (key === 'СекцияДокумент') {
      if (current) throw new StatementFormatError('a document without КонецДокумента', current.startLine);
      current = { fields: new Map(), kind: value, startLine: lineNo };
    } else if (current) {
      current.fields.set(key, value);
    } else if (key === 'РасчСчет') {
      accounts.push(value);
    }
  }
  if (!ended) throw new StatementFormatError('no КонецФайла: the file is cut short', lines.length);
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
  if (amount === null) throw new StatementFormatError('Сумма is not an amount', line);
  const date = isoOf(field('ДатаПоступило')) ?? isoOf(field('Дата'));
  if (!date) throw new StatementFormatError('Дата is not a date DD.MM.YYYY', line);
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
