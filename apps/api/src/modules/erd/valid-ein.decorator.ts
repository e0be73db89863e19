import { isValidEin } from '@clearhire/domain';
import { Satisfies } from '../../common/validation/fields';

/**
 * An EIN the IRS could have issued (a valid campus prefix). Only 9-digit text is judged here:
 * the digits rule reports every other shape (and a non-string as "must be text"), so one
 * message per mistake reaches the user.
 */
export const ValidEin = () =>
  Satisfies('isValidEin', (v) => typeof v !== 'string' || !/^\d{9}$/.test(v) || isValidEin(v), 'EIN is not a valid Employer Identification Number.');
