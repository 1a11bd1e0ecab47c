import { describe, expect, it } from 'vitest';
import { decimalSeparator, groupThousands, normalizePrice, priceValue } from './price-input';

describe('price input (03 §5)', () => {
  it('turns the comma and б/ю into a dot and drops other characters', () => {
    expect(normalizePrice('1 250,5')).toBe('1250.5');
    expect(normalizePrice('99б95')).toBe('99.95');
    expect(normalizePrice('7Ю1')).toBe('7.1');
    expect(normalizePrice('12abc3')).toBe('123');
  });
  it('keeps one dot, two decimals and 16 characters', () => {
    expect(normalizePrice('1.2.3')).toBe('1.23');
    expect(normalizePrice('5.678')).toBe('5.67');
    expect(normalizePrice('12345678901234567890')).toHaveLength(16);
    expect(normalizePrice(',5')).toBe('0.5');
  });
  it('groups thousands with spaces and reads the number', () => {
    expect(groupThousands('1234567.5')).toBe('1 234 567,5');
    expect(groupThousands('1234567.5', '.')).toBe('1 234 567.5');
    expect(priceValue('')).toBeNull();
    expect(priceValue('1250.5')).toBe(1250.5);
  });
  it('keeps kopecks typed with a decimal comma exactly, shown with the language’s separator', () => {
    for (const [typed, value, shown] of [
      ['1234567,89', 1_234_567.89, '1 234 567,89'],
      ['0,29', 0.29, '0,29'],
      ['1,15', 1.15, '1,15'],
    ] as const) {
      const normalized = normalizePrice(typed);
      expect(priceValue(normalized)).toBe(value);
      expect(groupThousands(normalized, decimalSeparator('ru'))).toBe(shown);
    }
    expect(decimalSeparator('ru')).toBe(',');
    expect(decimalSeparator('en')).toBe('.');
  });
});
