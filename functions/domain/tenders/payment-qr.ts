import QRCode from 'qrcode';

/**
 * The payment QR of GOST R 56042-2014 ("ST00012": format ST, version 0001, encoding 2 = UTF-8, separator
 * "|"), which Russian banking apps read to fill a transfer. Sum is in kopecks. A value may not contain the
 * separator, so any "|" in the data is replaced.
 */
export interface PaymentQrData {
  name: string;
  personalAcc: string;
  bankName: string;
  bic: string;
  correspAcc: string;
  sumKopecks: number;
  purpose: string;
  payeeInn: string;
  kpp: string;
  payerInn?: string;
}

const clean = (value: string): string => value.replace(/\|/g, '/').replace(/\s+/g, ' ').trim();

export function paymentQrText(data: PaymentQrData): string {
  const fields: [string, string][] = [
    ['Name', data.name],
    ['PersonalAcc', data.personalAcc],
    ['BankName', data.bankName],
    ['BIC', data.bic],
    ['CorrespAcc', data.correspAcc],
    ['Sum', String(data.sumKopecks)],
    // The standard allows 210 characters of purpose.
    ['Purpose', data.purpose.slice(0, 210)],
    ['PayeeINN', data.payeeInn],
    ['KPP', data.kpp],
  ];
  if (data.payerInn) fields.push(['PayerINN', data.payerInn]);
  return ['ST00012', ...fields.map(([key, value]) => `${key}=${clean(value)}`)].join('|');
}

/** The QR as a PNG (byte mode carries the UTF-8 text as is). */
export async function paymentQrPng(text: string): Promise<Uint8Array> {
  return QRCode.toBuffer([{ data: Buffer.from(text, 'utf8'), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
    margin: 2,
    scale: 6,
    type: 'png',
  });
}
