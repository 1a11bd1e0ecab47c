import type * as S3SdkModule from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { dynamo } from './aws';
import { env } from './env';
import { onceUntilFailure } from './once';
import { presignPost, type PostRequest, type PresignedPost } from './presigned-post';

type S3Sdk = typeof S3SdkModule;

/**
 * The S3 SDK and its client, loaded on the first call that touches a file: the bundles put the SDK in a
 * chunk of its own (infra/cdk/bundling.ts splits on dynamic imports), so the cold start of a route that
 * reads only DynamoDB (most of them) never parses it. The endpoint comes from AWS_ENDPOINT_URL_S3, which
 * the local stack sets. A failed load is not kept, so the next call tries again.
 */
export const loadS3: () => Promise<{ s3: S3Client; sdk: S3Sdk }> = onceUntilFailure(async () => {
  const sdk = await import('@aws-sdk/client-s3');
  return { sdk, s3: new sdk.S3Client({ region: env.AWS_REGION, forcePathStyle: env.S3_FORCE_PATH_STYLE }) };
});

/**
 * Deletes every object under `prefix` (an erasure: a scheduled job), one by one so that the local
 * emulator serves it too; answers how many went. Deleting twice deletes nothing more.
 */
export async function removePrefix(bucket: string, prefix: string): Promise<number> {
  const { s3, sdk } = await loadS3();
  let removed = 0;
  let token: string | undefined;
  do {
    const page = await s3.send(
      new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) {
      if (!object.Key) continue;
      await s3.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: object.Key }));
      removed += 1;
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return removed;
}

/**
 * A browser form upload to S3 (a POST policy), signed with the function's own credentials as the SDK's
 * chain resolves them for the DynamoDB client: no S3 client is loaded for it (presigned-post.ts).
 */
export async function presignFormUpload(request: PostRequest): Promise<PresignedPost> {
  const credentials = await dynamo.config.credentials();
  return presignPost(
    request,
    {
      region: env.AWS_REGION,
      endpoint: env.AWS_ENDPOINT_URL_S3 ?? env.AWS_ENDPOINT_URL,
      pathStyle: env.S3_FORCE_PATH_STYLE,
    },
    credentials,
  );
}
