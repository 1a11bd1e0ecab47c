import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMULATOR_CREDENTIALS, emulatorClients } from '../../infra/local/clients';
import { startDynamodb } from '../../infra/local/emulators/dynamodb';
import { provisionTables } from '../../infra/local/provision';

/**
 * A DynamoDB emulator of a bench's own, its tables provisioned, with this process's environment pointed at
 * it. The functions' DynamoDB client reads that environment once, when it is first made: load the domain
 * modules after this, in a process that has not made the client for another emulator.
 */
export async function benchDynamodb(name: string): Promise<{ stop(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), `supplier-cabinet-bench-${name}-`));
  const dynamodb = await startDynamodb(join(dir, 'dynamo'), '127.0.0.1', 0);
  const region = 'eu-central-1';
  await provisionTables(emulatorClients({ dynamodb: dynamodb.url, s3: '', cognito: '' }, region));
  Object.assign(process.env, {
    AWS_REGION: region,
    AWS_ACCESS_KEY_ID: EMULATOR_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: EMULATOR_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: dynamodb.url,
  });
  return {
    async stop() {
      await dynamodb.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
