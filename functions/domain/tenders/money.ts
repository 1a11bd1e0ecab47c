import { vatPercentOn } from '@shared/constants/vat';

/** Amounts are whole kopecks (minor units): no floating point near money. */
export interface FeeWithVat {
  net: number;
  vatPercent: number;
  vat: number;
  total: number;
}

/** The fee with VAT at the rate in force on `date` (VAT rounded to the kopeck, half up). */
export function feeWithVat(net: number, date: string): FeeWithVat {
  const vatPercent = vatPercentOn(date);
  const vat = Math.round((net * vatPercent) / 100);
  return { net, vatPercent, vat, total: net + vat };
}

/** 6100000 → '61000.00' (the statement's and the QR's notation is kopecks or a dot decimal). */
export const toDecimal = (kopecks: number): string =>
  `${Math.trunc(kopecks / 100)}.${String(Math.abs(kopecks) % 100).padStart(2, '0')}`;

/** '61000.00' / '61000,5' / '61000' → 6100000; null when it is not an amount. */
export function parseDecimal(text: string): number | null {
  const match = /^(\d{1,13})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** 6100000 → '61 000,00' as a Russian bank form writes it (with a no-break space between thousands). */
export function formatRub(kopecks: number): string {
  const [whole = '0', cents = '00'] = toDecimal(kopecks).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')},${cents}`;
}

/** The payment order writes the amount as "61000-00" in its "Сумма" box. */
export const formAmount = (kopecks: number): string => toDecimal(kopecks).replace('.', '-');
