// Loaded on demand by the sign-in screen: the screen paints before Amplify arrives.
import { confirmSignIn, fetchAuthSession, signIn, signInWithRedirect, signOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { MFA_CLAIM, MFA_CLAIM_TOTP } from '@shared/constants/security';
import { ensureStarted } from '../../shared/config/startup';

/** Amplify's sign-in calls, once Amplify is pointed at the deployment's user pool. */
export async function cognitoSignIn() {
  await ensureStarted();
  return { confirmSignIn, signIn, signInWithRedirect, Hub, staffWithoutTotp, signOut };
}

/**
 * A staff member whose sign-in passed no TOTP code (none set up yet): the API refuses them the staff routes
 * until they set it up. Read from the ID token's groups and the trigger's mfa claim.
 */
async function staffWithoutTotp(): Promise<boolean> {
  const payload = (await fetchAuthSession()).tokens?.idToken?.payload;
  const groups = payload?.['cognito:groups'];
  return Array.isArray(groups) && groups.length > 0 && payload?.[MFA_CLAIM] !== MFA_CLAIM_TOTP;
}
