import { queryClient } from '../api/query-client';
import { endSession } from './sign-out';

let ending = false;

/**
 * The API refused the session's token (a staff session idle for 8 hours, a sign-out on all devices, a session
 * the identity provider ended): sign out here too, and say why on the sign-in screen.
 */
export async function sessionEnded(): Promise<void> {
  if (ending) return;
  ending = true;
  await endSession(queryClient);
  window.location.assign('/auth/sign-in?ended');
}
