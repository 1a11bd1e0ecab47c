import type { NonResident } from '@shared/api/areas/registration';
import type { ValidationMessageKey } from '@shared/validation/messages';
import { nonResidentInfoSchema } from '@shared/validation/registration';

/** The non-resident form as typed (02 §2.4); `disctrict` keeps the spec's spelling of the API. */
export interface NonResidentFields {
  name: string;
  taxId: string;
  index: string;
  countryCode: string;
  regionCode: string;
  city: string;
  locality: string;
  disctrict: string;
  street: string;
}
export type NonResidentField = keyof NonResidentFields;

export const EMPTY_NON_RESIDENT: NonResidentFields = {
  name: '',
  taxId: '',
  index: '',
  countryCode: '',
  regionCode: '',
  city: '',
  locality: '',
  disctrict: '',
  street: '',
};

/** A register record in the form's terms. */
export function fieldsOf(record: NonResident): NonResidentFields {
  const a = record.actualAddress;
  return {
    name: record.name,
    taxId: record.taxId,
    index: a.index,
    countryCode: a.countryCode,
    regionCode: a.regionCode,
    city: a.city,
    locality: a.locality,
    disctrict: a.disctrict,
    // The register keeps street and house apart; the form has one line for them (02 §2.4).
    street: [a.street, a.building, a.block, a.room].filter(Boolean).join(', '),
  };
}

export function infoOf(fields: NonResidentFields) {
  const { name, taxId, ...actualAddress } = fields;
  return { name, taxId, actualAddress };
}

/**
 * The field rules of 02 §5 for non-residents, checked by the same schema as on the server:
 * each field with the key of its message, nothing when the form is valid.
 */
export function nonResidentErrors(
  fields: NonResidentFields,
): Partial<Record<NonResidentField, ValidationMessageKey>> {
  const result = nonResidentInfoSchema().safeParse(infoOf(fields));
  if (result.success) return {};
  const errors: Partial<Record<NonResidentField, ValidationMessageKey>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[issue.path.length - 1] as NonResidentField;
    errors[field] ??= issue.message as ValidationMessageKey;
  }
  return errors;
}
