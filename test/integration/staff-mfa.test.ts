import {
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { APIGatewayAuthorizerResult, APIGatewayTokenAuthorizerEvent } from 'aws-lambda';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { AUTH_ENV } from '@shared/resources';
import { DEMO_PASSWORD } from '../../infra/local/seed';
import type * as AuthorizerModule from '../../functions/authorizer/handler';
import type * as ClockModule from '../../functions/lib/clock';
import { call, cognito, createUser, signIn, uniqueEmail } from '../support/api';
import { enrolTotp, signInTokens, totpCode, totpSecretOf } from '../support/cognito';
import { useEmulatorsInProcess } from './supplier-helpers';

/**
 * Staff behind TOTP (issue 20), on the emulators: the pre-token-generation trigger marks a sign-in that passed
 * the code, the API serves staff routes only to such tokens, suppliers choose, and the authorizer ends idle
 * and signed-out staff sessions.
 */
const stack = inject('localStack');
const STAFF_ROUTE = '/api/backoffice/change-requests';
const HOUR = 3_600_000;

/** A password-only sign-in, as before TOTP is set up: no code asked, none given. */
async function passwordOnly(email: string) {
  const { AuthenticationResult, ChallengeName } = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD },
    }),
  );
  return { tokens: AuthenticationResult, challenge: ChallengeName };
}

const claims = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

describe('staff sign in with TOTP', () => {
  it('refuses staff routes, in Russian, to a staff sign-in without the code, and serves them once it passed TOTP', async () => {
    const email = uniqueEmail('mfa-moderator');
    await createUser(email, ['moderator']);
    const { tokens } = await passwordOnly(email);
    const withoutCode = tokens?.IdToken ?? '';
    expect(claims(withoutCode).mfa).toBeUndefined();

    const refused = await call<{ code: string; message: string }>('GET', STAFF_ROUTE, { token: withoutCode });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    expect(refused.body.message).toContain('кодом из приложения-аутентификатора');
    // Routes every user has still answer (the SPA reads the profile while TOTP is set up), without staff powers.
    expect((await call('GET', '/api/account/me', { token: withoutCode })).status).toBe(200);

    const token = await signIn(email);
    expect(claims(token).mfa).toBe('totp');
    expect((await call('GET', STAFF_ROUTE, { token })).status).toBe(200);
  });

  it('asks the demo staff for the code of the seeded secret at every sign-in', async () => {
    const { challenge, tokens } = await passwordOnly('moderator@demo.test');
    expect(challenge).toBe('SOFTWARE_TOKEN_MFA');
    expect(tokens).toBeUndefined();
    expect(claims(await signIn('moderator@demo.test')).mfa).toBe('totp');
  });
});

describe('suppliers choose', () => {
  it('a supplier without TOTP signs in with the password and works as before', async () => {
    const { challenge, tokens } = await passwordOnly('legal@demo.test');
    expect(challenge).toBeUndefined();
    const me = await call<{ response: { login: string } }>('GET', '/api/account/me', {
      token: tokens?.IdToken,
    });
    expect(me.status).toBe(200);
    expect(me.body.response.login).toBe('legal@demo.test');
  });

  it('a supplier who turned TOTP on is asked for the code at the next sign-in, and a wrong code is refused', async () => {
    const email = uniqueEmail('mfa-supplier');
    await createUser(email);
    const { tokens } = await passwordOnly(email);
    const secret = await enrolTotp(cognito, tokens?.AccessToken ?? '', email);

    const next = await passwordOnly(email);
    expect(next.challenge).toBe('SOFTWARE_TOKEN_MFA');
    expect(next.tokens).toBeUndefined();
    const answer = (code: string) =>
      cognito.send(
        new RespondToAuthChallengeCommand({
          ClientId: stack.userPoolClientId,
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session: 'from-initiate-auth',
          ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: code },
        }),
      );
    const wrong = String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    await expect(answer(wrong)).rejects.toThrow();
    const { AuthenticationResult } = await answer(totpCode(secret));
    expect(claims(AuthenticationResult?.IdToken ?? '').mfa).toBe('totp');
  });
});

describe('staff sessions (the authorizer, run here with the clock moved)', () => {
  let authorizer: typeof AuthorizerModule;
  let clocks: typeof ClockModule;
  const authorize = (token: string): Promise<APIGatewayAuthorizerResult> =>
    authorizer.handler({
      type: 'TOKEN',
      authorizationToken: `Bearer ${token}`,
      methodArn: 'arn:aws:execute-api:local:000000000000:api/prod/GET/api/account/me',
    } satisfies APIGatewayTokenAuthorizerEvent);
  /** Runs the authorizer with the clock `offsetMs` ahead of now. */
  async function authorizeAt(offsetMs: number, token: string) {
    const restore = clocks.useClock(clocks.offsetClock(offsetMs));
    try {
      return await authorize(token);
    } finally {
      restore();
    }
  }
  /** A staff member of its own: a session ended here must not end another suite's. */
  async function staffMember(prefix: string) {
    const email = uniqueEmail(prefix);
    await createUser(email, ['support']);
    return { email, tokens: await signInTokens(cognito, stack.userPoolClientId, email, DEMO_PASSWORD) };
  }

  beforeAll(async () => {
    useEmulatorsInProcess();
    const issuer = `${stack.cognitoUrl}/${stack.userPoolId}`;
    Object.assign(process.env, {
      [AUTH_ENV.issuer]: issuer,
      [AUTH_ENV.jwksUri]: `${issuer}/.well-known/jwks.json`,
      [AUTH_ENV.clientId]: stack.userPoolClientId,
    });
    authorizer = await import('../../functions/authorizer/handler');
    clocks = await import('../../functions/lib/clock');
  });

  it('ends a session after 8 hours without a call; every call before that moves the limit on', async () => {
    const { tokens } = await staffMember('idle-support');
    const token = tokens.IdToken ?? '';
    expect((await authorizeAt(0, token)).context?.mfa).toBe('true');
    // A working day of calls a few hours apart keeps the session.
    await authorizeAt(7 * HOUR, token);
    await authorizeAt(14 * HOUR, token);
    // Then 8 hours and a minute of nothing.
    await expect(authorizeAt(22 * HOUR + 60_000, token)).rejects.toThrow('Unauthorized');
    // A token renewed from the idle session keeps its sign-in time: refused too.
    const renewed = await cognito.send(
      new GetTokensFromRefreshTokenCommand({
        ClientId: stack.userPoolClientId,
        RefreshToken: tokens.RefreshToken,
      }),
    );
    expect(claims(renewed.AuthenticationResult?.IdToken ?? '').auth_time).toBe(claims(token).auth_time);
    await expect(
      authorizeAt(22 * HOUR + 120_000, renewed.AuthenticationResult?.IdToken ?? ''),
    ).rejects.toThrow('Unauthorized');
  });

  it('"sign out everywhere" ends every earlier session: its tokens are refused and cannot be renewed', async () => {
    const { email, tokens } = await staffMember('everywhere-support');
    const token = tokens.IdToken ?? '';
    expect((await call('GET', '/api/communication/staff/inbox', { token })).status).toBe(200);
    const signedOut = await call('POST', '/api/account/sign-out-everywhere', { token });
    expect(signedOut.status).toBe(200);

    await expect(authorize(token)).rejects.toThrow('Unauthorized');
    await expect(
      cognito.send(
        new GetTokensFromRefreshTokenCommand({
          ClientId: stack.userPoolClientId,
          RefreshToken: tokens.RefreshToken,
        }),
      ),
    ).rejects.toThrow();
    // A sign-in after it (the next second: sign-outs count by the second) is a new session.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await signInTokens(cognito, stack.userPoolClientId, email, DEMO_PASSWORD);
    expect(totpSecretOf(email)).toBeTruthy();
    expect((await authorize(again.IdToken ?? '')).principalId).toBe(claims(token).sub);
  });
});
