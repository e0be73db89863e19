import { fieldMessages, type TextFieldRules } from './rules';

// Kept apart from rules.ts so the chunk every public form loads does not carry them (bundle budget):
// only the pages that set a password import this module.

/**
 * A password being chosen: required, `min` to `max` characters (ACCOUNT_LIMITS.passwordMin and
 * .password of @clearhire/contracts), never trimmed. The API also refuses common passwords.
 */
export function newPasswordRules(label: string, max: number, min: number): TextFieldRules {
  return {
    required: fieldMessages.required(label),
    maxLength: { value: max, message: fieldMessages.max(label, max) },
    minLength: { value: min, message: fieldMessages.min(label, min) },
  };
}

export const PASSWORDS_DIFFER = 'Passwords do not match.';

/** The new password typed again: required and equal to the form's `password`. */
export function repeatedPasswordRules<T extends { password: string }>(label: string, max: number) {
  return {
    required: fieldMessages.required(label),
    maxLength: { value: max, message: fieldMessages.max(label, max) },
    validate: (value: string, values: T) => value === values.password || PASSWORDS_DIFFER,
  };
}
