import { Amplify } from 'aws-amplify';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { beforeEach, describe, expect, it } from 'vitest';
import { maybeSignedIn } from './stored-session';

const token = { toString: () => 'header.payload.signature', payload: {} };

beforeEach(() => {
  localStorage.clear();
  Amplify.configure({ Auth: { Cognito: { userPoolId: 'local_pool', userPoolClientId: 'client-a' } } });
});

describe('maybeSignedIn', () => {
  it('is false with nothing stored, or another app client stored', () => {
    localStorage.setItem('CognitoIdentityServiceProvider.client-b.LastAuthUser', 'someone');
    localStorage.setItem('i18nextLng', 'en');
    expect(maybeSignedIn('client-a')).toBe(false);
  });

  it("sees the session Amplify's own token store keeps (a change of its storage fails here)", async () => {
    await cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokens({
      tokens: { accessToken: token, idToken: token, username: 'legal@demo.test', clockDrift: 0 },
    });
    expect(maybeSignedIn('client-a')).toBe(true);
    await cognitoUserPoolsTokenProvider.tokenOrchestrator.clearTokens();
    expect(maybeSignedIn('client-a')).toBe(false);
  });
});
