import { describe, expect, it } from 'vitest';
import { parseStatement, StatementFormatError } from './bank-statement';
import { paymentCodesIn } from './payment-code';
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

const reason = (bytes: Uint8Array): string => {
  try {
    parseStatement(bytes);
    return 'parsed';
  } catch (error) {
    return error instanceof StatementFormatError ? error.reason : 'other';
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

  it('refuses what is not a statement, or is cut short, with the reason', () => {
    expect(reason(encodeWindows1251('%PDF-1.7\n'))).toBe('not a 1CClientBankExchange file');
    const text = statementText(OUR_ACCOUNT, [payment]);
    expect(reason(encodeWindows1251(text.replace('КонецФайла', '')))).toContain('КонецФайла');
    expect(reason(encodeWindows1251(text.replace('КонецДокумента\r\n', '')))).toContain('КонецДокумента');
    expect(reason(encodeWindows1251(text.replace('Сумма=61000.00', 'Сумма=шестьдесят')))).toContain('Сумма');
    expect(
      reason(
        encodeWindows1251(
          text.replace('Дата=15.01.2026', 'Дата=31.02.2026').replace('ДатаПоступило=15.01.2026', ''),
        ),
      ),
    ).toContain('Дата');
  });

  it('finds the payment code however the payer wrote it', () => {
    expect(paymentCodesIn('оплата по счёту, код ЛК-1000123')).toEqual(['ЛК-1000123']);
    expect(paymentCodesIn('ЛК 1000123 лицензия')).toEqual(['ЛК-1000123']);
    expect(paymentCodesIn('лк№1000123')).toEqual(['ЛК-1000123']);
    expect(paymentCodesIn('счёт 1000123')).toEqual([]);
  });
});
