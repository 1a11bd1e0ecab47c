import type { APIGatewayAuthorizerResult, APIGatewayTokenAuthorizerEvent } from 'aws-lambda';
import { isStaff } from '../lib/caller';
import { clock } from '../lib/clock';
import { log } from '../lib/logger';
import { createTokenVerifier } from '../lib/token-verifier';

/**
 * The Lambda authorizer of every protected route: verifies the Cognito ID token (functions/lib/token-verifier.ts),
 * ends staff sessions that were idle for a working day or signed out everywhere (domain/accounts/staff-sessions.ts),
 * and hands the subject, login, groups and whether the sign-in passed TOTP to the handlers as the authorizer context.
 */
const verify = createTokenVerifier();
/** Loaded on the first staff call: suppliers' tokens need no DynamoDB client, so a cold start loads none. */
const staffSessions = () => import('../domain/accounts/staff-sessions');

/** The policy allows every method of the API so that a cached result serves the caller's next calls. */
function apiWideResource(methodArn: string): string {
  const [arnPrefix, stage] = methodArn.split('/');
  return `${arnPrefix}/${stage}/*/*`;
}

/** API Gateway turns exactly this message into a 401. */
function unauthorized(reason: unknown): Error {
  log('info', 'token rejected', { reason: reason instanceof Error ? reason.message : String(reason) });
  return new Error('Unauthorized');
}

export async function handler(event: APIGatewayTokenAuthorizerEvent): Promise<APIGatewayAuthorizerResult> {
  const caller = await verify(event.authorizationToken).catch((error: unknown) => {
    throw unauthorized(error);
  });
  // A failure to read the session is the service's fault (a 500), not a reason to sign the user out.
  if (isStaff(caller)) {
    const { checkStaffSession } = await staffSessions();
    const verdict = await checkStaffSession(caller.sub, caller.authTime, clock.now());
    if (verdict !== 'active') throw unauthorized(`staff session ${verdict}`);
  }
  return {
    principalId: caller.sub,
    policyDocument: {
      Version: '2012-10-17',
      Statement: [
        { Action: 'execute-api:Invoke', Effect: 'Allow', Resource: apiWideResource(event.methodArn) },
      ],
    },
    context: {
      sub: caller.sub,
      login: caller.login,
      groups: caller.groups.join(','),
      mfa: String(caller.mfa),
    },
  };
}
