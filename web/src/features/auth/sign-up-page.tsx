import { signUp } from 'aws-amplify/auth';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { FormField } from '../../shared/ui/form-field';
import { NewPasswordFields, passwordsDiffer } from '../../shared/ui/new-password-fields';
import { AuthCard } from './auth-card';
import { authErrorKey } from '../../shared/auth/auth-error-key';

/** /auth/sign-up: a new supplier account; Cognito mails a confirmation code to the address. */
export function SignUpPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mismatch = passwordsDiffer(password, repeat);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mismatch) return;
    setError(null);
    setBusy(true);
    const username = email.trim();
    try {
      const result = await signUp({ username, password, options: { userAttributes: { email: username } } });
      const next = result.nextStep.signUpStep === 'CONFIRM_SIGN_UP' ? '/auth/confirm' : '/auth/sign-in';
      await navigate(`${next}?email=${encodeURIComponent(username)}`);
    } catch (failure) {
      setError(t(authErrorKey(failure)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={t('signUp.title')}
      subtitle={t('signUp.subtitle')}
      error={error}
      footer={
        <>
          <span>{t('signUp.haveAccount')}</span>
          <Link to="/auth/sign-in">{t('signUp.signIn')}</Link>
        </>
      }
    >
      <form className="auth-form" onSubmit={submit} noValidate>
        <FormField id="email" label={t('fields.email')}>
          <InputText
            id="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoFocus
          />
        </FormField>
        <NewPasswordFields
          ids={{ password: 'password', repeat: 'repeat' }}
          labels={{
            password: t('fields.password'),
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
          label={t('signUp.submit')}
          loading={busy}
          disabled={!email || !password || repeat !== password}
        />
      </form>
    </AuthCard>
  );
}
