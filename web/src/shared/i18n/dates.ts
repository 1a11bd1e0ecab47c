/**
 * The one formatter of dates and times on every screen: DD.MM.YYYY and HH:mm in Moscow time, whatever
 * the browser's time zone (01 §Date formats, 02 §Dates; the group's working day is Moscow's). A plain
 * calendar date (`YYYY-MM-DD`, stored as Moscow's date) is shown as it is, never shifted by a zone.
 */
export const MOSCOW = 'Europe/Moscow';

const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: MOSCOW,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

type Value = string | number | Date;

function moscowParts(value: Value): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const out = { year: '', month: '', day: '', hour: '', minute: '', second: '' };
  for (const p of parts.formatToParts(new Date(value))) {
    if (p.type in out) out[p.type as keyof typeof out] = p.value;
  }
  return out;
}

/** DD.MM.YYYY: a plain date as it is, an instant as Moscow's date. */
export function formatDate(value: Value): string {
  if (typeof value === 'string' && PLAIN_DATE.test(value)) return value.split('-').reverse().join('.');
  const p = moscowParts(value);
  return `${p.day}.${p.month}.${p.year}`;
}

/** HH:mm of an instant in Moscow. */
export function formatTime(value: Value): string {
  const p = moscowParts(value);
  return `${p.hour}:${p.minute}`;
}

/** HH:mm:ss of an instant in Moscow (the error dialog's time, 01 §Date formats). */
export function formatTimeSeconds(value: Value): string {
  const p = moscowParts(value);
  return `${p.hour}:${p.minute}:${p.second}`;
}

/** DD.MM.YYYY HH:mm of an instant in Moscow. */
export function formatDateTime(value: Value): string {
  const p = moscowParts(value);
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
}

/** Optional values: an empty string for a missing date. */
export const formatDateOrEmpty = (value: Value | null | undefined): string =>
  value === null || value === undefined || value === '' ? '' : formatDate(value);

/**
 * A value recorded as text (an audit entry's before and after): a plain date as DD.MM.YYYY, an instant as
 * DD.MM.YYYY HH:mm in Moscow, any other text as it is.
 */
export function formatRecordedValue(value: string): string {
  if (PLAIN_DATE.test(value)) return formatDate(value);
  if (INSTANT.test(value)) return formatDateTime(value);
  return value;
}
