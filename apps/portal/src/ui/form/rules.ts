import { compareCalendarDates, isCalendarDate } from '@clearhire/domain';

/**
 * The portal's field rules for react-hook-form, with the limits from @clearhire/contracts passed in
 * (never written here). These speak English with the field's label ("First name is required."); the
 * applicant's and employee's forms build on the same shapes with translated messages.
 */

/** Loose shape check: something@something.something. The API has the final word on addresses. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const DIGITS = /^\d*$/;

/** The same subset of RegisterOptions for every text field, so a rule set fits any form whose field holds a string. */
export interface TextFieldRules {
  required: string | false;
  maxLength: { value: number; message: string };
  minLength?: { value: number; message: string };
  pattern?: { value: RegExp; message: string };
  validate?: (value: string) => true | string;
}

interface TextRuleOptions {
  required?: boolean;
  min?: number;
}

export const fieldMessages = {
  required: (label: string) => `${label} is required.`,
  max: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  min: (label: string, min: number) => `${label} must be at least ${min} characters.`,
  digits: (label: string) => `${label} must contain digits only.`,
  email: 'Enter a valid e-mail address, like name@example.com.',
  choose: (label: string) => `Choose your ${label.toLowerCase()}.`,
};

export function textRules(label: string, max: number, { required = true, min }: TextRuleOptions = {}): TextFieldRules {
  return {
    required: required ? fieldMessages.required(label) : false,
    maxLength: { value: max, message: fieldMessages.max(label, max) },
    ...(min ? { minLength: { value: min, message: fieldMessages.min(label, min) } } : {}),
    // Spaces alone do not fill a required field.
    validate: (value) => !required || value.trim().length > 0 || fieldMessages.required(label),
  };
}

export function emailRules(label: string, max: number, options: TextRuleOptions = {}): TextFieldRules {
  return {
    ...textRules(label, max, options),
    pattern: { value: EMAIL_SHAPE, message: fieldMessages.email },
  };
}

export function digitsRules(label: string, max: number, options: TextRuleOptions = {}): TextFieldRules {
  return {
    ...textRules(label, max, options),
    pattern: { value: DIGITS, message: fieldMessages.digits(label) },
  };
}

export function choiceRules(label: string): { required: string } {
  return { required: fieldMessages.choose(label) };
}

/** A required calendar date (YYYY-MM-DD, as a date input gives it). */
export function dateRules(label: string): {
  required: string;
  validate: (value: string) => true | string;
} {
  return {
    required: fieldMessages.required(label),
    validate: (value) => isCalendarDate(value) || `${label} must be a date.`,
  };
}

/** A required date already past on `today`: the API refuses a later day for facts such as a state's answer. */
export function pastDateRules(label: string, today: string): { required: string; validate: (value: string) => true | string } {
  return {
    required: fieldMessages.required(label),
    validate: (value) => {
      if (!isCalendarDate(value)) return `${label} must be a date.`;
      return compareCalendarDates(value, today) <= 0 || `${label} cannot be in the future.`;
    },
  };
}
