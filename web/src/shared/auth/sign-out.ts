import type { QueryClient } from '@tanstack/react-query';
import { signOut } from 'aws-amplify/auth';
import { ensureStarted } from '../config/startup';
import { resetLanguage } from '../i18n/i18n';

/**
 * Ends the session. The profile and every cached answer go even when Cognito cannot be reached
 * (01 §4.5: logout clears the profile even if the identity-provider logout fails), and the
 * interface returns to Russian (01 §2.2).
 */
export async function endSession(queryClient: QueryClient): Promise<void> {
  try {
    await ensureStarted();
    await signOut();
  } catch (error) {
    console.error('Sign-out at the identity provider failed', error);
  } finally {
    queryClient.clear();
    await resetLanguage();
  }
}
