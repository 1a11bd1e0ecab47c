import type { PutObjectCommandInput } from '@aws-sdk/client-s3';
import * as z from 'zod/mini';
import { S3_PREFIX, TRUST_LIST_KEY } from '@shared/resources';
import { trustJobReportSchema } from '@shared/api/areas/esign-trust';
import { bucketName, env } from '../../lib/env';
import { loadS3 } from '../../lib/s3';

/**
 * What the e-signature check trusts, all in the documents bucket:
 * - the manual list (TRUST_LIST_KEY, JSON): additional anchors an operator adds (the local demo CA, a CA not
 *   on the official list), and the INNs of the tax authority, whose signature the simplified-regime
 *   certificates need (03 §5). A signature is the tax authority's when its chain ends in an anchor marked
 *   `taxAuthority` (or one whose own certificate names such an INN) and the signer names one of these INNs;
 * - the official list (OFFICIAL_LIST_KEY): the accredited CAs of the Ministry of Digital Development's TSL,
 *   converted by the e-signature trust job (tsl.ts), with its version;
 * - the CRLs of the trusted CAs (CRL_PREFIX), fetched and verified by the same job;
 * - the job's last report (STATUS_KEY), which the administrators' screen shows.
 */
export const OFFICIAL_LIST_KEY = `${S3_PREFIX.config}esign-official-trust-list.json`;
export const CRL_PREFIX = `${S3_PREFIX.config}esign-crl/`;
export const STATUS_KEY = `${S3_PREFIX.config}esign-trust-status.json`;

/** The tax authority (ФНС России) when no manual list names it. */
const DEFAULT_TAX_AUTHORITY_INNS = ['7707329152'];

const anchorSchema = z.object({
  name: z.string().check(z.minLength(1)),
  certificate: z.string().check(z.includes('BEGIN CERTIFICATE')),
  taxAuthority: z._default(z.boolean(), false),
  /** Where the CA publishes its CRL (the official list gives them; a manual anchor may). */
  crlUrls: z._default(z.array(z.string()), []),
  /** The certificate's subject name (DER, hex), written by the trust job so a check parses only fitting anchors. */
  subject: z.optional(z.string()),
});

export const trustListSchema = z.object({
  anchors: z.array(anchorSchema),
  taxAuthorityInns: z._default(z.array(z.string().check(z.regex(/^\d{10}$/))), []),
});
export type TrustList = z.infer<typeof trustListSchema>;
export type TrustListInput = z.input<typeof trustListSchema>;

export const officialListSchema = z.object({
  source: z.string(),
  version: z.string(),
  date: z.nullable(z.string()),
  loadedAt: z.string(),
  authorities: z.number().check(z.int()),
  anchors: z.array(anchorSchema),
});
export type OfficialList = z.infer<typeof officialListSchema>;

export type TrustJobReport = z.infer<ReturnType<typeof trustJobReportSchema>>;

/** The merged list the check uses, and where it came from. */
export interface EffectiveTrustList extends TrustList {
  official: Omit<OfficialList, 'anchors'> | null;
}

/** How long a warm function keeps the lists before it reads them again. */
const CACHE_MS = 5 * 60_000;
let cached: { list: EffectiveTrustList; crls: Uint8Array[]; readAt: number } | null = null;

const isMissing = (error: unknown) => error instanceof Error && error.name === 'NoSuchKey';

async function readObject(key: string): Promise<Uint8Array | null> {
  try {
    const { s3, sdk } = await loadS3();
    const object = await s3.send(new sdk.GetObjectCommand({ Bucket: bucketName('documents'), Key: key }));
    return (await object.Body?.transformToByteArray()) ?? null;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

async function readJson<T>(key: string, schema: z.ZodMiniType<T>): Promise<T | null> {
  const bytes = await readObject(key);
  return bytes ? schema.parse(JSON.parse(new TextDecoder().decode(bytes))) : null;
}

export const readManualList = () => readJson(TRUST_LIST_KEY, trustListSchema);
export const readOfficialList = () => readJson(OFFICIAL_LIST_KEY, officialListSchema);
export const readTrustJobReport = () => readJson(STATUS_KEY, trustJobReportSchema());

async function readCrls(): Promise<Uint8Array[]> {
  const { s3, sdk } = await loadS3();
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(
      new sdk.ListObjectsV2Command({
        Bucket: bucketName('documents'),
        Prefix: CRL_PREFIX,
        ContinuationToken: token,
      }),
    );
    keys.push(...(page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  const crls = await Promise.all(keys.map(readObject));
  return crls.filter((c): c is Uint8Array => !!c);
}

async function read(): Promise<{ list: EffectiveTrustList; crls: Uint8Array[] }> {
  const [manual, official, crls] = await Promise.all([readManualList(), readOfficialList(), readCrls()]);
  const { anchors: officialAnchors = [], ...officialMeta } = official ?? {};
  return {
    list: {
      anchors: [...(manual?.anchors ?? []), ...officialAnchors],
      taxAuthorityInns: manual?.taxAuthorityInns.length
        ? manual.taxAuthorityInns
        : DEFAULT_TAX_AUTHORITY_INNS,
      official: official ? (officialMeta as Omit<OfficialList, 'anchors'>) : null,
    },
    crls,
  };
}

async function current(now: Date) {
  if (!cached || now.getTime() - cached.readAt > CACHE_MS)
    cached = { ...(await read()), readAt: now.getTime() };
  return cached;
}

/** The anchors (manual and official) and the tax authority's INNs. */
export async function trustList(now: Date): Promise<EffectiveTrustList> {
  return (await current(now)).list;
}

/** The CRLs the trust job stored (DER), verified again against their issuer by the check. */
export async function storedCrls(now: Date): Promise<Uint8Array[]> {
  return (await current(now)).crls;
}

/**
 * Whether a stage accepts a signature whose revocation could not be checked (no fresh CRL):
 * `require` (the default) refuses the tax authority's letters then, `report` accepts them with the verdict
 * «revocation not checked» shown. ESIGN_REVOCATION sets it.
 */
export const revocationPolicy = (): 'require' | 'report' =>
  env.ESIGN_REVOCATION === 'report' ? 'report' : 'require';

export interface TrustListStatus {
  /** Some anchor is trusted: the tax authority's letters (KND 1120503/1120504) can be checked at all. */
  usable: boolean;
  manualAnchors: number;
  official: Omit<OfficialList, 'anchors'> | null;
  officialAnchors: number;
  /** The official list's address the job loads (empty: the stage loads none). */
  officialSource: string;
  report: TrustJobReport | null;
  crls: { stored: number; fresh: number };
  revocation: 'require' | 'report';
}

/**
 * The state of the e-signature trust for an operator: the administrators' screen shows it and a health check
 * can call it. With no list at all, no signature of the tax authority can be accepted: `usable` is false.
 */
export async function trustListStatus(now: Date): Promise<TrustListStatus> {
  const [manual, official, report, crls] = await Promise.all([
    readManualList(),
    readOfficialList(),
    readTrustJobReport(),
    readCrls(),
  ]);
  const officialAnchors = official?.anchors.length ?? 0;
  const manualAnchors = manual?.anchors.length ?? 0;
  const { anchors: _anchors, ...officialMeta } = official ?? { anchors: [] };
  const fresh = (report?.crls ?? []).filter(
    (c) => !c.error && c.nextUpdate && Date.parse(c.nextUpdate) >= now.getTime(),
  ).length;
  return {
    usable: manualAnchors + officialAnchors > 0,
    manualAnchors,
    official: official ? (officialMeta as Omit<OfficialList, 'anchors'>) : null,
    officialAnchors,
    officialSource: env.ESIGN_TSL_URL,
    report,
    crls: { stored: crls.length, fresh },
    revocation: revocationPolicy(),
  };
}

async function put(key: string, body: PutObjectCommandInput['Body'], contentType: string, bucket?: string) {
  const { s3, sdk } = await loadS3();
  await s3.send(
    new sdk.PutObjectCommand({
      Bucket: bucket ?? bucketName('documents'),
      Key: key,
      Body: body,
      ContentType: contentType,
    }),
  );
  cached = null;
}

/** Writes the manual list (the local seed's demo list; an operator does the same with the AWS CLI). */
export async function saveTrustList(bucket: string, list: TrustListInput): Promise<void> {
  await put(TRUST_LIST_KEY, JSON.stringify(trustListSchema.parse(list), null, 2), 'application/json', bucket);
}

export async function saveOfficialList(list: OfficialList): Promise<void> {
  await put(OFFICIAL_LIST_KEY, JSON.stringify(officialListSchema.parse(list)), 'application/json');
}

export async function saveCrl(name: string, der: Uint8Array): Promise<void> {
  await put(`${CRL_PREFIX}${name}.crl`, der, 'application/pkix-crl');
}

export async function saveTrustJobReport(report: TrustJobReport): Promise<void> {
  await put(STATUS_KEY, JSON.stringify(trustJobReportSchema().parse(report), null, 2), 'application/json');
}
