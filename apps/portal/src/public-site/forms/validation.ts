/**
 * react-hook-form rules built from the limits in @clearhire/contracts, with the messages shown
 * under each field. The limits are passed in, never written here. The shape is a plain subset of
 * RegisterOptions, so the same rules fit any form whose field holds a string.
 */
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

export function textRules(label: string, max: number, { required = true, min }: TextRuleOptions = {}): TextFieldRules {
  return {
    required: required ? `${label} is required.` : false,
    maxLength: { value: max, message: `${label} must be at most ${max} characters.` },
    ...(min ? { minLength: { value: min, message: `${label} must be at least ${min} characters.` } } : {}),
    // Spaces alone do not fill a required field.
    validate: (value) => !required || value.trim().length > 0 || `${label} is required.`,
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailRules(label: string, max: number): TextFieldRules {
  return { ...textRules(label, max), pattern: { value: EMAIL, message: 'Enter a valid e-mail address, like name@example.com.' } };
}

export function digitsRules(label: string, max: number, { required = true }: { required?: boolean } = {}): TextFieldRules {
  return { ...textRules(label, max, { required }), pattern: { value: /^\d*$/, message: `${label} must contain digits only.` } };
}

export function choiceRules(label: string): { required: string } {
  return { required: `Choose your ${label.toLowerCase()}.` };
}
