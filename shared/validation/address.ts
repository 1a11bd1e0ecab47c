import * as z from 'zod';
import type { ValidationMessageKey } from './messages';

/** Address rules of 02 §5 and §9. */
export const POSTAL_INDEX_LENGTH = 6;
export const CITY_MAX = 40;
export const PLACE_MAX = 64;
export const BUILDING_PART_MAX = 32;
/** Copying the legal address fills its empty fields with this mark (02 §5). */
export const EMPTY_FIELD_MARK = '-';

const error = (key: ValidationMessageKey) => ({ error: key });

export const isValidPostalIndex = (index: string): boolean => /^\d{6}$/.test(index);

/** Postal fields are all required; a user who has nothing to put types '-'. */
const requiredOrDash = (max: number) => z.string().trim().min(1, error('validation.dashIfEmpty')).max(max);

export const postalAddressSchema = z.object({
  index: z.string().trim().refine(isValidPostalIndex, error('validation.postalIndex')),
  countryCode: z.string().trim().min(1, error('validation.country')).max(8, error('validation.country')),
  regionCode: z.string().trim().min(1, error('validation.region')).max(16, error('validation.region')),
  city: requiredOrDash(CITY_MAX),
  locality: requiredOrDash(PLACE_MAX),
  disctrict: requiredOrDash(PLACE_MAX),
  street: requiredOrDash(PLACE_MAX),
  building: requiredOrDash(BUILDING_PART_MAX),
  block: requiredOrDash(BUILDING_PART_MAX),
  room: requiredOrDash(BUILDING_PART_MAX),
});
export type PostalAddressInput = z.infer<typeof postalAddressSchema>;

/** Fills the empty fields of a copied address with '-' so that it passes the postal rules (02 §5). */
export function fillEmptyWithDash<T extends Record<string, string | null | undefined>>(
  address: T,
): { [K in keyof T]: string } {
  return Object.fromEntries(
    Object.entries(address).map(([key, value]) => [key, value?.trim() ? value.trim() : EMPTY_FIELD_MARK]),
  ) as { [K in keyof T]: string };
}

/** The actual address of a non-resident (02 §2.4, §5): city or locality, street required. */
export const nonResidentAddressSchema = z
  .object({
    index: z.string().trim().min(1, error('validation.index')).max(16, error('validation.index')),
    countryCode: z.string().trim().min(1, error('validation.country')).max(8, error('validation.country')),
    regionCode: z.string().trim().max(16).default(''),
    city: z.string().trim().max(CITY_MAX, error('validation.city')).default(''),
    locality: z.string().trim().max(PLACE_MAX, error('validation.locality')).default(''),
    disctrict: z.string().trim().max(PLACE_MAX, error('validation.district')).default(''),
    street: z.string().trim().min(1, error('validation.street')).max(PLACE_MAX, error('validation.street')),
  })
  .superRefine((address, ctx) => {
    if (address.city || address.locality) return;
    ctx.addIssue({ code: 'custom', path: ['city'], message: 'validation.city' });
    ctx.addIssue({ code: 'custom', path: ['locality'], message: 'validation.locality' });
  });
export type NonResidentAddressInput = z.infer<typeof nonResidentAddressSchema>;
