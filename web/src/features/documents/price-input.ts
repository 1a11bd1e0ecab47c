/**
 * The price input of 03 §5: a comma and the letters б, Б, ю, Ю (the comma and dot keys of a Russian
 * layout) become a dot; other non-digits are dropped; one dot; at most 2 decimals; thousands grouped
 * with spaces. The whole number is at most 16 characters (03 §5 finance numbers).
 */
const MAX_CHARS = 16;

export function normalizePrice(input: string): string {
  const dotted = input.replace(/[,бБюЮ]/g, '.').replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = dotted.split('.');
  const decimals = rest.join('').slice(0, 2);
  const digits = whole.replace(/^0+(?=\d)/, '');
  const raw = rest.length > 0 ? `${digits || '0'}.${decimals}` : digits;
  return raw.slice(0, MAX_CHARS);
}

/** Thousands grouped with spaces for display: "1234567.5" → "1 234 567.5". */
export function groupThousands(value: string): string {
  const [whole = '', decimals] = value.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return decimals === undefined ? grouped : `${grouped}.${decimals}`;
}

/** The number a normalized price stands for, or null when empty. */
export const priceValue = (value: string): number | null => (value === '' ? null : Number(value));
