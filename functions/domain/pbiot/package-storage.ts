import { DOWNLOAD_URL_TTL_SECONDS } from '@shared/constants/spec';
import { presignDownload as presignLink } from '../../lib/download-links';
import { loadS3, removePrefix } from '../../lib/s3';
import { bucketName } from '../../lib/env';
import { contentDisposition } from '../files/file-name';

/**
 * The PBIOT packages bucket: the only code of the section that talks to S3. Keys are led by the
 * counterparty; a package's objects are written once under its id and never changed.
 */
const bucket = () => bucketName('pbiot');

export const packageKeys = {
  prefix: (counterpartyId: string, packageId: string) => `packages/${counterpartyId}/${packageId}/`,
  file: (counterpartyId: string, packageId: string, index: number) =>
    `packages/${counterpartyId}/${packageId}/files/${index}`,
  zip: (counterpartyId: string, packageId: string, partition: string) =>
    `packages/${counterpartyId}/${packageId}/zip/${partition}.zip`,
  /** The questionnaire PDF a supplier downloads before sending: overwritten on each download. */
  draft: (counterpartyId: string) => `drafts/${counterpartyId}/Incident.pdf`,
};

const isMissing = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'NotFound' ||
    error.name === 'NoSuchKey' ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404);

async function put(key: string, body: Uint8Array, contentType: string): Promise<void> {
  const { s3, sdk } = await loadS3();
  await s3.send(
    new sdk.PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: contentType }),
  );
}

async function read(key: string): Promise<Uint8Array> {
  const { s3, sdk } = await loadS3();
  const object = await s3.send(new sdk.GetObjectCommand({ Bucket: bucket(), Key: key }));
  return (await object.Body?.transformToByteArray()) ?? new Uint8Array(0);
}

async function exists(key: string): Promise<boolean> {
  const { s3, sdk } = await loadS3();
  try {
    await s3.send(new sdk.HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/** A short-lived link that downloads the object under `name` (Cyrillic names kept, RFC 5987). */
const presignDownload = (key: string, name: string): Promise<string> =>
  presignLink(
    'pbiot',
    key,
    { contentDisposition: contentDisposition('attachment', name) },
    DOWNLOAD_URL_TTL_SECONDS,
  );

/** Erasure (retention): every package and the questionnaire draft of a counterparty. */
async function removeCounterparty(counterpartyId: string): Promise<number> {
  const packages = await removePrefix(bucket(), `packages/${counterpartyId}/`);
  return packages + (await removePrefix(bucket(), `drafts/${counterpartyId}/`));
}

export const packageStorage = { bucket, put, read, exists, presignDownload, removeCounterparty };
