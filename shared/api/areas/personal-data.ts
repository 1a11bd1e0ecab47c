import * as z from 'zod/mini';
import { lazySchema } from '../../lazy-schema';
import { endpoint } from '../endpoint';
import { CONSENT_ACTIONS, CONSENT_DOCUMENTS, CONSENT_SOURCES } from '../../constants/consents';

/**
 * Beyond the spec's call list (issue 18, 152-FZ): the consents a person gave, their withdrawal, and the
 * export of everything the cabinet holds about an account and its counterparty.
 */

export const consentEntrySchema = lazySchema(() =>
  z.object({
    document: z.enum(CONSENT_DOCUMENTS),
    version: z.string(),
    action: z.enum(CONSENT_ACTIONS),
    source: z.enum(CONSENT_SOURCES),
    at: z.string(),
    /** The Cognito subject and the login of the person. */
    sub: z.string(),
    login: z.string(),
    /** The client as the API saw it. */
    ip: z.nullable(z.string()),
    userAgent: z.nullable(z.string()),
  }),
);
export type ConsentEntry = z.infer<ReturnType<typeof consentEntrySchema>>;

export const consentHistorySchema = lazySchema(() =>
  z.object({
    /** Newest first. */
    entries: z.array(consentEntrySchema()),
    /** The documents whose version in force the person has not accepted (the agreement dialog asks). */
    mustAccept: z.array(z.enum(CONSENT_DOCUMENTS)),
    consentWithdrawnAt: z.nullable(z.string()),
  }),
);
export type ConsentHistory = z.infer<ReturnType<typeof consentHistorySchema>>;

export const ownConsents = endpoint({
  id: 'ownConsents',
  method: 'GET',
  path: '/api/account/consents',
  fn: 'account',
  access: 'user',
  response: consentHistorySchema,
  doc: 'own',
});

/** Withdraws the consent to personal-data processing: the account is closed and sign-in disabled. */
export const withdrawConsent = endpoint({
  id: 'withdrawConsent',
  method: 'POST',
  path: '/api/account/consents/withdraw',
  fn: 'account',
  access: 'user',
  body: () => z.object({ confirm: z.literal(true) }),
  response: () => z.object({ consentWithdrawnAt: z.string() }),
  doc: 'own',
});

/** EXPIRED: the archive's keeping time is over; a new one must be requested. */
export const EXPORT_STATUSES = ['PENDING', 'READY', 'FAILED', 'EXPIRED'] as const;
export const personalDataExportSchema = lazySchema(() =>
  z.object({
    exportId: z.string(),
    status: z.enum(EXPORT_STATUSES),
    requestedAt: z.string(),
    requestedBy: z.string(),
    readyAt: z.nullable(z.string()),
    /** After it the export is gone and a new one must be requested. */
    expiresAt: z.nullable(z.string()),
    sizeBytes: z.nullable(z.number().check(z.int())),
  }),
);
export type PersonalDataExport = z.infer<ReturnType<typeof personalDataExportSchema>>;

export const requestOwnExport = endpoint({
  id: 'requestOwnExport',
  method: 'POST',
  path: '/api/account/personal-data-export',
  fn: 'account',
  access: 'supplier',
  response: personalDataExportSchema,
  doc: 'own',
});

/** The newest export of the caller's counterparty, or null. */
export const ownExport = endpoint({
  id: 'ownExport',
  method: 'GET',
  path: '/api/account/personal-data-export',
  fn: 'account',
  access: 'supplier',
  response: () => z.nullable(personalDataExportSchema()),
  doc: 'own',
});

const exportIdParam = lazySchema(() =>
  z.object({ exportId: z.string().check(z.minLength(1), z.maxLength(64)) }),
);

/** A short-lived link to the ready zip and its name (the SPA opens it as a download, like the PBIOT zips). */
const downloadLinkSchema = lazySchema(() => z.object({ url: z.string(), name: z.string() }));

export const downloadOwnExport = endpoint({
  id: 'downloadOwnExport',
  method: 'GET',
  path: '/api/account/personal-data-export/{exportId}/download',
  fn: 'account',
  access: 'supplier',
  params: exportIdParam,
  response: downloadLinkSchema,
  doc: 'own',
});

const userId = lazySchema(() => z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }));

/** The consent history of one user, for the administrators' user card. */
export const userConsents = endpoint({
  id: 'userConsents',
  method: 'GET',
  path: '/api/admin/users/{id}/consents',
  fn: 'admin',
  access: 'admin',
  params: userId,
  response: consentHistorySchema,
  doc: 'own',
});

/** An administrator answers a person's request: the export of the user's counterparty. */
export const requestUserExport = endpoint({
  id: 'requestUserExport',
  method: 'POST',
  path: '/api/admin/users/{id}/personal-data-export',
  fn: 'admin',
  access: 'admin',
  params: userId,
  response: personalDataExportSchema,
  doc: 'own',
});

export const userExport = endpoint({
  id: 'userExport',
  method: 'GET',
  path: '/api/admin/users/{id}/personal-data-export',
  fn: 'admin',
  access: 'admin',
  params: userId,
  response: () => z.nullable(personalDataExportSchema()),
  doc: 'own',
});

export const downloadUserExport = endpoint({
  id: 'downloadUserExport',
  method: 'GET',
  path: '/api/admin/users/{id}/personal-data-export/{exportId}/download',
  fn: 'admin',
  access: 'admin',
  params: () => z.extend(userId(), exportIdParam().shape),
  response: downloadLinkSchema,
  doc: 'own',
});
