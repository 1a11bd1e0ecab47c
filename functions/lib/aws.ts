import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from './env';

/**
 * DynamoDB clients, created once per Lambda container. The endpoint comes from the SDK's own
 * AWS_ENDPOINT_URL_DYNAMODB variable, which the local stack sets. S3's client is in s3.ts.
 */
export const dynamo = new DynamoDBClient({ region: env.AWS_REGION });
export const documentClient = DynamoDBDocumentClient.from(dynamo, {
  marshallOptions: { removeUndefinedValues: true },
});
