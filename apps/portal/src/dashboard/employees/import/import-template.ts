import { EMPLOYEE_IMPORT_LIMITS } from '@clearhire/contracts';

/** The template CSV offered for download: the header and one example row, in the documented column order. */
export const IMPORT_TEMPLATE = `${EMPLOYEE_IMPORT_LIMITS.columns.join(',')}\r\nAna,Reyes,ana.reyes@example.com,(415) 555-0123,2026-02-02,2026-01-20,Line cook,HR-1001,,en\r\n`;

/** What each column holds, as the page lists it (README "Importing employees" says the same). */
export const COLUMN_NOTES: Record<(typeof EMPLOYEE_IMPORT_LIMITS.columns)[number], string> = {
  first_name: 'First name, required.',
  last_name: 'Last name, required.',
  email: 'E-mail address the Form I-9 link is sent to, required.',
  mobile_phone: 'Optional: mobile number, +country code and number, or a US number of 10 digits.',
  first_day: 'First day of employment, YYYY-MM-DD, required.',
  offer_accepted: 'Day the job offer was accepted, YYYY-MM-DD, required (on or before the first day).',
  job_title: 'Optional: job title.',
  external_id: 'Optional: the employee’s id in your HR system; importing the same id again adds no one.',
  location: 'The location’s name, as on the Locations page; required when the company has several.',
  language: 'Optional: en or es, the language of the mails to the employee.',
};
