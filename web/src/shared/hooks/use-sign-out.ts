import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { endSession } from '../auth/sign-out';

/** 'Выход': end the session, then go to the start page (which asks to sign in again). */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await endSession(queryClient);
    await navigate('/', { replace: true });
  }, [queryClient, navigate]);
}
