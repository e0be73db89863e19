import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface FieldFrameProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  required?: boolean;
}

/** The control's ARIA attributes: its hint and error tied to it (aria-describedby), as the axe scan expects. */
function controlAria({ id, error, hint, required }: Omit<FieldFrameProps, 'label' | 'registration'>) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return { id, 'aria-invalid': error ? true : undefined, 'aria-required': required || undefined, 'aria-describedby': describedBy } as const;
}

/** Label, hint and error around one control; the control carries the ids from controlAria. */
function FieldFrame({ id, label, error, hint, required, children }: Omit<FieldFrameProps, 'registration'> & { children: ReactNode }) {
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
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      )}
      {children}
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}

type FormFieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'>;

/** A labelled input whose hint and error are tied to it. */
export function FormField({ id, label, registration, error, hint, required, ...input }: FormFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required}>
      <input {...controlAria({ id, error, hint, required })} {...input} {...registration} />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

type SelectFieldProps = FieldFrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'required'> & {
    options: readonly SelectOption[];
    /** First, empty option asking to choose; left out when the select always has a value. */
    placeholder?: string;
  };

/** A labelled select whose hint and error are tied to it. */
export function SelectField({ id, label, registration, error, hint, required, options, placeholder, ...select }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required}>
      <select {...controlAria({ id, error, hint, required })} {...select} {...registration}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

type TextAreaFieldProps = FieldFrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'required'>;

/** A labelled multi-line text whose hint and error are tied to it. */
export function TextAreaField({ id, label, registration, error, hint, required, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required}>
      <textarea {...controlAria({ id, error, hint, required })} {...textarea} {...registration} />
    </FieldFrame>
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
