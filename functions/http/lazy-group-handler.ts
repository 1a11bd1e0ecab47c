import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
// What every call of every group needs, made at initialisation as the minimal GetItem handler makes it.
import '../lib/aws';
import { onceUntilFailure } from '../lib/once';

type GroupHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

/**
 * The deployed entry of a function group (infra/cdk/bundling.ts builds it around the group's handler
 * file): module initialisation makes the DynamoDB client only, and the group's routes (their contract
 * schemas, zod, the domain code and the SDK clients it imports) load on the first call, once. A
 * failed load is not kept, so the next call tries again instead of failing for the container's life.
 */
export function lazyGroupHandler(load: () => Promise<{ handler: GroupHandler }>): GroupHandler {
  const handlerOf = onceUntilFailure(async () => (await load()).handler);
  return async (event, context) => (await handlerOf())(event, context);
}
