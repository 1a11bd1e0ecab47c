import { updatePassword } from 'aws-amplify/auth';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { Password } from 'primereact/password';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../shared/ui/form-field';
import { NewPasswordFields } from '../../shared/ui/new-password-fields';
import { AdminChanges } from './admin-changes';
import { PersonalDataSection } from './personal-data-section';
import { TenderContactsSection } from './tender-contacts';
import { TotpSection } from './totp-section';

const PASSWORD_ERRORS: Record<string, string> = {
  NotAuthorizedException: 'data.wrongPassword',
  InvalidPasswordException: 'data.weakPassword',
  LimitExceededException: 'data.tooManyAttempts',
};

/**
 * 'Данные' of the profile menu: the account's login, a supplier's tender phone and e-mail with their history
 * (02 §2.5 item 5), a supplier's consents, data export and consent withdrawal (issue 18), sign-in with a TOTP code
 * (issue 20) and a password change (the identity provider's account management).
 */
export function AccountDataModal({
  login,
  supplier,
  savedData,
  onClose,
}: {
  login: string;
  /** Staff have no counterparty: no tender contacts for them. */
  supplier: boolean;
  /** The tender contacts are edited once the questionnaire is saved (01 §4.5); the personal-data rights always. */
  savedData: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('account');
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; key: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      await updatePassword({ oldPassword, newPassword });
      setResult({ ok: true, key: 'data.changed' });
      setOldPassword('');
      setNewPassword('');
      setRepeat('');
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      setResult({ ok: false, key: PASSWORD_ERRORS[name] ?? 'data.changeFailed' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      visible
      header={t('data.title')}
      onHide={onClose}
      style={{ width: 'min(520px, 95vw)' }}
      data-testid="account-data-modal"
    >
      <dl className="details-list">
        <dt>{t('data.login')}</dt>
        <dd>{login}</dd>
      </dl>
      {supplier && savedData && <TenderContactsSection />}
      {/* The administrators' changes to a supplier's account: a staff account has none (the call is the supplier's). */}
      {supplier && <AdminChanges />}
      <TotpSection login={login} staff={!supplier} />
      {supplier && <PersonalDataSection />}
      <h2 className="dialog-subtitle">{t('data.changePassword')}</h2>
      {result && (
        <Message severity={result.ok ? 'success' : 'error'} text={t(result.key)} className="dialog-banner" />
      )}
      <form className="stack-form" onSubmit={submit} noValidate>
        <FormField id="old-password" label={t('data.oldPassword')}>
          <Password
            inputId="old-password"
            autoComplete="current-password"
            value={oldPassword}
            onChange={(e) => setOldPassword(e.target.value)}
            feedback={false}
            toggleMask
          />
        </FormField>
        <NewPasswordFields
          ids={{ password: 'new-password', repeat: 'repeat-password' }}
          labels={{
            password: t('data.newPassword'),
            repeat: t('data.repeatPassword'),
            hint: t('data.passwordHint'),
            mismatch: t('data.passwordsDiffer'),
          }}
          password={newPassword}
          repeat={repeat}
          onPasswordChange={setNewPassword}
          onRepeatChange={setRepeat}
        />
        <div className="form-actions">
          <Button type="button" label={t('data.close')} severity="secondary" outlined onClick={onClose} />
          <Button
            type="submit"
            label={t('data.save')}
            loading={busy}
            disabled={!oldPassword || !newPassword || repeat !== newPassword}
          />
        </div>
      </form>
    </Dialog>
  );
}
