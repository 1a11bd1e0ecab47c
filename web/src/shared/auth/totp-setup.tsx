import { setUpTOTP, updateMFAPreference, verifyTOTPSetup } from 'aws-amplify/auth';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import QRCode from 'qrcode';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TOTP_ISSUER } from '@shared/constants/security';
import { authErrorKey } from './auth-error-key';
import { TotpCodeField } from './totp-code-field';

/**
 * Sets up sign-in with a TOTP app for the signed-in user (Amplify's setUpTOTP / verifyTOTPSetup): the QR code
 * of the otpauth:// address and its key to type by hand, then the app's first code; TOTP becomes the preferred
 * second factor, which Cognito asks for at every sign-in from then on.
 */
export function TotpSetup({
  account,
  submitLabel,
  onDone,
}: {
  /** The login the app shows beside the issuer. */
  account: string;
  submitLabel: string;
  onDone: () => Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const [secret, setSecret] = useState<string | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // One association per account: each setUpTOTP call gives Cognito a new secret, so a second call (React's
  // development double effect, a language switch) could leave the app showing a secret Cognito no longer holds.
  const association = useRef<{ account: string; details: ReturnType<typeof setUpTOTP> } | null>(null);

  useEffect(() => {
    let live = true;
    if (association.current?.account !== account) association.current = { account, details: setUpTOTP() };
    association.current.details
      .then(async (details) => {
        const image = await QRCode.toDataURL(details.getSetupUri(TOTP_ISSUER, account).toString());
        if (!live) return;
        setSecret(details.sharedSecret);
        setQr(image);
      })
      .catch((failure: unknown) => live && setError(t(authErrorKey(failure))));
    return () => {
      live = false;
    };
  }, [account, t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await verifyTOTPSetup({ code });
      await updateMFAPreference({ totp: 'PREFERRED' });
      await onDone();
    } catch (failure) {
      const key = authErrorKey(failure);
      setError(t(key === 'errors.wrongCode' ? 'errors.wrongTotpCode' : key));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-form totp-setup" onSubmit={submit} noValidate data-testid="totp-setup">
      {error && <Message severity="error" text={error} />}
      <p>{t('totp.scan')}</p>
      {qr && <img src={qr} alt={t('totp.qr')} width={200} height={200} data-testid="totp-qr" />}
      {secret && (
        <p>
          {t('totp.secret')}: <code data-testid="totp-secret">{secret}</code>
        </p>
      )}
      <TotpCodeField id="totp-setup-code" value={code} onChange={setCode} />
      <Button type="submit" label={submitLabel} loading={busy} disabled={code.length !== 6 || !secret} />
    </form>
  );
}
