import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { error, requiredText } from './text';
import { lazySchema } from '../lazy-schema';
import * as z from 'zod/mini';

/** Address rules of 02 §5 and §9. */
export const POSTAL_INDEX_LENGTH = 6;
export const CITY_MAX = 40;
export const PLACE_MAX = 64;
export const BUILDING_PART_MAX = 32;
/** Copying the legal address fills its empty fields with this mark (02 §5). */
export const EMPTY_FIELD_MARK = '-';

export const isValidPostalIndex = (index: string): boolean => /^\d{6}$/.test(index);

/** A postal code outside Russia: up to 16 characters, so the longest formats fit. */
export const FOREIGN_POSTAL_CODE_MAX = 16;
/** A region outside Russia is typed, not chosen: up to 64 characters, as a locality. */
export const FOREIGN_REGION_MAX = 64;

/**
 * A postal code by its country's format: Russia's six digits (02 §5, the ###### mask); another country's
 * by its postal administration's pattern (postcode-validator's table, by ISO 3166 code), and where the
 * table has none, any code of letters, digits, spaces and hyphens.
 */
export function isValidPostalCodeFor(countryCode: string, index: string): boolean {
  if (countryCode === 'RU' || countryCode === '') return isValidPostalIndex(index);
  if (index.length < 2 || index.length > FOREIGN_POSTAL_CODE_MAX) return false;
  if (postcodeValidatorExistsForCountry(countryCode)) return postcodeValidator(index, countryCode);
  return /^[\p{L}\d][\p{L}\d -]*$/u.test(index);
}

/** Postal fields are all required; a user who has nothing to put types '-'. */
const requiredOrDash = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, error('validation.dashIfEmpty')), z.maxLength(max));

/**
 * The postal address (02 §5). In Russia the index is six digits and the region a dictionary code; in another
 * country the postal code follows that country's format and the region is free text.
 */
export const postalAddressSchema = lazySchema(() =>
  z
    .object({
      index: z
        .string()
        .check(z.trim(), z.maxLength(FOREIGN_POSTAL_CODE_MAX, error('validation.postalIndex'))),
      countryCode: requiredText(8, 'validation.country'),
      regionCode: requiredText(FOREIGN_REGION_MAX, 'validation.region'),
      city: requiredOrDash(CITY_MAX),
      locality: requiredOrDash(PLACE_MAX),
      disctrict: requiredOrDash(PLACE_MAX),
      street: requiredOrDash(PLACE_MAX),
      building: requiredOrDash(BUILDING_PART_MAX),
      block: requiredOrDash(BUILDING_PART_MAX),
      room: requiredOrDash(BUILDING_PART_MAX),
    })
    .check(
      z.superRefine((address, ctx) => {
        // Until a country is chosen the index is read by the Russian rule (the form's default).
        const russian = address.countryCode === 'RU' || address.countryCode === '';
        if (!isValidPostalCodeFor(address.countryCode, address.index)) {
          const message = russian ? 'validation.postalIndex' : 'validation.postalCodeCountry';
          ctx.addIssue({ code: 'custom', path: ['index'], message });
        }
        // A Russian region is a dictionary code (the server checks it is one).
        if (russian && address.regionCode.length > 16) {
          ctx.addIssue({ code: 'custom', path: ['regionCode'], message: 'validation.region' });
        }
      }),
    ),
);
export type PostalAddressInput = z.infer<ReturnType<typeof postalAddressSchema>>;

/** Fills the empty fields of a copied address with '-' so that it passes the postal rules (02 §5). */
export function fillEmptyWithDash<T extends Record<string, string | null | undefined>>(
  address: T,
): { [K in keyof T]: string } {
  return Object.fromEntries(
    Object.entries(address).map(([key, value]) => [key, value?.trim() ? value.trim() : EMPTY_FIELD_MARK]),
  ) as { [K in keyof T]: string };
}

/** The actual address of a non-resident (02 §2.4, §5): city or locality, street required. */
export const nonResidentAddressSchema = lazySchema(() =>
  z
    .object({
      index: requiredText(16, 'validation.index'),
      countryCode: requiredText(8, 'validation.country'),
      regionCode: z._default(z.string().check(z.trim(), z.maxLength(FOREIGN_REGION_MAX)), ''),
      city: z._default(z.string().check(z.trim(), z.maxLength(CITY_MAX, error('validation.city'))), ''),
      locality: z._default(
        z.string().check(z.trim(), z.maxLength(PLACE_MAX, error('validation.locality'))),
        '',
      ),
      disctrict: z._default(
        z.string().check(z.trim(), z.maxLength(PLACE_MAX, error('validation.district'))),
        '',
      ),
      street: requiredText(PLACE_MAX, 'validation.street'),
    })
    .check(
      z.superRefine((address, ctx) => {
        // A non-resident's country is never Russia (the server refuses it as the country): no Russian index rule.
        const foreign = address.countryCode !== '' && address.countryCode !== 'RU';
        if (foreign && address.index && !isValidPostalCodeFor(address.countryCode, address.index)) {
          ctx.addIssue({ code: 'custom', path: ['index'], message: 'validation.postalCodeCountry' });
        }
        if (address.city || address.locality) return;
        ctx.addIssue({ code: 'custom', path: ['city'], message: 'validation.city' });
        ctx.addIssue({ code: 'custom', path: ['locality'], message: 'validation.locality' });
      }),
    ),
);
export type NonResidentAddressInput = z.infer<ReturnType<typeof nonResidentAddressSchema>>;
