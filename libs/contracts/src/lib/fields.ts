/**
 * Field specs: each field's label, limit and kind, once. The API's DTO decorators, the entities'
 * column lengths and the portal's forms read them, so a person's name or an address has one
 * definition wherever it is typed (the pre-screening, Form I-9 Section 1).
 */
export interface FieldSpec {
  readonly label: string;
  /** Longest value, in characters (code points). */
  readonly max: number;
  /** Shortest value, where there is one. */
  readonly min?: number;
  /** text: free text; digits: digits only; email: an address; state: a USPS state code. */
  readonly kind: 'text' | 'digits' | 'email' | 'state';
  /** A person's name, printed on the forms: only characters they can print (printable-names.ts). */
  readonly name?: true;
}

const spec = <T extends Record<string, FieldSpec>>(fields: T): T => fields;

/** A person as the public forms ask for one. */
export const PERSON_FIELDS = spec({
  firstname: { label: 'First name', max: 50, kind: 'text', name: true },
  lastname: { label: 'Last name', max: 50, kind: 'text', name: true },
  /**
   * Any address a mail can be sent to: 254 characters, the longest path SMTP carries (RFC 5321
   * §4.5.3.1.3, 256 with its angle brackets). Shorter limits refused real addresses, and the
   * browser's maxlength cut them into another one silently (issue 32).
   */
  email: { label: 'E-mail', max: 254, kind: 'email' },
  phone: { label: 'Phone', max: 10, kind: 'digits' },
  ssn: { label: 'SSN', max: 9, min: 9, kind: 'digits' },
  signature: { label: 'Signature (your full name)', max: 50, kind: 'text', name: true },
});

/** A US home address (the state as its two-letter code). */
export const ADDRESS_FIELDS = spec({
  street: { label: 'Street address', max: 50, kind: 'text' },
  apt: { label: 'Apartment', max: 40, kind: 'text' },
  city: { label: 'City', max: 40, kind: 'text' },
  county: { label: 'County', max: 40, kind: 'text' },
  state: { label: 'State', max: 2, kind: 'state' },
  zip: { label: 'ZIP code', max: 15, min: 5, kind: 'digits' },
});

export type PersonField = keyof typeof PERSON_FIELDS;
export type AddressField = keyof typeof ADDRESS_FIELDS;
