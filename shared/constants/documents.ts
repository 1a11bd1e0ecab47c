/**
 * Constants of the documents section (03 §3, §5, §8, §9): statuses, error codes, the kinds of
 * upload form, the reporting periods and the tax-report file prefixes.
 */

export const DOCUMENT_STATUSES = ['DVS_IN_PROGRESS', 'DVS_ACCEPTED', 'DVS_REJECTED'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Relevance (statusFromSmbk): a newer accepted document of the same type and period replaces the older. */
export const RELEVANCE_STATUSES = ['RELEVANT', 'NOT_RELEVANT'] as const;
export type RelevanceStatus = (typeof RELEVANCE_STATUSES)[number];

export const DOCUMENT_GROUP_CODES = ['REQUIRED', 'ADDITIONAL'] as const;
export type DocumentGroupCode = (typeof DOCUMENT_GROUP_CODES)[number];

export const DOCUMENT_KINDS = ['GROUP', 'SIMPLE', 'COMPOSITE'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The type-specific forms of the add-documents screen (03 §2). */
export const DOCUMENT_FORMS = [
  'TAX',
  'OWNER_CHAIN',
  'BALANCE_SHEET',
  'SOCIAL_CONTRIBUTIONS',
  'SIMPLE',
  'OTHER',
  'NO_TAX_ARREARS',
  'DIRECTOR_ORDER',
] as const;
export type DocumentForm = (typeof DOCUMENT_FORMS)[number];

/** Which reporting period a type asks for: a quarter of a year, a year, or none. */
export const DOCUMENT_PERIODS = ['QUARTER', 'YEAR', 'NONE'] as const;
export type DocumentPeriod = (typeof DOCUMENT_PERIODS)[number];

/** 03 §5: 1 quarter, half-year, 9 months, year. */
export const REPORTING_QUARTERS = [1, 2, 3, 4] as const;
export type ReportingQuarter = (typeof REPORTING_QUARTERS)[number];

/** The tax authority's report files (03 §5) and their receipt (KV_) and notice (IZ_) counterparts. */
export const TAX_REPORT_FORMS = [
  'NO_NDS',
  'NO_PRIB',
  'NO_USN',
  'NO_ESHN',
  'NO_BUCHOTCH',
  'NO_BOUPR',
] as const;
export type TaxReportForm = (typeof TAX_REPORT_FORMS)[number];
export const RECEIPT_PREFIX = 'KV_';
export const NOTICE_PREFIX = 'IZ_';

/**
 * Parts of a document: the main file; for tax reports the receipt and the notice; for PDF documents the
 * detached e-signature (.sig/.p7s) of the main file, and the content the cabinet took out of an attached
 * signature (.p7m), which reviewers open (never uploaded into).
 */
export const DOCUMENT_PARTS = ['MAIN', 'RECEIPT', 'NOTICE', 'SIGNATURE', 'SIGNED_CONTENT'] as const;
export type DocumentPart = (typeof DOCUMENT_PARTS)[number];

/** The document error catalogue (03 §8). */
export const DOCUMENT_ERROR_CODES = [
  'NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME',
  'INVALID_COMPOSITE_DOCUMENT',
  'INVALID_DOCUMENT_TYPE_MIN_COUNT',
  'NO_SUB_DOCUMENTS_MATCH',
  'UNEXPECTED_DOCUMENT_TYPE',
  'INVALID_DOCUMENT_EXTENSION',
  'INVALID_DOCUMENT_MAX_SIZE',
  'INVALID_DOCUMENT_TYPE_MAX_COUNT',
  'INVALID_DOCUMENT_INN',
  'INVALID_DOCUMENT_PERIOD',
  'INVALID_DOCUMENT_CONTROL_RATIO',
  'INVALID_DOCUMENT_REPORTING_YEAR',
  'INVALID_DOCUMENT_REPORTING_QUARTER',
  'INVALID_DOCUMENT_YEAR',
  'DOCUMENT_IS_NULL',
  'FRONTEND_NULL_REPORTING_QUARTER',
  'FRONTEND_NULL_REPORTING_YEAR',
  /** Beyond the catalogue: a required e-signature is missing, not valid or not the tax authority's (03 §5). */
  'INVALID_DOCUMENT_SIGNATURE',
] as const;
export type DocumentErrorCode = (typeof DOCUMENT_ERROR_CODES)[number];

/** Reasons a reviewer picks when rejecting (the comment says the rest). */
export const REJECTION_REASONS = [
  'UNREADABLE',
  'WRONG_DOCUMENT',
  'OUTDATED',
  'INCOMPLETE',
  'NO_SIGNATURE',
  'OTHER',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** The no-tax-arrears certificate (KND 1120101): the 90-day reading of 03 §5 and §9. */
export const NO_TAX_ARREARS_MAX_AGE_DAYS = 90;

/** Finance indicators: the last three years (03 §9), numbers of at most 16 characters with 2 decimals (03 §5). */
export const FINANCE_YEARS_BACK = 3;
export const FINANCE_NUMBER_MAX_CHARS = 16;

/**
 * The verdict on an e-signature (КЭП, GOST R 34.10-2012 CMS): valid; the content changed after signing;
 * the signer's certificate not valid at the judged time; no path to the trust list; no signature at all;
 * the RFC 5280 path faults (an issuer that is no CA, a CA without keyCertSign, a pathLenConstraint exceeded,
 * an unknown critical extension, a signer's certificate not for signing, an intermediate or the anchor not
 * valid at the judged time); a revoked certificate; revocation not checked (no fresh CRL).
 */
export const SIGNATURE_VERDICTS = [
  'VALID',
  'INVALID',
  'EXPIRED',
  'UNTRUSTED',
  'NOT_SIGNATURE',
  'NOT_CA',
  'NO_CERT_SIGN',
  'PATH_TOO_LONG',
  'CRITICAL_EXTENSION',
  'SIGNING_NOT_ALLOWED',
  'CA_EXPIRED',
  'ANCHOR_EXPIRED',
  'REVOKED',
  'REVOCATION_UNKNOWN',
] as const;
export type SignatureVerdict = (typeof SIGNATURE_VERDICTS)[number];

/** The simplified-regime certificates that must carry the tax authority's e-signature (03 §5), by their KND form. */
export const TAX_AUTHORITY_SIGNED_FORMS = ['1120503', '1120504'] as const;
export type TaxAuthoritySignedForm = (typeof TAX_AUTHORITY_SIGNED_FORMS)[number];
