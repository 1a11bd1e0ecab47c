import { MB } from '@shared/constants/pbiot';
import { i18n } from './i18n';

const KB = 1000;

/**
 * One rule for every file size the product shows (01 §9, 03 §9): 1 MB = 1,000,000 bytes and 1 KB =
 * 1,000 bytes, the units the limits are stated in, so a used volume and its limit compare. Bytes
 * under 1 KB, KB (whole) under 1,000 KB (01 §9's "KB under 1024 KB" read with the same 1,000 rule),
 * otherwise MB with one decimal; Б/КБ/МБ in Russian, B/KB/MB in English; 0 is "0 Б".
 */
export function formatFileSize(bytes: number, language: string = i18n.language): string {
  const t = i18n.getFixedT(language, 'common');
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(language, { maximumFractionDigits: digits, useGrouping: false }).format(value);
  if (bytes < KB) return t('fileSize.B', { value: number(bytes, 0) });
  if (Math.round(bytes / KB) < 1000) return t('fileSize.KB', { value: number(bytes / KB, 0) });
  return t('fileSize.MB', { value: number(bytes / MB, 1) });
}
