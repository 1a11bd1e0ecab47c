import { formatDate as sharedDate, formatDateTime as sharedDateTime } from '../../shared/i18n/dates';

const locale = (language: string) => (language.startsWith('ru') ? 'ru-RU' : 'en-GB');

/** Numbers as the interface's language writes them (a space and a decimal comma in Russian). */
export const formatNumber = (value: number, language: string): string =>
  new Intl.NumberFormat(locale(language), { maximumFractionDigits: 2 }).format(value);

/** DD.MM.YYYY: the product's one date formatter (shared/i18n/dates). */
export const formatDate = (iso: string): string => sharedDate(iso);

/** DD.MM.YYYY HH:mm in Moscow: the product's one formatter, in either language. */
export const formatDateTime = (iso: string, _language?: string): string => sharedDateTime(iso);

/**
 * How a source's date reads: a decision is «от 12.03.2026»; a date still ahead (the end of a tender access
 * period) is «до 31.12.2026», never cited as if the source were dated in the future.
 */
export function sourceDateKey(iso: string, now: Date): 'decidedOn' | 'validUntil' {
  return iso.slice(0, 10) > now.toISOString().slice(0, 10) ? 'validUntil' : 'decidedOn';
}
