import * as z from 'zod/mini';
import { requiredText } from '../../validation/text';
import { lazySchema } from '../../lazy-schema';
import { endpoint } from '../endpoint';
import { ACTUAL_NOTIFICATION_TYPES, SECTIONS } from '../../constants/spec';
import { RISK_TIERS } from './prequalification';

/** Every administrative action carries the reason the administrator gives (02 §5, admin modal). */
const reason = lazySchema(() => z.object({ reason: requiredText(2000) }));
const id = lazySchema(() => z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }));
export const userProfileRowSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    login: z.string(),
    name: z.nullable(z.string()),
    typeName: z.nullable(z.enum(['INDIVIDUAL', 'LEGAL', 'NONRESIDENT'])),
    code: z.nullable(z.string()),
    registrationStateName: z.string(),
    taxId: z.nullable(z.string()),
    kpp: z.nullable(z.string()),
    ogrn: z.nullable(z.string()),
    /** Beyond the spec (issue 21): the counterparty's risk tier, once its profile is computed. */
    riskTier: z.nullable(z.enum(RISK_TIERS)),
  }),
);
export type UserProfileRow = z.infer<ReturnType<typeof userProfileRowSchema>>;

export const ADMIN_ACTIONS = [
  'RESEND_SNABGENIE',
  'UPDATE_STATUS',
  'CLEAN_MODERATION',
  'SET_CODE',
  'SET_LOGIN',
  'OPEN_PBIOT',
  'PUBLISH_NOTICE',
  'WITHDRAW_NOTICE',
  'UPDATE_RISK_CONFIG',
  'POSTPONE_DELETION',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** One administrative action as recorded (beyond the spec: who, when, why, and what changed). */
export const auditEntrySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    action: z.enum(ADMIN_ACTIONS),
    actor: z.string(),
    at: z.string(),
    reason: z.string(),
    before: z.nullable(z.string()),
    after: z.nullable(z.string()),
  }),
);
export type AuditEntry = z.infer<ReturnType<typeof auditEntrySchema>>;

export const allProfiles = endpoint({
  id: 'allProfiles',
  method: 'GET',
  path: '/api/profiles/forms',
  fn: 'admin',
  access: 'admin',
  query: () =>
    z.object({
      search: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
      offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000)), 0),
      limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 10),
      /** Beyond the spec (issue 21): only the counterparties of this risk tier. */
      tier: z.optional(z.enum(RISK_TIERS)),
    }),
  response: () => z.object({ content: z.array(userProfileRowSchema()), count: z.number().check(z.int()) }),
  doc: '02',
});
export const resendSnabgenie = endpoint({
  id: 'resendSnabgenie',
  method: 'POST',
  path: '/api/profiles/{id}/resend-snabgenie',
  fn: 'admin',
  access: 'admin',
  params: id,
  body: reason,
  response: auditEntrySchema,
  doc: '02',
});
export const updateProfileStatus = endpoint({
  id: 'updateProfileStatus',
  method: 'POST',
  path: '/api/profiles/status/{id}',
  fn: 'admin',
  access: 'admin',
  params: id,
  body: reason,
  response: auditEntrySchema,
  doc: '02',
});
export const cleanModeration = endpoint({
  id: 'cleanModeration',
  method: 'POST',
  path: '/api/profile/{contractorCode}/clean/moderation',
  fn: 'admin',
  access: 'admin',
  params: () => z.object({ contractorCode: z.string().check(z.minLength(1), z.maxLength(32)) }),
  body: reason,
  response: auditEntrySchema,
  doc: '02',
});
export const setProfileKsss = endpoint({
  id: 'setProfileKsss',
  method: 'POST',
  path: '/api/profiles/code/{id}/{ksss}',
  fn: 'admin',
  access: 'admin',
  params: () =>
    z.object({
      id: z.string().check(z.minLength(1), z.maxLength(64)),
      ksss: z.string().check(z.regex(/^\d{1,16}$/)),
    }),
  body: reason,
  response: auditEntrySchema,
  doc: '02',
});
export const setProfileLogin = endpoint({
  id: 'setProfileLogin',
  method: 'POST',
  path: '/api/profiles/username/{id}/{login}',
  fn: 'admin',
  access: 'admin',
  params: () =>
    z.object({
      id: z.string().check(z.minLength(1), z.maxLength(64)),
      login: z.email().check(z.maxLength(128)),
    }),
  body: reason,
  response: auditEntrySchema,
  doc: '02',
});
/**
 * The spec spells this `/profiles/{contractorCode}/open/pbiot`; API Gateway needs one variable
 * name per path level, and `/profiles/{id}/resend-snabgenie` sits at the same level, so it is `{id}` here.
 * The questionnaire opens until `until` (a date the administrator picks).
 */
export const openPbiot = endpoint({
  id: 'openPbiot',
  method: 'POST',
  path: '/api/profiles/{id}/open/pbiot',
  fn: 'admin',
  access: 'admin',
  params: id,
  body: () => z.extend(reason(), { until: z.iso.date() }),
  response: auditEntrySchema,
  doc: '02',
});

/** Beyond the spec: the actions taken on one user, newest first, shown in the edit modal. */
export const userAudit = endpoint({
  id: 'userAudit',
  method: 'GET',
  path: '/api/admin/users/{id}/audit',
  fn: 'admin',
  access: 'admin',
  params: id,
  response: () => z.array(auditEntrySchema()),
  doc: 'own',
});

/** Beyond the spec: a supplier sees what administrators changed on its own account. */
export const ownAccountAudit = endpoint({
  id: 'ownAccountAudit',
  method: 'GET',
  path: '/api/account/admin-changes',
  fn: 'admin',
  access: 'supplier',
  response: () => z.array(auditEntrySchema()),
  doc: 'own',
});

/** Beyond the spec's call list: the administrators publish and withdraw the section notices of 01 §2.3, §4.5. */
export const managedNoticeSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    section: z.enum(SECTIONS),
    type: z.enum(ACTUAL_NOTIFICATION_TYPES),
    textRu: z.string(),
    textEn: z.string(),
    activeFrom: z.string(),
    activeTo: z.nullable(z.string()),
    /** The user may hide it for good ('Больше не показывать', 01 §2.11); otherwise it returns on every visit. */
    shownAgain: z.boolean(),
  }),
);
export type ManagedNotice = z.infer<ReturnType<typeof managedNoticeSchema>>;

export const adminNotices = endpoint({
  id: 'adminNotices',
  method: 'GET',
  path: '/api/admin/notices',
  fn: 'admin',
  access: 'admin',
  response: () => z.array(managedNoticeSchema()),
  doc: 'own',
});
export const publishNotice = endpoint({
  id: 'publishNotice',
  method: 'POST',
  path: '/api/admin/notices',
  fn: 'admin',
  access: 'admin',
  body: () =>
    z
      .object({
        section: z.enum(SECTIONS),
        type: z.enum(ACTUAL_NOTIFICATION_TYPES),
        textRu: requiredText(2000),
        textEn: requiredText(2000),
        activeFrom: z.iso.datetime({ offset: true }),
        activeTo: z._default(z.nullable(z.iso.datetime({ offset: true })), null),
        shownAgain: z._default(z.boolean(), true),
        reason: requiredText(2000),
      })
      .check(
        z.refine((n) => !n.activeTo || new Date(n.activeTo) > new Date(n.activeFrom), {
          path: ['activeTo'],
          message: 'error.validation',
        }),
      ),
  response: managedNoticeSchema,
  doc: 'own',
});
export const withdrawNotice = endpoint({
  id: 'withdrawNotice',
  method: 'POST',
  path: '/api/admin/notices/{id}/withdraw',
  fn: 'admin',
  access: 'admin',
  params: id,
  body: reason,
  response: managedNoticeSchema,
  doc: 'own',
});
