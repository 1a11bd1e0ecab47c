import * as z from 'zod/mini';
import { requiredText } from '../../validation/text';
import { lazySchema } from '../../lazy-schema';
import { ALL_DOC_CODES, PBIOT_HISTORY_LIMIT } from '../../constants/pbiot';
import { endpoint } from '../endpoint';
import { isoDate, ok } from './common';

/** The safety, labour and environment section (PBIOT, 03 §2–§5, §7) and its reviewers' queue. */

const fileLink = lazySchema(() => z.object({ url: z.string(), name: z.string() }));

/** Safety status info (03 §3): access exists only with it, access type not OFF, no successful checks, not blocked. */
export const pbiotStatusInfoSchema = lazySchema(() =>
  z.object({
    successfulChecks: z.number().check(z.int()),
    pbiotAccessType: z.enum(['ON', 'OFF']),
    sendBlockedByPackage: z.boolean(),
    /** End of the editing access granted by an administrator (ISO date-time), null when open-ended. */
    accessExpiresAfter: z.nullable(z.string()),
  }),
);
export type PbiotStatusInfo = z.infer<ReturnType<typeof pbiotStatusInfoSchema>>;

export const pbiotAccessSchema = lazySchema(() =>
  z.object({
    statusInfo: pbiotStatusInfoSchema(),
    hasAccess: z.boolean(),
    /** Why the questionnaire is read-only, in the caller's language; null when it is editable. */
    blockReason: z.nullable(z.string()),
    /** The user info block of the screen header. */
    company: z.object({ name: z.string(), code: z.string(), inn: z.nullable(z.string()) }),
    login: z.string(),
  }),
);
export type PbiotAccess = z.infer<ReturnType<typeof pbiotAccessSchema>>;

/** A document code, optionally with a unique suffix (`pbiot_0003__a1b2`): 03 §7 "code plus a unique suffix". */
export const docTypeSchema = lazySchema(() =>
  z.string().check(
    z.maxLength(64),
    z.regex(/^[a-z]+_\d{1,4}(__[A-Za-z0-9-]{1,40})?$/),
    z.refine((type) => ALL_DOC_CODES.includes(type.split('__')[0] ?? ''), {
      message: 'unknown document code',
    }),
  ),
);

export const pbiotDocSchema = lazySchema(() =>
  z.object({
    type: z.string(),
    code: z.string(),
    fileId: z.string(),
    name: z.string(),
    size: z.number().check(z.int()),
    uploadDate: z.string(),
  }),
);
export type PbiotDoc = z.infer<ReturnType<typeof pbiotDocSchema>>;

export const pbiotSchemeSchema = lazySchema(() =>
  z.object({
    ugid: z.string(),
    codePBIOT: z.string(),
    typeDoc: z.object({
      name: z.string(),
      fileExtensions: z.array(z.string()),
      /** KB. */
      maxSize: z.number().check(z.int()),
      maxCount: z.number().check(z.int()),
    }),
    files: z.array(pbiotDocSchema()),
    alertMessage: z.nullable(z.string()),
  }),
);
export type PbiotScheme = z.infer<ReturnType<typeof pbiotSchemeSchema>>;

/** Incident form entry (03 §3): type 0 a single number, 1 a group of the three years. */
export const incidentEntrySchema = lazySchema(() =>
  z.object({
    name: z.string(),
    code: z.string(),
    placeholder: z.string(),
    hint: z.string(),
    value: z.nullable(z.number()),
    tabindex: z.number().check(z.int()),
    type: z.union([z.literal(0), z.literal(1)]),
    children: z.array(z.object({ name: z.string(), code: z.string(), value: z.nullable(z.number()) })),
  }),
);
export type IncidentEntry = z.infer<ReturnType<typeof incidentEntrySchema>>;

export const warningInfoSchema = lazySchema(() => z.object({ code: z.string(), text: z.string() }));
export type WarningInfo = z.infer<ReturnType<typeof warningInfoSchema>>;

export const pbiotCurrentSchema = lazySchema(() =>
  z.object({
    incidents: z.array(incidentEntrySchema()),
    incidentsComplete: z.boolean(),
    warnings: z.array(warningInfoSchema()),
    /** Sorted by type (03 §3 "docs sorted by id"). */
    docs: z.array(pbiotDocSchema()),
    schemes: z.object({
      questionnaire: z.array(pbiotSchemeSchema()),
      pbiot: z.array(pbiotSchemeSchema()),
      ep: z.array(pbiotSchemeSchema()),
    }),
    isSendBlockedByPackage: z.boolean(),
    blockReason: z.nullable(z.string()),
    statusInfo: pbiotStatusInfoSchema(),
    /** The headcount above which pbiot_0006 is forced (03 §9). */
    headcountThreshold: z.number().check(z.int()),
    /** The 'снять все' link is a setting (03 §2). */
    allowUncheckAll: z.boolean(),
  }),
);
export type PbiotCurrent = z.infer<ReturnType<typeof pbiotCurrentSchema>>;

export const fileStatisticsSchema = lazySchema(() =>
  z.object({
    /** Bytes. */
    totalSize: z.number(),
    /** MB (1,000,000 bytes). */
    maxTotalSize: z.number(),
    isThresholdReached: z.boolean(),
  }),
);

export const checkHistoryItemSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** Bit mask (03 §4): 1 formed, 2 assigned, 4 completed, 8 approved, 16 sent. */
    status: z.number().check(z.int()),
    sendDate: z.string(),
    completionDate: z.nullable(z.string()),
    expirationDate: z.nullable(z.string()),
    reason: z.nullable(z.object({ visibleForContractor: z.boolean(), description: z.string() })),
    data: z.nullable(z.object({ comment: z.string() })),
  }),
);
export type CheckHistoryItem = z.infer<ReturnType<typeof checkHistoryItemSchema>>;

/** Incident values by code (`q1`, `q2_2024`…): numbers only, never negative. */
export const incidentValuesSchema = lazySchema(() =>
  z.record(z.string().check(z.regex(/^q[1-7](_\d{4})?$/)), z.number().check(z.gte(0), z.lte(1_000_000_000))),
);
const checksSchema = lazySchema(() =>
  z.array(z.enum(ALL_DOC_CODES as [string, ...string[]])).check(z.maxLength(ALL_DOC_CODES.length)),
);

export const pbiotFileStatistics = endpoint({
  id: 'pbiotFileStatistics',
  method: 'GET',
  path: '/api/pbiot/fileStatistics',
  fn: 'pbiot',
  access: 'supplier',
  response: fileStatisticsSchema,
  doc: '03',
});
export const pbiotHistory = endpoint({
  id: 'pbiotHistory',
  method: 'GET',
  path: '/api/pbiot/history',
  fn: 'pbiot',
  access: 'supplier',
  query: () =>
    z.object({
      limit: z._default(
        z.coerce.number().check(z.int(), z.gte(1), z.lte(PBIOT_HISTORY_LIMIT)),
        PBIOT_HISTORY_LIMIT,
      ),
    }),
  response: () => z.array(checkHistoryItemSchema()),
  doc: '03',
});
export const pbiotDoc = endpoint({
  id: 'pbiotDoc',
  method: 'POST',
  path: '/api/pbiot/doc',
  fn: 'pbiot',
  access: 'supplier',
  /** The file went through the files service first (presigned POST, checked by its bytes). */
  body: () => z.object({ fileId: z.string().check(z.minLength(1), z.maxLength(64)), type: docTypeSchema() }),
  response: pbiotDocSchema,
  doc: '03',
});
export const pbiotIncidents = endpoint({
  id: 'pbiotIncidents',
  method: 'POST',
  path: '/api/pbiot/incidents',
  fn: 'pbiot',
  access: 'supplier',
  body: () => z.object({ values: incidentValuesSchema() }),
  response: () => z.object({ incidentsComplete: z.boolean(), warnings: z.array(warningInfoSchema()) }),
  doc: '03',
});
export const pbiotGenerateQuestionnaire = endpoint({
  id: 'pbiotGenerateQuestionnaire',
  method: 'GET',
  path: '/api/pbiot/current/generate-questionnaire',
  fn: 'pbiot',
  access: 'supplier',
  /** The marked documents (kept in the browser's local storage), comma-separated codes. */
  query: () => z.object({ checks: z.optional(z.string().check(z.maxLength(1000))) }),
  response: fileLink,
  doc: '03',
});
export const pbiotAccept = endpoint({
  id: 'pbiotAccept',
  method: 'POST',
  path: '/api/pbiot/accept',
  fn: 'pbiot',
  access: 'supplier',
  /** The marked document codes (03 §3 documentChecks, ticked ones). */
  body: () => z.object({ checks: checksSchema() }),
  response: () => z.boolean(),
  doc: '03',
});
export const pbiotAccess = endpoint({
  id: 'pbiotAccess',
  method: 'GET',
  path: '/api/pbiot/access',
  fn: 'pbiot',
  access: 'supplier',
  response: pbiotAccessSchema,
  doc: '03',
});
export const pbiotCurrent = endpoint({
  id: 'pbiotCurrent',
  method: 'GET',
  path: '/api/pbiot/current',
  fn: 'pbiot',
  access: 'supplier',
  response: pbiotCurrentSchema,
  doc: '03',
});
export const pbiotHistoryZip = endpoint({
  id: 'pbiotHistoryZip',
  method: 'GET',
  path: '/api/pbiot/history/{packageId}/zip/{partition}',
  fn: 'pbiot',
  access: 'supplier',
  params: () =>
    z.object({
      packageId: z.string().check(z.minLength(1), z.maxLength(64)),
      partition: z.enum(['questionnaire', 'pbiot', 'ep']),
    }),
  response: fileLink,
  doc: '03',
});
export const pbiotDeleteDoc = endpoint({
  id: 'pbiotDeleteDoc',
  method: 'POST',
  path: '/api/pbiot/deletedoc/{type}',
  fn: 'pbiot',
  access: 'supplier',
  params: () => z.object({ type: docTypeSchema() }),
  response: ok,
  doc: '03',
});

/* The safety reviewers' queue (back office, moderator group): not in the spec's call list. */

export const REVIEW_STATES = ['OPEN', 'DONE'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const reviewPackageSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    counterpartyId: z.string(),
    companyName: z.string(),
    companyCode: z.string(),
    status: z.number().check(z.int()),
    sendDate: z.string(),
    sentBy: z.string(),
    assignedTo: z.nullable(z.string()),
    completionDate: z.nullable(z.string()),
    expirationDate: z.nullable(z.string()),
    comment: z.nullable(z.string()),
  }),
);
export type ReviewPackage = z.infer<ReturnType<typeof reviewPackageSchema>>;

export const reviewPackageDetailSchema = lazySchema(() =>
  z.extend(reviewPackageSchema(), {
    incidents: z.array(incidentEntrySchema()),
    warnings: z.array(warningInfoSchema()),
    files: z.array(
      z.object({
        partition: z.enum(['questionnaire', 'pbiot', 'ep']),
        code: z.string(),
        docName: z.string(),
        name: z.string(),
        size: z.number().check(z.int()),
        url: z.string(),
      }),
    ),
  }),
);
export type ReviewPackageDetail = z.infer<ReturnType<typeof reviewPackageDetailSchema>>;

const packageIdParam = lazySchema(() => z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }));

export const pbiotReviewQueue = endpoint({
  id: 'pbiotReviewQueue',
  method: 'GET',
  path: '/api/backoffice/pbiot/packages',
  fn: 'backoffice',
  access: 'moderator',
  query: () => z.object({ state: z._default(z.enum(REVIEW_STATES), 'OPEN') }),
  response: () => z.array(reviewPackageSchema()),
  doc: 'own',
});
export const pbiotReviewPackage = endpoint({
  id: 'pbiotReviewPackage',
  method: 'GET',
  path: '/api/backoffice/pbiot/packages/{id}',
  fn: 'backoffice',
  access: 'moderator',
  params: packageIdParam,
  response: reviewPackageDetailSchema,
  doc: 'own',
});
export const pbiotTakePackage = endpoint({
  id: 'pbiotTakePackage',
  method: 'POST',
  path: '/api/backoffice/pbiot/packages/{id}/take',
  fn: 'backoffice',
  access: 'moderator',
  params: packageIdParam,
  response: reviewPackageSchema,
  doc: 'own',
});
export const pbiotDecidePackage = endpoint({
  id: 'pbiotDecidePackage',
  method: 'POST',
  path: '/api/backoffice/pbiot/packages/{id}/decision',
  fn: 'backoffice',
  access: 'moderator',
  params: packageIdParam,
  body: () =>
    z
      .object({
        approved: z.boolean(),
        comment: requiredText(2000),
        /** The last day the check is valid; required when approved. */
        validUntil: z.optional(isoDate()),
      })
      .check(
        z.refine((b) => !b.approved || b.validUntil !== undefined, {
          path: ['validUntil'],
          message: 'validUntil is required when approved',
        }),
      ),
  response: reviewPackageSchema,
  doc: 'own',
});
