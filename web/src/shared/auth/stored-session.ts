/** The prefix of every key Amplify's token store writes to localStorage (its AUTH_KEY_PREFIX). */
const AMPLIFY_KEY_PREFIX = 'CognitoIdentityServiceProvider';

/**
 * Whether Amplify may hold a session for this app client: its token store (localStorage, Amplify's
 * default) keeps every token under `CognitoIdentityServiceProvider.<client id>.`. With no such key
 * the visitor is signed out for certain, and the sign-in screen paints without loading Amplify to
 * ask it.
 */
export function maybeSignedIn(userPoolClientId: string, storage: Storage = localStorage): boolean {
  const prefix = `${AMPLIFY_KEY_PREFIX}.${userPoolClientId}.`;
  for (let i = 0; i < storage.length; i++) {
    if (storage.key(i)?.startsWith(prefix)) return true;
  }
  return false;
}
