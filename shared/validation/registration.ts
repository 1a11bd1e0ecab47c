import * as z from 'zod/mini';
import { error, requiredText } from './text';
import { lazySchema } from '../lazy-schema';
import type { ValidationMessageKey } from './messages';
import { nonResidentAddressSchema, postalAddressSchema } from './address';
import {
  isForeignOrganisationInn,
  isValidIndividualInn,
  isValidKpp,
  isValidLegalInn,
  isValidLegalRegistrationNumber,
  isValidOgrnip,
} from './tax-ids';

/** Registration rules of 02 §2.2–2.4, §5, §9. */
export { REGISTER_SEARCH_MIN_CHARS, registerSearchSchema } from './register-search';
export const TAX_ID_MAX = 25;
export const NAME_MAX = 500;

export const BRANCH_TYPES = ['MAIN', 'BRANCH'] as const;
export type BranchType = (typeof BRANCH_TYPES)[number];

export const legalInnSchema = lazySchema(() =>
  z.string().check(z.trim(), z.refine(isValidLegalInn, error('validation.innLegal'))),
);
export const individualInnSchema = lazySchema(() =>
  z.string().check(z.trim(), z.refine(isValidIndividualInn, error('validation.innIndividual'))),
);
export const kppSchema = lazySchema(() =>
  z.string().check(z.trim(), z.refine(isValidKpp, error('validation.kpp'))),
);

export const legalRegistrationSchema = lazySchema(() =>
  z
    .object({
      type: z.literal('legal'),
      inn: legalInnSchema(),
      kpp: kppSchema(),
      ogrn: z.string().check(z.trim()),
      branchType: z.optional(z.enum(BRANCH_TYPES)),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (!isValidLegalRegistrationNumber(value.inn, value.ogrn)) {
          const key: ValidationMessageKey = isForeignOrganisationInn(value.inn)
            ? 'validation.ogrnForeign'
            : 'validation.ogrn';
          ctx.addIssue({ code: 'custom', path: ['ogrn'], message: key });
        }
      }),
    ),
);

export const individualRegistrationSchema = lazySchema(() =>
  z.object({
    type: z.literal('individual'),
    inn: individualInnSchema(),
    ogrn: z.string().check(z.trim(), z.refine(isValidOgrnip, error('validation.ogrnip'))),
  }),
);

/**
 * Consent to personal-data processing is required (02 §5): the server refuses a registration without
 * it, not only the checkbox, and records it (issue 18).
 */
export const personalDataConsentSchema = lazySchema(() =>
  z.object({
    personalDataConsent: z.literal(true, error('validation.personalDataConsent')),
  }),
);

export const residentRegistrationSchema = lazySchema(() =>
  z.intersection(
    z.discriminatedUnion('type', [legalRegistrationSchema(), individualRegistrationSchema()]),
    personalDataConsentSchema(),
  ),
);
export type ResidentRegistration = z.infer<ReturnType<typeof residentRegistrationSchema>>;

export const taxIdSchema = lazySchema(() => requiredText(TAX_ID_MAX, 'validation.taxId'));

export const nonResidentInfoSchema = lazySchema(() =>
  z.object({
    name: requiredText(NAME_MAX, 'validation.name'),
    taxId: taxIdSchema(),
    actualAddress: nonResidentAddressSchema(),
  }),
);
export type NonResidentInfo = z.infer<ReturnType<typeof nonResidentInfoSchema>>;

/** The four single-file uploads of a non-resident (02 §2.4): ids of confirmed REGISTRATION uploads. */
export const NON_RESIDENT_FILE_FIELDS = [
  'dCharter',
  'dCertificateOfRegistration1',
  'dCertificateOfRegistration2',
  'dCompanyForm',
] as const;
export type NonResidentFileField = (typeof NON_RESIDENT_FILE_FIELDS)[number];

const fileId = lazySchema(() => requiredText(64));

export const nonResidentRegistrationSchema = lazySchema(() =>
  z.object({
    info: nonResidentInfoSchema(),
    dCharter: fileId(),
    dCertificateOfRegistration1: fileId(),
    dCertificateOfRegistration2: fileId(),
    dCompanyForm: fileId(),
    /** The supplier code of a non-resident already known to KSSS, when registering from a register record. */
    contractorCode: z.optional(z.string().check(z.trim(), z.regex(/^\d{1,12}$/))),
    /** The id of the register record the form was filled from (route /account/registration-no-resident/:id). */
    profileId: z.optional(requiredText(64)),
    personalDataConsent: personalDataConsentSchema().shape.personalDataConsent,
  }),
);
export type NonResidentRegistration = z.infer<ReturnType<typeof nonResidentRegistrationSchema>>;

/**
 * A resident the state register does not know (new, or the register is down) is entered by hand: the same
 * numbers with the same check digits, its names, its legal address and the register extract confirming them
 * (a confirmed REGISTRATION upload); the group's reviewer confirms them in the change-request queue.
 */
export const manualResidentDetailsSchema = lazySchema(() =>
  z.object({
    name: requiredText(NAME_MAX, 'validation.name'),
    shortName: requiredText(NAME_MAX, 'validation.name'),
    address: postalAddressSchema(),
    /** The ЕГРЮЛ/ЕГРИП extract (a confirmed REGISTRATION upload). */
    extractFileId: fileId(),
  }),
);
export const manualResidentRegistrationSchema = lazySchema(() =>
  z.intersection(
    z.intersection(
      z.discriminatedUnion('type', [legalRegistrationSchema(), individualRegistrationSchema()]),
      manualResidentDetailsSchema(),
    ),
    personalDataConsentSchema(),
  ),
);
export type ManualResidentRegistration = z.infer<ReturnType<typeof manualResidentRegistrationSchema>>;

/** Duplicate check (02 §5): INN and KPP of a legal entity, INN of an entrepreneur, or Tax ID and country. */
export const duplicateCheckQuerySchema = lazySchema(() =>
  z
    .object({
      inn: z.optional(z.string().check(z.trim(), z.maxLength(12))),
      kpp: z.optional(z.string().check(z.trim(), z.maxLength(9))),
      taxId: z.optional(z.string().check(z.trim(), z.maxLength(TAX_ID_MAX, error('validation.taxId')))),
      countryCode: z.optional(z.string().check(z.trim(), z.maxLength(8))),
    })
    .check(
      z.superRefine((q, ctx) => {
        if (q.taxId || q.countryCode) {
          if (!q.taxId) ctx.addIssue({ code: 'custom', path: ['taxId'], message: 'validation.taxId' });
          if (!q.countryCode)
            ctx.addIssue({ code: 'custom', path: ['countryCode'], message: 'validation.country' });
          return;
        }
        const inn = q.inn ?? '';
        if (inn.length === 12) {
          if (!isValidIndividualInn(inn))
            ctx.addIssue({ code: 'custom', path: ['inn'], message: 'validation.innIndividual' });
          return;
        }
        if (!isValidLegalInn(inn))
          ctx.addIssue({ code: 'custom', path: ['inn'], message: 'validation.innLegal' });
        if (!isValidKpp(q.kpp ?? ''))
          ctx.addIssue({ code: 'custom', path: ['kpp'], message: 'validation.kpp' });
      }),
    ),
);
export type DuplicateCheckQuery = z.infer<ReturnType<typeof duplicateCheckQuerySchema>>;
