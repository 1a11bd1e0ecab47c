import { JwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import * as z from 'zod/mini';
import { MFA_CLAIM, MFA_CLAIM_TOTP } from '@shared/constants/security';
import { STAFF_GROUPS, type StaffGroup } from '@shared/constants/spec';
import { AUTH_ENV } from '@shared/resources';
import type { Caller } from './caller';

/**
 * THE check of a Cognito ID token, by issuer and JWKS (so the same code trusts Cognito in AWS and
 * cognito-local on a laptop). The authorizer runs it in AWS and on the local gateway; in the LocalStack
 * profile, whose community edition runs no Lambda authorizers, every function runs it itself.
 */
const config = () =>
  z
    .object({
      [AUTH_ENV.issuer]: z.url(),
      [AUTH_ENV.jwksUri]: z.url(),
      [AUTH_ENV.clientId]: z.string().check(z.minLength(1)),
    })
    .parse(process.env) as Record<string, string>;

/** aws-jwt-verify fetches JWKS over https only; cognito-local serves it over plain http on a laptop. */
const plainHttpJwks = () =>
  new SimpleJwksCache({
    fetcher: {
      fetch: async (uri: string) => {
        const response = await fetch(uri);
        if (!response.ok) throw new Error(`JWKS ${uri} answered ${response.status}`);
        return response.arrayBuffer();
      },
    },
  });

/**
 * A trusted token's holder, and when its session signed in (`auth_time`, epoch seconds: Cognito keeps it
 * across renewals, so it names the session).
 */
export type VerifiedCaller = Caller & { mfa: boolean; authTime: number };

/**
 * Who the token's holder is (subject, login, staff groups, whether the sign-in passed TOTP); throws on any
 * token it does not trust.
 */
export function createTokenVerifier(): (authorization: string | undefined) => Promise<VerifiedCaller> {
  const env = config();
  const jwksUri = env[AUTH_ENV.jwksUri]!;
  const verifier = JwtVerifier.create(
    { issuer: env[AUTH_ENV.issuer]!, jwksUri, audience: env[AUTH_ENV.clientId]! },
    jwksUri.startsWith('http://') ? { jwksCache: plainHttpJwks() } : undefined,
  );
  return async (authorization) => {
    const token = authorization?.replace(/^Bearer\s+/i, '') ?? '';
    const claims = await verifier.verify(token);
    if (claims.token_use !== 'id') throw new Error('not an ID token');
    const groups = Array.isArray(claims['cognito:groups']) ? (claims['cognito:groups'] as string[]) : [];
    return {
      sub: String(claims.sub),
      login: String(claims.email ?? claims['cognito:username'] ?? ''),
      groups: groups.filter((g): g is StaffGroup => (STAFF_GROUPS as readonly string[]).includes(g)),
      mfa: claims[MFA_CLAIM] === MFA_CLAIM_TOTP,
      authTime: Number(claims.auth_time ?? claims.iat),
    };
  };
}
