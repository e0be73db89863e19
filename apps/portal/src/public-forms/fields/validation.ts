import { isCalendarDate, isValidSsn, todayCalendarDate } from '@clearhire/domain';
import type { Messages } from '../i18n/en';
import { DIGITS, EMAIL_SHAPE } from '../../ui/form/rules';

/**
 * Client checks of docs/product.md §5 with the limits from @clearhire/contracts. A failed check stores a
 * token ('required', 'tooLong:50', 'digitsExactly:9'…) instead of a sentence, and the field turns
 * the token into text when it renders: switching the language then translates errors already shown.
 */
export type ValidationKey = keyof Messages['validation'];

export function errorToken(key: ValidationKey, ...params: number[]): string {
  return [key, ...params].join(':');
}

/** The text for a stored token, in the current language; anything else (a sentence) is shown as it is. */
export function describeError(messages: Messages, token: string | undefined): string | undefined {
  if (!token) return undefined;
  const [key, ...params] = token.split(':');
  const entry = (messages.validation as Record<string, unknown>)[key];
  if (typeof entry === 'string') return entry;
  if (typeof entry === 'function' && params.length && params.every((p) => /^\d+$/.test(p))) {
    return (entry as (...n: number[]) => string)(...params.map(Number));
  }
  return token;
}


/**
 * Rules for react-hook-form's register(). The checks read only the field's own value, so one rule set
 * fits every form's value type.
 */
export interface Rules {
  validate: Record<string, (value: string) => true | string>;
}

const filled = (value: string | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** A free-text field: required or not, at most `max` characters. */
export function textRules(max: number, required = true): Rules {
  return {
    validate: {
      required: (v) => !required || filled(v) || errorToken('required'),
      tooLong: (v) => String(v ?? '').length <= max || errorToken('tooLong', max),
    },
  };
}

export function emailRules(max: number): Rules {
  return {
    validate: {
      ...textRules(max).validate,
      email: (v) => !filled(v) || EMAIL_SHAPE.test(v.trim()) || errorToken('email'),
    },
  };
}

interface DigitsOptions {
  required?: boolean;
  max: number;
  /** The value must have exactly this many digits (SSN 9, year 4, I-94 11). */
  exact?: number;
  /** The value must have at least this many digits (ZIP 5, A-Number 7). */
  min?: number;
}

/** Digits only (phone, SSN, ZIP, year, document numbers); the field also strips anything else as it is typed. */
export function digitsRules({ required = true, max, exact, min }: DigitsOptions): Rules {
  return {
    validate: {
      required: (v) => !required || filled(v) || errorToken('required'),
      digits: (v) => DIGITS.test(String(v ?? '')) || errorToken('digitsOnly'),
      length: (v) => {
        const length = String(v ?? '').length;
        if (length === 0) return true;
        if (exact !== undefined) return length === exact || errorToken('digitsExactly', exact);
        if (min !== undefined && (length < min || length > max)) return errorToken('digitsBetween', min, max);
        return length <= max || errorToken('tooLong', max);
      },
    },
  };
}

export function zipRules(max: number): Rules {
  return {
    validate: {
      ...digitsRules({ max }).validate,
      zip: (v) => !filled(v) || (v.length >= 5 && v.length <= max) || errorToken('zip'),
    },
  };
}

/** Nine digits the SSA could have issued (libs/domain isValidSsn). */
export function ssnRules(length: number): Rules {
  return {
    validate: {
      required: (v) => filled(v) || errorToken('required'),
      ssn: (v) => !filled(v) || (v.length === length && isValidSsn(v)) || errorToken('ssn'),
    },
  };
}

/** A real calendar date not after today (birth dates, conviction and release dates, unemployment start). */
export function pastDateRules(required = true): Rules {
  return {
    validate: {
      required: (v) => !required || filled(v) || errorToken('required'),
      date: (v) => !filled(v) || isCalendarDate(v) || errorToken('date'),
      past: (v) => !filled(v) || !isCalendarDate(v) || v <= todayCalendarDate() || errorToken('pastDate'),
    },
  };
}

/** A 4-digit year not after this one (the API has the final word on how far back). */
export function pastYearRules(length: number): Rules {
  return {
    validate: {
      digits: (v) => DIGITS.test(String(v ?? '')) || errorToken('digitsOnly'),
      year: (v) => !filled(v) || (v.length === length && v <= todayCalendarDate().slice(0, 4)) || errorToken('year'),
    },
  };
}

/** A radio group or select that must have a choice ('answer' for yes/no questions). */
export function choiceRules(key: ValidationKey = 'choose'): Rules {
  return { validate: { required: (v) => filled(v) || errorToken(key) } };
}
