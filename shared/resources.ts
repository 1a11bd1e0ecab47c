/**
 * The back end's resources, defined once: the CDK stacks create them in AWS and the local stack
 * creates the same ones on the emulators. Functions find them through the environment variables named here.
 */

/** Every table has the same generic key attributes; functions/lib/dynamo-entity.ts builds the values (docs/architecture.md, Data). */
export const KEY = { pk: 'pk', sk: 'sk' } as const;
export const GSI = {
  gsi1: { pk: 'gsi1pk', sk: 'gsi1sk' },
  gsi2: { pk: 'gsi2pk', sk: 'gsi2sk' },
} as const;
export type GsiName = keyof typeof GSI;

export interface TableDefinition {
  /** Name used locally and as the CDK construct id. */
  readonly name: string;
  readonly envVar: string;
  readonly indexes: readonly GsiName[];
  readonly purpose: string;
  /** Attribute holding an epoch-seconds expiry: DynamoDB deletes the item some time after it. */
  readonly ttlAttribute?: string;
}

/** A few tables by bounded context; supplier data is keyed by the counterparty (tenant) first. */
export const TABLES = {
  accounts: {
    name: 'accounts',
    envVar: 'TABLE_ACCOUNTS',
    indexes: ['gsi1', 'gsi2'],
    purpose: 'users, counterparties, uniqueness claims, agreements, change requests',
  },
  notifications: {
    name: 'notifications',
    envVar: 'TABLE_NOTIFICATIONS',
    indexes: ['gsi1'],
    purpose: 'notifications, section notices, mailing subscriptions',
  },
  files: {
    name: 'files',
    envVar: 'TABLE_FILES',
    // gsi1 finds a file by id alone: only staff reviewers read through it; owners address their own key.
    indexes: ['gsi1'],
    purpose: 'uploaded file metadata',
    // Set on a pending upload only, removed when it is accepted: nothing confirmed is ever swept.
    ttlAttribute: 'expiresAt',
  },
  reference: {
    name: 'reference',
    envVar: 'TABLE_REFERENCE',
    indexes: ['gsi1'],
    purpose: 'dictionaries, bank directory, state register',
  },
  documents: {
    name: 'documents',
    envVar: 'TABLE_DOCUMENTS',
    // gsi1: the reviewers' queue by status and age; gsi2: a task by its id alone (reviewers only).
    indexes: ['gsi1', 'gsi2'],
    purpose: 'document drafts, document tasks under review, finance indicators',
  },
  pbiot: {
    name: 'pbiot',
    envVar: 'TABLE_PBIOT',
    // gsi1 finds a package by its id (reviewers), gsi2 lists the reviewers' queue by state and send date.
    indexes: ['gsi1', 'gsi2'],
    purpose: 'PBIOT questionnaires (incidents, marked documents, editing access) and check packages',
  },
  tenders: {
    name: 'tenders',
    envVar: 'TABLE_TENDERS',
    // gsi1 lists access by status and due date (the scheduled job, the back office); gsi2 finds a payment code.
    indexes: ['gsi1', 'gsi2'],
    purpose: 'tender access, its history, payments, bank statements, the risk register',
  },
  communication: {
    name: 'communication',
    envVar: 'TABLE_COMMUNICATION',
    // gsi1: a supplier's open or archived requests by last communication; gsi2: a staff inbox queue.
    indexes: ['gsi1', 'gsi2'],
    purpose: 'requests, chat messages, unread counters, staff routing, procurement port, e-mail outbox',
  },
} as const satisfies Record<string, TableDefinition>;
export type TableKey = keyof typeof TABLES;

export const BUCKETS = {
  documents: {
    name: 'documents',
    envVar: 'BUCKET_DOCUMENTS',
    purpose: 'questionnaire files, documents, attachments',
  },
  pbiot: { name: 'pbiot', envVar: 'BUCKET_PBIOT', purpose: 'PBIOT packages' },
} as const;
export type BucketKey = keyof typeof BUCKETS;

/**
 * Download links go through the site, not straight to S3: `<site>/download/<bucket key>/<object key>?<the
 * presigned query>`. S3 cannot add headers to a presigned GET; the site's download path (a CloudFront
 * behaviour in AWS, the local web server's proxy locally) strips its prefix, passes the signed request to the
 * bucket unchanged and adds DOWNLOAD_RESPONSE_HEADERS.
 */
export const DOWNLOAD_PATH = '/download';
export const downloadPathOf = (bucket: BucketKey): string => `${DOWNLOAD_PATH}/${bucket}`;

/**
 * What every download answer carries, in AWS and locally alike: the browser never sniffs a type other than
 * the one the bytes were checked as, a file rendered anyway runs nothing and reaches nothing (an opaque
 * origin, though it is served from the SPA's), and nobody keeps a copy of a supplier's file.
 */
export const DOWNLOAD_RESPONSE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Cache-Control': 'private, no-store',
} as const;

/**
 * How long an upload that was never confirmed lingers: its object in the quarantine prefix (lifecycle
 * rule) and its metadata (TTL) are swept after it. Far longer than the presigned POST's minutes.
 */
export const PENDING_UPLOAD_DAYS = 1;

/** Key prefixes inside the documents bucket. */
export const S3_PREFIX = {
  quarantine: 'quarantine/',
  accepted: 'files/',
  public: 'public/',
  config: 'config/',
} as const;

/**
 * The e-signature trust list (issue 19): the accredited CAs' certificates and who the tax authority is, a JSON
 * object in the documents bucket, so an operator updates it without a release (the functions re-read it
 * every few minutes). Its shape: functions/domain/documents/trust-list-storage.ts.
 */
export const TRUST_LIST_KEY = `${S3_PREFIX.config}esign-trust-list.json`;

export const USER_POOL = {
  name: 'supplier-cabinet-users',
  clientName: 'supplier-cabinet-spa',
  groups: ['admin', 'moderator', 'support'] as const,
  /**
   * A second factor by TOTP for whoever turns it on (Cognito then asks every sign-in for the code); staff
   * must (the API refuses staff routes to a sign-in without it). Cognito cannot require it per group.
   */
  mfa: 'OPTIONAL',
  passwordPolicy: {
    minLength: 8,
    requireLowercase: true,
    requireUppercase: true,
    requireDigits: true,
    requireSymbols: true,
  },
} as const;

/**
 * Environment variables of the token check: issuer and JWKS, so Cognito and cognito-local both work;
 * `inFunction` ('true' in the LocalStack profile only) makes every function check the token itself.
 */
export const AUTH_ENV = {
  issuer: 'JWT_ISSUER',
  jwksUri: 'JWKS_URI',
  clientId: 'JWT_CLIENT_ID',
  inFunction: 'AUTH_IN_FUNCTION',
} as const;
