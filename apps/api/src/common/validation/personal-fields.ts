import { ageOn, isValidSsn, latestCalendarDate } from '@clearhire/domain';
import { Satisfies } from './fields';

/** An SSN the SSA could have issued; the digits rule reports other shapes. */
export const ValidSsn = () =>
  Satisfies('isValidSsn', (v) => typeof v === 'string' && (!/^\d{9}$/.test(v) || isValidSsn(v)), 'SSN is not a valid Social Security number.');

/** Youngest and oldest plausible ages of a worker on the day of the form. */
const MIN_WORKER_AGE = 14;
const MAX_WORKER_AGE = 120;

export const PlausibleBirthdate = () =>
  Satisfies(
    'plausibleBirthdate',
    (v) => {
      if (typeof v !== 'string') return false;
      try {
        const age = ageOn(v, latestCalendarDate(new Date()));
        return age >= MIN_WORKER_AGE && age <= MAX_WORKER_AGE;
      } catch {
        // Not a date, or in the future: the date rule reports it.
        return true;
      }
    },
    `Birth date must make you between ${MIN_WORKER_AGE} and ${MAX_WORKER_AGE} years old.`,
  );
