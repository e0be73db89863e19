import type { Submission } from '@clearhire/db';
import type { I9Prefill } from './i9.dto';

/**
 * Section 1's starting values from the pre-screening the employee was hired from: what the
 * applicant typed there, so nobody types it twice. Of the SSN only its last four digits: the full
 * number stays on the server, which copies it into Section 1 itself when the employee keeps it.
 */
export function presentPrefill(s: Submission): I9Prefill {
  return {
    firstname: s.firstname,
    lastname: s.lastname,
    street: s.street,
    apt: s.apt,
    city: s.city,
    county: s.county,
    state: s.state,
    zip: s.zip,
    birthdate: s.birthdate,
    email: s.email,
    phone: s.phone,
    ssn_last4: s.ssnLast4,
  };
}
