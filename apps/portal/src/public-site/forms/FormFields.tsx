import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: FieldError;
  children: (describedBy: { 'aria-describedby'?: string; 'aria-invalid': boolean; 'aria-required'?: true }) => ReactNode;
}

/**
 * Label, hint and error around one control, wired for assistive technology: the label is tied by
 * id, the hint and error are referenced by aria-describedby, and aria-invalid follows the error.
 * The visible asterisk is hidden from screen readers, which hear aria-required instead.
 */
function FieldFrame({ id, label, required, hint, error, children }: FieldFrameProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error?.message ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      {/* The asterisk sits outside the label so the field's name is exactly the label text. */}
      <div>
        <label htmlFor={id}>{label}</label>
        {required && (
          <span className="required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </div>
      {hint && (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
      {children({ 'aria-describedby': describedBy, 'aria-invalid': Boolean(error), 'aria-required': required || undefined })}
      {errorId && (
        <span id={errorId} className="field__error">
          {error?.message}
        </span>
      )}
    </div>
  );
}

type TextFieldProps = Omit<FieldFrameProps, 'children'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'> & { registration: UseFormRegisterReturn };

export function TextField({ id, label, required, hint, error, registration, ...input }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      {(a11y) => <input id={id} type="text" {...input} {...a11y} {...registration} />}
    </FieldFrame>
  );
}

type SelectFieldProps = Omit<FieldFrameProps, 'children'> &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'required'> & {
    registration: UseFormRegisterReturn;
    options: readonly string[];
    placeholder: string;
  };

export function SelectField({
  id,
  label,
  required,
  hint,
  error,
  registration,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      {(a11y) => (
        <select id={id} defaultValue="" {...select} {...a11y} {...registration}>
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

export function RequiredNote() {
  return (
    <p className="field__hint">
      Fields marked <span aria-hidden="true">*</span>
      <span className="visually-hidden">with an asterisk</span> are required.
    </p>
  );
}
