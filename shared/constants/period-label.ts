import type { Language } from './spec';

/**
 * Document types filed for one quarter each: the VAT return (Период 21–24) and its PDF variants. Their
 * period is «3 квартал 2025». The other quarterly documents (the profit tax return, insurance
 * contributions) are cumulative from the start of the year: «9 месяцев 2025».
 */
export const SINGLE_QUARTER_TYPES: ReadonlySet<string> = new Set([
  'Vat',
  'VatXML',
  'VatQuarter_IP',
  'EndVatPDF',
]);

export type PeriodKind = 'QUARTER' | 'CUMULATIVE';

/** How a document type counts its quarters. */
export const periodKindOf = (documentType: string | null | undefined): PeriodKind =>
  documentType && SINGLE_QUARTER_TYPES.has(documentType) ? 'QUARTER' : 'CUMULATIVE';

const CUMULATIVE: Record<Language, Record<number, string>> = {
  ru: { 1: '1 квартал', 2: 'Полугодие', 3: '9 месяцев', 4: 'Год' },
  en: { 1: 'Q1', 2: 'Half-year', 3: '9 months', 4: 'Year' },
};

/** A quarter on its own, as the period selector and the labels name it. */
export function quarterLabel(quarter: number, kind: PeriodKind, lang: Language): string {
  if (kind === 'QUARTER') return lang === 'ru' ? `${quarter} квартал` : `Q${quarter}`;
  return CUMULATIVE[lang][quarter] ?? String(quarter);
}

/**
 * The one name of a reporting period on every screen (documents, history, readiness, notifications,
 * the reviewer's dialog): «3 квартал 2025» for a VAT return, «9 месяцев 2025» for a cumulative period,
 * «2025» for a yearly document, '' without a year.
 */
export function periodLabel(
  period: { documentType?: string | null; kind?: PeriodKind; year: number | null; quarter: number | null },
  lang: Language,
): string {
  if (period.year === null) return '';
  if (period.quarter === null) return String(period.year);
  const kind = period.kind ?? periodKindOf(period.documentType);
  if (kind === 'QUARTER') return `${quarterLabel(period.quarter, kind, lang)} ${period.year}`;
  return CUMULATIVE_WITH_YEAR[lang](period.quarter, period.year);
}

/**
 * A cumulative period with its year, worded to read the same alone and inside a sentence («за полугодие
 * 2026», «за 2026 год»): the selector's capitalised «Полугодие», «Год» would stand mid-sentence otherwise.
 */
const CUMULATIVE_WITH_YEAR: Record<Language, (quarter: number, year: number) => string> = {
  ru: (quarter, year) =>
    ({ 1: `1 квартал ${year}`, 2: `полугодие ${year}`, 3: `9 месяцев ${year}`, 4: `${year} год` })[quarter] ??
    `${quarter} ${year}`,
  en: (quarter, year) =>
    ({ 1: `Q1 ${year}`, 2: `H1 ${year}`, 3: `9 months ${year}`, 4: `${year}` })[quarter] ??
    `${quarter} ${year}`,
};
