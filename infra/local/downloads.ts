import { request, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { BUCKETS, DOWNLOAD_PATH, DOWNLOAD_RESPONSE_HEADERS, type BucketKey } from '@shared/resources';
import { isSignedBy } from './emulators/s3-signature';

const DOWNLOAD = new RegExp(`^${DOWNLOAD_PATH}/([^/]+)(/.+)$`);

/** The bucket a path of the site's download path leads to (the web stack has a CloudFront behaviour per bucket). */
function bucketOf(pathname: string): { bucket: string; objectPath: string } | null {
  const [, key, objectPath] = DOWNLOAD.exec(pathname) ?? [];
  if (!key || !objectPath || !Object.hasOwn(BUCKETS, key)) return null;
  return { bucket: BUCKETS[key as BucketKey].name, objectPath };
}

export const isDownloadPath = (pathname: string): boolean => bucketOf(pathname) !== null;

/** What S3 answers about the object that the browser needs; the rest (S3's own ids) stays behind. */
const PASSED_ON = [
  'content-type',
  'content-length',
  'content-disposition',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
];

function refuse(res: ServerResponse, status: number, code: string, message: string): void {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
  res.writeHead(status, {
    ...DOWNLOAD_RESPONSE_HEADERS,
    'Content-Type': 'application/xml',
    'Content-Length': String(Buffer.byteLength(body)),
  });
  res.end(body);
}

/**
 * The site's download path, as the web stack's CloudFront behaviours serve it: `/download/<bucket>/<key>?<the
 * presigned query>` goes to the bucket at the path and query that were signed (path-style here), and the answer
 * gets DOWNLOAD_RESPONSE_HEADERS. S3 checks the signature and the expiry; s3rver checks only the expiry, so the
 * signature is checked here first.
 */
export function downloadProxy(s3Url: string, secretAccessKey: string): RequestListener {
  const s3 = new URL(s3Url);
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://site');
    const target = bucketOf(url.pathname);
    const method = req.method ?? 'GET';
    if (!target) return refuse(res, 404, 'NoSuchKey', 'The specified key does not exist.');
    if (method !== 'GET' && method !== 'HEAD') {
      return refuse(res, 403, 'MethodNotAllowed', 'Downloads are read with GET or HEAD.');
    }
    const signed = new URL(`/${target.bucket}${target.objectPath}${url.search}`, s3);
    void isSignedBy(method, signed, s3.host, secretAccessKey).then(
      (valid) =>
        valid
          ? passOn(req, res, signed, method)
          : refuse(
              res,
              403,
              'SignatureDoesNotMatch',
              'The request signature we calculated does not match the signature you provided.',
            ),
      () => refuse(res, 403, 'SignatureDoesNotMatch', 'The link could not be checked.'),
    );
  };
}

/** The signed request sent on to the S3 emulator, its answer streamed back with the download headers. */
function passOn(req: IncomingMessage, res: ServerResponse, signed: URL, method: string): void {
  const range = req.headers.range;
  const upstream = request(signed, { method, headers: range ? { range } : {} }, (answer) => {
    const headers: Record<string, string> = {};
    for (const name of PASSED_ON) {
      const value = answer.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    res.writeHead(answer.statusCode ?? 502, { ...headers, ...DOWNLOAD_RESPONSE_HEADERS });
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) refuse(res, 502, 'BadGateway', 'The storage did not answer.');
    else res.destroy();
  });
  upstream.end();
}
