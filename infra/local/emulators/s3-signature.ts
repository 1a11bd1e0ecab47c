import { createHash, createHmac, timingSafeEqual, type Hash, type Hmac } from 'node:crypto';
import { S3RequestPresigner } from '@aws-sdk/s3-request-presigner';

type SourceData = string | ArrayBuffer | ArrayBufferView;
const bytes = (data: SourceData): Buffer =>
  typeof data === 'string'
    ? Buffer.from(data)
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data);

/** SHA-256 and its HMAC from node:crypto, in the shape the SDK's signer takes. */
class Sha256 {
  private hash: Hash | Hmac;
  constructor(private readonly secret?: SourceData) {
    this.hash = this.fresh();
  }
  private fresh(): Hash | Hmac {
    return this.secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(this.secret));
  }
  update(data: SourceData): void {
    this.hash.update(bytes(data));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
  reset(): void {
    this.hash = this.fresh();
  }
}

/** The query parameters the signature itself adds: the rest of the query is what was signed. */
const SIGNING_PARAMS = new Set([
  'X-Amz-Algorithm',
  'X-Amz-Credential',
  'X-Amz-Date',
  'X-Amz-Expires',
  'X-Amz-Content-Sha256',
  'X-Amz-SignedHeaders',
  'X-Amz-Signature',
]);

/** 20261124T142500Z → the instant. */
const signingDateOf = (stamp: string): Date | null => {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(stamp);
  return m ? new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`) : null;
};

/**
 * Whether `method url`, sent to `host`, carries the query-string SigV4 signature (a presigned link) that the
 * secret key makes over exactly this method, host, path and query: what S3 checks before it answers, and what
 * s3rver skips (it checks only the link's expiry). The SDK's own S3 presigner signs the request again with the
 * link's date, expiry and scope, and the two signatures must agree.
 */
export async function isSignedBy(
  method: string,
  url: URL,
  host: string,
  secretAccessKey: string,
): Promise<boolean> {
  const params = url.searchParams;
  const signature = params.get('X-Amz-Signature');
  const signingDate = signingDateOf(params.get('X-Amz-Date') ?? '');
  const expiresIn = Number(params.get('X-Amz-Expires'));
  const [accessKeyId, , region, service, terminator] = (params.get('X-Amz-Credential') ?? '').split('/');
  if (params.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256' || params.get('X-Amz-SignedHeaders') !== 'host')
    return false;
  if (!signature || !signingDate || !Number.isInteger(expiresIn) || !accessKeyId || !region) return false;
  if (service !== 's3' || terminator !== 'aws4_request') return false;

  const query: Record<string, string | string[]> = {};
  for (const [name, value] of params) {
    if (SIGNING_PARAMS.has(name)) continue;
    const before = query[name];
    query[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  const presigner = new S3RequestPresigner({
    region,
    credentials: { accessKeyId, secretAccessKey },
    sha256: Sha256,
  });
  const again = await presigner.presign(
    {
      method,
      protocol: url.protocol,
      hostname: url.hostname,
      port: Number(url.port) || undefined,
      path: url.pathname,
      query,
      headers: { host },
    },
    { signingDate, expiresIn },
  );
  const expected = Buffer.from(String(again.query?.['X-Amz-Signature']));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
