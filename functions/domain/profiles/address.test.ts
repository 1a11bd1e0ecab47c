import { describe, expect, it } from 'vitest';
import { storedAddress, toAddress } from './address';

describe('an address as shown', () => {
  const address = storedAddress({
    index: '628400',
    countryCode: 'RU',
    regionCode: '86',
    city: 'Сургут',
    street: 'ул. Энергетиков',
    building: '22',
    block: '-',
    room: '5',
  });
  it('reads in one line with the dictionary names, skipping empty parts and dashes', () => {
    expect(toAddress(address, 'ru').fullAddress).toBe(
      '628400, Россия, Ханты-Мансийский автономный округ — Югра, Сургут, ул. Энергетиков, д. 22, пом. 5',
    );
    expect(toAddress(address, 'ru').regionRef).toEqual({
      code: '86',
      name: 'Ханты-Мансийский автономный округ — Югра',
    });
  });
  it('names the country and region in English for an English reader', () => {
    const en = toAddress(address, 'en');
    expect(en.countryRef?.name).toBe('Russia');
    expect(en.fullAddress).toContain('bld. 22, room 5');
  });
  it('shows a foreign region as typed', () => {
    const foreign = toAddress(
      storedAddress({ countryCode: 'DE', regionCode: 'Hamburg', city: 'Hamburg' }),
      'ru',
    );
    expect(foreign.regionRef).toEqual({ code: 'Hamburg', name: 'Hamburg' });
    expect(foreign.fullAddress).toBe('Германия, Hamburg');
  });
});
