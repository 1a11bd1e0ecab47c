import { Password } from 'primereact/password';
import { FormField } from './form-field';

export interface NewPasswordFieldsProps {
  ids: { password: string; repeat: string };
  labels: { password: string; repeat: string; hint: string; mismatch: string };
  password: string;
  repeat: string;
  onPasswordChange(value: string): void;
  onRepeatChange(value: string): void;
}

/** The repeat field is wrong only once something is typed in it and it differs. */
export const passwordsDiffer = (password: string, repeat: string): boolean =>
  repeat.length > 0 && repeat !== password;

/** A new password and its repetition: sign-up, password reset and the password change share them. */
export function NewPasswordFields({
  ids,
  labels,
  password,
  repeat,
  onPasswordChange,
  onRepeatChange,
}: NewPasswordFieldsProps) {
  const mismatch = passwordsDiffer(password, repeat);
  return (
    <>
      <FormField id={ids.password} label={labels.password} hint={labels.hint}>
        <Password
          inputId={ids.password}
          autoComplete="new-password"
          value={password}
          onChange={(e) => onPasswordChange(e.target.value)}
          feedback={false}
          toggleMask
        />
      </FormField>
      <FormField id={ids.repeat} label={labels.repeat} error={mismatch ? labels.mismatch : null}>
        <Password
          inputId={ids.repeat}
          autoComplete="new-password"
          value={repeat}
          onChange={(e) => onRepeatChange(e.target.value)}
          feedback={false}
          toggleMask
          invalid={mismatch}
        />
      </FormField>
    </>
  );
}
