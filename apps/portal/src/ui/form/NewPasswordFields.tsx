import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { ACCOUNT_LIMITS as L } from '@clearhire/contracts';
import { TextField } from './Fields';
import { newPasswordRules, repeatedPasswordRules } from './password-rules';

/** What the two fields need from the form: its register for `password` and `password2`, and their errors. */
interface PasswordForm {
  register: (name: 'password' | 'password2', rules: object) => UseFormRegisterReturn;
  errors: { password?: FieldError; password2?: FieldError };
}

/** Both inputs alike: hidden as typed, the policy's length, and a new password for the browser to offer and save. */
const NEW_PASSWORD_INPUT = { type: 'password', required: true, autoComplete: 'new-password', maxLength: L.password } as const;

/**
 * A password being chosen and typed again (sign-up, reset, invitation, account): one pair of fields
 * with the one password policy of @clearhire/contracts. `label` names the first ("Password", "New
 * password"); the second is "Repeat" and the same words.
 */
export function NewPasswordFields({ idPrefix, label = 'Password', form }: { idPrefix: string; label?: string; form: PasswordForm }) {
  const repeat = `Repeat ${label.toLowerCase()}`;
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        label={label}
        {...NEW_PASSWORD_INPUT}
        hint={`${L.passwordMin} to ${L.password} characters.`}
        error={form.errors.password}
        registration={form.register('password', newPasswordRules(label, L.password, L.passwordMin))}
      />
      <TextField
        id={`${idPrefix}-password2`}
        label={repeat}
        {...NEW_PASSWORD_INPUT}
        error={form.errors.password2}
        registration={form.register('password2', repeatedPasswordRules<{ password: string }>(repeat, L.password))}
      />
    </>
  );
}
