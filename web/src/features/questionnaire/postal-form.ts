import type { Address } from '@shared/api/areas/profiles';
import { fillEmptyWithDash, postalAddressSchema, type PostalAddressInput } from '@shared/validation/address';
import type { ValidationMessageKey } from '@shared/validation/messages';

export type PostalField = keyof PostalAddressInput;

export const POSTAL_FIELDS: readonly PostalField[] = [
  'index',
  'countryCode',
  'regionCode',
  'city',
  'locality',
  'disctrict',
  'street',
  'building',
  'block',
  'room',
];

/** The postal form filled from an address (empty when there is none). */
export function postalFieldsOf(address: Address | null): PostalAddressInput {
  return Object.fromEntries(POSTAL_FIELDS.map((f) => [f, address?.[f] ?? ''])) as PostalAddressInput;
}

/**
 * 'Фактический адрес совпадает с юридическим адресом': the legal address copied into the postal
 * form, its empty parts filled with '-' so that the copy passes the postal rules (02 §5).
 */
export const copiedFromLegal = (legal: Address): PostalAddressInput =>
  fillEmptyWithDash(postalFieldsOf(legal));

/** The postal rules of 02 §5, checked by the server's schema: a message key per wrong field. */
export function postalErrors(fields: PostalAddressInput): Partial<Record<PostalField, ValidationMessageKey>> {
  const result = postalAddressSchema().safeParse(fields);
  if (result.success) return {};
  const errors: Partial<Record<PostalField, ValidationMessageKey>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as PostalField;
    errors[field] ??= issue.message as ValidationMessageKey;
  }
  return errors;
}
