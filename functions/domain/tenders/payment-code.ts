/**
 * The code a supplier's payment carries in its purpose line, so a statement line finds its payer:
 * the supplier's company code behind a fixed prefix. Banks and people write it with or without the hyphen
 * or spaces, so the match is tolerant; the company code's digits decide.
 */
const PREFIX = 'ЛК';

export const paymentCodeOf = (companyCode: string): string => `${PREFIX}-${companyCode}`;

/** The codes written in a purpose line (normally one). */
export function paymentCodesIn(purpose: string): string[] {
  const codes = [...purpose.matchAll(/ЛК\s*[-–—№]?\s*(\d{5,12})(?!\d)/giu)].map((m) =>
    paymentCodeOf(m[1] ?? ''),
  );
  return [...new Set(codes)];
}
