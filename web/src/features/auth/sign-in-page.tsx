import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { safeReturnTarget } from '../../shared/auth/return-target';
import { hasFederatedSignIn, runtimeConfig } from '../../shared/config/runtime-config';
import { FormField } from '../../shared/ui/form-field';
import { AuthCard } from './auth-card';
import { authErrorKey } from './auth-error-key';

/**
 * Amplify's sign-in, loaded after the screen is there: as soon as the user types (so it has arrived
 * when the form is sent), or at once when the corporate sign-in may be coming back with its answer.
 */
const cognito = () => import('./cognito-sign-in').then((m) => m.cognitoSignIn());
/** A failed load is reported when the form is sent, which loads it again. */
const warmUp = () => void cognito().catch(() => undefined);

/** /auth/sign-in: e-mail and password, or the corporate identity provider when one is configured. */
export function SignInPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [newPassword, setNewPassword] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const config = runtimeConfig();
  const target = safeReturnTarget(params.get('redirect'));
  const info = params.has('confirmed')
    ? t('signIn.confirmed')
    : params.has('reset')
      ? t('signIn.passwordReset')
      : null;

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
      queryClient.clear();
      await navigate(target, { replace: true });
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
        newPassword === null
          ? await signIn({
              username: email.trim(),
              password,
              options: { authFlowType: config.authFlow },
            })
          : await confirmSignIn({ challengeResponse: newPassword });
      await finish(result.nextStep.signInStep);
    } catch (failure) {
      setError(t(authErrorKey(failure, newPassword === null ? 'sign-in' : 'other')));
    } finally {
      setBusy(false);
    }
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

  return (
    <AuthCard
      title={t('signIn.title')}
      subtitle={newPassword === null ? t('signIn.subtitle') : t('signIn.newPasswordRequired')}
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
        {newPassword === null ? (
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
        <Button type="submit" label={t('signIn.submit')} loading={busy} disabled={!email || !password} />
      </form>
      {federatedSignIn && newPassword === null && (
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
