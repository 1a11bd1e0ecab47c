import {
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminGetUserCommand,
  AdminUserGlobalSignOutCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { env } from '../../lib/env';
import { conflict } from '../../lib/errors';
import './messages';

/**
 * The identity provider (Cognito; cognito-local here): the sign-in e-mail lives there, so a login
 * change is made there first. Its own module, so only the functions that change logins bundle the client.
 */
const cognito = new CognitoIdentityProviderClient({ region: env.AWS_REGION });

async function subOf(username: string): Promise<string | null> {
  try {
    const user = await cognito.send(
      new AdminGetUserCommand({ UserPoolId: env.USER_POOL_ID, Username: username }),
    );
    return user.UserAttributes?.find((a) => a.Name === 'sub')?.Value ?? null;
  } catch (error) {
    if (error instanceof UserNotFoundException || (error as Error).name === 'UserNotFoundException')
      return null;
    throw error;
  }
}

/** The user signs in with `to` from now on; refused (409) when another user already signs in with it. */
async function changeSignInEmail(sub: string, to: string): Promise<void> {
  const holder = await subOf(to);
  if (holder && holder !== sub) throw conflict('accounts.loginTaken', { login: to });
  await cognito.send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: env.USER_POOL_ID,
      Username: sub,
      UserAttributes: [
        { Name: 'email', Value: to },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
}

/** A closed account: the person can no longer sign in, and its refresh tokens stop working. */
async function disableSignIn(sub: string): Promise<void> {
  await cognito.send(new AdminDisableUserCommand({ UserPoolId: env.USER_POOL_ID, Username: sub }));
  try {
    await cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: env.USER_POOL_ID, Username: sub }));
  } catch (error) {
    // cognito-local does not implement the global sign-out; the disabled user cannot refresh anyway.
    if (!(error as Error).name.includes('Unsupported')) throw error;
  }
}

const isUserNotFound = (error: unknown) =>
  error instanceof UserNotFoundException || (error as Error).name === 'UserNotFoundException';

/**
 * Erasure (retention): the user can no longer sign in; a user already gone is no error. By subject,
 * then by login (cognito-local knows users by their user name only), only if the login is still this user's.
 */
async function deleteUser(sub: string, login?: string): Promise<void> {
  const username = login && (await subOf(login)) === sub ? login : sub;
  try {
    await cognito.send(new AdminDeleteUserCommand({ UserPoolId: env.USER_POOL_ID, Username: username }));
  } catch (error) {
    if (!isUserNotFound(error)) throw error;
  }
}

export const identityProvider = { changeSignInEmail, disableSignIn, deleteUser };
