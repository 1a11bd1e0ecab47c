/**
 * Test statements in the 1C client-bank exchange format, encoded as bank clients write them
 * (windows-1251), for the unit, integration and browser tests.
 */
export interface FixturePayment {
  number: string;
  /** 'DD.MM.YYYY' */
  date: string;
  amount: string;
  payerName: string;
  payerInn: string;
  payerAccount: string;
  payeeAccount: string;
  payeeInn: string;
  purpose: string;
}

const SPECIAL: Record<string, number> = {
  Ё: 0xa8,
  ё: 0xb8,
  '№': 0xb9,
  '«': 0xab,
  '»': 0xbb,
  '—': 0x97,
  '–': 0x96,
};

/** windows-1251: ASCII as is, А..я at 0xC0..0xFF, a few signs where the code page has them. */
export function encodeWindows1251(text: string): Uint8Array {
  const out: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    if (code < 0x80) out.push(code);
    else if (code >= 0x410 && code <= 0x44f) out.push(code - 0x410 + 0xc0);
    else out.push(SPECIAL[char] ?? 0x3f);
  }
  return Uint8Array.from(out);
}

export function statementText(account: string, payments: FixturePayment[]): string {
  const lines = [
    '1CClientBankExchange',
    'ВерсияФормата=1.03',
    'Кодировка=Windows',
    'Отправитель=Бухгалтерия предприятия',
    'Получатель=',
    'ДатаСоздания=16.01.2026',
    'ДатаНачала=15.01.2026',
    'ДатаКонца=15.01.2026',
    `РасчСчет=${account}`,
    'СекцияРасчСчет',
    'ДатаНачала=15.01.2026',
    `РасчСчет=${account}`,
    'НачальныйОстаток=0.00',
    'КонецРасчСчет',
  ];
  for (const p of payments) {
    lines.push(
      'СекцияДокумент=Платежное поручение',
      `Номер=${p.number}`,
      `Дата=${p.date}`,
      `Сумма=${p.amount}`,
      `ПлательщикСчет=${p.payerAccount}`,
      `Плательщик=ИНН ${p.payerInn} ${p.payerName}`,
      `ПлательщикИНН=${p.payerInn}`,
      `Плательщик1=${p.payerName}`,
      `ПолучательСчет=${p.payeeAccount}`,
      `ПолучательИНН=${p.payeeInn}`,
      `ДатаПоступило=${p.date}`,
      'ВидОплаты=01',
      'Очередность=5',
      `НазначениеПлатежа=${p.purpose}`,
      'КонецДокумента',
    );
  }
  lines.push('КонецФайла');
  return lines.join('\r\n');
}

export const statementBytes = (account: string, payments: FixturePayment[]): Uint8Array =>
  encodeWindows1251(statementText(account, payments));
