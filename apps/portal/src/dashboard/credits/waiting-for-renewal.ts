import type { WaitingForRenewal } from '../../api/generated';
import { formatDate, formatMoney } from '../../ui/format';

/**
 * The words for the credits waiting for WOTC's renewal, alike on the dashboard and the Tax Credits
 * page. The API's `waiting_for_renewal` (README, Dashboard): the eligible hires who started after
 * the program's authorization ended (`hiatus_from`, the first such start date of each lapse). The
 * state may hold their requests but not certify them, so their credit is neither potential nor
 * earned until a renewal covers their start date.
 */
const hires = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'hire' : 'hires'}`;

/** The first start dates of the lapses, as read: "1 Jan 2026". */
export function lapseStarts(waiting: WaitingForRenewal): string {
  return waiting.hiatus_from.map(formatDate).join(' or ');
}

/** Who is waiting and why, after the amount: "for 1 hire who started on or after 1 Jan 2026, after WOTC's authorization ended". */
export function whoIsWaiting(waiting: WaitingForRenewal): string {
  return `for ${hires(waiting.submissions)} who started on or after ${lapseStarts(waiting)}, after WOTC's authorization ended`;
}

/** The credits-by-group chart has no row while every eligible hire is waiting: it says so instead of "no credits yet". */
export function nothingButWaiting(waiting: WaitingForRenewal): string {
  return `No credits to chart yet: the ${formatMoney(waiting.total)} waiting for renewal is ${whoIsWaiting(waiting)}. It counts once Congress renews the program.`;
}
