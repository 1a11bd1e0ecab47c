import { formatDate as sharedDate, formatDateTime as sharedDateTime } from '../../shared/i18n/dates';

const locale = (language: string) => (language.startsWith('ru') ? 'ru-RU' : 'en-GB');

/** Numbers as the interface's language writes them (a space and a decimal comma in Russian). */
export const formatNumber = (value: number, language: string): string =>
  new Intl.NumberFormat(locale(language), { maximumFractionDigits: 2 }).format(value);

/** DD.MM.YYYY: the product's one date formatter (shared/i18n/dates). */
export const formatDate = (iso: string): string => sharedDate(iso);

/** DD.MM.YYYY HH:mm in Moscow: the product's one formatter, in either language. */
export const formatDateTime = (iso: string, _language?: string): string => sharedDateTime(iso);
