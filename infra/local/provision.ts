import {
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  ListGroupsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { CreateTableCommand, ListTablesCommand, type AttributeDefinition } from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, ListBucketsCommand, PutBucketCorsCommand } from '@aws-sdk/client-s3';
import { BUCKETS, GSI, KEY, TABLES, USER_POOL } from '@shared/resources';
import type { EmulatorClients } from './clients';

/** Ids of the user pool and the SPA's app client, kept in the state so a restart reuses them. */
export interface PoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

/** The tables of shared/resources.ts: generic string keys, the listed GSIs, on-demand billing. */
export async function provisionTables({ dynamodb }: EmulatorClients): Promise<void> {
  const existing = new Set((await dynamodb.send(new ListTablesCommand({}))).TableNames ?? []);
  const missing = Object.values(TABLES).filter((table) => !existing.has(table.name));
  await Promise.all(
    missing.map((table) => {
      const indexes = table.indexes.map((name) => ({ name, ...GSI[name] }));
      const attributes: AttributeDefinition[] = [KEY.pk, KEY.sk, ...indexes.flatMap((i) => [i.pk, i.sk])].map(
        (AttributeName) => ({ AttributeName, AttributeType: 'S' }),
      );
      return dynamodb.send(
        new CreateTableCommand({
          TableName: table.name,
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: attributes,
          KeySchema: [
            { AttributeName: KEY.pk, KeyType: 'HASH' },
            { AttributeName: KEY.sk, KeyType: 'RANGE' },
          ],
          GlobalSecondaryIndexes: indexes.length
            ? indexes.map((i) => ({
                IndexName: i.name,
                KeySchema: [
                  { AttributeName: i.pk, KeyType: 'HASH' },
                  { AttributeName: i.sk, KeyType: 'RANGE' },
                ],
                Projection: { ProjectionType: 'ALL' },
              }))
            : undefined,
        }),
      );
    }),
  );
}

/** The buckets of shared/resources.ts; the SPA's origins (none without a SPA) may upload (presigned POST) and download. */
export async function provisionBuckets({ s3 }: EmulatorClients, spaOrigins: string[]): Promise<void> {
  const existing = new Set(((await s3.send(new ListBucketsCommand({}))).Buckets ?? []).map((b) => b.Name));
  await Promise.all(
    Object.values(BUCKETS).map(async (bucket) => {
      if (!existing.has(bucket.name)) await s3.send(new CreateBucketCommand({ Bucket: bucket.name }));
      if (spaOrigins.length === 0) return;
      // Rewritten on every start: the SPA's port may differ from the last run.
      await s3.send(
        new PutBucketCorsCommand({
          Bucket: bucket.name,
          CORSConfiguration: {
            CORSRules: [
              {
                AllowedOrigins: spaOrigins,
                AllowedMethods: ['GET', 'POST', 'HEAD'],
                AllowedHeaders: ['*'],
                ExposeHeaders: ['ETag', 'Location'],
                MaxAgeSeconds: 3000,
              },
            ],
          },
        }),
      );
    }),
  );
}

/** The user pool (e-mail as user name), the SPA's app client and the staff groups; reused when they exist. */
export async function provisionUserPool(
  { cognito }: EmulatorClients,
  saved: PoolIds | null,
): Promise<PoolIds> {
  const ids = (saved && (await poolExists(cognito, saved)) ? saved : null) ?? (await createPool(cognito));
  const groups = new Set(
    ((await cognito.send(new ListGroupsCommand({ UserPoolId: ids.userPoolId }))).Groups ?? []).map(
      (g) => g.GroupName,
    ),
  );
  for (const group of USER_POOL.groups.filter((g) => !groups.has(g))) {
    await cognito.send(new CreateGroupCommand({ UserPoolId: ids.userPoolId, GroupName: group }));
  }
  return ids;
}

async function poolExists(cognito: EmulatorClients['cognito'], ids: PoolIds): Promise<boolean> {
  try {
    await cognito.send(
      new DescribeUserPoolClientCommand({ UserPoolId: ids.userPoolId, ClientId: ids.userPoolClientId }),
    );
    return true;
  } catch {
    return false;
  }
}

async function createPool(cognito: EmulatorClients['cognito']): Promise<PoolIds> {
  const { minLength, requireLowercase, requireUppercase, requireDigits, requireSymbols } =
    USER_POOL.passwordPolicy;
  const pool = await cognito.send(
    new CreateUserPoolCommand({
      PoolName: USER_POOL.name,
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      MfaConfiguration: USER_POOL.mfa,
      Policies: {
        PasswordPolicy: {
          MinimumLength: minLength,
          RequireLowercase: requireLowercase,
          RequireUppercase: requireUppercase,
          RequireNumbers: requireDigits,
          RequireSymbols: requireSymbols,
        },
      },
    }),
  );
  const userPoolId = pool.UserPool?.Id;
  if (!userPoolId) throw new Error('cognito-local created a user pool without an id');
  const client = await cognito.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: USER_POOL.clientName,
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  const userPoolClientId = client.UserPoolClient?.ClientId;
  if (!userPoolClientId) throw new Error('cognito-local created an app client without an id');
  return { userPoolId, userPoolClientId };
}
