import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateTableCommand, DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMULATOR_CREDENTIALS } from '../clients';
import { startDynamodb } from './dynamodb';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dynalite-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('dynalite on its own thread', () => {
  it('closes its store and lets the thread end at once when stopped, then serves the same data again', async () => {
    const server = await startDynamodb(join(dir, 'store'), '127.0.0.1', 0);
    const client = new DynamoDBClient({
      region: 'eu-central-1',
      endpoint: server.url,
      credentials: EMULATOR_CREDENTIALS,
    });
    try {
      await client.send(
        new CreateTableCommand({
          TableName: 'kept',
          KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
          AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
          BillingMode: 'PAY_PER_REQUEST',
        }),
      );
      const started = performance.now();
      // The snapshot of a first start copies the store at rest: the copy sees LevelDB's files closed.
      const files = await server.atRest(() => readdir(join(dir, 'store')));
      // Before, the thread stayed alive on its message port until it was cut 3 s later: on every first start.
      expect(performance.now() - started).toBeLessThan(1500);
      expect(files.some((name) => name.endsWith('.log') || name.endsWith('.ldb'))).toBe(true);
      expect((await client.send(new ListTablesCommand({}))).TableNames).toEqual(['kept']);
    } finally {
      client.destroy();
      await server.stop();
    }
  });
});
