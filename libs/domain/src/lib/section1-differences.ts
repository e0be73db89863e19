import { ADDRESS_FIELDS, PERSON_FIELDS } from '@clearhire/contracts';

/**
 * What the employee gave in Form I-9 Section 1 that differs from the pre-screening the employer
 * hired from. Form 8850 is what the applicant signed, so a correction in Section 1 never rewrites
 * it; the employer sees the differences instead, and decides whether the WOTC forms need a look.
 */
export interface PersonAsGiven {
  firstname: string;
  lastname: string;
  street: string;
  apt: string | null;
  city: string;
  county: string | null;
  state: string;
  zip: string;
  birthdate: string;
  email: string;
  phone: string;
}

export interface Section1Difference {
  field: string;
  label: string;
  /** Both null for the SSN: only whether it differs is shown, never the numbers. */
  prescreening: string | null;
  section1: string | null;
}

/** The compared fields in the order the forms ask for them, with the labels the forms use. */
const COMPARED: readonly { field: keyof PersonAsGiven; label: string }[] = [
  { field: 'firstname', label: PERSON_FIELDS.firstname.label },
  { field: 'lastname', label: PERSON_FIELDS.lastname.label },
  { field: 'street', label: ADDRESS_FIELDS.street.label },
  { field: 'apt', label: ADDRESS_FIELDS.apt.label },
  { field: 'city', label: ADDRESS_FIELDS.city.label },
  { field: 'county', label: ADDRESS_FIELDS.county.label },
  { field: 'state', label: ADDRESS_FIELDS.state.label },
  { field: 'zip', label: ADDRESS_FIELDS.zip.label },
  { field: 'birthdate', label: 'Birth date' },
  { field: 'email', label: PERSON_FIELDS.email.label },
  { field: 'phone', label: PERSON_FIELDS.phone.label },
];

export const SSN_DIFFERENCE: Section1Difference = { field: 'ssn', label: 'Social Security number', prescreening: null, section1: null };

// "main st" and " Main St " are the same street typed twice; an absent apartment and an empty one alike.
const comparable = (v: string | null) => (v ?? '').trim().toLowerCase();
const shown = (v: string | null) => (v === null || v.trim() === '' ? null : v);

/** Each field that differs other than by case or surrounding spaces, then the SSN when it differs. */
export function section1Differences(prescreening: PersonAsGiven, section1: PersonAsGiven, ssnDiffers: boolean): Section1Difference[] {
  const differences: Section1Difference[] = COMPARED.filter(({ field }) => comparable(prescreening[field]) !== comparable(section1[field])).map(({ field, label }) => ({
    field,
    label,
    prescreening: shown(prescreening[field]),
    section1: shown(section1[field]),
  }));
  return ssnDiffers ? [...differences, { ...SSN_DIFFERENCE }] : differences;
}
