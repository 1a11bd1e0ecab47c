import {
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../../infra/local/seed';
import { call, cognito } from '../support/api';

const stack = inject('localStack');

describe('session refresh on the local identity provider', () => {
  it('renews tokens the way the SPA does (GetTokensFromRefreshToken) and the new ID token is accepted', async () => {
    const signedIn = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.userPoolClientId,
        AuthParameters: { USERNAME: 'individual@demo.test', PASSWORD: DEMO_PASSWORD },
      }),
    );
    const refreshToken = signedIn.AuthenticationResult?.RefreshToken;
    expect(refreshToken).toBeTruthy();

    const renewed = await cognito.send(
      new GetTokensFromRefreshTokenCommand({ ClientId: stack.userPoolClientId, RefreshToken: refreshToken }),
    );
    const idToken = renewed.AuthenticationResult?.IdToken;
    expect(idToken).toBeTruthy();

    const me = await call<{ response: { login: string } }>('GET', '/api/account/me', { token: idToken });
    expect(me.status).toBe(200);
    expect(me.body.response.login).toBe('individual@demo.test');
  });

  it('refuses a refresh token it never issued', async () => {
    await expect(
      cognito.send(
        new GetTokensFromRefreshTokenCommand({
          ClientId: stack.userPoolClientId,
          RefreshToken: 'not-a-token',
        }),
      ),
    ).rejects.toThrow();
  });
});
