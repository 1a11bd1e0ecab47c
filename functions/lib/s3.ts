import { S3Client } from '@aws-sdk/client-s3';
import { env } from './env';

/**
 * The S3 client, apart from the DynamoDB ones (aws.ts): only functions that touch files load the S3
 * SDK at their cold start. The endpoint comes from AWS_ENDPOINT_URL_S3, which the local stack sets.
 */
export const s3 = new S3Client({ region: env.AWS_REGION, forcePathStyle: env.S3_FORCE_PATH_STYLE });
