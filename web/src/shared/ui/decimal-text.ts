/**
 * The number fields' rule (01 §5.4, 03 §5 price input), shared by every number field: a comma, a dot
 * and the letters б, Б, ю, Ю (the comma and dot keys of a Russian layout) are the decimal separator;
 * other characters are dropped; one separator; at most `maxDecimals` decimals (a separator is ignored
 * where none are allowed); at most 16 characters (03 §5 finance numbers). The value is kept as text
 * with a dot ("1234567.89"), so no floating-point step ever changes what the user typed.
 */
export interface DecimalRule {
  /** Decimals allowed: 2 for money and rates, 0 for counts. */
  maxDecimals: number;
  maxChars?: number;
}

const MAX_CHARS = 16;

export function normalizeDecimal(input: string, rule: DecimalRule = { maxDecimals: 2 }): string {
  const dotted = input.replace(/[,.бБюЮ]/g, '.').replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = dotted.split('.');
  const digits = whole.replace(/^0+(?=\d)/, '');
  const raw =
    rest.length > 0 && rule.maxDecimals > 0
      ? `${digits || '0'}.${rest.join('').slice(0, rule.maxDecimals)}`
      : digits;
  return raw.slice(0, rule.maxChars ?? MAX_CHARS);
}

export interface DecimalLook {
  /** Thousands grouped with spaces (money, 03 §5). */
  grouping: boolean;
  /** The decimal separator shown: a comma in Russian, a dot in English. */
  separator: string;
}

/** A normalized value as shown: "1234567.5" → "1 234 567,5" (Russian, grouped). */
export function formatDecimal(value: string, look: DecimalLook): string {
  const [whole = '', decimals] = value.split('.');
  const shown = look.grouping ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ') : whole;
  return decimals === undefined ? shown : `${shown}${look.separator}${decimals}`;
}

/** The decimal separator of an interface language. */
export const decimalSeparator = (language: string) => (language === 'en' ? '.' : ',');

/** The number a normalized value stands for, or null when empty. */
export const decimalValue = (value: string): number | null => (value === '' ? null : Number(value));

/** A stored number as a normalized value ("" for none). */
export const decimalText = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);
