import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STATEMENT_MAX_BYTES } from '@shared/api/areas/tenders';
import { translate } from '../../lib/messages';
import {
  parseStatement,
  readStatementBase64,
  readStatementFile,
  STATEMENT_MAX_LINE,
  StatementFormatError,
} from './bank-statement';
import { paymentCodesIn } from './payment-code';
import './messages';
import { encodeWindows1251, statementBytes, statementText } from './statement.fixture';

const OUR_ACCOUNT = '40702810200000012345';
const payment = {
  number: '217',
  date: '15.01.2026',
  amount: '61000.00',
  payerName: 'ООО «Северная буровая компания»',
  payerInn: '7708123457',
  payerAccount: '40702810938000012345',
  payeeAccount: OUR_ACCOUNT,
  payeeInn: '7704123450',
  purpose: 'Лицензионное вознаграждение, код ЛК-1000123. В т.ч. НДС 22%',
};

/** What the moderator reads when the file is refused, in Russian (or 'parsed'). */
const reason = (bytes: Uint8Array, lang: 'ru' | 'en' = 'ru'): string => {
  try {
    readStatementFile(bytes);
    return 'parsed';
  } catch (error) {
    return error instanceof StatementFormatError ? translate(lang, error.reason, error.params) : 'other';
  }
};

describe('the 1CClientBankExchange statement', () => {
  it('reads the payments of a windows-1251 file', () => {
    const statement = parseStatement(statementBytes(OUR_ACCOUNT, [payment, { ...payment, number: '218' }]));
    expect(statement.accounts).toContain(OUR_ACCOUNT);
    expect(statement.documents).toHaveLength(2);
    expect(statement.documents[0]).toMatchObject({
      index: 1,
      number: '217',
      date: '2026-01-15',
      amountKopecks: 6_100_000,
      payerName: 'ООО «Северная буровая компания»',
      payerInn: '7708123457',
      payeeAccount: OUR_ACCOUNT,
      purpose: payment.purpose,
    });
  });

  it('refuses what is not a statement, or is cut short, with the reason in Russian', () => {
    expect(reason(encodeWindows1251('%PDF-1.7\n'))).toBe(
      'Файл не соответствует требованиям. Неверный формат: нужна выписка из банк-клиента в формате 1С, первая строка файла — «1CClientBankExchange».',
    );
    const text = statementText(OUR_ACCOUNT, [payment]);
    expect(reason(encodeWindows1251(text.replace('КонецФайла', '')))).toBe(
      'Выписка не прочитана: нет строки «КонецФайла», файл обрезан.',
    );
    expect(reason(encodeWindows1251(text.replace('КонецДокумента\r\n', '')))).toBe(
      'Выписка не прочитана: документ, начатый в строке 15, не закрыт строкой «КонецДокумента».',
    );
    expect(reason(encodeWindows1251(text.replace('Сумма=61000.00', 'Сумма=шестьдесят')))).toBe(
      'Выписка не прочитана: в документе из строки 15 поле «Сумма» не является суммой.',
    );
    expect(
      reason(
        encodeWindows1251(
          text.replace('Дата=15.01.2026', 'Дата=31.02.2026').replace('ДатаПоступило=15.01.2026', ''),
        ),
      ),
    ).toBe('Выписка не прочитана: в документе из строки 15 поле «Дата» не является датой ДД.ММ.ГГГГ.');
    expect(reason(encodeWindows1251(text.replace('Очередность=5', 'Очередность 5')))).toBe(
      'Выписка не прочитана: строка 27 не имеет вида «ключ=значение»: «Очередность 5».',
    );
    // The same reasons in English when the moderator switched the language.
    expect(reason(encodeWindows1251(text.replace('КонецФайла', '')), 'en')).toBe(
      'The statement was not read: there is no «КонецФайла» line, the file is cut short.',
    );
  });

  it('states the size rules: an empty file, and one over 1 MB', () => {
    expect(reason(new Uint8Array(0))).toBe(
      'Файл не соответствует требованиям: файл пуст (0 байт). Выгрузите выписку из банк-клиента заново.',
    );
    const big = new Uint8Array(STATEMENT_MAX_BYTES + 1).fill(0x20);
    expect(reason(big)).toBe(
      'Файл не соответствует требованиям: размер выписки — не более 1 МБ (1 000 000 байт). Выгрузите выписку за более короткий период.',
    );
  });

  it('reads a statement re-saved as UTF-8 (with or without a BOM) as it is, without mojibake', () => {
    const text = statementText(OUR_ACCOUNT, [payment]);
    const utf8 = new TextEncoder().encode(text);
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]);
    for (const bytes of [utf8, withBom]) {
      const [doc] = parseStatement(bytes).documents;
      expect(doc).toMatchObject({
        payerName: payment.payerName,
        purpose: payment.purpose,
        amountKopecks: 6_100_000,
      });
    }
  });

  it('reads a DOS (cp866) statement, and says so when the code page is neither', () => {
    const text = statementText(OUR_ACCOUNT, [payment]).replace('Кодировка=Windows', 'Кодировка=DOS');
    const cp866 = Uint8Array.from([...text].map((c) => dosByte(c)));
    // cp866 has no guillemets: the fixture writes them as '?'.
    expect(parseStatement(cp866).documents[0]?.payerName).toBe('ООО ?Северная буровая компания?');
    // KOI8-R: Cyrillic bytes that spell none of the format's words in windows-1251.
    const koi8 = Uint8Array.from([...text].map((c) => koi8Byte(c)));
    expect(reason(koi8)).toContain('кодировка не распознана');
  });
  it('finds the payment code however the payer wrote it', () => {
    expect(paymentCodesIn('оплата по счёту, код ЛК-1000123')).toEqual(['ЛК-1000123']);
    expect(paymentCodesIn('ЛК 1000123 лицензия')).toEqual(['ЛК-1000123']);
    expect(paymentCodesIn('лк№1000123')).toEqual(['ЛК-1000123']);
    expect(paymentCodesIn('счёт 1000123')).toEqual([]);
  });
});

/** cp866: А..п at 0x80..0xAF, р..я at 0xE0..0xEF; the fixture's few signs as '?' (they are not checked). */
function dosByte(char: string): number {
  const code = char.codePointAt(0) ?? 0x3f;
  if (code < 0x80) return code;
  if (code >= 0x410 && code <= 0x43f) return code - 0x410 + 0x80;
  if (code >= 0x440 && code <= 0x44f) return code - 0x440 + 0xe0;
  return 0x3f;
}

/** KOI8-R's Cyrillic letters sit at 0xC0..0xFF in another order: enough to be a different code page. */
function koi8Byte(char: string): number {
  const code = char.codePointAt(0) ?? 0x3f;
  if (code < 0x80) return code;
  const order = 'юабцдефгхийклмнопярстужвьызшэщчъ';
  const lower = char.toLowerCase();
  const index = order.indexOf(lower);
  if (index < 0) return 0x3f;
  return (lower === char ? 0xc0 : 0xe0) + index;
}

/** What the moderator reads for a body as the upload call carries it (base64), and how long it took. */
function timedReason(content: string): { text: string; ms: number } {
  const started = performance.now();
  let text = 'parsed';
  try {
    readStatementBase64(content);
  } catch (error) {
    text = error instanceof StatementFormatError ? translate('ru', error.reason, error.params) : 'other';
  }
  return { text, ms: performance.now() - started };
}

/** A statement whose purpose line carries `length` more characters (windows-1251: one byte each). */
const withLongPurpose = (length: number): Uint8Array =>
  statementBytes(OUR_ACCOUNT, [{ ...payment, purpose: 'Оплата '.padEnd(length, 'Ж') }]);

describe('a statement the parser cannot read answers at once with the rule it breaks', () => {
  it('one 5 MB line (once a 500 after 11–27 s): too large, judged from the body’s length', () => {
    const body = Buffer.from(withLongPurpose(5_000_000)).toString('base64');
    const { text, ms } = timedReason(body);
    expect(text).toBe(translate('ru', 'tender.statement.tooLarge', { mb: 1, bytes: '1 000 000' }));
    expect(ms).toBeLessThan(500);
  });

  it('one long line within the size: names the line and the limit', () => {
    const { text } = timedReason(Buffer.from(withLongPurpose(900_000)).toString('base64'));
    const purposeLine =
      statementText(OUR_ACCOUNT, [payment])
        .split(/\r?\n/)
        .findIndex((l) => l.startsWith('НазначениеПлатежа=')) + 1;
    expect(text).toBe(
      translate('ru', 'tender.statement.lineTooLong', { line: purposeLine, max: STATEMENT_MAX_LINE }),
    );
    expect(timedReason(Buffer.from(withLongPurpose(STATEMENT_MAX_LINE - 100)).toString('base64')).text).toBe(
      'parsed',
    );
  });

  it('a body that is not base64, whatever its length: says so', () => {
    const notBase64 = translate('ru', 'tender.statement.notBase64');
    expect(timedReason('0J/RgNC40LLQtdGC!').text).toBe(notBase64);
    expect(timedReason('abc').text).toBe(notBase64);
    expect(timedReason(`${'A'.repeat(1_300_000)}*===`).text).toBe(notBase64);
  });

  it('any bytes with long lines: a statement or a rule, never another error (fuzz)', () => {
    const lineOf = fc.oneof(
      fc.constantFrom(
        '1CClientBankExchange',
        'СекцияДокумент=Платежное поручение',
        'КонецДокумента',
        'КонецФайла',
      ),
      fc.string({ maxLength: 40 }).map((v) => `НазначениеПлатежа=${v}`),
      fc.integer({ min: 900, max: 60_000 }).map((n) => `НазначениеПлатежа=${'=Ж\r'.repeat(n / 3)}`),
      fc.string({ unit: 'binary', maxLength: 200 }),
    );
    fc.assert(
      fc.property(fc.array(lineOf, { maxLength: 30 }), fc.constantFrom('\r\n', '\n', '\r'), (lines, eol) => {
        const bytes = encodeWindows1251(['1CClientBankExchange', ...lines].join(eol));
        const { text } = timedReason(Buffer.from(bytes).toString('base64'));
        expect(text).not.toBe('other');
      }),
      { numRuns: 150 },
    );
  });

  it('costs time linear in the file’s size: four times the bytes, not sixteen times the time', () => {
    // Lines just under the limit, many of them: the whole file is read (the worst case that is accepted).
    const fileOf = (bytes: number) => {
      const line = `НазначениеПлатежа=${'Ж'.repeat(STATEMENT_MAX_LINE - 30)}`;
      const body = Array.from({ length: Math.floor(bytes / (line.length + 2)) }, () => line).join('\r\n');
      return Buffer.from(encodeWindows1251(`1CClientBankExchange\r\n${body}\r\nКонецФайла\r\n`)).toString(
        'base64',
      );
    };
    const fastest = (content: string) =>
      Math.min(...Array.from({ length: 5 }, () => timedReason(content).ms));
    const small = fileOf(STATEMENT_MAX_BYTES / 4);
    const large = fileOf(STATEMENT_MAX_BYTES - 10_000);
    expect(timedReason(large).text).toBe('parsed');
    const ratio = fastest(large) / fastest(small);
    // Linear is about 4; quadratic would be about 16. The bound leaves room for a loaded machine.
    expect(ratio).toBeLessThan(9);
  });
});
