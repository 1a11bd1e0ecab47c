import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { safeReturnTarget } from '../../shared/auth/return-target';
import { maybeSignedIn } from '../../shared/auth/stored-session';
import { ensureConfig, ensureStarted } from '../../shared/config/startup';
import { HOME, SIGN_IN } from './route-decision';

/** A signed-in user goes on to where they were heading. */
async function leaveIfSignedIn(request: Request): Promise<null> {
  const [{ isSignedIn }] = await Promise.all([import('../../shared/auth/session'), ensureStarted()]);
  if (await isSignedIn()) throw redirect(safeReturnTarget(new URL(request.url).searchParams.get('redirect')));
  return null;
}

/** Sign-up, confirmation, password reset: signed-out users only, with Amplify ready for the screen's calls. */
export const signedOutOnly = ({ request }: LoaderFunctionArgs): Promise<null> => leaveIfSignedIn(request);

/**
 * Sign-in: the same rule, but a visitor with no stored session (and not coming back from the
 * corporate identity provider, whose answer Amplify completes) is signed out for certain, so the
 * screen paints without waiting for Amplify; the screen loads it when the form is sent.
 */
export async function signInOnly({ request }: LoaderFunctionArgs): Promise<null> {
  const config = await ensureConfig();
  const { searchParams } = new URL(request.url);
  const fromIdentityProvider = searchParams.has('code') || searchParams.has('error');
  if (!fromIdentityProvider && !maybeSignedIn(config.userPoolClientId)) return null;
  return leaveIfSignedIn(request);
}

/** `/`: sign-in for a visitor with no stored session (signed out for certain), else the start page. */
export async function landing(): Promise<never> {
  const config = await ensureConfig();
  throw redirect(maybeSignedIn(config.userPoolClientId) ? HOME : SIGN_IN);
}
