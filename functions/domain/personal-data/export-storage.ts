import { PERSONAL_DATA_EXPORT_LINK_SECONDS } from '@shared/constants/consents';
import { presignDownload as presignLink } from '../../lib/download-links';
import { bucketName } from '../../lib/env';
import { loadS3, removePrefix } from '../../lib/s3';
import { contentDisposition } from '../files/file-name';

/** The built archives, in the documents bucket under exports/ (led by the counterparty). */
const bucket = () => bucketName('documents');
const keyOf = (counterpartyId: string, exportId: string) => `exports/${counterpartyId}/${exportId}.zip`;

async function put(counterpartyId: string, exportId: string, zip: Uint8Array): Promise<void> {
  const { s3, sdk } = await loadS3();
  await s3.send(
    new sdk.PutObjectCommand({
      Bucket: bucket(),
      Key: keyOf(counterpartyId, exportId),
      Body: zip,
      ContentType: 'application/zip',
    }),
  );
}

/** A short-lived link: the archive holds everything about the counterparty. */
const presignDownload = (counterpartyId: string, exportId: string, name: string): Promise<string> =>
  presignLink(
    'documents',
    keyOf(counterpartyId, exportId),
    { contentDisposition: contentDisposition('attachment', name), contentType: 'application/zip' },
    PERSONAL_DATA_EXPORT_LINK_SECONDS,
  );

/** One archive, once it has expired (deleting a missing one is no error, so a rerun is harmless). */
async function remove(counterpartyId: string, exportId: string): Promise<void> {
  const { s3, sdk } = await loadS3();
  await s3.send(new sdk.DeleteObjectCommand({ Bucket: bucket(), Key: keyOf(counterpartyId, exportId) }));
}

/** Erasure (retention): every archive built for the counterparty. */
const removeAll = (counterpartyId: string): Promise<number> =>
  removePrefix(bucket(), `exports/${counterpartyId}/`);

export const exportStorage = { put, presignDownload, remove, removeAll };
