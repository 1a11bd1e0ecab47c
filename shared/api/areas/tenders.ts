import * as z from 'zod/mini';
import { requiredText } from '../../validation/text';
import { lazySchema } from '../../lazy-schema';
import { endpoint } from '../endpoint';
import { TENDER_ACCESS_STATUSES } from '../../constants/spec';
import { isoDate, ok } from './common';
import { CHANGE_REQUEST_KINDS } from '../../constants/change-requests';

export type TenderAccessStatus = (typeof TENDER_ACCESS_STATUSES)[number];

export const tenderInfoSchema = lazySchema(() =>
  z.object({
    accessStatus: z.enum(TENDER_ACCESS_STATUSES),
    /** When the licence terms were accepted (ISO instant). */
    licenceAcceptedDate: z.nullable(z.string()),
    /** The last day of access (OPEN, TEMPORARY), Moscow calendar date 'YYYY-MM-DD'. */
    dateTo: z.nullable(z.string()),
    /** BLOCKED: the first day without access (the banner's 'c' date). */
    blockedFrom: z.nullable(z.string()),
    /** The purpose code a payment must carry to be matched to this supplier. */
    paymentCode: z.string(),
    /** Where 'Перейти в систему' leads: the stage's tender link (01 §9); null where none is set, and no button. */
    tenderSystemUrl: z.nullable(z.string()),
    /** Non-residents: the currency codes the licensor accepts, the only ones the currency chooser offers. */
    paymentCurrencies: z.array(z.string()),
  }),
);
export type TenderInfo = z.infer<ReturnType<typeof tenderInfoSchema>>;

/** What each stop factor is, so the screen says what clears it and where. */
export const STOP_FACTOR_CODES = ['MISSING_DOCUMENTS', 'RISK_INDICATOR', 'LIMIT_DATE'] as const;
export type StopFactorCode = (typeof STOP_FACTOR_CODES)[number];

export const stopFactorsSchema = lazySchema(() =>
  z.object({
    missingRequiredDocuments: z.boolean(),
    blockingRiskIndicators: z.boolean(),
    limitDate: z.nullable(z.string()),
    blockingRiskIndicatorsList: z.array(
      z.object({ text: z.string(), links: z.array(z.object({ url: z.string(), title: z.string() })) }),
    ),
    /** Beyond the spec: each factor with the place in the cabinet where the supplier can clear it. */
    factors: z.array(
      z.object({ code: z.enum(STOP_FACTOR_CODES), clearedAt: z.string(), detail: z.nullable(z.string()) }),
    ),
    /** Questions about the restriction go here (01 §8). */
    supportEmail: z.string(),
  }),
);
export type StopFactors = z.infer<ReturnType<typeof stopFactorsSchema>>;

/** A generated document: a short-lived link and the name to save it under. */
const payDoc = lazySchema(() => z.object({ url: z.string(), name: z.string() }));

export const tenderInfo = endpoint({
  id: 'tenderInfo',
  method: 'GET',
  path: '/api/tenders/info',
  fn: 'tenders',
  access: 'supplier',
  response: tenderInfoSchema,
  doc: '01',
});
export const tenderAccept = endpoint({
  id: 'tenderAccept',
  method: 'POST',
  path: '/api/tenders/accept',
  fn: 'tenders',
  access: 'supplier',
  response: ok,
  doc: '01',
});
export const tenderStopFactors = endpoint({
  id: 'tenderStopFactors',
  method: 'GET',
  path: '/api/tenders/stopFactors',
  fn: 'tenders',
  access: 'supplier',
  response: stopFactorsSchema,
  doc: '01',
});
/** The steps of «Готовность к закупкам», in the order the supplier takes them. */
export const READINESS_STEPS = [
  'QUESTIONNAIRE',
  'DOCUMENTS',
  'CERTIFICATES',
  'PBIOT',
  'TENDER_ACCESS',
  'STOP_FACTORS',
] as const;
/** What stands in the way; each says why, what to do and where (the SPA's texts are by code). */
export const READINESS_CODES = [
  'QUESTIONNAIRE_UNSAVED',
  'CHAPTER_IN_REVIEW',
  'DOCUMENT_MISSING',
  'DOCUMENT_REJECTED',
  'DOCUMENT_OUTDATED',
  'CERTIFICATE_EXPIRING',
  'CERTIFICATE_EXPIRED',
  'PBIOT_NOT_SENT',
  'PBIOT_IN_REVIEW',
  'PBIOT_NOT_APPROVED',
  'PBIOT_EXPIRED',
  'TENDER_NOT_ACCEPTED',
  'TENDER_NOT_PAID',
  'TENDER_BLOCKED',
  'STOP_FACTOR',
] as const;
export type ReadinessCode = (typeof READINESS_CODES)[number];
export type ReadinessStep = (typeof READINESS_STEPS)[number];

export const readinessItemSchema = lazySchema(() =>
  z.object({
    step: z.enum(READINESS_STEPS),
    code: z.enum(READINESS_CODES),
    /** What the item is about, in the caller's language: a document type, a stop factor's text. */
    subject: z.nullable(z.string()),
    /** The questionnaire chapter waiting for review. */
    chapter: z.nullable(z.enum(CHANGE_REQUEST_KINDS)),
    /** The period of a return that is due (DOCUMENT_OUTDATED). */
    reportingYear: z.nullable(z.number().check(z.int())),
    reportingQuarter: z.nullable(z.number().check(z.int())),
    /** The SPA screen that does what is asked. */
    link: z.string(),
    /** The last day to do it (Moscow calendar date), on the working-day calendar. */
    deadline: z.nullable(isoDate()),
    /** Working days from today to the deadline; negative once it has passed. */
    workingDaysLeft: z.nullable(z.number().check(z.int())),
  }),
);
export type ReadinessItem = z.infer<ReturnType<typeof readinessItemSchema>>;

export const supplierReadinessSchema = lazySchema(() =>
  z.object({
    /** Nothing stands in the way: the supplier takes full part in procurement. */
    ready: z.boolean(),
    today: isoDate(),
    items: z.array(readinessItemSchema()),
  }),
);
export type SupplierReadiness = z.infer<ReturnType<typeof supplierReadinessSchema>>;

/** Beyond the spec (issue 21): «Готовность к закупкам», what keeps the supplier from full participation. */
export const supplierReadiness = endpoint({
  id: 'supplierReadiness',
  method: 'GET',
  path: '/api/tenders/readiness',
  fn: 'tenders',
  access: 'supplier',
  response: supplierReadinessSchema,
  doc: 'own',
});
export const tenderPaymentOrders = endpoint({
  id: 'tenderPaymentOrders',
  method: 'GET',
  path: '/api/tenders/paymentOrders',
  fn: 'tenders',
  access: 'supplier',
  response: payDoc,
  doc: '01',
});
export const tenderPaymentDetails = endpoint({
  id: 'tenderPaymentDetails',
  method: 'GET',
  path: '/api/tenders/paymentDetails',
  fn: 'tenders',
  access: 'supplier',
  query: () => z.object({ currencyCode: requiredText(8) }),
  response: payDoc,
  doc: '01',
});
/**
 * The licence agreement the accept block links to, as a PDF (a 302 to a short-lived link). Public, like the
 * user manual: it is an offer anyone may read, and a plain link cannot carry the bearer token.
 */
export const tenderLicence = endpoint({
  id: 'tenderLicence',
  method: 'GET',
  path: '/api/tenders/licence',
  fn: 'tenders',
  access: 'public',
  query: () => z.object({ lang: z._default(z.enum(['ru', 'en']), 'ru') }),
  answer: 'redirect',
  response: () => z.null(),
  doc: 'own',
});

// ── The group's side: tender access in the back office (moderators: the back office's reviewers) ──

export const accessRowSchema = lazySchema(() =>
  z.object({
    counterpartyId: z.string(),
    companyName: z.string(),
    companyCode: z.string(),
    accountType: z.enum(['LEGAL', 'INDIVIDUAL', 'NONRESIDENT']),
    accessStatus: z.enum(TENDER_ACCESS_STATUSES),
    dateTo: z.nullable(z.string()),
    blockedFrom: z.nullable(z.string()),
    licenceAcceptedDate: z.nullable(z.string()),
    paymentCode: z.string(),
  }),
);
export type AccessRow = z.infer<ReturnType<typeof accessRowSchema>>;

export const accessEventSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    at: z.string(),
    /** Login of the person, or 'system' for the scheduled job and the supplier's own acceptance. */
    by: z.string(),
    kind: z.enum(['ACCEPTED', 'BLOCKED', 'PAID', 'EXPIRED']),
    fromStatus: z.enum(TENDER_ACCESS_STATUSES),
    toStatus: z.enum(TENDER_ACCESS_STATUSES),
    comment: z.nullable(z.string()),
  }),
);
export type AccessEvent = z.infer<ReturnType<typeof accessEventSchema>>;

export const statementLineSchema = lazySchema(() =>
  z.object({
    /** Position of the document in the statement, from 1. */
    index: z.number().check(z.int()),
    number: z.string(),
    date: z.string(),
    amount: z.string(),
    payerName: z.string(),
    payerInn: z.string(),
    purpose: z.string(),
    outcome: z.enum(['MATCHED', 'ALREADY_RECORDED', 'UNMATCHED']),
    /** Why it was not matched, for the person who decides. */
    reason: z.nullable(z.enum(['NO_CODE', 'UNKNOWN_CODE', 'AMOUNT_MISMATCH', 'NOT_INCOMING'])),
    counterpartyId: z.nullable(z.string()),
    companyName: z.nullable(z.string()),
  }),
);
export type StatementLine = z.infer<ReturnType<typeof statementLineSchema>>;

export const tenderAccessList = endpoint({
  id: 'tenderAccessList',
  method: 'GET',
  path: '/api/tenders/staff/suppliers',
  fn: 'tenders',
  access: 'moderator',
  query: () => z.object({ status: z.optional(z.enum(TENDER_ACCESS_STATUSES)) }),
  response: () => z.array(accessRowSchema()),
  doc: 'own',
});
export const tenderAccessHistory = endpoint({
  id: 'tenderAccessHistory',
  method: 'GET',
  path: '/api/tenders/staff/suppliers/{counterpartyId}/history',
  fn: 'tenders',
  access: 'moderator',
  params: () => z.object({ counterpartyId: z.string().check(z.minLength(1), z.maxLength(64)) }),
  response: () => z.array(accessEventSchema()),
  doc: 'own',
});
/** The largest statement accepted (1 MB = 1,000,000 bytes, 03 §9's unit). */
export const STATEMENT_MAX_BYTES = 1_000_000;
/**
 * The statement as the bank client exported it (1CClientBankExchange, windows-1251), base64 in the body.
 * Its rules (not empty, at most STATEMENT_MAX_BYTES, base64, the format) are the service's, so each refusal
 * states the rule in words; the gateway's body limit bounds what arrives.
 */
export const tenderStatementUpload = endpoint({
  id: 'tenderStatementUpload',
  method: 'POST',
  path: '/api/tenders/staff/statements',
  fn: 'tenders',
  access: 'moderator',
  body: () =>
    z.object({
      fileName: requiredText(255),
      contentBase64: z.string(),
    }),
  response: () => z.object({ id: z.string(), lines: z.array(statementLineSchema()) }),
  doc: 'own',
});
export const tenderPaymentReceived = endpoint({
  id: 'tenderPaymentReceived',
  method: 'POST',
  path: '/api/tenders/staff/suppliers/{counterpartyId}/payment',
  fn: 'tenders',
  access: 'moderator',
  params: () => z.object({ counterpartyId: z.string().check(z.minLength(1), z.maxLength(64)) }),
  body: () => z.object({ paidOn: isoDate(), comment: requiredText(2000) }),
  response: accessRowSchema,
  doc: 'own',
});
