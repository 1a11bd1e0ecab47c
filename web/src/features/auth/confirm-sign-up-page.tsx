import { confirmSignUp, resendSignUpCode } from 'aws-amplify/auth';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FormField } from '../../shared/ui/form-field';
import { AuthCard } from './auth-card';
import { authErrorKey } from '../../shared/auth/auth-error-key';

/** /auth/confirm: the code from the confirmation e-mail activates the account. */
export function ConfirmSignUpPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await confirmSignUp({ username: email.trim(), confirmationCode: code.trim() });
      await navigate(`/auth/sign-in?confirmed=1&email=${encodeURIComponent(email.trim())}`);
    } catch (failure) {
      setError(t(authErrorKey(failure)));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setError(null);
    setInfo(null);
    try {
      await resendSignUpCode({ username: email.trim() });
      setInfo(t('confirm.codeSent'));
    } catch (failure) {
      setError(t(authErrorKey(failure)));
    }
  };

  return (
    <AuthCard
      title={t('confirm.title')}
      subtitle={t('confirm.subtitle')}
      error={error}
      info={info}
      footer={
        <>
          <Button
            type="button"
            link
            label={t('confirm.resend')}
            onClick={resend}
            disabled={!email}
            className="p-0"
          />
          <Link to="/auth/sign-in">{t('signUp.signIn')}</Link>
        </>
      }
    >
      <form className="auth-form" onSubmit={submit} noValidate>
        <FormField id="email" label={t('fields.email')}>
          <InputText id="email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </FormField>
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
        <Button type="submit" label={t('confirm.submit')} loading={busy} disabled={!email || !code} />
      </form>
    </AuthCard>
  );
}
