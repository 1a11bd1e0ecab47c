import { DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { env } from './env';

/**
 * The S3 client, apart from the DynamoDB ones (aws.ts): only functions that touch files load the S3
 * SDK at their cold start. The endpoint comes from AWS_ENDPOINT_URL_S3, which the local stack sets.
 */
export const s3 = new S3Client({ region: env.AWS_REGION, forcePathStyle: env.S3_FORCE_PATH_STYLE });

/**
 * Deletes every object under `prefix` (an erasure: a scheduled job), one by one so that the local
 * emulator serves it too; answers how many went. Deleting twice deletes nothing more.
 */
export async function removePrefix(bucket: string, prefix: string): Promise<number> {
  let removed = 0;
  let token: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) {
      if (!object.Key) continue;
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: object.Key }));
      removed += 1;
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return removed;
}
