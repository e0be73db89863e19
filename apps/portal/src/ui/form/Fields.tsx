import type { ChangeEvent, InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useErrorText, useFieldLocale, type FieldErrorLike } from './field-text';
import styles from './form.module.css';

/**
 * The portal's one form kit: every form (dashboard, public site, applicant and employee forms) draws
 * its fields with these controls, so a label, a hint and an error are tied to their control the same
 * way everywhere (aria-describedby, aria-invalid, aria-required), as the accessibility scans expect.
 */
interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** react-hook-form's error for the field, or a sentence. */
  error?: FieldErrorLike | string;
  required?: boolean;
  registration: UseFormRegisterReturn;
}

/** The ids of the hint and error, for aria-describedby, and the error's text. */
function useFieldParts(id: string, hint: ReactNode, error: FieldProps['error']) {
  const errorText = useErrorText(error);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errorText ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { errorText, hintId, errorId, describedBy };
}

function controlAria(id: string, required: boolean | undefined, parts: ReturnType<typeof useFieldParts>) {
  return {
    id,
    'aria-required': required || undefined,
    'aria-invalid': Boolean(parts.errorText),
    'aria-describedby': parts.describedBy,
  } as const;
}

export function RequiredMark() {
  return (
    <span className="required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

/**
 * A label whose text is exactly the field's name: the required asterisk sits beside it, outside the
 * <label>, so "First name" finds the field by its label (tests, Playwright getByLabel) and screen
 * readers hear "required" from aria-required instead of "star".
 */
export function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <span className={styles.labelRow}>
      <label htmlFor={htmlFor}>{children}</label>
      {required && <RequiredMark />}
    </span>
  );
}

/** Label, hint and error around one control that carries the ids from controlAria. */
function FieldFrame({
  id,
  label,
  required,
  hint,
  parts,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint: ReactNode;
  parts: ReturnType<typeof useFieldParts>;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {hint && (
        <span id={parts.hintId} className="field__hint">
          {hint}
        </span>
      )}
      {children}
      {parts.errorText && (
        <span id={parts.errorId} className="field__error">
          {parts.errorText}
        </span>
      )}
    </div>
  );
}

/**
 * The field's longest value, as its rule checks it. Never the element's `maxlength`: the browser
 * then cuts what is pasted, autofilled or typed past it without a word, and the person sends what
 * they did not write (an e-mail address cut to 30 characters became another address, and the
 * private Form I-9 link went there: issue 32). Too long a value stays whole, and the rule's message
 * ("… must be at most N characters.") says so.
 */
interface LimitProps {
  maxLength?: number;
}

type TextFieldProps = FieldProps &
  LimitProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required' | 'name' | 'onChange' | 'onBlur' | 'maxLength'> & {
    /** Strip everything but digits as the person types or pastes (phone, SSN, ZIP, year, numbers). */
    digitsOnly?: boolean;
  };

/** A labelled input; never one that cuts what is typed (LimitProps). */
export function TextField({ id, label, hint, error, required, registration, digitsOnly, maxLength: _limit, ...input }: TextFieldProps) {
  const parts = useFieldParts(id, hint, error);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (digitsOnly) {
      const digits = event.target.value.replace(/\D/g, '');
      if (digits !== event.target.value) event.target.value = digits;
    }
    return registration.onChange(event);
  };
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} parts={parts}>
      <input
        type="text"
        inputMode={digitsOnly ? 'numeric' : undefined}
        {...controlAria(id, required, parts)}
        {...input}
        {...registration}
        onChange={onChange}
      />
    </FieldFrame>
  );
}

export interface Option {
  value: string;
  label: string;
}

type SelectFieldProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'required' | 'name' | 'onChange' | 'onBlur'> & {
    options: readonly Option[];
    /** The first, empty option asking to choose; by default the locale's, and none when neither names one (the select always has a value). */
    placeholder?: string;
    /** Once a value is chosen, the empty option cannot be chosen again. */
    placeholderDisabled?: boolean;
  };

/** A labelled select. */
export function SelectField({ id, label, hint, error, required, registration, options, placeholder, placeholderDisabled, ...select }: SelectFieldProps) {
  const parts = useFieldParts(id, hint, error);
  const locale = useFieldLocale();
  const empty = placeholder ?? locale.choose;
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} parts={parts}>
      <select {...controlAria(id, required, parts)} {...select} {...registration}>
        {empty !== undefined && (
          <option value="" disabled={placeholderDisabled}>
            {empty}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

type TextAreaFieldProps = FieldProps & LimitProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'required' | 'name' | 'onChange' | 'onBlur' | 'maxLength'>;

/** A labelled multi-line text; never one that cuts what is typed (LimitProps). */
export function TextAreaField({ id, label, hint, error, required, registration, maxLength: _limit, ...textarea }: TextAreaFieldProps) {
  const parts = useFieldParts(id, hint, error);
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} parts={parts}>
      <textarea {...controlAria(id, required, parts)} {...textarea} {...registration} />
    </FieldFrame>
  );
}

interface ChoiceGroupProps extends FieldProps {
  options: readonly Option[];
  /** Yes/no answers sit side by side; longer choices stack. */
  inline?: boolean;
}

/** Radio buttons in a fieldset whose legend is the question (keyboard: Tab into the group, arrows to choose). */
export function ChoiceGroup({ id, label, hint, error, required, registration, options, inline }: ChoiceGroupProps) {
  const parts = useFieldParts(id, hint, error);
  return (
    <fieldset className="field" id={id} aria-describedby={parts.describedBy}>
      <legend>
        {label}
        {required && <RequiredMark />}
      </legend>
      {hint && (
        <span id={parts.hintId} className="field__hint">
          {hint}
        </span>
      )}
      <div className={inline ? styles.inlineChoices : styles.stackedChoices}>
        {options.map((option) => (
          <label key={option.value} className="choice" htmlFor={`${id}-${option.value}`}>
            <input id={`${id}-${option.value}`} type="radio" value={option.value} aria-invalid={Boolean(parts.errorText)} {...registration} />
            {option.label}
          </label>
        ))}
      </div>
      {parts.errorText && (
        <span id={parts.errorId} className="field__error">
          {parts.errorText}
        </span>
      )}
    </fieldset>
  );
}

/** A labelled checkbox for a yes/no fact or an attestation; the label sits beside the box, the error under it. */
export function CheckboxField({ id, label, hint, error, required, registration }: FieldProps) {
  const parts = useFieldParts(id, hint, error);
  return (
    <div className="field">
      <label className="choice" htmlFor={id}>
        <input type="checkbox" {...controlAria(id, required, parts)} {...registration} />
        <span>
          {label}
          {required && <RequiredMark />}
        </span>
      </label>
      {hint && (
        <span id={parts.hintId} className="field__hint">
          {hint}
        </span>
      )}
      {parts.errorText && (
        <span id={parts.errorId} className="field__error">
          {parts.errorText}
        </span>
      )}
    </div>
  );
}

/** The line above a form that explains the asterisk. */
export function RequiredNote() {
  return (
    <p className="field__hint">
      Fields marked <span aria-hidden="true">*</span>
      <span className="visually-hidden">with an asterisk</span> are required.
    </p>
  );
}
