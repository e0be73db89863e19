import type { ChangeEvent, InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useMessages } from '../i18n/language';
import { describeError } from './validation';
import styles from './fields.module.css';

/** What a field needs from react-hook-form's error: the stored token (see validation.ts). */
export interface FieldErrorLike {
  message?: string;
}

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: FieldErrorLike;
  required?: boolean;
}

/** ids of the hint and error, for aria-describedby, and the translated error text. */
function useFieldParts(id: string, hint: ReactNode, error: FieldErrorLike | undefined) {
  const messages = useMessages();
  const errorText = describeError(messages, error?.message);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errorText ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { errorText, hintId, errorId, describedBy };
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

function Hint({ id, children }: { id?: string; children?: ReactNode }) {
  return children ? (
    <span id={id} className="field__hint">
      {children}
    </span>
  ) : null;
}

function ErrorText({ id, text }: { id?: string; text?: string }) {
  return text ? (
    <span id={id} className="field__error">
      {text}
    </span>
  ) : null;
}

type TextFieldProps = FieldFrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required' | 'name' | 'onChange' | 'onBlur'> & {
    registration: UseFormRegisterReturn;
    /** Strip everything but digits as the person types or pastes (phone, SSN, ZIP, year, numbers). */
    digitsOnly?: boolean;
  };

/** A labelled input with its hint and error tied to it (aria-describedby, aria-invalid). */
export function TextField({ id, label, hint, error, required, registration, digitsOnly, ...input }: TextFieldProps) {
  const { errorText, hintId, errorId, describedBy } = useFieldParts(id, hint, error);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (digitsOnly) {
      const digits = event.target.value.replace(/\D/g, '');
      if (digits !== event.target.value) event.target.value = digits;
    }
    return registration.onChange(event);
  };
  return (
    <div className="field">
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <Hint id={hintId}>{hint}</Hint>
      <input
        id={id}
        type="text"
        inputMode={digitsOnly ? 'numeric' : undefined}
        aria-required={required || undefined}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={describedBy}
        {...input}
        {...registration}
        onChange={onChange}
      />
      <ErrorText id={errorId} text={errorText} />
    </div>
  );
}

export interface Option {
  value: string;
  label: string;
}

type SelectFieldProps = FieldFrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'required' | 'name' | 'onChange' | 'onBlur'> & {
    registration: UseFormRegisterReturn;
    options: readonly Option[];
  };

/** A labelled select whose first, empty option asks the person to choose. */
export function SelectField({ id, label, hint, error, required, registration, options, ...select }: SelectFieldProps) {
  const messages = useMessages();
  const { errorText, hintId, errorId, describedBy } = useFieldParts(id, hint, error);
  return (
    <div className="field">
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <Hint id={hintId}>{hint}</Hint>
      <select id={id} aria-required={required || undefined} aria-invalid={errorText ? true : undefined} aria-describedby={describedBy} {...select} {...registration}>
        <option value="">{messages.common.choose}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ErrorText id={errorId} text={errorText} />
    </div>
  );
}

interface ChoiceGroupProps extends FieldFrameProps {
  registration: UseFormRegisterReturn;
  options: readonly Option[];
  /** Yes/no answers sit side by side; longer choices stack. */
  inline?: boolean;
}

/** Radio buttons in a fieldset whose legend is the question (keyboard: Tab into the group, arrows to choose). */
export function ChoiceGroup({ id, label, hint, error, required, registration, options, inline }: ChoiceGroupProps) {
  const { errorText, hintId, errorId, describedBy } = useFieldParts(id, hint, error);
  return (
    <fieldset className="field" id={id} aria-describedby={describedBy}>
      <legend>
        {label}
        {required && <RequiredMark />}
      </legend>
      <Hint id={hintId}>{hint}</Hint>
      <div className={inline ? styles.inlineChoices : styles.stackedChoices}>
        {options.map((option) => (
          <label key={option.value} className="choice" htmlFor={`${id}-${option.value}`}>
            <input
              id={`${id}-${option.value}`}
              type="radio"
              value={option.value}
              aria-invalid={errorText ? true : undefined}
              {...registration}
            />
            {option.label}
          </label>
        ))}
      </div>
      <ErrorText id={errorId} text={errorText} />
    </fieldset>
  );
}

/** A yes/no question stored as '1' / '0', as the API stores answers (docs/product.md §3). */
export function YesNoField(props: Omit<ChoiceGroupProps, 'options' | 'inline'>) {
  const { common } = useMessages();
  const options = [
    { value: '1', label: common.yes },
    { value: '0', label: common.no },
  ];
  return <ChoiceGroup {...props} options={options} inline />;
}
