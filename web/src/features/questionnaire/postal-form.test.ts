import { describe, expect, it } from 'vitest';
import type { Address } from '@shared/api/areas/profiles';
import { copiedFromLegal, postalErrors, postalFieldsOf } from './postal-form';

const legal: Address = {
  fullAddress: '125167, Россия, Москва, Ленинградский пр-т, д. 37, корп. 9, эт. 4, пом. 412',
  index: '125167',
  countryCode: 'RU',
  regionCode: '77',
  countryRef: { code: 'RU', name: 'Россия' },
  regionRef: { code: '77', name: 'Москва' },
  city: 'Москва',
  locality: '',
  disctrict: '',
  street: 'Ленинградский пр-т',
  building: '37',
  block: '',
  floor: '4',
  room: '412',
};

describe('postal address form (02 §5)', () => {
  it('copies the legal address and fills its empty parts with "-"', () => {
    expect(copiedFromLegal(legal)).toEqual({
      index: '125167',
      countryCode: 'RU',
      regionCode: '77',
      city: 'Москва',
      locality: '-',
      disctrict: '-',
      street: 'Ленинградский пр-т',
      building: '37',
      block: '-',
      room: '412',
    });
    expect(postalErrors(copiedFromLegal(legal))).toEqual({});
  });

  it('asks for a six-digit index and a "-" in every field left empty', () => {
    const errors = postalErrors({ ...copiedFromLegal(legal), index: '12345', locality: '' });
    expect(errors).toEqual({ index: 'validation.postalIndex', locality: 'validation.dashIfEmpty' });
  });

  it('starts empty without an address, which is not sendable', () => {
    expect(Object.keys(postalErrors(postalFieldsOf(null)))).toHaveLength(10);
  });

  it('asks for the country and the region', () => {
    expect(postalErrors({ ...copiedFromLegal(legal), countryCode: '', regionCode: '' })).toEqual({
      countryCode: 'validation.country',
      regionCode: 'validation.region',
    });
  });
});
