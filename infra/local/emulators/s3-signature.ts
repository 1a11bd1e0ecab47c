import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** RFC 3986 percent-encoding, as SigV4 (and the SDK's encoding of object keys) uses it. */
const encode = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data).digest();

const byNameThenValue = ([a, x]: [string, string], [b, y]: [string, string]): number =>
  a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0;

/**
 * Whether `method url`, sent to `host`, carries the query-string SigV4 signature (a presigned link) that the
 * secret key makes over exactly this method, host, path and query: what S3 checks before it answers, and what
 * s3rver skips (it checks only the link's expiry). Only links that sign the host alone are known here, as
 * the SDK's presigned GETs do.
 */
export function isSignedBy(method: string, url: URL, host: string, secretAccessKey: string): boolean {
  const query = url.searchParams;
  const signature = query.get('X-Amz-Signature');
  const date = query.get('X-Amz-Date');
  const scope = (query.get('X-Amz-Credential') ?? '').split('/').slice(1);
  if (query.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256' || query.get('X-Amz-SignedHeaders') !== 'host')
    return false;
  if (!signature || !date || scope.length !== 4) return false;

  const canonicalQuery = [...query]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]): [string, string] => [encode(name), encode(value)])
    .sort(byNameThenValue)
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  let canonicalPath: string;
  try {
    canonicalPath = url.pathname
      .split('/')
      .map((segment) => encode(decodeURIComponent(segment)))
      .join('/');
  } catch {
    return false;
  }
  const canonicalRequest = [
    method,
    canonicalPath,
    canonicalQuery,
    `host:${host}`,
    '',
    'host',
    query.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
  ].join('\n');
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    date,
    scope.join('/'),
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const signingKey = scope.reduce<string | Buffer>((key, part) => hmac(key, part), `AWS4${secretAccessKey}`);
  const expected = Buffer.from(hmac(signingKey, stringToSign).toString('hex'));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
