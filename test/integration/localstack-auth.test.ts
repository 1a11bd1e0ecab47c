import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { CurrentUser } from '@shared/api/areas/system';
import { AUTH_ENV } from '@shared/resources';
import { signIn } from '../support/api';
import { useEmulatorsInProcess } from './supplier-helpers';

/**
 * The LocalStack profile: its community edition runs no Lambda authorizers, so requests reach the
 * functions with no authorizer context. With AUTH_IN_FUNCTION (set by the CDK in that profile only)
 * a function checks the token itself with the authorizer's verifier, against cognito-local here.
 */
type Handler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;
let handler: Handler;

beforeAll(async () => {
  const stack = inject('localStack');
  useEmulatorsInProcess();
  const issuer = `${stack.cognitoUrl}/${stack.userPoolId}`;
  Object.assign(process.env, {
    [AUTH_ENV.inFunction]: 'true',
    [AUTH_ENV.issuer]: issuer,
    [AUTH_ENV.jwksUri]: `${issuer}/.well-known/jwks.json`,
    [AUTH_ENV.clientId]: stack.userPoolClientId,
  });
  ({ handler } = (await import('../../functions/account/handler')) as unknown as { handler: Handler });
});

/** The event LocalStack community hands a function: the route, headers, and no authorizer context. */
function event(headers: Record<string, string>, authorizer: Record<string, string> | null = null) {
  return {
    httpMethod: 'GET',
    resource: '/api/account/me',
    path: '/api/account/me',
    headers,
    multiValueHeaders: {},
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    pathParameters: null,
    stageVariables: null,
    body: null,
    isBase64Encoded: false,
    requestContext: { requestId: 'localstack-test', authorizer },
  } as unknown as APIGatewayProxyEvent;
}
const context = { awsRequestId: 'localstack-test' } as Context;

describe('a function in the LocalStack profile', () => {
  it('serves a signed-in user from the token alone', async () => {
    const token = await signIn('legal@demo.test');
    const result = await handler(event({ Authorization: `Bearer ${token}` }), context);
    expect(result.statusCode).toBe(200);
    const me = (JSON.parse(result.body) as { response: CurrentUser }).response;
    expect(me).toMatchObject({ login: 'legal@demo.test', companyCode: '1000123' });
  });

  it('answers 401 without a token or with a forged one, and trusts no authorizer context', async () => {
    const forged = `${(await signIn('legal@demo.test')).slice(0, -4)}AAAA`;
    const staff = { sub: 'x', login: 'admin@demo.test', groups: 'admin' };
    for (const e of [event({}), event({ Authorization: `Bearer ${forged}` }), event({}, staff)]) {
      expect((await handler(e, context)).statusCode).toBe(401);
    }
  });
});
