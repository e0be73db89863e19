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

/**
 * A person's first and last name side by side, as the public site's forms and the dashboard ask for
 * them: labels, autofill hints, limits and rules in one place.
 */
export function NameFields<T extends FieldValues & { firstname: string; lastname: string }>({
  idPrefix,
  register,
  errors,
  max,
  rowClassName,
}: PersonFieldsProps<T> & { max: { firstname: number; lastname: number }; rowClassName?: string }) {
  return (
    <div className={rowClassName}>
      <TextField
        id={`${idPrefix}-firstname`}
        label="First name"
        required
        autoComplete="given-name"
        maxLength={max.firstname}
        error={errors.firstname as never}
        registration={register('firstname' as Path<T>, rulesFor<T>(textRules('First name', max.firstname)))}
      />
      <TextField
        id={`${idPrefix}-lastname`}
        label="Last name"
        required
        autoComplete="family-name"
        maxLength={max.lastname}
        error={errors.lastname as never}
        registration={register('lastname' as Path<T>, rulesFor<T>(textRules('Last name', max.lastname)))}
      />
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
