import type { APIGatewayAuthorizerResult, APIGatewayTokenAuthorizerEvent } from 'aws-lambda';
import { JwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import * as z from 'zod';
import { AUTH_ENV } from '@shared/resources';
import { log } from '../lib/logger';

/**
 * The Lambda authorizer of every protected route: verifies the Cognito ID token by issuer and JWKS
 * (so the same code trusts Cognito in AWS and cognito-local on a laptop) and hands the subject,
 * login and groups to the handlers as the authorizer context.
 */
const config = z
  .object({
    [AUTH_ENV.issuer]: z.string().url(),
    [AUTH_ENV.jwksUri]: z.string().url(),
    [AUTH_ENV.clientId]: z.string().min(1),
  })
  .parse(process.env);

const jwksUri = config[AUTH_ENV.jwksUri] as string;

/** aws-jwt-verify fetches JWKS over https only; cognito-local serves it over plain http on a laptop. */
const plainHttpJwks = new SimpleJwksCache({
  fetcher: {
    fetch: async (uri: string) => {
      const response = await fetch(uri);
      if (!response.ok) throw new Error(`JWKS ${uri} answered ${response.status}`);
      return response.arrayBuffer();
    },
  },
});

const verifier = JwtVerifier.create(
  { issuer: config[AUTH_ENV.issuer] as string, jwksUri, audience: config[AUTH_ENV.clientId] as string },
  jwksUri.startsWith('http://') ? { jwksCache: plainHttpJwks } : undefined,
);

/** The policy allows every method of the API so that a cached result serves the caller's next calls. */
function apiWideResource(methodArn: string): string {
  const [arnPrefix, stage] = methodArn.split('/');
  return `${arnPrefix}/${stage}/*/*`;
}

export async function handler(event: APIGatewayTokenAuthorizerEvent): Promise<APIGatewayAuthorizerResult> {
  const token = event.authorizationToken?.replace(/^Bearer\s+/i, '') ?? '';
  try {
    const claims = await verifier.verify(token);
    if (claims.token_use !== 'id') throw new Error('not an ID token');
    const groups = Array.isArray(claims['cognito:groups']) ? (claims['cognito:groups'] as string[]) : [];
    return {
      principalId: String(claims.sub),
      policyDocument: {
        Version: '2012-10-17',
        Statement: [
          { Action: 'execute-api:Invoke', Effect: 'Allow', Resource: apiWideResource(event.methodArn) },
        ],
      },
      context: {
        sub: String(claims.sub),
        login: String(claims.email ?? claims['cognito:username'] ?? ''),
        groups: groups.join(','),
      },
    };
  } catch (error) {
    log('info', 'token rejected', { reason: error instanceof Error ? error.message : String(error) });
    // API Gateway turns exactly this message into a 401.
    throw new Error('Unauthorized');
  }
}
