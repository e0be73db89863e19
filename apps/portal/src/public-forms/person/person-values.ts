/** What the pre-screening and Form I-9 Section 1 both ask of the person, under the same names. */
export interface PersonValues {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  ssn: string;
  birthdate: string;
}

/** The person block of a form not yet filled in. */
export const EMPTY_PERSON: PersonValues = { firstname: '', lastname: '', email: '', phone: '', ssn: '', birthdate: '' };
