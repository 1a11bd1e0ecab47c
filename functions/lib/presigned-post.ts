import { createHmac } from 'node:crypto';

/** The keys that sign: the function's role, as the SDK's credential chain resolves them. */
export interface SigningCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string | undefined;
}

/** A browser form upload straight to S3: where to post and the form fields to send with the file. */
export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

/** A condition of the POST policy, as S3 documents them (`["content-length-range", 1, 10]`, `{"key": "…"}`). */
export type PolicyCondition = readonly (string | number)[] | Readonly<Record<string, string>>;

export interface PostRequest {
  bucket: string;
  key: string;
  /** Fields the form carries besides the signature's (e.g. Content-Type); each becomes a condition too. */
  fields: Record<string, string>;
  conditions: readonly PolicyCondition[];
  expiresInSeconds: number;
}

/** Where the function's S3 requests go, as the SDK reads it from the environment. */
export interface S3Target {
  region: string;
  /** AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL (the emulators); none in AWS. */
  endpoint?: string | undefined;
  /** Path-style addressing (the emulators need it): `<endpoint>/<bucket>` instead of `<bucket>.<host>`. */
  pathStyle: boolean;
}

/** ISO 8601 to the second, as S3 reads a policy's expiration. */
const isoSeconds = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** The form's target, as S3's endpoint rules address a bucket of the `aws` partition or an emulator. */
export function bucketUrl(bucket: string, target: S3Target): string {
  if (target.endpoint) {
    const base = new URL(target.endpoint);
    if (target.pathStyle) return `${base.origin}/${bucket}`;
    return `${base.protocol}//${bucket}.${base.host}/`;
  }
  const host = `s3.${target.region}.amazonaws.com`;
  // A name with dots cannot be a TLS host label: S3 addresses it by path.
  return target.pathStyle || bucket.includes('.')
    ? `https://${host}/${bucket}`
    : `https://${bucket}.${host}/`;
}

/**
 * An S3 POST policy signed with Signature Version 4, as `@aws-sdk/s3-presigned-post` signs it (the test
 * compares the two), without loading the S3 client: its endpoint rules and protocol code are most of a
 * cold upload's start, for one HMAC. The policy and the fields are S3's documented browser-upload form.
 */
export function presignPost(
  request: PostRequest,
  target: S3Target,
  credentials: SigningCredentials,
  now: Date = new Date(),
): PresignedPost {
  const date = isoSeconds(now).replace(/[-:]/g, '');
  const scopeParts = [date.slice(0, 8), target.region, 's3', 'aws4_request'];
  const scope = scopeParts.join('/');
  const fields: Record<string, string> = {
    ...request.fields,
    bucket: request.bucket,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${credentials.accessKeyId}/${scope}`,
    'X-Amz-Date': date,
    ...(credentials.sessionToken ? { 'X-Amz-Security-Token': credentials.sessionToken } : {}),
  };
  const conditions = [
    ...request.conditions,
    ...Object.entries(fields).map(([name, value]) => ({ [name]: value })),
    { key: request.key },
  ];
  const expiration = new Date(now.getTime() + request.expiresInSeconds * 1000);
  const policy = Buffer.from(
    JSON.stringify({ expiration: isoSeconds(expiration), conditions }),
    'utf8',
  ).toString('base64');
  // Signature Version 4's key: the secret, then the day, the region, the service and the terminator.
  const signingKey = scopeParts.reduce<string | Buffer>(hmac, `AWS4${credentials.secretAccessKey}`);
  return {
    url: bucketUrl(request.bucket, target),
    fields: {
      ...fields,
      key: request.key,
      Policy: policy,
      'X-Amz-Signature': hmac(signingKey, policy).toString('hex'),
    },
  };
}
