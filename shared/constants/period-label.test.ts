import { describe, expect, it } from 'vitest';
import { periodLabel, quarterLabel } from './period-label';

describe('periodLabel', () => {
  it('names a VAT period as one quarter and a profit tax period cumulatively, the same on every screen', () => {
    expect(periodLabel({ documentType: 'VatXML', year: 2025, quarter: 3 }, 'ru')).toBe('3 квартал 2025');
    expect(periodLabel({ documentType: 'VatXML', year: 2025, quarter: 3 }, 'en')).toBe('Q3 2025');
    expect(periodLabel({ documentType: 'IncomeTaxReturnQuarterXML', year: 2025, quarter: 3 }, 'ru')).toBe(
      '9 месяцев 2025',
    );
    expect(periodLabel({ kind: 'QUARTER', year: 2025, quarter: 2 }, 'ru')).toBe('2 квартал 2025');
    expect(periodLabel({ documentType: 'UsnXML', year: 2025, quarter: null }, 'ru')).toBe('2025');
    expect(periodLabel({ year: null, quarter: null }, 'ru')).toBe('');
    expect(quarterLabel(2, 'CUMULATIVE', 'ru')).toBe('Полугодие');
  });

  it('words a cumulative period to read inside a sentence: «за полугодие 2026», «за 2026 год», never «за Год 2026»', () => {
    const profit = (quarter: number, lang: 'ru' | 'en') =>
      periodLabel({ documentType: 'IncomeTaxReturnQuarterXML', year: 2026, quarter }, lang);
    expect([1, 2, 3, 4].map((q) => profit(q, 'ru'))).toEqual([
      '1 квартал 2026',
      'полугодие 2026',
      '9 месяцев 2026',
      '2026 год',
    ]);
    expect([1, 2, 3, 4].map((q) => profit(q, 'en'))).toEqual(['Q1 2026', 'H1 2026', '9 months 2026', '2026']);
  });
});
