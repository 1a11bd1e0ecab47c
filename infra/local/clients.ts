import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';

/** s3rver's built-in key pair; dynalite and cognito-local accept any credentials. */
export const EMULATOR_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface EmulatorUrls {
  dynamodb: string;
  s3: string;
  cognito: string;
}

/** Real AWS SDK v3 clients pointed at the emulators, for provisioning and seeding. */
export function emulatorClients(urls: EmulatorUrls, region: string) {
  const common = { region, credentials: EMULATOR_CREDENTIALS };
  return {
    dynamodb: new DynamoDBClient({ ...common, endpoint: urls.dynamodb }),
    s3: new S3Client({ ...common, endpoint: urls.s3, forcePathStyle: true }),
    cognito: new CognitoIdentityProviderClient({ ...common, endpoint: urls.cognito }),
  };
}
export type EmulatorClients = ReturnType<typeof emulatorClients>;
