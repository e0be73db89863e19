import { daysLeftText, type DeadlineDayUnit } from '@clearhire/contracts';
import { formatDate } from '../../ui/format';

/**
 * A deadline as a sentence of its own, in the days the API counted it in, then the day it falls
 * on: "8 federal working days left (10 Dec 2026)", "Late by 2 business days (19 Nov 2026)". Never
 * calendar days beside a deadline counted in working days.
 */
export function deadlineSentence(daysLeft: number, unit: DeadlineDayUnit, dueDate: string): string {
  const text = daysLeftText(daysLeft, unit);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)} (${formatDate(dueDate)})`;
}
