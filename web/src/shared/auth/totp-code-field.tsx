import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { FormField } from '../ui/form-field';

/** The six digits of an authenticator app, typed or filled in by the phone's one-time-code suggestion. */
export function TotpCodeField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <FormField id={id} label={t('totp.code')}>
      <InputText
        id={id}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
        required
        autoFocus
      />
    </FormField>
  );
}
