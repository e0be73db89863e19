import {
  TARGET_GROUP_CODES,
  WOTC_RULE_SETS,
  WOTC_SUBMISSION_DAYS,
  maxCreditFor,
  todayCalendarDate,
  wotcRulesFor,
  type WotcRuleSet,
} from '@clearhire/domain';

/**
 * The WOTC numbers the marketing copy quotes, read from the rules table in @clearhire/domain so the
 * site says what the credit calculation does. docs/product.md §1's claims ($9,600 per eligible hire,
 * $2,400 for most groups, 28 days) follow from this data; a new rules row changes them here too.
 */
export const CURRENT_WOTC_RULES: WotcRuleSet = wotcRulesFor(todayCalendarDate(), WOTC_RULE_SETS);

const percent = (basisPoints: number) => `${basisPoints / 100}%`;

export const WOTC_FIGURES = {
  /** The largest credit any group earns (disabled veterans unemployed 6 months or more): "$9,600". */
  maxPerHire: formatDollars(Math.max(...TARGET_GROUP_CODES.map((code) => maxCreditFor(code, CURRENT_WOTC_RULES)))),
  /** What most groups earn at the full rate (40% of $6,000): "$2,400". */
  standardCredit: formatDollars(maxCreditFor('IVA', CURRENT_WOTC_RULES)),
  /** The wage limit of most groups ("$6,000"), which gives the standard credit. */
  standardWageCap: formatDollars(CURRENT_WOTC_RULES.wageCapsCents.IVA.year1 / 100),
  /** Long-term family assistance also earns a share of second-year wages ("50%" of up to "$10,000"). */
  secondYearRate: percent(CURRENT_WOTC_RULES.secondYearRateBasisPoints),
  secondYearWageCap: formatDollars(CURRENT_WOTC_RULES.wageCapsCents.LTFA.year2 / 100),
  fullRate: percent(CURRENT_WOTC_RULES.fullRateBasisPoints),
  reducedRate: percent(CURRENT_WOTC_RULES.reducedRateBasisPoints),
  minimumHours: CURRENT_WOTC_RULES.minimumHours,
  fullRateHours: CURRENT_WOTC_RULES.fullRateHours,
  submissionDays: WOTC_SUBMISSION_DAYS,
  /** Last start date the program is authorized for ("December 31, 2025"), or null when open-ended. */
  authorizedThrough: CURRENT_WOTC_RULES.authorizedThrough ? longDate(CURRENT_WOTC_RULES.authorizedThrough) : null,
} as const;

/**
 * Whole dollars as "$9,600". Not ui/format's formatMoney: that module also carries date-fns, which
 * would add ~6 KB to every marketing page for nothing.
 */
export function formatDollars(amount: number): string {
  return amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
}

/** "2025-12-31" → "December 31, 2025", read as a calendar date (no time-zone shift). */
export function longDate(calendarDate: string): string {
  const [year, month, day] = calendarDate.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
}
