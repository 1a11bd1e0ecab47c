import * as z from 'zod/mini';
import { lazySchema } from '../../lazy-schema';
import { endpoint } from '../endpoint';
import { SECTIONS, ACCOUNT_STATUSES, ACCOUNT_TYPES, ACTUAL_NOTIFICATION_TYPES } from '../../constants/spec';

export const backendActive = endpoint({
  id: 'backendActive',
  method: 'GET',
  path: '/api/backend/active',
  fn: 'public',
  access: 'public',
  response: () => z.boolean(),
  doc: '01',
});

export const currentUserSchema = lazySchema(() =>
  z.object({
    login: z.string(),
    prefferedLanguage: z.enum(['ru', 'en']),
    authorities: z.array(z.string()),
    isAdmin: z.boolean(),
    groups: z.array(z.string()),
    isEditable: z.boolean(),
    accountType: z.nullable(z.enum(ACCOUNT_TYPES)),
    accountStatus: z.enum(ACCOUNT_STATUSES),
    companyName: z.nullable(z.string()),
    companyCode: z.nullable(z.string()),
    registrationDate: z.nullable(z.string()),
    hasSavedData: z.boolean(),
  }),
);
export type CurrentUser = z.infer<ReturnType<typeof currentUserSchema>>;

export const accountMe = endpoint({
  id: 'accountMe',
  method: 'GET',
  path: '/api/account/me',
  fn: 'account',
  access: 'user',
  response: currentUserSchema,
  doc: '01',
});

/**
 * "Выйти на всех устройствах": every session of the caller that began until now ends (the API refuses
 * staff tokens of earlier sign-ins; Cognito revokes the refresh tokens), this one included.
 */
export const signOutEverywhere = endpoint({
  id: 'signOutEverywhere',
  method: 'POST',
  path: '/api/account/sign-out-everywhere',
  fn: 'account',
  access: 'user',
  response: () => z.null(),
  doc: 'own',
});

const contractorCodeParam = lazySchema(() =>
  z.object({ contractorCode: z.string().check(z.minLength(1), z.maxLength(32)) }),
);
export const agreementStatusSchema = lazySchema(() =>
  z.object({
    /** Truthy when the user must accept the (new) user agreement: the modal opens. */
    status: z.boolean(),
    acceptedAt: z.nullable(z.string()),
    version: z.string(),
  }),
);

export const getUserAgreementStatus = endpoint({
  id: 'getUserAgreementStatus',
  method: 'GET',
  path: '/api/profile/{contractorCode}/user-agreement-status',
  fn: 'account',
  access: 'supplier',
  params: contractorCodeParam,
  response: agreementStatusSchema,
  doc: '01',
});

export const acceptUserAgreement = endpoint({
  id: 'acceptUserAgreement',
  method: 'POST',
  path: '/api/profile/{contractorCode}/user-agreement-status',
  fn: 'account',
  access: 'supplier',
  params: contractorCodeParam,
  body: () => z.object({ personalDataConsent: z.literal(true), confidentialityConsent: z.literal(true) }),
  response: agreementStatusSchema,
  doc: '01',
});

export const sectionAvailabilitySchema = lazySchema(() =>
  z.object({
    isAvailable: z.boolean(),
    textMessage: z.nullable(z.string()),
    notifications: z.array(
      z.object({
        id: z.string(),
        text: z.string(),
        type: z.enum(ACTUAL_NOTIFICATION_TYPES),
        shownAgain: z.boolean(),
      }),
    ),
  }),
);

/** The spec names the check but not its path (spec README): ours lives with the notifications. */
export const sectionAvailability = endpoint({
  id: 'sectionAvailability',
  method: 'GET',
  path: '/api/notifications/section-availability',
  fn: 'notifications',
  access: 'user',
  query: () => z.object({ section: z.enum(SECTIONS) }),
  response: sectionAvailabilitySchema,
  doc: 'own',
});

export const userManual = endpoint({
  id: 'userManual',
  method: 'GET',
  path: '/api/public/files/usermanual',
  fn: 'public',
  access: 'public',
  query: () => z.object({ lang: z._default(z.enum(['RU', 'EN']), 'RU') }),
  answer: 'redirect',
  response: () => z.null(),
  doc: '01',
});

/**
 * The contract as an OpenAPI 3.1 document (shared/api/openapi.ts), answered as the document itself.
 * A contract entry rather than a static file: it is built from the very contract the deployed
 * functions parse with, so it cannot drift from them, and it is reachable wherever the API is (AWS,
 * LocalStack, the local gateway) behind the same throttling and WAF.
 */
export const openApi = endpoint({
  id: 'openApi',
  method: 'GET',
  path: '/api/openapi.json',
  fn: 'public',
  access: 'public',
  answer: 'document',
  response: () => z.looseObject({ openapi: z.literal('3.1.0'), paths: z.record(z.string(), z.unknown()) }),
  doc: 'own',
});
