/**
 * The VAT rate by the date the tax base arises: 18 % from 2004, 20 % from 1 Jan 2019, 22 % from 1 Jan 2026
 * (Federal Law No. 425-FZ of 28 Nov 2025). One dated table for every context: the tender payment order
 * charges the rate of the payment date, the VAT return of a period is checked at the rate of that period.
 * Newest first; add a line when the rate changes again.
 */
export const VAT_RATES: readonly { from: string; percent: number }[] = [
  { from: '2026-01-01', percent: 22 },
  { from: '2019-01-01', percent: 20 },
  { from: '2004-01-01', percent: 18 },
];

/** The rate in force on `date` (YYYY-MM-DD). */
export function vatPercentOn(date: string): number {
  const rate = VAT_RATES.find((r) => date >= r.from);
  if (!rate) throw new Error(`No VAT rate configured for ${date}`);
  return rate.percent;
}
