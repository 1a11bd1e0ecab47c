import type { APIGatewayAuthorizerResult, APIGatewayTokenAuthorizerEvent } from 'aws-lambda';
import { log } from '../lib/logger';
import { createTokenVerifier } from '../lib/token-verifier';

/**
 * The Lambda authorizer of every protected route: verifies the Cognito ID token (functions/lib/token-verifier.ts)
 * and hands the subject, login and groups to the handlers as the authorizer context.
 */
const verify = createTokenVerifier();

/** The policy allows every method of the API so that a cached result serves the caller's next calls. */
function apiWideResource(methodArn: string): string {
  const [arnPrefix, stage] = methodArn.split('/');
  return `${arnPrefix}/${stage}/*/*`;
}

export async function handler(event: APIGatewayTokenAuthorizerEvent): Promise<APIGatewayAuthorizerResult> {
  try {
    const caller = await verify(event.authorizationToken);
    return {
      principalId: caller.sub,
      policyDocument: {
        Version: '2012-10-17',
        Statement: [
          { Action: 'execute-api:Invoke', Effect: 'Allow', Resource: apiWideResource(event.methodArn) },
        ],
      },
      context: { sub: caller.sub, login: caller.login, groups: caller.groups.join(',') },
    };
  } catch (error) {
    log('info', 'token rejected', { reason: error instanceof Error ? error.message : String(error) });
    // API Gateway turns exactly this message into a 401.
    throw new Error('Unauthorized');
  }
}
