import { describe, expect, it } from 'vitest';
import { decimalText, decimalValue, formatDecimal, normalizeDecimal } from './decimal-text';

const money = { grouping: true, separator: ',' };

describe('number fields (01 §5.4, 03 §5 price input)', () => {
  it('reads a decimal comma as the separator: 22,53 stays 22.53, not 2253', () => {
    expect(normalizeDecimal('22,53')).toBe('22.53');
    expect(decimalValue(normalizeDecimal('22,53'))).toBe(22.53);
    expect(normalizeDecimal('0,29')).toBe('0.29');
    expect(normalizeDecimal('22.53')).toBe('22.53');
  });
  it('takes the б and ю keys of a Russian layout for the separator and drops other characters', () => {
    expect(normalizeDecimal('99б95')).toBe('99.95');
    expect(normalizeDecimal('7Ю1')).toBe('7.1');
    expect(normalizeDecimal('3ю5')).toBe('3.5');
    expect(normalizeDecimal('12Бabc3')).toBe('12.3');
  });
  it('reads its own grouped display back: 1 234 567,89', () => {
    expect(normalizeDecimal('1 234 567,89')).toBe('1234567.89');
    expect(formatDecimal('1234567.89', money)).toBe('1 234 567,89');
    expect(formatDecimal('0.29', money)).toBe('0,29');
    expect(formatDecimal('1234567.89', { grouping: false, separator: '.' })).toBe('1234567.89');
  });
  it('keeps one separator, two decimals and 16 characters', () => {
    expect(normalizeDecimal('1,2,3')).toBe('1.23');
    expect(normalizeDecimal('5,678')).toBe('5.67');
    expect(normalizeDecimal('12345678901234567890')).toHaveLength(16);
    expect(normalizeDecimal(',5')).toBe('0.5');
    expect(normalizeDecimal('007')).toBe('7');
  });
  it('keeps a trailing separator while typing, so the decimals can follow', () => {
    expect(normalizeDecimal('22,')).toBe('22.');
    expect(formatDecimal('22.', money)).toBe('22,');
  });
  it('ignores the separator in a count', () => {
    expect(normalizeDecimal('3,5', { maxDecimals: 0 })).toBe('3');
    expect(normalizeDecimal('1 200', { maxDecimals: 0 })).toBe('1200');
  });
  it('converts between stored numbers and the text', () => {
    expect(decimalValue('')).toBeNull();
    expect(decimalText(null)).toBe('');
    expect(decimalText(1.15)).toBe('1.15');
  });
});
