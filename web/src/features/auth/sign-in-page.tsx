import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { safeReturnTarget } from '../../shared/auth/return-target';
import { TotpCodeField } from '../../shared/auth/totp-code-field';
import { hasFederatedSignIn, runtimeConfig } from '../../shared/config/runtime-config';
import { FormField } from '../../shared/ui/form-field';
import { AuthCard } from './auth-card';
import { authErrorKey } from '../../shared/auth/auth-error-key';

/**
 * Amplify's sign-in, loaded after the screen is there: as soon as the user types (so it has arrived
 * when the form is sent), or at once when the corporate sign-in may be coming back with its answer.
 */
const cognito = () => import('./cognito-sign-in').then((m) => m.cognitoSignIn());
/** A failed load is reported when the form is sent, which loads it again. */
const warmUp = () => void cognito().catch(() => undefined);
const StaffTotpSetup = lazy(() => import('./staff-totp-setup').then((m) => ({ default: m.StaffTotpSetup })));

/** /auth/sign-in: e-mail and password, or the corporate identity provider when one is configured. */
export function SignInPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [newPassword, setNewPassword] = useState<string | null>(null);
  /** The second factor: the code of a set-up app, or (staff, first sign-in) setting the app up. */
  const [totp, setTotp] = useState<'code' | 'setup' | null>(null);
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const config = runtimeConfig();
  const target = safeReturnTarget(params.get('redirect'));
  const info =
    notice ??
    (params.has('confirmed')
      ? t('signIn.confirmed')
      : params.has('reset')
        ? t('signIn.passwordReset')
        : params.has('ended')
          ? t('signIn.sessionEnded')
          : null);

  const federatedSignIn = hasFederatedSignIn(config);
  useEffect(() => {
    if (!federatedSignIn) return;
    let stop: (() => void) | null = null;
    let unmounted = false;
    // Loading Amplify also completes a corporate sign-in coming back to this address.
    cognito().then(
      ({ Hub }) => {
        if (unmounted) return;
        stop = Hub.listen('auth', ({ payload }) => {
          if (payload.event === 'signInWithRedirect') void navigate(target, { replace: true });
          if (payload.event === 'signInWithRedirect_failure') setError(t('errors.federatedFailed'));
        });
      },
      // Sending the form loads it again and reports a failure.
      () => undefined,
    );
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [federatedSignIn, navigate, target, t]);

  const finish = async (step: string) => {
    if (step === 'DONE') {
      const { staffWithoutTotp } = await cognito();
      if (await staffWithoutTotp()) {
        setTotp('setup');
        return;
      }
      queryClient.clear();
      await navigate(target, { replace: true });
    } else if (step === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') {
      setCode('');
      setTotp('code');
    } else if (step === 'CONFIRM_SIGN_UP') {
      await navigate(`/auth/confirm?email=${encodeURIComponent(email)}`);
    } else if (step === 'RESET_PASSWORD') {
      await navigate(`/auth/reset-password?email=${encodeURIComponent(email)}`);
    } else if (step === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') {
      setNewPassword('');
    } else {
      setError(t('errors.unsupportedStep'));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const { signIn, confirmSignIn } = await cognito();
      const result =
        totp === 'code'
          ? await confirmSignIn({ challengeResponse: code })
          : newPassword === null
            ? await signIn({
                username: email.trim(),
                password,
                options: { authFlowType: config.authFlow },
              })
            : await confirmSignIn({ challengeResponse: newPassword });
      await finish(result.nextStep.signInStep);
    } catch (failure) {
      const key = authErrorKey(failure, newPassword === null && totp === null ? 'sign-in' : 'other');
      setError(t(totp === 'code' && key === 'errors.wrongCode' ? 'errors.wrongTotpCode' : key));
    } finally {
      setBusy(false);
    }
  };

  /** TOTP is set up and earlier sessions ended: sign in again, now with the code. */
  const signInWithCode = async () => {
    setNotice(t('totp.enabledSignInAgain'));
    const { signIn } = await cognito();
    const result = await signIn({
      username: email.trim(),
      password,
      options: { authFlowType: config.authFlow },
    });
    await finish(result.nextStep.signInStep);
  };

  const federated = async () => {
    setError(null);
    try {
      const { signInWithRedirect } = await cognito();
      await signInWithRedirect({ provider: { custom: config.oidcProvider ?? '' } });
    } catch (failure) {
      setError(t(authErrorKey(failure)));
    }
  };

  const [title, subtitle] =
    totp === 'setup'
      ? [t('totp.setupTitle'), t('totp.setupSubtitle')]
      : totp === 'code'
        ? [t('totp.codeTitle'), t('totp.codeSubtitle')]
        : [t('signIn.title'), newPassword === null ? t('signIn.subtitle') : t('signIn.newPasswordRequired')];

  if (totp === 'setup') {
    return (
      <AuthCard title={title} subtitle={subtitle} error={error} info={info}>
        <Suspense fallback={null}>
          <StaffTotpSetup account={email.trim()} onEnabled={signInWithCode} />
        </Suspense>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={title}
      subtitle={subtitle}
      error={error}
      info={info}
      footer={
        <>
          <Link to="/auth/reset-password">{t('signIn.forgotPassword')}</Link>
          <Link to="/auth/sign-up">{t('signIn.register')}</Link>
        </>
      }
    >
      <form className="auth-form" onSubmit={submit} onInput={warmUp} noValidate>
        {totp === 'code' ? (
          <TotpCodeField id="totp-code" value={code} onChange={setCode} />
        ) : newPassword === null ? (
          <>
            <FormField id="email" label={t('fields.email')}>
              <InputText
                id="email"
                type="email"
                autoComplete="username"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                required
                autoFocus
              />
            </FormField>
            <FormField id="password" label={t('fields.password')}>
              <Password
                inputId="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                feedback={false}
                toggleMask
                required
              />
            </FormField>
          </>
        ) : (
          <FormField id="new-password" label={t('fields.newPassword')} hint={t('fields.passwordHint')}>
            <Password
              inputId="new-password"
              autoComplete="new-password"
              value={newPassword}
              onChange={(e) => setNewPassword(e.target.value)}
              feedback={false}
              toggleMask
              required
            />
          </FormField>
        )}
        <Button
          type="submit"
          label={totp === 'code' ? t('totp.confirm') : t('signIn.submit')}
          loading={busy}
          disabled={!email || !password || (totp === 'code' && code.length !== 6)}
        />
      </form>
      {federatedSignIn && newPassword === null && totp === null && (
        <>
          <div className="auth-divider">{t('signIn.or')}</div>
          <Button
            type="button"
            label={t('signIn.federated')}
            icon="pi pi-building"
            severity="secondary"
            outlined
            className="auth-federated"
            onClick={federated}
          />
        </>
      )}
    </AuthCard>
  );
}
