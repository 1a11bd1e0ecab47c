import * as z from 'zod';
import { endpoint } from '../endpoint';
import { TENDER_ACCESS_STATUSES } from '../../constants/spec';
import { isoDate, ok } from './common';

export type TenderAccessStatus = (typeof TENDER_ACCESS_STATUSES)[number];

export const tenderInfoSchema = z.object({
  accessStatus: z.enum(TENDER_ACCESS_STATUSES),
  /** When the licence terms were accepted (ISO instant). */
  licenceAcceptedDate: z.string().nullable(),
  /** The last day of access (OPEN, TEMPORARY), Moscow calendar date 'YYYY-MM-DD'. */
  dateTo: z.string().nullable(),
  /** BLOCKED: the first day without access (the banner's 'c' date). */
  blockedFrom: z.string().nullable(),
  /** The purpose code a payment must carry to be matched to this supplier. */
  paymentCode: z.string(),
  /** Where 'Перейти в систему' leads. */
  tenderSystemUrl: z.string(),
  /** Non-residents: the currency codes the licensor accepts, the only ones the currency chooser offers. */
  paymentCurrencies: z.array(z.string()),
});
export type TenderInfo = z.infer<typeof tenderInfoSchema>;

/** What each stop factor is, so the screen says what clears it and where. */
export const STOP_FACTOR_CODES = ['MISSING_DOCUMENTS', 'RISK_INDICATOR', 'LIMIT_DATE'] as const;
export type StopFactorCode = (typeof STOP_FACTOR_CODES)[number];

export const stopFactorsSchema = z.object({
  missingRequiredDocuments: z.boolean(),
  blockingRiskIndicators: z.boolean(),
  limitDate: z.string().nullable(),
  blockingRiskIndicatorsList: z.array(
    z.object({ text: z.string(), links: z.array(z.object({ url: z.string(), title: z.string() })) }),
  ),
  /** Beyond the spec: each factor with the place in the cabinet where the supplier can clear it. */
  factors: z.array(
    z.object({ code: z.enum(STOP_FACTOR_CODES), clearedAt: z.string(), detail: z.string().nullable() }),
  ),
  /** Questions about the restriction go here (01 §8). */
  supportEmail: z.string(),
});
export type StopFactors = z.infer<typeof stopFactorsSchema>;

/** A generated document: a short-lived link and the name to save it under. */
const payDoc = z.object({ url: z.string(), name: z.string() });

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
  query: z.object({ currencyCode: z.string().trim().min(1).max(8) }),
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
  query: z.object({ lang: z.enum(['ru', 'en']).default('ru') }),
  answer: 'redirect',
  response: z.null(),
  doc: 'own',
});

// ── The group's side: tender access in the back office (moderators: the back office's reviewers) ──

export const accessRowSchema = z.object({
  counterpartyId: z.string(),
  companyName: z.string(),
  companyCode: z.string(),
  accountType: z.enum(['LEGAL', 'INDIVIDUAL', 'NONRESIDENT']),
  accessStatus: z.enum(TENDER_ACCESS_STATUSES),
  dateTo: z.string().nullable(),
  blockedFrom: z.string().nullable(),
  licenceAcceptedDate: z.string().nullable(),
  paymentCode: z.string(),
});
export type AccessRow = z.infer<typeof accessRowSchema>;

export const accessEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  /** Login of the person, or 'system' for the scheduled job and the supplier's own acceptance. */
  by: z.string(),
  kind: z.enum(['ACCEPTED', 'BLOCKED', 'PAID', 'EXPIRED']),
  fromStatus: z.enum(TENDER_ACCESS_STATUSES),
  toStatus: z.enum(TENDER_ACCESS_STATUSES),
  comment: z.string().nullable(),
});
export type AccessEvent = z.infer<typeof accessEventSchema>;

export const statementLineSchema = z.object({
  /** Position of the document in the statement, from 1. */
  index: z.number().int(),
  number: z.string(),
  date: z.string(),
  amount: z.string(),
  payerName: z.string(),
  payerInn: z.string(),
  purpose: z.string(),
  outcome: z.enum(['MATCHED', 'ALREADY_RECORDED', 'UNMATCHED']),
  /** Why it was not matched, for the person who decides. */
  reason: z.enum(['NO_CODE', 'UNKNOWN_CODE', 'AMOUNT_MISMATCH', 'NOT_INCOMING']).nullable(),
  counterpartyId: z.string().nullable(),
  companyName: z.string().nullable(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const tenderAccessList = endpoint({
  id: 'tenderAccessList',
  method: 'GET',
  path: '/api/tenders/staff/suppliers',
  fn: 'tenders',
  access: 'moderator',
  query: z.object({ status: z.enum(TENDER_ACCESS_STATUSES).optional() }),
  response: z.array(accessRowSchema),
  doc: 'own',
});
export const tenderAccessHistory = endpoint({
  id: 'tenderAccessHistory',
  method: 'GET',
  path: '/api/tenders/staff/suppliers/{counterpartyId}/history',
  fn: 'tenders',
  access: 'moderator',
  params: z.object({ counterpartyId: z.string().min(1).max(64) }),
  response: z.array(accessEventSchema),
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
  body: z.object({
    fileName: z.string().trim().min(1).max(255),
    contentBase64: z.string(),
  }),
  response: z.object({ id: z.string(), lines: z.array(statementLineSchema) }),
  doc: 'own',
});
export const tenderPaymentReceived = endpoint({
  id: 'tenderPaymentReceived',
  method: 'POST',
  path: '/api/tenders/staff/suppliers/{counterpartyId}/payment',
  fn: 'tenders',
  access: 'moderator',
  params: z.object({ counterpartyId: z.string().min(1).max(64) }),
  body: z.object({ paidOn: isoDate, comment: z.string().trim().min(1).max(2000) }),
  response: accessRowSchema,
  doc: 'own',
});
