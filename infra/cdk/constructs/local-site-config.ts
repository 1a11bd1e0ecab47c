import { Stack } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import { NagSuppressions } from 'cdk-nag';
import type { ExternalIssuer } from '../config';
import type { SiteConfig, SiteStageSettings } from '../site-config';

/** The settings of the SPA for cognito-local, derived from its issuer `<cognito-local URL>/<pool id>`. */
export function localSiteConfig(
  issuer: ExternalIssuer,
  region: string,
  settings: SiteStageSettings,
): SiteConfig {
  const url = new URL(issuer.issuer);
  return {
    region,
    userPoolId: url.pathname.split('/').filter(Boolean).pop() ?? '',
    userPoolClientId: issuer.clientId,
    userPoolEndpoint: url.origin,
    authFlow: 'USER_PASSWORD_AUTH',
    oidcProvider: null,
    oauthDomain: null,
    ...settings,
  };
}

/**
 * LocalStack has no CloudFront to deploy /config.json next to the SPA, so in the localstack profile
 * the API answers it (a mock integration): Vite, proxying to the API, then serves the SPA unchanged.
 */
export function addLocalSiteConfig(
  api: apigw.RestApi,
  issuer: ExternalIssuer,
  settings: SiteStageSettings,
): void {
  const body = JSON.stringify(localSiteConfig(issuer, Stack.of(api).region, settings));
  const method = api.root.addResource('config.json').addMethod(
    'GET',
    new apigw.MockIntegration({
      requestTemplates: { 'application/json': '{"statusCode": 200}' },
      integrationResponses: [{ statusCode: '200', responseTemplates: { 'application/json': body } }],
    }),
    { methodResponses: [{ statusCode: '200' }] },
  );
  NagSuppressions.addResourceSuppressions(method, [
    {
      id: 'AwsSolutions-APIG4',
      reason: 'The SPA reads its public start-up settings before anyone signs in.',
    },
  ]);
}
