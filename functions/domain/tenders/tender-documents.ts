import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { createPdf, drawParagraph } from '../../lib/pdf';
import { rublesInWords } from './amount-in-words';
import { formAmount, formatRub, toDecimal, type FeeWithVat } from './money';
import { paymentQrPng, paymentQrText } from './payment-qr';
import type { ForeignPayee, Payee } from './tender-config';

/** The paying side of a payment order, from the supplier's questionnaire. */
export interface Payer {
  name: string;
  inn: string;
  /** Entrepreneurs have none. */
  kpp: string | null;
  account: string;
  bankName: string;
  bik: string;
  correspondentAccount: string;
}

export interface PaymentOrderInput {
  payer: Payer;
  payee: Payee;
  fee: FeeWithVat;
  purpose: string;
  /** 'YYYY-MM-DD' (Moscow). */
  date: string;
}

const A4: [number, number] = [595.28, 841.89];
const LEFT = 40;
const RIGHT = 555;
const BLACK = rgb(0, 0, 0);
const THIN = 0.6;

const ruDate = (iso: string): string => iso.split('-').reverse().join('.');

export function paymentPurpose(code: string, fee: FeeWithVat): string {
  return (
    `Лицензионное вознаграждение за право использования ИСУ Снабжение, код ${code}. ` +
    `Сумма ${formatRub(fee.total)} руб., в т.ч. НДС ${fee.vatPercent}% ${formatRub(fee.vat)} руб.`
  );
}

interface Draw {
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
}

function line(d: Draw, x1: number, y1: number, x2: number, y2: number): void {
  d.page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness: THIN, color: BLACK });
}

function text(d: Draw, value: string, x: number, y: number, size = 8, bold = false): void {
  d.page.drawText(value, { x, y, size, font: bold ? d.bold : d.regular, color: BLACK });
}

/** A cell of the form: its frame (top and left edge are drawn by the neighbours) and its text at the top. */
function cell(d: Draw, x: number, top: number, w: number, h: number, value = '', size = 8): void {
  d.page.drawRectangle({ x, y: top - h, width: w, height: h, borderColor: BLACK, borderWidth: THIN });
  if (value) drawParagraph(d.page, value, { x: x + 2, y: top - 2, width: w - 4, font: d.regular, size });
}

/**
 * The payment order (платёжное поручение) in the layout of the bank form 0401060 (Bank of Russia
 * regulation 762-P, annex 1): the boxes in their places, the amount in words, payer, payee, banks, the
 * operation fields, the purpose; beyond the form, the GOST R 56042-2014 payment QR below it.
 */
export async function paymentOrderPdf(input: PaymentOrderInput): Promise<Uint8Array> {
  const { doc, fonts } = await createPdf({ title: 'Платёжное поручение' });
  const page = doc.addPage(A4);
  const d: Draw = { page, regular: fonts.regular, bold: fonts.bold };
  const { payer, payee, fee } = input;

  // Bank marks and the form's code.
  let y = 800;
  line(d, LEFT, y, LEFT + 110, y);
  line(d, LEFT + 130, y, LEFT + 240, y);
  text(d, 'Поступ. в банк плат.', LEFT + 10, y - 9, 7);
  text(d, 'Списано со сч. плат.', LEFT + 140, y - 9, 7);
  cell(d, RIGHT - 60, y + 12, 60, 14, '0401060');

  // Title, date, kind of payment, status box (101).
  y = 760;
  text(d, 'ПЛАТЕЖНОЕ ПОРУЧЕНИЕ №', LEFT, y, 11, true);
  text(d, ruDate(input.date), LEFT + 200, y + 2, 9);
  line(d, LEFT + 190, y - 2, LEFT + 280, y - 2);
  text(d, 'Дата', LEFT + 225, y - 11, 7);
  line(d, LEFT + 300, y - 2, LEFT + 390, y - 2);
  text(d, 'Вид платежа', LEFT + 320, y - 11, 7);
  cell(d, RIGHT - 24, y + 12, 24, 16);

  // Amount in words.
  y = 735;
  text(d, 'Сумма', LEFT, y - 8, 8);
  text(d, 'прописью', LEFT, y - 17, 8);
  drawParagraph(page, rublesInWords(fee.total), {
    x: LEFT + 60,
    y,
    width: RIGHT - LEFT - 60,
    font: fonts.regular,
    size: 9,
  });
  line(d, LEFT, y - 24, RIGHT, y - 24);

  // The grid.
  const colA = LEFT;
  const colB = 190; // КПП of the payer / payee
  const colC = 330; // labels Сумма, Сч. №, БИК
  const colD = 380; // values
  const valueW = RIGHT - colD;
  y = 705;
  cell(d, colA, y, colB - colA, 14, `ИНН ${payer.inn}`);
  cell(d, colB, y, colC - colB, 14, `КПП ${payer.kpp ?? ''}`);
  cell(d, colC, y, colD - colC, 14, 'Сумма');
  cell(d, colD, y, valueW, 14, formAmount(fee.total));
  y -= 14;
  cell(d, colA, y, colC - colA, 42, payer.name, 9);
  text(d, 'Плательщик', colA + 2, y - 39, 7);
  cell(d, colC, y, colD - colC, 42, 'Сч. №');
  cell(d, colD, y, valueW, 42, payer.account);
  y -= 42;
  cell(d, colA, y, colC - colA, 28, payer.bankName);
  text(d, 'Банк плательщика', colA + 2, y - 25, 7);
  cell(d, colC, y, colD - colC, 14, 'БИК');
  cell(d, colD, y, valueW, 14, payer.bik);
  cell(d, colC, y - 14, colD - colC, 14, 'Сч. №');
  cell(d, colD, y - 14, valueW, 14, payer.correspondentAccount);
  y -= 28;
  cell(d, colA, y, colC - colA, 28, payee.bankName);
  text(d, 'Банк получателя', colA + 2, y - 25, 7);
  cell(d, colC, y, colD - colC, 14, 'БИК');
  cell(d, colD, y, valueW, 14, payee.bik);
  cell(d, colC, y - 14, colD - colC, 14, 'Сч. №');
  cell(d, colD, y - 14, valueW, 14, payee.correspondentAccount);
  y -= 28;
  cell(d, colA, y, colB - colA, 14, `ИНН ${payee.inn}`);
  cell(d, colB, y, colC - colB, 14, `КПП ${payee.kpp}`);
  cell(d, colC, y, colD - colC, 14, 'Сч. №');
  cell(d, colD, y, valueW, 14, payee.account);
  y -= 14;
  cell(d, colA, y, colC - colA, 42, payee.name, 9);
  text(d, 'Получатель', colA + 2, y - 39, 7);
  const half = (RIGHT - colD) / 2;
  const operation: [string, string, string, string][] = [
    ['Вид оп.', '01', 'Срок плат.', ''],
    ['Наз. пл.', '', 'Очер. плат.', '5'],
    ['Код', '', 'Рез. поле', ''],
  ];
  operation.forEach(([labelA, valueA, labelB, valueB], row) => {
    const top = y - row * 14;
    cell(d, colC, top, colD - colC, 14, labelA);
    cell(d, colD, top, half - 20, 14, valueA);
    cell(d, colD + half - 20, top, 50, 14, labelB, 7);
    cell(d, colD + half + 30, top, RIGHT - colD - half - 30, 14, valueB);
  });
  y -= 42;
  // The tax payment fields 104–110 stay empty for a licence fee.
  const taxWidths = [110, 75, 50, 50, 80, 75, 75];
  let x = LEFT;
  for (const w of taxWidths) {
    cell(d, x, y, w, 14);
    x += w;
  }
  y -= 14;
  cell(d, LEFT, y, RIGHT - LEFT, 56, input.purpose, 9);
  text(d, 'Назначение платежа', LEFT + 2, y - 53, 7);
  y -= 56;

  // Signatures and bank marks.
  y -= 28;
  text(d, 'Подписи', LEFT + 200, y + 14, 8);
  text(d, 'Отметки банка', RIGHT - 90, y + 14, 8);
  line(d, LEFT + 150, y, LEFT + 290, y);
  line(d, LEFT + 150, y - 28, LEFT + 290, y - 28);
  text(d, 'М.П.', LEFT + 40, y - 20, 8);

  // The payment QR, so the order can be paid from a banking app.
  const qrText = paymentQrText({
    name: payee.name,
    personalAcc: payee.account,
    bankName: payee.bankName,
    bic: payee.bik,
    correspAcc: payee.correspondentAccount,
    sumKopecks: fee.total,
    purpose: input.purpose,
    payeeInn: payee.inn,
    kpp: payee.kpp,
    payerInn: payer.inn,
  });
  const qr = await doc.embedPng(await paymentQrPng(qrText));
  const qrSize = 130;
  page.drawImage(qr, { x: LEFT, y: y - 60 - qrSize, width: qrSize, height: qrSize });
  drawParagraph(page, 'QR-код для оплаты в приложении банка (ГОСТ Р 56042-2014)', {
    x: LEFT + qrSize + 10,
    y: y - 60 - qrSize / 2 + 10,
    width: RIGHT - LEFT - qrSize - 10,
    font: fonts.regular,
    size: 8,
  });
  return doc.save();
}

export interface PaymentDetailsInput {
  payee: Payee;
  currency: { code: string; name: string };
  amountMinor: number;
  /** The beneficiary's account in that currency. */
  account: string;
  intermediary: ForeignPayee['currencies'][string]['intermediary'];
  purpose: string;
  payerName: string;
  payerTaxId: string;
  date: string;
}

/**
 * Non-residents: the details of a transfer in the chosen currency (no Russian VAT), as a foreign bank needs
 * them: the beneficiary and its bank in Latin letters, the bank's address and SWIFT, and the intermediary
 * bank with the beneficiary bank's account there. Labels are bilingual.
 */
export async function paymentDetailsPdf(input: PaymentDetailsInput): Promise<Uint8Array> {
  const { doc, fonts } = await createPdf({ title: 'Реквизиты для оплаты / Payment details' });
  const page = doc.addPage(A4);
  const width = RIGHT - LEFT;
  const { foreign } = input.payee;
  const { intermediary } = input;
  let y = drawParagraph(page, 'Реквизиты для оплаты доступа к ИСУ Снабжение / Payment details', {
    x: LEFT,
    y: 800,
    width,
    font: fonts.bold,
    size: 13,
  });
  const rows: [string, string][] = [
    ['Дата / Date', ruDate(input.date)],
    ['Плательщик / Payer', `${input.payerName}, Tax ID ${input.payerTaxId}`],
    ['Валюта / Currency', `${input.currency.code} (${input.currency.name})`],
    ['Сумма / Amount', `${toDecimal(input.amountMinor)} ${input.currency.code}`],
    ['Получатель / Beneficiary', foreign.name],
    ["Адрес получателя / Beneficiary's address", foreign.address],
    ['ИНН / KPP (Tax ID)', `INN ${input.payee.inn} / KPP ${input.payee.kpp}`],
    ['Счёт получателя / Account No.', input.account],
    ["Банк получателя / Beneficiary's bank", foreign.bank.name],
    ['Адрес банка / Bank address', foreign.bank.address],
    ['SWIFT', foreign.bank.swift],
    ['Банк-посредник / Intermediary bank', intermediary.name],
    ['Адрес банка-посредника / Intermediary address', intermediary.address],
    ['SWIFT банка-посредника / Intermediary SWIFT', intermediary.swift],
    [
      "Счёт банка получателя в банке-посреднике / Beneficiary bank's account with the intermediary",
      intermediary.account,
    ],
    ['НДС / VAT', 'Не облагается (услуга оказывается за пределами РФ) / Not applicable'],
    ['Назначение / Purpose', input.purpose],
  ];
  y -= 12;
  const labelWidth = 180;
  for (const [label, value] of rows) {
    const labelEnd = drawParagraph(page, label, {
      x: LEFT,
      y,
      width: labelWidth - 10,
      font: fonts.bold,
      size: 9,
    });
    const valueEnd = drawParagraph(page, value, {
      x: LEFT + labelWidth,
      y,
      width: width - labelWidth,
      font: fonts.regular,
      size: 10,
    });
    y = Math.min(y - 16, labelEnd, valueEnd) - 4;
  }
  return doc.save();
}

const LICENCE = {
  ru: {
    title: 'Лицензионный договор (оферта) на право использования ИСУ Снабжение',
    clauses: [
      '1. Лицензиар предоставляет Лицензиату простую (неисключительную) лицензию на использование информационной системы управления снабжением (ИСУ Снабжение) для участия в закупочных процедурах Группы.',
      '2. Договор заключается акцептом оферты: Лицензиат подтверждает согласие с условиями в личном кабинете контрагента.',
      '3. С момента акцепта Лицензиату предоставляется временный доступ. Лицензионное вознаграждение оплачивается в течение 15 рабочих дней; при неоплате доступ блокируется и восстанавливается только после оплаты.',
      '4. После оплаты доступ предоставляется на оплаченный период и может быть продлён до его окончания.',
      '5. Лицензионное вознаграждение не возвращается. Сумма включает НДС по ставке, действующей на дату оплаты.',
      '6. Акт предоставления лицензии направляется на бумажном носителе в течение 10 рабочих дней после оплаты.',
    ],
  },
  en: {
    title: 'Licence agreement (offer) for the use of the ISU Snabzhenie procurement system',
    clauses: [
      '1. The licensor grants the licensee a simple (non-exclusive) licence to use the procurement management system to take part in the Group procurement.',
      '2. The agreement is concluded when the licensee accepts the offer in the supplier cabinet.',
      '3. Temporary access starts on acceptance. The licence fee is due within 15 working days; unpaid, access is blocked until it is paid.',
      '4. After payment, access is granted for the paid period and can be renewed before it ends.',
      '5. The licence fee is non-refundable. It includes VAT at the rate in force on the payment date.',
      '6. A paper act of the licence is sent within 10 working days of the payment.',
    ],
  },
} as const;

/** The licence agreement the accept block links to. */
export async function licencePdf(lang: 'ru' | 'en', payee: Payee): Promise<Uint8Array> {
  const content = LICENCE[lang];
  const { doc, fonts } = await createPdf({ title: content.title });
  const page = doc.addPage(A4);
  const width = RIGHT - LEFT;
  let y = drawParagraph(page, content.title, { x: LEFT, y: 800, width, font: fonts.bold, size: 13 });
  y = drawParagraph(page, `${lang === 'ru' ? 'Лицензиар' : 'Licensor'}: ${payee.name}, ИНН ${payee.inn}`, {
    x: LEFT,
    y: y - 8,
    width,
    font: fonts.regular,
    size: 10,
  });
  for (const clause of content.clauses) {
    y = drawParagraph(page, clause, { x: LEFT, y: y - 8, width, font: fonts.regular, size: 10 });
  }
  return doc.save();
}
