// Loaded when a staff member without TOTP has signed in: Amplify and the QR code stay out of the sign-in screen.
import { signOut } from 'aws-amplify/auth';
import { useTranslation } from 'react-i18next';
import { signOutEverywhere } from '@shared/api/areas/system';
import { apiCall } from '../../shared/api/api-client';
import { TotpSetup } from '../../shared/auth/totp-setup';

/**
 * The first sign-in of a staff member: TOTP is set up, then every session begun before it (this one, which
 * passed no code, and any other) is ended, so that no token without the second factor outlives the setup;
 * the sign-in screen then signs in again and asks for the code.
 */
export function StaffTotpSetup({ account, onEnabled }: { account: string; onEnabled: () => Promise<void> }) {
  const { t } = useTranslation('auth');
  const done = async () => {
    await apiCall(signOutEverywhere);
    await signOut();
    await onEnabled();
  };
  return <TotpSetup account={account} submitLabel={t('totp.setupConfirm')} onDone={done} />;
}
