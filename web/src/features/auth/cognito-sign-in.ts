// Loaded on demand by the sign-in screen: the screen paints before Amplify arrives.
import { confirmSignIn, signIn, signInWithRedirect } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { ensureStarted } from '../../shared/config/startup';

/** Amplify's sign-in calls, once Amplify is pointed at the deployment's user pool. */
export async function cognitoSignIn() {
  await ensureStarted();
  return { confirmSignIn, signIn, signInWithRedirect, Hub };
}
