import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';
import { MFA_CLAIM, MFA_CLAIM_TOTP } from '@shared/constants/security';

/**
 * The user pool's pre-token-generation trigger: the ID token of a user with a TOTP authenticator carries
 * `mfa: totp`, which the API demands of staff (functions/http/group-handler.ts). The pool's MFA is optional,
 * so Cognito asks such a user for the code at every sign-in: a new session's token was MFA-authenticated.
 * A renewal is of a session signed in the same way, since enabling TOTP in the SPA ends every earlier
 * session (sign out everywhere, checked by the authorizer). Locally cognito-local runs this same handler
 * (infra/local/emulators/cognito.ts).
 */
let cognito: CognitoIdentityProviderClient | undefined;

export async function handler(
  event: PreTokenGenerationTriggerEvent,
): Promise<PreTokenGenerationTriggerEvent> {
  // Created on first use: locally the emulator's address is in the environment only once the stack runs.
  cognito ??= new CognitoIdentityProviderClient({});
  const user = await cognito.send(
    new AdminGetUserCommand({ UserPoolId: event.userPoolId, Username: event.userName }),
  );
  const totp = user.UserMFASettingList?.includes('SOFTWARE_TOKEN_MFA') ?? false;
  return {
    ...event,
    response: {
      claimsOverrideDetails: totp ? { claimsToAddOrOverride: { [MFA_CLAIM]: MFA_CLAIM_TOTP } } : {},
    },
  };
}
