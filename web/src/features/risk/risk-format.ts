const locale = (language: string) => (language.startsWith('ru') ? 'ru-RU' : 'en-GB');

/** Numbers as the interface's language writes them (a space and a decimal comma in Russian). */
export const formatNumber = (value: number, language: string): string =>
  new Intl.NumberFormat(locale(language), { maximumFractionDigits: 2 }).format(value);

/** DD.MM.YYYY from an ISO date or instant (Moscow dates are stored as YYYY-MM-DD). */
export const formatDate = (iso: string): string => iso.slice(0, 10).split('-').reverse().join('.');

export const formatDateTime = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(locale(language), {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Moscow',
  }).format(new Date(iso));
