import { dictionary } from '@zxcvbn-ts/language-common';
import { ACCOUNT_LIMITS } from '@clearhire/contracts';
import { applyDecorators } from '@nestjs/common';
import { PasswordField, Satisfies } from '../../common/validation/fields';
import { ApiError } from '../../common/errors/api-error';

let common: Set<string> | undefined;

/**
 * Whether a password is one of the ~49,000 most used ones (zxcvbn-ts's common-password list, the
 * one its strength estimator ships): NIST SP 800-63B §5.1.1.2 asks a verifier to refuse passwords
 * found in lists of commonly used or breached values. Compared without case, so "Password1" counts.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

export const COMMON_PASSWORD = 'This password is too common: it is among the first a stranger would try. Please choose another.';

/**
 * A password a person chooses (sign-up, reset, change, invitation): at least 8 and at most 50
 * characters, never trimmed, and not a common one. One policy wherever a password is set.
 */
export function NewPasswordField(o: { label: string }) {
  return applyDecorators(
    PasswordField({ label: o.label, max: ACCOUNT_LIMITS.password, min: ACCOUNT_LIMITS.passwordMin }),
    // A password already too short gets that one message, not two.
    Satisfies('notCommonPassword', (v) => typeof v !== 'string' || [...v].length < ACCOUNT_LIMITS.passwordMin || !isCommonPassword(v), COMMON_PASSWORD),
  );
}

/** A password chosen and typed again: the pair every form that sets a password sends. */
export class ChosenPassword {
  @NewPasswordField({ label: 'Password' })
  password!: string;

  @PasswordField({ label: 'Repeat password', max: ACCOUNT_LIMITS.password })
  password2!: string;
}

/** The typed-again password must be the same; said on password2, where the person typed it. */
export function assertSamePasswords(dto: { password: string; password2: string }): void {
  if (dto.password !== dto.password2) throw ApiError.badRequest('The two passwords do not match.', 'password2');
}
