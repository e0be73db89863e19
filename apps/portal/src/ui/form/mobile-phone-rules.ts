import { MOBILE_PHONE_HINT, normaliseMobilePhone } from '@clearhire/contracts';

/**
 * An optional mobile number: what the API accepts (normaliseMobilePhone of @clearhire/contracts: a
 * US 10-digit number, or + and the country code), judged by the same function. A module of its own:
 * only the employee pages take a number, and the public site's forms, which share rules.ts, stay
 * within their bundle budget without it.
 */
export function mobilePhoneRules(label: string): { validate: (value: string | null | undefined) => true | string } {
  return { validate: (value) => !value?.trim() || normaliseMobilePhone(value) !== null || `${label} must be ${MOBILE_PHONE_HINT}.` };
}
