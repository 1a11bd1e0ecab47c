import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { env } from './env';

/**
 * SDK clients, created once per Lambda container. Endpoints come from the SDK's own
 * AWS_ENDPOINT_URL_DYNAMODB / AWS_ENDPOINT_URL_S3 variables, which the local stack sets.
 */
export const dynamo = new DynamoDBClient({ region: env.AWS_REGION });
export const documentClient = DynamoDBDocumentClient.from(dynamo, {
  marshallOptions: { removeUndefinedValues: true },
});
export const s3 = new S3Client({ region: env.AWS_REGION, forcePathStyle: env.S3_FORCE_PATH_STYLE });
