import { describe, expect, it } from 'vitest';
import { EMPTY_NON_RESIDENT, nonResidentErrors } from './non-resident-form';

const valid = {
  ...EMPTY_NON_RESIDENT,
  name: 'Nordwerk Anlagenbau GmbH',
  taxId: 'DE811234567',
  index: '10115',
  countryCode: 'DE',
  city: 'Berlin',
  street: 'Invalidenstraße 117',
};

describe('non-resident form rules (02 §5)', () => {
  it('has no errors when the required fields are there', () => {
    expect(nonResidentErrors(valid)).toEqual({});
  });
  it('names every missing required field with the specification’s message', () => {
    expect(nonResidentErrors(EMPTY_NON_RESIDENT)).toEqual({
      name: 'validation.name',
      taxId: 'validation.taxId',
      index: 'validation.index',
      countryCode: 'validation.country',
      city: 'validation.city',
      locality: 'validation.locality',
      street: 'validation.street',
    });
  });
  it('takes a locality instead of a city', () => {
    expect(nonResidentErrors({ ...valid, city: '', locality: 'Spandau' })).toEqual({});
  });
  it('limits Tax ID to 25, city to 40 and street, district, locality to 64 characters', () => {
    expect(
      nonResidentErrors({
        ...valid,
        taxId: 'X'.repeat(26),
        city: 'C'.repeat(41),
        disctrict: 'D'.repeat(65),
        street: 'S'.repeat(65),
      }),
    ).toEqual({
      taxId: 'validation.taxId',
      city: 'validation.city',
      disctrict: 'validation.district',
      street: 'validation.street',
    });
  });
});
