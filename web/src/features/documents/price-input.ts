import { FINANCE_NUMBER_MAX_CHARS as MAX_CHARS } from '@shared/constants/documents';

/**
 * The price input of 03 §5: a comma and the letters б, Б, ю, Ю (the comma and dot keys of a Russian
 * layout) become a dot; other non-digits are dropped; one dot; at most 2 decimals; thousands grouped
 * with spaces. The whole number is at most 16 characters (03 §5 finance numbers). The value is kept
 * with a dot; it is shown with the decimal separator of the interface language.
 */

export function normalizePrice(input: string): string {
  const dotted = input.replace(/[,бБюЮ]/g, '.').replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = dotted.split('.');
  const decimals = rest.join('').slice(0, 2);
  const digits = whole.replace(/^0+(?=\d)/, '');
  const raw = rest.length > 0 ? `${digits || '0'}.${decimals}` : digits;
  return raw.slice(0, MAX_CHARS);
}

/** Thousands grouped with spaces for display: "1234567.5" → "1 234 567,5" (a comma in Russian). */
export function groupThousands(value: string, separator: ',' | '.' = ','): string {
  const [whole = '', decimals] = value.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return decimals === undefined ? grouped : `${grouped}${separator}${decimals}`;
}

/** The decimal separator of a language: a comma in Russian, a dot in English. */
export const decimalSeparator = (language: string): ',' | '.' => (language.startsWith('en') ? '.' : ',');

/** The number a normalized price stands for, or null when empty. */
export const priceValue = (value: string): number | null => (value === '' ? null : Number(value));
