import { todayCalendarDate } from './calendar-date';
import { TARGET_GROUPS, WOTC_RULE_SETS, wotcRulesFor, type TargetGroupCode, type WotcRuleSet } from './wotc-rules';

export interface CreditInput {
  /** The certified target group. */
  readonly group: TargetGroupCode;
  /** Hours worked for the employer in the 1-year period beginning on the start date. */
  readonly hoursYear1: number;
  /** Qualified first-year wages in dollars (cents allowed). */
  readonly wagesYear1: number;
  /** Qualified second-year wages in dollars; only long-term family assistance (LTFA) earns a second-year credit. */
  readonly wagesYear2?: number;
  /** Date the individual began work: picks the rates and caps in force. Defaults to today. */
  readonly startDate?: string;
  /** Rules table to use instead of WOTC_RULE_SETS (tests, or a pending extension). */
  readonly rules?: readonly WotcRuleSet[];
}

export interface CreditResult {
  /** First-year rate: 0, 0.25 or 0.4 under the current rules. */
  readonly rate: number;
  /** Credits in dollars with cents. total = year1 + year2 (Form 5884 lines 1a/1b + 1c). */
  readonly year1: number;
  readonly year2: number;
  readonly total: number;
}

function assertAmount(value: number | undefined, field: string): void {
  if (value === undefined) return;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new RangeError(`${field} must be a finite number, zero or more: ${String(value)}`);
  }
}

/** Dollars to whole cents. Wages are money amounts, so this only removes floating-point noise (0.1 * 100). */
const toCents = (dollars: number): number => Math.round(dollars * 100);

/**
 * The work opportunity credit for one employee (docs/compliance.md §2.1):
 * - fewer than 120 first-year hours: nothing (IRC §51(i)(3)(A), Form 5884);
 * - 120-399 hours: 25% of first-year wages up to the group's cap (Form 5884 line 1a);
 * - 400 hours or more: 40% (line 1b);
 * - LTFA also earns 50% of second-year wages up to $10,000 (line 1c), with the same
 *   120-hour minimum, because §51(i)(3)(A) bars *any* wages of an individual below it
 *   (docs/compliance.md lists this as UNCERTAIN; the statute reads that way).
 *
 * Arithmetic is in integer cents × basis points; each credit is rounded to the cent once,
 * at the end (half up), and total is the sum of the two rounded lines, as on Form 5884.
 */
export function computeCredit(input: CreditInput): CreditResult {
  if (!Object.prototype.hasOwnProperty.call(TARGET_GROUPS, input.group)) {
    throw new RangeError(`Unknown target group: ${JSON.stringify(input.group)}`);
  }
  assertAmount(input.hoursYear1, 'hoursYear1');
  assertAmount(input.wagesYear1, 'wagesYear1');
  assertAmount(input.wagesYear2, 'wagesYear2');

  const startDate = input.startDate ?? todayCalendarDate();
  const rules = wotcRulesFor(startDate, input.rules ?? WOTC_RULE_SETS);
  // A group the law did not have yet for this start date earns nothing: LTUR exists only for people
  // who begin work after 2015-12-31 (PATH Act of 2015, Pub. L. 114-113, Div. Q, §142(b); wotc-rules.ts).
  if (!rules.groups.includes(input.group)) {
    throw new RangeError(`${input.group} is not a WOTC target group for people who began work on ${startDate}`);
  }
  const caps = rules.wageCapsCents[input.group];

  const rateBasisPoints =
    input.hoursYear1 < rules.minimumHours
      ? 0
      : input.hoursYear1 < rules.fullRateHours
        ? rules.reducedRateBasisPoints
        : rules.fullRateBasisPoints;

  const year1Scaled = Math.min(toCents(input.wagesYear1), caps.year1) * rateBasisPoints;
  const year2Scaled =
    rateBasisPoints === 0 ? 0 : Math.min(toCents(input.wagesYear2 ?? 0), caps.year2) * rules.secondYearRateBasisPoints;

  const year1Cents = Math.round(year1Scaled / 10000);
  const year2Cents = Math.round(year2Scaled / 10000);

  return {
    rate: rateBasisPoints / 10000,
    year1: year1Cents / 100,
    year2: year2Cents / 100,
    total: (year1Cents + year2Cents) / 100,
  };
}
