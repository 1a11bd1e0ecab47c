import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { SESSION_REFRESH_INTERVAL_MS, SESSION_RENEW_BELOW_SECONDS } from '@shared/constants/spec';
import { idTokenSecondsLeft, renewSession } from '../../shared/auth/session';
import { endSession } from '../../shared/auth/sign-out';
import { signInFor } from '../guards/route-decision';

export type RefreshOutcome = 'fresh' | 'renewed' | 'signed-out';

interface SessionPort {
  secondsLeft: () => Promise<number | null>;
  renew: () => Promise<void>;
}

/** One tick of the session keeper (01 §4.5): renew the tokens when under 70 s of validity remain. */
export async function refreshSessionIfNeeded(
  port: SessionPort = { secondsLeft: idTokenSecondsLeft, renew: renewSession },
): Promise<RefreshOutcome> {
  const left = await port.secondsLeft();
  if (left === null) return 'signed-out';
  if (left >= SESSION_RENEW_BELOW_SECONDS) return 'fresh';
  await port.renew();
  return 'renewed';
}

/** Checks the session every 2 minutes while a signed-in screen is open. */
export function useSessionRefresh(enabled: boolean): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => {
      refreshSessionIfNeeded().then(
        (outcome) => {
          // Signed out elsewhere (another tab): start over from a clean page.
          if (outcome === 'signed-out') window.location.reload();
        },
        async () => {
          console.error('Failed to refresh token');
          const here = window.location.pathname + window.location.search;
          await endSession(queryClient);
          await navigate(signInFor(here), { replace: true });
        },
      );
    }, SESSION_REFRESH_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [enabled, navigate, queryClient]);
}
