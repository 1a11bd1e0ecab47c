import { presignDownload as presignLink, type DownloadResponse } from '../../lib/download-links';
import { loadS3, presignFormUpload, removePrefix } from '../../lib/s3';
import { bucketName } from '../../lib/env';

/** The documents bucket: the only code that talks to S3 for files. */
const bucket = () => bucketName('documents');

const isMissing = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'NotFound' ||
    error.name === 'NoSuchKey' ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404);

/**
 * The type of bytes nobody has checked yet. The upload form carries it and S3 refuses a form with any
 * other: the uploader cannot have its bytes stored (and later served) as text/html.
 */
export const UNCHECKED_CONTENT_TYPE = 'application/octet-stream';

/** A browser form upload straight to `key`, refused by S3 outside [minBytes, maxBytes] or with another type. */
function presignUpload(key: string, limits: { minBytes: number; maxBytes: number }, expiresIn: number) {
  return presignFormUpload({
    bucket: bucket(),
    key,
    fields: { 'Content-Type': UNCHECKED_CONTENT_TYPE },
    conditions: [
      ['content-length-range', limits.minBytes, limits.maxBytes],
      ['eq', '$Content-Type', UNCHECKED_CONTENT_TYPE],
    ],
    expiresInSeconds: expiresIn,
  });
}

/** The stored size, or null when nothing was uploaded under `key`. */
async function sizeOf(key: string): Promise<number | null> {
  const { s3, sdk } = await loadS3();
  try {
    const head = await s3.send(new sdk.HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** The first `length` bytes (fewer when the object is shorter). */
async function readStart(key: string, length: number): Promise<Uint8Array> {
  const { s3, sdk } = await loadS3();
  const object = await s3.send(
    new sdk.GetObjectCommand({ Bucket: bucket(), Key: key, Range: `bytes=0-${length - 1}` }),
  );
  const bytes = (await object.Body?.transformToByteArray()) ?? new Uint8Array(0);
  // A server that ignores Range sends the whole object: only the start is wanted.
  return bytes.subarray(0, length);
}

/** Moves an object, stored from now on as `contentType` (whatever type it was uploaded with). */
async function move(from: string, to: string, contentType: string): Promise<void> {
  const { s3, sdk } = await loadS3();
  const source = `${bucket()}/${from.split('/').map(encodeURIComponent).join('/')}`;
  await s3.send(
    new sdk.CopyObjectCommand({
      Bucket: bucket(),
      Key: to,
      CopySource: source,
      MetadataDirective: 'REPLACE',
      ContentType: contentType,
    }),
  );
  await remove(from);
}

async function remove(key: string): Promise<void> {
  const { s3, sdk } = await loadS3();
  await s3.send(new sdk.DeleteObjectCommand({ Bucket: bucket(), Key: key }));
}

/**
 * A short-lived download link that names the file as given and serves it as `contentType` (the type its
 * bytes were checked as), whatever the stored object says.
 */
const presignDownload = (
  key: string,
  download: Required<DownloadResponse>,
  expiresIn: number,
): Promise<string> => presignLink('documents', key, download, expiresIn);

/** Writes an object the server itself provides (the seeded public files); `bucketName` as the seed is told. */
async function put(object: { bucketName: string; key: string; body: Uint8Array; contentType: string }) {
  const { s3, sdk } = await loadS3();
  await s3.send(
    new sdk.PutObjectCommand({
      Bucket: object.bucketName,
      Key: object.key,
      Body: object.body,
      ContentType: object.contentType,
    }),
  );
}

/** Copies an accepted file into another bucket (a PBIOT package freezes its files this way). */
async function copyOut(from: string, target: { bucketName: string; key: string }): Promise<void> {
  const { s3, sdk } = await loadS3();
  const source = `${bucket()}/${from.split('/').map(encodeURIComponent).join('/')}`;
  await s3.send(
    new sdk.CopyObjectCommand({ Bucket: target.bucketName, Key: target.key, CopySource: source }),
  );
}

/** Erasure (retention): every object under a prefix of the documents bucket. */
const removeAll = (prefix: string): Promise<number> => removePrefix(bucket(), prefix);

export const fileStorage = {
  presignUpload,
  sizeOf,
  readStart,
  move,
  remove,
  presignDownload,
  put,
  copyOut,
  removeAll,
};
