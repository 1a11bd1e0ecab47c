import { describe, expect, it } from 'vitest';
import { DICTIONARY_KINDS } from '@shared/constants/spec';
import { DICTIONARIES } from './data/dictionaries';

describe('seeded dictionaries', () => {
  it.each(DICTIONARY_KINDS)('%s has entries with unique codes and both names', (kind) => {
    const rows = DICTIONARIES[kind];
    expect(rows.length).toBeGreaterThan(1);
    expect(new Set(rows.map(([code]) => code)).size).toBe(rows.length);
    for (const [code, ru, en] of rows) {
      expect(code).not.toBe('');
      expect(ru).toMatch(/[А-Яа-яЁё]/);
      expect(en).toMatch(/^[^А-Яа-яЁё]+$/);
    }
  });

  it('has every ISO 3166-1 country, coded by two capital letters', () => {
    const codes = DICTIONARIES.COUNTRY.map(([code]) => code);
    expect(codes).toHaveLength(249);
    expect(codes.every((c) => /^[A-Z]{2}$/.test(c))).toBe(true);
    expect(codes).toEqual(expect.arrayContaining(['RU', 'BY', 'KZ', 'CN', 'DE', 'US']));
  });

  it('has the currencies of ISO 4217 in use, coded by three capital letters', () => {
    const codes = DICTIONARIES.CURRENCY.map(([code]) => code);
    expect(codes.every((c) => /^[A-Z]{3}$/.test(c))).toBe(true);
    expect(codes).toEqual(expect.arrayContaining(['RUB', 'USD', 'EUR', 'CNY', 'KZT', 'BYN', 'AED']));
    expect(codes).not.toContain('HRK');
  });

  it('has the 89 federal subjects of Russia under RU', () => {
    const regions = DICTIONARIES.REGION;
    expect(regions).toHaveLength(89);
    expect(regions.every(([code, , , parent]) => /^\d{2}$/.test(code) && parent === 'RU')).toBe(true);
    expect(regions.find(([code]) => code === '77')?.[1]).toBe('Москва');
  });

  it('has the document type codes of the documents section and the six tax regimes', () => {
    const documentCodes = DICTIONARIES.DOCUMENT_TYPE.map(([code]) => code);
    expect(documentCodes).toEqual(
      expect.arrayContaining([
        'Charter',
        'Vat',
        'VatQuarter_IP',
        'UsnXML',
        'AutoUsnStatePdf',
        'SimpleBalanceSheetQuarter',
      ]),
    );
    expect(DICTIONARIES.TAX_TYPE.map(([code]) => code)).toEqual(['OSN', 'USN', 'ESHN', 'PSN', 'AUSN', 'NPD']);
    expect(DICTIONARIES.COMPANY_TYPE.map(([code]) => code)).toEqual(
      expect.arrayContaining(['SmallBusiness', 'NPO']),
    );
  });
});
