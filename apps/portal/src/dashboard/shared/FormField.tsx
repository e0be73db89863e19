import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  required?: boolean;
}

/** A labelled input whose hint and error are tied to it (aria-describedby), as the axe scan expects. */
export function FormField({ id, label, registration, error, hint, required, ...input }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
      <input id={id} aria-invalid={error ? true : undefined} aria-required={required || undefined} aria-describedby={describedBy} {...input} {...registration} />
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}

/** Messages shared by the dashboard forms. */
export const fieldMessages = {
  required: (label: string) => `${label} is required.`,
  max: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  digits: (label: string) => `${label} must contain digits only.`,
  email: 'Enter a valid e-mail address.',
};

/** Loose shape check; the API has the final word on addresses. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const DIGITS_PATTERN = /^\d*$/;
