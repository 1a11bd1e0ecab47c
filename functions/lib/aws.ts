import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { REGION } from './region';

/**
 * The DynamoDB client, created once per Lambda container (dynamo-entity.ts marshals for it). The
 * endpoint comes from the SDK's own AWS_ENDPOINT_URL_DYNAMODB variable, which the local stack sets.
 * S3's client is in s3.ts.
 */
// cacheMiddleware: the middleware chain is built once per command type, not on every call (the SDK's
// option for clients whose middleware does not change after the first request; ours never does).
export const dynamo = new DynamoDBClient({ region: REGION, cacheMiddleware: true });
// The client has no logger, yet its logger middleware copies every input and output through the
// sensitive-data filter for it on every call (5% of a list call's CPU): without a logger it logs nothing.
dynamo.middlewareStack.remove('loggerMiddleware');
