import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { NATIONAL_NUMBER_LENGTHS } from './phone-lengths';

describe('the national number lengths by calling code', () => {
  it('are the lengths libphonenumber (Google’s metadata) calls possible, for every calling code', () => {
    const codes = [...new Set(getCountries().map((c) => getCountryCallingCode(c)))];
    const derived = Object.fromEntries(
      codes.map((code) => {
        const lengths: number[] = [];
        for (let length = 2; length <= 17 - code.length; length++) {
          if (parsePhoneNumberFromString(`+${code}${'2'.repeat(length)}`)?.isPossible()) lengths.push(length);
        }
        return [code, lengths];
      }),
    );
    expect(NATIONAL_NUMBER_LENGTHS).toEqual(derived);
  });
});
