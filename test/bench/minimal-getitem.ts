import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';

/**
 * The yardstick of the cold-start benchmark: the least a Lambda that reads DynamoDB can do, one
 * GetItem with a client made at module scope, bundled with the same options as the real functions.
 */
const client = new DynamoDBClient({ region: process.env.AWS_REGION });

export async function handler(): Promise<{ statusCode: number; body: string }> {
  const { Item } = await client.send(
    new GetItemCommand({
      TableName: process.env.TABLE_ACCOUNTS,
      Key: { pk: { S: 'bench' }, sk: { S: 'bench' } },
    }),
  );
  return { statusCode: 200, body: JSON.stringify({ found: Item !== undefined }) };
}
