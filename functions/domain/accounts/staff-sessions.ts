import { STAFF_IDLE_LIMIT_MS } from '@shared/constants/security';
import { env } from '../../lib/env';
import { staffSessionRepository } from './staff-session-repository';

/**
 * Staff sessions (issue 20). A session is one sign-in, named by the tokens' `auth_time`, which Cognito keeps
 * across renewals. It ends
 * - after a working day without an API call (STAFF_IDLE_LIMIT_MS): a token stolen from an idle browser, or
 *   renewed there by a stolen refresh token, keeps the session's sign-in time and is refused all the same;
 * - when its user signs out everywhere: every session that began before that moment is refused, whatever
 *   token or refresh token of it is still around (Cognito revokes the refresh tokens as well).
 * The authorizer asks at most once per token and cache period (5 min), so the last call is known to that.
 */
export type SessionVerdict = 'active' | 'idle' | 'signed-out';

export async function checkStaffSession(sub: string, authTime: number, now: Date): Promise<SessionVerdict> {
  const [signOut, session] = await Promise.all([
    staffSessionRepository.getSignOut(sub),
    staffSessionRepository.getSession(sub, authTime),
  ]);
  // Second precision: a sign-in in the very second of the sign-out counts as before it.
  if (signOut && authTime * 1000 <= Date.parse(signOut.signedOutAt)) return 'signed-out';
  const lastActivity = Math.max(authTime * 1000, session ? Date.parse(session.lastActivityAt) : 0);
  if (now.getTime() - lastActivity > STAFF_IDLE_LIMIT_MS) return 'idle';
  await staffSessionRepository.touch(sub, authTime, now);
  return 'active';
}

/**
 * "Выйти на всех устройствах": every session of the user that began until now is refused by the API, and
 * Cognito revokes the user's refresh tokens so that none of them is renewed.
 */
export async function signOutEverywhere(sub: string, now: Date): Promise<void> {
  await staffSessionRepository.signOut(sub, now);
  // Loaded here: the authorizer, which shares this module, never signs anyone out.
  const { AdminUserGlobalSignOutCommand, CognitoIdentityProviderClient } =
    await import('@aws-sdk/client-cognito-identity-provider');
  await new CognitoIdentityProviderClient({ region: env.AWS_REGION }).send(
    new AdminUserGlobalSignOutCommand({ UserPoolId: env.USER_POOL_ID, Username: sub }),
  );
}
