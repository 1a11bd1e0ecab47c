import { describe, expect, it } from 'vitest';
import { rublesInWords } from './amount-in-words';
import { vatPercentOn } from '@shared/constants/vat';
import { feeWithVat, formAmount, formatRub, parseDecimal } from './money';

describe('the licence fee', () => {
  it('takes VAT at the rate in force on the date: 20 % through 2025, 22 % from 2026', () => {
    expect(vatPercentOn('2025-12-31')).toBe(20);
    expect(vatPercentOn('2026-01-01')).toBe(22);
    expect(feeWithVat(5_000_000, '2025-12-31')).toEqual({
      net: 5_000_000,
      vatPercent: 20,
      vat: 1_000_000,
      total: 6_000_000,
    });
    expect(feeWithVat(5_000_000, '2026-01-01').total).toBe(6_100_000);
  });

  it('writes amounts as the bank form and the statements do', () => {
    expect(formAmount(6_100_000)).toBe('61000-00');
    expect(formatRub(6_100_050)).toBe('61\u00a0000,50');
    expect(parseDecimal('61000.00')).toBe(6_100_000);
    expect(parseDecimal('61000,5')).toBe(6_100_050);
    expect(parseDecimal('61 000')).toBeNull();
    expect(rublesInWords(6_100_000)).toBe('Шестьдесят одна тысяча рублей 00 копеек');
    expect(rublesInWords(2_101)).toBe('Двадцать один рубль 01 копейка');
  });
});
