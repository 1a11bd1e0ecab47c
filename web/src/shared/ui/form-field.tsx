import type { ReactNode } from 'react';

interface FormFieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  children: ReactNode;
}

/** A labelled input with its hint or error under it. */
export function FormField({ id, label, hint, error, children }: FormFieldProps) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <small className="p-error" id={`${id}-error`}>
          {error}
        </small>
      ) : (
        hint && <small className="form-hint">{hint}</small>
      )}
    </div>
  );
}
