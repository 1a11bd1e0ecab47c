import { AUTH_ENV, BUCKETS, TABLES } from '@shared/resources';
import { BIK_DIRECTORY_FIXTURE } from '../../functions/domain/banks/bik-fixture';
import { EMULATOR_CREDENTIALS, type EmulatorUrls } from './clients';
import type { PoolIds } from './provision';

/**
 * The environment the functions get from CDK in AWS, pointed at the emulators: resource names,
 * the SDK's per-service endpoints, and the issuer and JWKS of cognito-local for the authorizer.
 */
export function functionEnvironment(
  urls: EmulatorUrls,
  ids: PoolIds,
  region: string,
  siteUrl: string,
): Record<string, string> {
  const issuer = `${urls.cognito}/${ids.userPoolId}`;
  return {
    ...Object.fromEntries(Object.values(TABLES).map((t) => [t.envVar, t.name])),
    ...Object.fromEntries(Object.values(BUCKETS).map((b) => [b.envVar, b.name])),
    AWS_REGION: region,
    AWS_ACCESS_KEY_ID: EMULATOR_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: EMULATOR_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: urls.dynamodb,
    AWS_ENDPOINT_URL_S3: urls.s3,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: urls.cognito,
    S3_FORCE_PATH_STYLE: 'true',
    SITE_URL: siteUrl,
    DOWNLOAD_SITE_URL: siteUrl,
    USER_POOL_ID: ids.userPoolId,
    [AUTH_ENV.issuer]: issuer,
    [AUTH_ENV.jwksUri]: `${issuer}/.well-known/jwks.json`,
    [AUTH_ENV.clientId]: ids.userPoolClientId,
    // The BIK directory job reads the local ED807 file as it would the Bank of Russia's daily publication.
    BIK_DIRECTORY_URL: BIK_DIRECTORY_FIXTURE.href,
    // The local stage's official list of accredited CAs: a fixture in the TSL's format with the demo CA,
    // whose CRL the stage serves beside it (functions/domain/documents/esign-demo/).
    ESIGN_TSL_URL: new URL('../../functions/domain/documents/esign-demo/tsl.xml', import.meta.url).href,
  };
}
