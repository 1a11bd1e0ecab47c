import { fetchAuthSession } from 'aws-amplify/auth';
import { ensureStarted } from '../config/startup';

/** Amplify's session, once Amplify is pointed at the deployment's user pool. */
async function authSession(options?: { forceRefresh: boolean }) {
  await ensureStarted();
  return fetchAuthSession(options);
}

/** The Cognito ID token the API's authorizer checks, or null when nobody is signed in. */
export async function idToken(): Promise<string | null> {
  try {
    const session = await authSession();
    return session.tokens?.idToken?.toString() ?? null;
  } catch {
    return null;
  }
}

export async function isSignedIn(): Promise<boolean> {
  return (await idToken()) !== null;
}

/** Seconds of validity left on the ID token; null when there is no session. */
export async function idTokenSecondsLeft(now: number = Date.now()): Promise<number | null> {
  const session = await authSession();
  const exp = session.tokens?.idToken?.payload.exp;
  return typeof exp === 'number' ? exp - Math.floor(now / 1000) : null;
}

export async function renewSession(): Promise<void> {
  const session = await authSession({ forceRefresh: true });
  if (!session.tokens?.idToken) throw new Error('No tokens after refresh');
}
