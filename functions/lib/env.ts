import './zod-jitless';
import * as z from 'zod/mini';
import { BUCKETS, TABLES, type BucketKey, type TableKey } from '@shared/resources';
import { REGION } from './region';

/** Names of tables and buckets come from the environment (CDK or the local stack sets them). */
const schema = z.object({
  AWS_REGION: z._default(z.string(), REGION),
  /** Locally s3rver needs path-style addressing. */
  S3_FORCE_PATH_STYLE: z._default(z.stringbool(), false),
  /** The SDK's endpoint variables: S3's own, or every service's (the emulators, LocalStack); unset in AWS. */
  AWS_ENDPOINT_URL_S3: z.optional(z.string()),
  AWS_ENDPOINT_URL: z.optional(z.string()),
  /** Base URL of the SPA; links in e-mails and registration links are built from it. */
  SITE_URL: z._default(z.string(), 'http://localhost:5173'),
  /**
   * The site whose download path serves download links with DOWNLOAD_RESPONSE_HEADERS (shared/resources.ts);
   * empty: links go straight to S3 (LocalStack has no CloudFront; an AWS stage before its site URL is known).
   */
  DOWNLOAD_SITE_URL: z._default(z.string(), ''),
  /** The user pool the administrators' login change writes to (only the admin function gets it). */
  USER_POOL_ID: z._default(z.string(), ''),
  /** The key that signs registration links: given locally, or read from Secrets Manager by its ARN in AWS. */
  REGISTRATION_LINK_SECRET: z._default(z.string(), ''),
  REGISTRATION_LINK_SECRET_ARN: z._default(z.string(), ''),
  /**
   * The state register's party API (DaData's suggestions API 4_1, `…/suggestions/api/4_1/rs`); the local stage
   * points it at its emulator. Unset: the stage has no register, and lookups answer that it is unavailable.
   */
  STATE_REGISTER_URL: z._default(z.string(), ''),
  /** The register's API key by the name of its Secrets Manager secret (AWS stages). */
  STATE_REGISTER_SECRET_NAME: z._default(z.string(), ''),
  /** The key itself, given only to the local stage (its emulator's key is not a secret). */
  STATE_REGISTER_KEY: z._default(z.string(), ''),
  /** The queue of the relationships' removal checks (SQS in AWS); without it they run in this process. */
  REMOVAL_QUEUE_URL: z._default(z.string(), ''),
  /** How long the in-process removal check waits before deciding (the spec allows up to 24 hours). */
  REMOVAL_CHECK_DELAY_MS: z._default(z.coerce.number().check(z.int(), z.gte(0)), 1500),
  /** The queue of personal-data exports to build (SQS in AWS); without it they are built in this process. */
  EXPORT_QUEUE_URL: z._default(z.string(), ''),
  /**
   * The official list of accredited CAs (the Ministry of Digital Development's TSL XML) the e-signature trust
   * job loads; empty: none (the manual list alone). The local stack points it at a fixture (file: URL).
   */
  ESIGN_TSL_URL: z._default(z.string(), ''),
  /** A signature whose revocation could not be checked: `require` refuses it where the spec needs one, `report` shows it. */
  ESIGN_REVOCATION: z._default(z.enum(['require', 'report']), 'require'),
  ...Object.fromEntries(
    Object.values(TABLES).map((t) => [t.envVar, z._default(z.string().check(z.minLength(1)), t.name)]),
  ),
  ...Object.fromEntries(
    Object.values(BUCKETS).map((b) => [b.envVar, z._default(z.string().check(z.minLength(1)), b.name)]),
  ),
});

export const env = schema.parse(process.env) as z.infer<typeof schema> & Record<string, string>;

export const tableName = (key: TableKey): string => env[TABLES[key].envVar] as string;
export const bucketName = (key: BucketKey): string => env[BUCKETS[key].envVar] as string;
