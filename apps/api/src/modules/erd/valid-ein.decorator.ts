import { isValidEin } from '@clearhire/domain';
import { Satisfies } from '../../common/validation/fields';

/** An EIN the IRS could have issued (a valid campus prefix); the digits rule reports other shapes. */
export const ValidEin = () =>
  Satisfies('isValidEin', (v) => typeof v === 'string' && (!/^\d{9}$/.test(v) || isValidEin(v)), 'EIN is not a valid Employer Identification Number.');
