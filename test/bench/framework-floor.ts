import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { backendActive } from '@shared/api/areas/system';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { createGroupHandler } from '../../functions/http/group-handler';
import { dynamo } from '../../functions/lib/aws';
import { route } from '../../functions/lib/route';

/**
 * The second yardstick of the cold-start benchmark: the minimal handler's one GetItem served through what
 * every API function's call passes (the group handler: its contract lookup, zod, middy, Powertools' logger
 * and metrics, the messages), with no domain code. What a function's first call costs beyond it is its own.
 * Its GetItem goes through the functions' own client (functions/lib/aws.ts), as a route's would; calling the
 * minimal handler would make a second client.
 */
const group = createGroupHandler('public', [
  route(backendActive, async () => {
    await dynamo.send(
      new GetItemCommand({
        TableName: process.env.TABLE_ACCOUNTS,
        Key: { pk: { S: 'bench' }, sk: { S: 'bench' } },
      }),
    );
    return true;
  }),
]);

export const handler = (_event: unknown, context: Context) =>
  group(
    {
      httpMethod: backendActive.method,
      resource: backendActive.path,
      path: backendActive.path,
      headers: {},
      requestContext: { requestId: 'bench' },
    } as unknown as APIGatewayProxyEvent,
    context,
  );
