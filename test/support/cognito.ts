import {
  InitiateAuthCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';

/** The ID token the SPA gets from cognito-local with USER_PASSWORD_AUTH (it has no SRP). */
export async function passwordSignIn(
  cognito: CognitoIdentityProviderClient,
  clientId: string,
  email: string,
  password: string,
): Promise<string> {
  const { AuthenticationResult } = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  if (!AuthenticationResult?.IdToken) throw new Error(`cognito-local gave no ID token for ${email}`);
  return AuthenticationResult.IdToken;
}
