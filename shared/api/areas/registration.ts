import * as z from 'zod/mini';
import { lazySchema } from '../../lazy-schema';
import { endpoint } from '../endpoint';
import { idParam } from './common';
import { bankSchema } from './bank';
import { ACCOUNT_STATUSES } from '../../constants/spec';
import {
  BRANCH_TYPES,
  duplicateCheckQuerySchema,
  manualResidentRegistrationSchema,
  nonResidentRegistrationSchema,
  registerSearchSchema,
  residentRegistrationSchema,
} from '../../validation/registration';
import { addressSchema } from './address';

/** What a registration answers; the client then reloads the current user (02 §4). */
const registrationAnswer = lazySchema(() =>
  z.object({
    counterpartyId: z.string(),
    companyCode: z.string(),
    accountStatus: z.enum(ACCOUNT_STATUSES),
    /** 'Регистрация завершена' in the caller's language. */
    message: z.string(),
  }),
);

export const residentInitialize = endpoint({
  id: 'residentInitialize',
  method: 'POST',
  path: '/api/registration/resident/initialize',
  fn: 'registration',
  access: 'user',
  body: residentRegistrationSchema,
  response: registrationAnswer,
  doc: '02',
});
/**
 * A resident entered by hand because the state register does not know it or does not answer (ours: the spec
 * has no such call). It registers at once; its details wait for the group's reviewer (change request
 * REGISTRATION_DATA), and the account is on moderation until then.
 */
export const residentManualInitialize = endpoint({
  id: 'residentManualInitialize',
  method: 'POST',
  path: '/api/registration/resident/manual',
  fn: 'registration',
  access: 'user',
  body: manualResidentRegistrationSchema,
  response: registrationAnswer,
  doc: 'own',
});
export const nonresidentInitialize = endpoint({
  id: 'nonresidentInitialize',
  method: 'POST',
  path: '/api/registration/nonresident/initialize',
  fn: 'registration',
  access: 'user',
  body: nonResidentRegistrationSchema,
  response: registrationAnswer,
  doc: '02',
});
/** The duplicate check has no path in the spec (spec README): ours. */
export const duplicateCheck = endpoint({
  id: 'duplicateCheck',
  method: 'GET',
  path: '/api/registration/duplicate-check',
  fn: 'registration',
  access: 'user',
  query: duplicateCheckQuerySchema,
  response: () => z.object({ isFree: z.boolean() }),
  doc: 'own',
});

/** A legal entity or entrepreneur found in the state register (02 §3 EGRUL search result). */
export const residentSearchResultSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    type: z.enum(['legal', 'individual']),
    name: z.string(),
    shortName: z.string(),
    inn: z.string(),
    /** null for entrepreneurs. */
    kpp: z.nullable(z.string()),
    /** OGRN of a legal entity, OGRNIP of an entrepreneur. */
    ogrn: z.string(),
    address: z.string(),
    branchType: z.nullable(z.enum(BRANCH_TYPES)),
  }),
);
export type ResidentSearchResult = z.infer<ReturnType<typeof residentSearchResultSchema>>;

/** A non-resident (02 §3 Non-resident): a register record, and the cabinet profile if one registered. */
export const nonResidentSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    taxId: z.string(),
    actualAddress: addressSchema(),
    contractorCode: z.nullable(z.string()),
    /** The registered counterparty, or null when the non-resident has no profile in the cabinet. */
    profileId: z.nullable(z.string()),
  }),
);
export type NonResident = z.infer<ReturnType<typeof nonResidentSchema>>;

export const nonResidentById = endpoint({
  id: 'nonResidentById',
  method: 'GET',
  path: '/api/search/getAccountsNonResidentById/{id}',
  fn: 'search',
  access: 'user',
  params: idParam,
  response: nonResidentSchema,
  doc: '02',
});
/**
 * The legal entity or entrepreneur a registration link was issued for (02 §2.6): the resident
 * flows' `:id` is the link's token, and its record fills the registration as a search would.
 */
export const residentByInvitation = endpoint({
  id: 'residentByInvitation',
  method: 'GET',
  path: '/api/search/getAccountsResidentByInvitation/{id}',
  fn: 'search',
  access: 'user',
  params: idParam,
  response: residentSearchResultSchema,
  doc: 'own',
});
export const searchAccounts = endpoint({
  id: 'searchAccounts',
  method: 'GET',
  path: '/api/search/searchAccounts',
  fn: 'search',
  access: 'user',
  query: () =>
    z.object({
      search: registerSearchSchema(),
      type: z.optional(z.enum(['legal', 'individual'])),
    }),
  response: () => z.array(residentSearchResultSchema()),
  doc: '02',
});
/** Also used by relationships, whose searches start from 3 characters (02 §9). */
export const searchAccountsNonResident = endpoint({
  id: 'searchAccountsNonResident',
  method: 'GET',
  path: '/api/search/searchAccountsNonResident',
  fn: 'search',
  access: 'user',
  query: () =>
    z.object({
      search: z.string().check(z.trim(), z.minLength(3, { error: 'search.tooShort' }), z.maxLength(200)),
      hideNonRegistered: z._default(z.stringbool(), false),
    }),
  response: () => z.array(nonResidentSchema()),
  doc: '02',
});
/**
 * Our design of the call the spec only names (03 §… Search): a company's requisites from the state register
 * (EGRUL/EGRIP) by INN, OGRN or a part of its name, from 3 characters, so the documents forms that name a
 * company (the owner chain, a subcontractor's documents) fill its name, INN, KPP, OGRN and address instead
 * of the supplier retyping them. At most 20 records, legal entities first.
 */
export const searchCredentials = endpoint({
  id: 'searchCredentials',
  method: 'GET',
  path: '/api/search/credentials',
  fn: 'search',
  access: 'supplier',
  query: () =>
    z.object({
      search: z.string().check(z.trim(), z.minLength(3, { error: 'search.tooShort' }), z.maxLength(200)),
      type: z.optional(z.enum(['legal', 'individual'])),
    }),
  response: () => z.array(residentSearchResultSchema()),
  doc: '03',
});
/**
 * Our design of the other named-only call: a Russian bank by its BIK in the bank directory, as the digits
 * are typed (from 3, a prefix), so a form that asks for bank requisites (the bank details confirmation of
 * the documents) fills the bank's name, city and correspondent account from the BIK. A full 9-digit BIK
 * answers that one bank or nothing.
 */
export const searchBik = endpoint({
  id: 'searchBik',
  method: 'GET',
  path: '/api/search/bik',
  fn: 'search',
  access: 'supplier',
  query: () =>
    z.object({
      search: z.string().check(z.trim(), z.regex(/^\d{3,9}$/, { error: 'search.bik' })),
    }),
  response: () => z.array(bankSchema()),
  doc: '03',
});
