import type { FieldErrors, FieldValues, Path, RegisterOptions, UseFormRegister } from 'react-hook-form';
import { TextField } from './Fields';
import { emailRules, textRules } from './rules';

interface PersonFieldsProps<T extends FieldValues> {
  /** Prefix of the input ids, unique on the page (`signup`, `contact`). */
  idPrefix: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}

/** The form's own rule for one of its fields (the forms type their values; these fields are always text). */
const rulesFor = <T extends FieldValues>(rules: ReturnType<typeof textRules>) => rules as RegisterOptions<T, Path<T>>;

/** The two parts of a person's name, in the order the forms ask for them, with the browser's autofill hint for each. */
const NAME_PARTS = [
  { field: 'firstname', label: 'First name', autoComplete: 'given-name' },
  { field: 'lastname', label: 'Last name', autoComplete: 'family-name' },
] as const;

/**
 * A person's first and last name side by side, as the public site's forms and the dashboard ask for
 * them: labels, autofill hints, limits and rules in one place. `autoComplete="off"` where the name is
 * someone else's (an employee added by the employer), so the browser does not offer the user's own.
 */
export function NameFields<T extends FieldValues & { firstname: string; lastname: string }>({
  idPrefix,
  register,
  errors,
  max,
  rowClassName,
  autoComplete,
}: PersonFieldsProps<T> & { max: { firstname: number; lastname: number }; rowClassName?: string; autoComplete?: 'off' }) {
  return (
    <div className={rowClassName}>
      {NAME_PARTS.map(({ field, label, autoComplete: autofill }) => (
        <TextField
          key={field}
          id={`${idPrefix}-${field}`}
          label={label}
          required
          autoComplete={autoComplete ?? autofill}
          maxLength={max[field]}
          error={errors[field] as never}
          registration={register(field as Path<T>, rulesFor<T>(textRules(label, max[field])))}
        />
      ))}
    </div>
  );
}

/**
 * An e-mail address field: the browser's e-mail keyboard and autofill, the one e-mail shape, the limit.
 * The dashboard labels it "E-mail", and turns autofill off where the address is someone else's.
 */
export function EmailAddressField<T extends FieldValues & { email: string }>({
  idPrefix,
  register,
  errors,
  max,
  autoComplete = 'email',
  label = 'Email',
}: PersonFieldsProps<T> & { max: number; autoComplete?: 'email' | 'username' | 'off'; label?: 'Email' | 'E-mail' }) {
  return (
    <TextField
      id={`${idPrefix}-email`}
      label={label}
      type="email"
      required
      autoComplete={autoComplete}
      maxLength={max}
      error={errors.email as never}
      registration={register('email' as Path<T>, rulesFor<T>(emailRules(label, max)))}
    />
  );
}
