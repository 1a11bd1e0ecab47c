import { describe, expect, it } from 'vitest';
import { isValidPostalCodeFor, nonResidentAddressSchema, postalAddressSchema } from './address';

const postal = {
  index: '125167',
  countryCode: 'RU',
  regionCode: '77',
  city: 'Москва',
  locality: '-',
  disctrict: '-',
  street: 'Ленинградский пр-т',
  building: '39',
  block: '-',
  room: '-',
};
const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);

describe('postal codes by country', () => {
  it('Russia: six digits (02 §5)', () => {
    expect(isValidPostalCodeFor('RU', '125167')).toBe(true);
    expect(isValidPostalCodeFor('RU', '12516')).toBe(false);
    expect(isValidPostalCodeFor('RU', 'A25167')).toBe(false);
  });

  it('another country: its own format', () => {
    expect(isValidPostalCodeFor('DE', '20457')).toBe(true);
    expect(isValidPostalCodeFor('DE', '2045')).toBe(false);
    expect(isValidPostalCodeFor('GB', 'SW1A 1AA')).toBe(true);
    expect(isValidPostalCodeFor('GB', '123456')).toBe(false);
    expect(isValidPostalCodeFor('NL', '1012 JS')).toBe(true);
    expect(isValidPostalCodeFor('NO', '0150')).toBe(true);
    expect(isValidPostalCodeFor('KZ', '060011')).toBe(true);
  });
});

describe('the postal address of a foreign supplier', () => {
  it('takes its country’s postal code and a region typed as text', () => {
    const foreign = {
      ...postal,
      index: 'SW1A 1AA',
      countryCode: 'GB',
      regionCode: 'Greater London',
      city: 'London',
    };
    expect(postalAddressSchema().safeParse(foreign).success).toBe(true);
    expect(issues(postalAddressSchema().safeParse({ ...foreign, index: '125167' }))).toEqual([
      'index:validation.postalCodeCountry',
    ]);
  });

  it('keeps the Russian rules in Russia', () => {
    expect(postalAddressSchema().safeParse(postal).success).toBe(true);
    expect(issues(postalAddressSchema().safeParse({ ...postal, index: 'SW1A 1AA' }))).toEqual([
      'index:validation.postalIndex',
    ]);
    expect(issues(postalAddressSchema().safeParse({ ...postal, regionCode: 'Московская область' }))).toEqual([
      'regionCode:validation.region',
    ]);
  });

  it('checks a non-resident’s registration address the same way', () => {
    const address = { index: '20457', countryCode: 'DE', city: 'Hamburg', street: 'Am Sandtorkai 50' };
    expect(nonResidentAddressSchema().safeParse(address).success).toBe(true);
    expect(issues(nonResidentAddressSchema().safeParse({ ...address, index: '2045' }))).toEqual([
      'index:validation.postalCodeCountry',
    ]);
  });
});
