import { confirmResetPassword, resetPassword } from 'aws-amplify/auth';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FormField } from '../../shared/ui/form-field';
import { NewPasswordFields, passwordsDiffer } from '../../shared/ui/new-password-fields';
import { AuthCard } from './auth-card';
import { authErrorKey } from '../../shared/auth/auth-error-key';

/** /auth/reset-password: ask for a code by e-mail, then set a new password with it. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mismatch = passwordsDiffer(password, repeat);

  const run = async (action: () => Promise<void>) => {
    setError(null);
    setBusy(true);
    try {
      await action();
    } catch (failure) {
      setError(t(authErrorKey(failure)));
    } finally {
      setBusy(false);
    }
  };

  const requestCode = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await resetPassword({ username: email.trim() });
      setCodeSent(true);
    });
  };

  const setNew = (event: FormEvent) => {
    event.preventDefault();
    if (mismatch) return;
    void run(async () => {
      await confirmResetPassword({
        username: email.trim(),
        confirmationCode: code.trim(),
        newPassword: password,
      });
      await navigate(`/auth/sign-in?reset=1&email=${encodeURIComponent(email.trim())}`);
    });
  };

  return (
    <AuthCard
      title={t('reset.title')}
      subtitle={codeSent ? t('reset.codeSent', { email: email.trim() }) : t('reset.subtitle')}
      error={error}
      footer={<Link to="/auth/sign-in">{t('signUp.signIn')}</Link>}
    >
      {codeSent ? (
        <form className="auth-form" onSubmit={setNew} noValidate>
          <FormField id="code" label={t('fields.code')}>
            <InputText
              id="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoFocus
            />
          </FormField>
          <NewPasswordFields
            ids={{ password: 'password', repeat: 'repeat' }}
            labels={{
              password: t('fields.newPassword'),
              repeat: t('fields.repeatPassword'),
              hint: t('fields.passwordHint'),
              mismatch: t('errors.passwordsDiffer'),
            }}
            password={password}
            repeat={repeat}
            onPasswordChange={setPassword}
            onRepeatChange={setRepeat}
          />
          <Button
            type="submit"
            label={t('reset.save')}
            loading={busy}
            disabled={!code || !password || repeat !== password}
          />
        </form>
      ) : (
        <form className="auth-form" onSubmit={requestCode} noValidate>
          <FormField id="email" label={t('fields.email')}>
            <InputText
              id="email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoFocus
            />
          </FormField>
          <Button type="submit" label={t('reset.sendCode')} loading={busy} disabled={!email} />
        </form>
      )}
    </AuthCard>
  );
}
