/**
 * Constants and enumerations taken from the specification (../shared/spec), in one place.
 * Section references: 01 §9, 02 §9, 03 §9.
 */

export const POLL_INTERVAL_MS = 5000;
export const REQUEST_TIMEOUT_MS = 300_000;
export const SESSION_REFRESH_INTERVAL_MS = 120_000;
export const SESSION_RENEW_BELOW_SECONDS = 70;
export const DEFAULT_PAGE_SIZE = 10;
export const FIRST_PAGE = 1;
export const DICTIONARY_SEARCH_MIN_CHARS = 3;
/** Relationships add dialog (02 §5, §9): the register search starts from 3 characters, debounced 350 ms. */
export const RELATIONSHIP_SEARCH_MIN_CHARS = 3;
export const RELATIONSHIP_SEARCH_DEBOUNCE_MS = 350;
export const THEME_MAX = 300;
/**
 * A message typed into a chat or a new request: 4000 (01 §5.1, §9). A FAQ question: 4096 (01 §5.2, §9). The question
 * becomes the first message of a support request and is kept whole — stored messages have no cap of their
 * own; MESSAGE_MAX limits only what is typed into the message boxes (docs/screens.md, «Limits»).
 */
export const MESSAGE_MAX = 4000;
export const FAQ_QUESTION_MAX = 4096;
export const FILTER_SUMMARY_COUNT_ABOVE = 3;
export const DEFAULT_MAX_FILES = 99;

/** Attachments of chat and requests: 15 MB (01 §5.1). */
export const ATTACHMENT_MAX_BYTES = 15_728_640;
/** Registration and document files: 10 MB where 1 MB = 1,000,000 bytes (02 §5, 03 §9). */
export const DOCUMENT_MAX_BYTES = 10_000_000;
/** The spec leaves the minimum file size as a setting; one byte rejects only empty files. */
export const FILE_MIN_BYTES = 1;

export const LANGUAGES = ['ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';

export const ACCOUNT_TYPES = ['LEGAL', 'INDIVIDUAL', 'NONRESIDENT', 'ADMIN'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Registration status set (01 §4.2); a new account starts as NEW. */
export const ACCOUNT_STATUSES = ['NEW', 'CREATED', 'CONFIRMED', 'REGISTERED', 'REGISTERING'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const ROLE_ADMIN = 'ROLE_ADMIN';
export const STAFF_GROUPS = ['admin', 'moderator', 'support'] as const;
export type StaffGroup = (typeof STAFF_GROUPS)[number];

export const DICTIONARY_KINDS = [
  'CURRENCY',
  'DOCUMENT_TYPE',
  'COUNTRY',
  'REGION',
  'COMPANY_TYPE',
  'TAX_TYPE',
  'ACCOUNTING_FORM_TYPE',
  'FAQ_TOPIC',
] as const;
export type DictionaryKind = (typeof DICTIONARY_KINDS)[number];

export const TENDER_ACCESS_STATUSES = ['NOT_CONFIRMED', 'PENDING', 'BLOCKED', 'OPEN', 'TEMPORARY'] as const;

export const ACTUAL_NOTIFICATION_TYPES = ['INFO', 'WARNING', 'BLOCKING'] as const;
export type ActualNotificationType = (typeof ACTUAL_NOTIFICATION_TYPES)[number];

/** Sections a route belongs to, for the section-availability check and actual notifications (01 §4.5). */
export const SECTIONS = [
  'PORTAL',
  'ANKETA',
  'TENDER',
  'RELATIONSHIPS',
  'DOCUMENTS',
  'COMMUNICATION',
  'FAQ',
  'NOTIFICATIONS',
  'PBIOT',
  'REGISTRATION',
  'ADMIN',
  'BACKOFFICE',
] as const;
export type Section = (typeof SECTIONS)[number];

/** Files the cabinet accepts, by kind; checked against the file's own bytes on the server. */
export const FILE_KINDS = [
  'pdf',
  'jpg',
  'png',
  'tiff',
  'zip',
  'rar',
  '7z',
  'gz',
  'doc',
  'docx',
  'odt',
  /** OpenDocument master document: a zip whose `mimetype` entry names it. */
  'odm',
  /** Apple Pages: a zip package of iWork archives (Index/*.iwa). */
  'pages',
  'txt',
  'xml',
  /** An e-signature: CMS SignedData (.sig, .p7s detached; .p7m attached), DER or Base64/PEM. */
  'sig',
] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** Upload purposes and their rules (01 §5.1, §5.3; 02 §5). */
export const UPLOAD_PURPOSES = {
  ATTACHMENT: { maxBytes: ATTACHMENT_MAX_BYTES, kinds: ['pdf', 'jpg', 'png', 'tiff'] },
  REGISTRATION: { maxBytes: DOCUMENT_MAX_BYTES, kinds: ['pdf'] },
  /** The documents section: tax reports are XML (03 §5), e-signatures CMS; each type narrows the kinds further. */
  DOCUMENT: { maxBytes: DOCUMENT_MAX_BYTES, kinds: ['pdf', 'xml', 'jpg', 'png', 'tiff', 'sig'] },
  /** Safety section documents (03 §9): pdf, scans where the document's scheme allows them; 10240 KB. */
  PBIOT: { maxBytes: 10240 * 1024, kinds: ['pdf', 'jpg', 'png'] },
  /** The generic single attached file (01 §5.3, 03 §5). */
  GENERIC: {
    maxBytes: 10240 * 1024,
    kinds: ['pdf', 'zip', 'rar', 'doc', 'docx', '7z', 'gz', 'odt', 'odm', 'pages', 'txt'],
  },
} as const satisfies Record<string, { maxBytes: number; kinds: readonly FileKind[] }>;
export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

/**
 * The support service's mailbox when a deployment names none (the server's SUPPORT_EMAIL, the SPA's
 * /config.json supportEmails): the moderation hint (02 §4, §9) and the tender stop factors point to it.
 */
export const DEFAULT_SUPPORT_EMAIL = 'support@supplier-cabinet.example';
/** 02 §9: a review of the account's data taking longer than this means contacting support. */
export const MODERATION_SUPPORT_AFTER_DAYS = 2;

/** Presigned upload lifetime. */
export const UPLOAD_URL_TTL_SECONDS = 300;
export const DOWNLOAD_URL_TTL_SECONDS = 120;

/**
 * Flags fixed at build time. SHOW_PBIOT and the PBIOT instruction are stage settings (/config.json);
 * SHOW_TECHNICAL_WORK_WARNING is a notice in force that administrators publish (notice-templates.ts).
 */
export const FEATURE_FLAGS = {
  /** 03 §4, §9: the tax-return warning on the documents screen (the return due now and not filed). */
  SHOW_WARNING_MES: true,
  SHOW_TENDER_PAGE: true,
  /** FAQ entry 5 (documents signed with an e-signature): it points to the training video of the support modal. */
  SHOW_FAQ_ITEM_5: true,
  /** FAQ entry 21 (the PBIOT check): shown with the PBIOT section. */
  SHOW_FAQ_ITEM_21: true,
} as const;
