import { describe, expect, it } from 'vitest';
import { residentNumbersComplete } from './registration-rules';

describe('the Register button of a legal entity (02 §2.2)', () => {
  const legal = { inn: '7707083893', kpp: '773601001', ogrn: '1027700132195' };
  it('opens with INN 10, KPP 9 and OGRN 13', () => {
    expect(residentNumbersComplete('legal', legal)).toBe(true);
  });
  it('stays closed when a number is short or missing', () => {
    expect(residentNumbersComplete('legal', { ...legal, inn: '770708389' })).toBe(false);
    expect(residentNumbersComplete('legal', { ...legal, kpp: '77360100' })).toBe(false);
    expect(residentNumbersComplete('legal', { ...legal, ogrn: '' })).toBe(false);
    expect(residentNumbersComplete('legal', { ...legal, ogrn: '102770013219' })).toBe(false);
  });
  it('takes an OGRN of any length for an INN starting with 9909', () => {
    expect(residentNumbersComplete('legal', { ...legal, inn: '9909012345', ogrn: '20150012345' })).toBe(true);
    expect(residentNumbersComplete('legal', { ...legal, inn: '9909012345', ogrn: '' })).toBe(false);
  });
});

describe('the Register button of an entrepreneur (02 §2.3)', () => {
  it('needs INN of exactly 12 and OGRNIP of exactly 15', () => {
    expect(
      residentNumbersComplete('individual', { inn: '500100732259', kpp: '', ogrn: '304500116000157' }),
    ).toBe(true);
    expect(
      residentNumbersComplete('individual', { inn: '50010073225', kpp: '', ogrn: '304500116000157' }),
    ).toBe(false);
    expect(
      residentNumbersComplete('individual', { inn: '500100732259', kpp: '', ogrn: '1027700132195' }),
    ).toBe(false);
  });
});
