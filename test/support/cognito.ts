import {
  AssociateSoftwareTokenCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
  type AuthenticationResultType,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { TOTP } from 'otpauth';
import { MFA_CLAIM } from '@shared/constants/security';
import { DEMO_TOTP_SECRET } from '../../infra/local/seed';

/** The current code of a TOTP secret (base32), as an authenticator app shows it. */
export const totpCode = (secret: string): string => new TOTP({ secret, digits: 6, period: 30 }).generate();

/** The TOTP secrets of users the tests enrolled; the demo staff have DEMO_TOTP_SECRET from the seed. */
const enrolled = new Map<string, string>();
export const totpSecretOf = (email: string): string => enrolled.get(email) ?? DEMO_TOTP_SECRET;

const claimsOf = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

/**
 * The tokens the SPA gets from cognito-local with USER_PASSWORD_AUTH (it has no SRP), as a user completes the
 * sign-in: with the code of their authenticator when Cognito asks for it, and, for a staff member without one,
 * after setting it up the way the SPA does (associate, verify, prefer, sign in again with the code).
 */
export async function signInTokens(
  cognito: CognitoIdentityProviderClient,
  clientId: string,
  email: string,
  password: string,
): Promise<AuthenticationResultType> {
  const started = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const result =
    started.ChallengeName === 'SOFTWARE_TOKEN_MFA'
      ? (
          await cognito.send(
            new RespondToAuthChallengeCommand({
              ClientId: clientId,
              ChallengeName: 'SOFTWARE_TOKEN_MFA',
              Session: started.Session,
              ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: totpCode(totpSecretOf(email)) },
            }),
          )
        ).AuthenticationResult
      : started.AuthenticationResult;
  if (!result?.IdToken || !result.AccessToken) throw new Error(`cognito-local gave no tokens for ${email}`);
  const claims = claimsOf(result.IdToken);
  const staff = Array.isArray(claims['cognito:groups']) && claims['cognito:groups'].length > 0;
  if (!staff || claims[MFA_CLAIM]) return result;
  await enrolTotp(cognito, result.AccessToken, email);
  return signInTokens(cognito, clientId, email, password);
}

/** Sets up a TOTP authenticator for the signed-in user, as the SPA's first staff sign-in does. */
export async function enrolTotp(
  cognito: CognitoIdentityProviderClient,
  accessToken: string,
  email: string,
): Promise<string> {
  const { SecretCode } = await cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
  if (!SecretCode) throw new Error(`cognito-local gave ${email} no TOTP secret`);
  await cognito.send(
    new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: totpCode(SecretCode) }),
  );
  await cognito.send(
    new SetUserMFAPreferenceCommand({
      AccessToken: accessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  );
  enrolled.set(email, SecretCode);
  return SecretCode;
}

/** The ID token of a completed sign-in (signInTokens). */
export async function passwordSignIn(
  cognito: CognitoIdentityProviderClient,
  clientId: string,
  email: string,
  password: string,
): Promise<string> {
  const { IdToken } = await signInTokens(cognito, clientId, email, password);
  return IdToken ?? '';
}
