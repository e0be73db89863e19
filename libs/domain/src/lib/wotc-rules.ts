import { isCalendarDate } from './calendar-date';
import type { FieldProblem } from './i9-section1';

/**
 * WOTC rules as data (docs/compliance.md §0, design requirement D-0): the program end date,
 * the hour thresholds, the rates and the wage caps live in a table keyed by the
 * date the individual begins work, so an extension (say S.3265: through 2030 at 50%)
 * is a new row here, not a code change.
 */

/** Target groups, codes as used across the service. IRS group number and SWA letter per docs/compliance.md §1.1. */
export const TARGET_GROUP_CODES = [
  'IVA',
  'VET_SNAP',
  'VET_DISABLED_DISCHARGED',
  'VET_DISABLED_UNEMPLOYED_6M',
  'VET_UNEMPLOYED_4W',
  'VET_UNEMPLOYED_6M',
  'EX_FELON',
  'DCR',
  'VR',
  'SUMMER_YOUTH',
  'SNAP',
  'SSI',
  'LTFA',
  'LTUR',
] as const;
export type TargetGroupCode = (typeof TARGET_GROUP_CODES)[number];

/** Whether a stored or received code (a database column, a form value) names a target group. */
export function isTargetGroupCode(code: string | null | undefined): code is TargetGroupCode {
  return (TARGET_GROUP_CODES as readonly string[]).includes(code ?? '');
}

export interface TargetGroupDefinition {
  readonly code: TargetGroupCode;
  readonly name: string;
  /** IRS numbering 1-10 (i8850 "Members of Targeted Groups"); entered on 8850 page 2 for groups 4 and 6. */
  readonly irsGroup: number;
  /** DOL/SWA letter code, with Oregon's veteran sub-codes (docs/compliance.md §1.1). */
  readonly swaCode: string;
  /** ETA Form 9175 (LTUR self-attestation) must go with the request (docs/compliance.md §1.4). */
  readonly needs9175: boolean;
  /** Membership depends on living in an Empowerment Zone / Rural Renewal County, which the answers cannot show. */
  readonly needsAddressCheck: boolean;
}

/** Static facts about each group, in IRS order (the tie-break order when credits are equal). */
export const TARGET_GROUPS: Readonly<Record<TargetGroupCode, TargetGroupDefinition>> = {
  IVA: { code: 'IVA', name: 'Qualified IV-A recipient (TANF)', irsGroup: 1, swaCode: 'A', needs9175: false, needsAddressCheck: false },
  VET_SNAP: { code: 'VET_SNAP', name: 'Veteran in a family receiving SNAP', irsGroup: 2, swaCode: 'Ba', needs9175: false, needsAddressCheck: false },
  VET_DISABLED_DISCHARGED: {
    code: 'VET_DISABLED_DISCHARGED',
    name: 'Disabled veteran hired within 1 year of discharge',
    irsGroup: 2,
    swaCode: 'Bb',
    needs9175: false,
    needsAddressCheck: false,
  },
  VET_DISABLED_UNEMPLOYED_6M: {
    code: 'VET_DISABLED_UNEMPLOYED_6M',
    name: 'Disabled veteran unemployed 6 months or more',
    irsGroup: 2,
    swaCode: 'Bc',
    needs9175: false,
    needsAddressCheck: false,
  },
  VET_UNEMPLOYED_4W: {
    code: 'VET_UNEMPLOYED_4W',
    name: 'Veteran unemployed 4 weeks to under 6 months',
    irsGroup: 2,
    swaCode: 'Bd',
    needs9175: false,
    needsAddressCheck: false,
  },
  VET_UNEMPLOYED_6M: {
    code: 'VET_UNEMPLOYED_6M',
    name: 'Veteran unemployed 6 months or more',
    irsGroup: 2,
    swaCode: 'Be',
    needs9175: false,
    needsAddressCheck: false,
  },
  EX_FELON: { code: 'EX_FELON', name: 'Qualified ex-felon', irsGroup: 3, swaCode: 'C', needs9175: false, needsAddressCheck: false },
  DCR: { code: 'DCR', name: 'Designated community resident', irsGroup: 4, swaCode: 'D', needs9175: false, needsAddressCheck: true },
  VR: { code: 'VR', name: 'Vocational rehabilitation referral', irsGroup: 5, swaCode: 'E', needs9175: false, needsAddressCheck: false },
  SUMMER_YOUTH: {
    code: 'SUMMER_YOUTH',
    name: 'Qualified summer youth employee',
    irsGroup: 6,
    swaCode: 'F',
    needs9175: false,
    needsAddressCheck: true,
  },
  SNAP: { code: 'SNAP', name: 'SNAP recipient', irsGroup: 7, swaCode: 'G', needs9175: false, needsAddressCheck: false },
  SSI: { code: 'SSI', name: 'SSI recipient', irsGroup: 8, swaCode: 'H', needs9175: false, needsAddressCheck: false },
  LTFA: { code: 'LTFA', name: 'Long-term family assistance recipient', irsGroup: 9, swaCode: 'I', needs9175: false, needsAddressCheck: false },
  LTUR: { code: 'LTUR', name: 'Long-term unemployment recipient', irsGroup: 10, swaCode: 'J', needs9175: true, needsAddressCheck: false },
};

/** Qualified-wage caps of one group, in cents. year2 is non-zero only for LTFA. */
export interface WageCaps {
  readonly year1: number;
  readonly year2: number;
}

export interface WotcRuleSet {
  /** First start-of-work date this row governs; the row with the latest effectiveFrom on or before the date applies. */
  readonly effectiveFrom: string;
  /** Last start-of-work date the program is authorized for; later hires are in hiatus. null = no end. */
  readonly authorizedThrough: string | null;
  /** Where the numbers come from. */
  readonly source: string;
  /** Below this many first-year hours no wages count (docs/compliance.md §2.1, IRC §51(i)(3)(A)). */
  readonly minimumHours: number;
  /** From this many first-year hours the full rate applies; between minimumHours and this, the reduced rate. */
  readonly fullRateHours: number;
  /** Rates in basis points (1/100 of a percent), so credit arithmetic stays in integers. */
  readonly reducedRateBasisPoints: number;
  readonly fullRateBasisPoints: number;
  /** LTFA second-year wages (Form 5884 line 1c). */
  readonly secondYearRateBasisPoints: number;
  readonly wageCapsCents: Readonly<Record<TargetGroupCode, WageCaps>>;
  /**
   * The target groups the law recognizes for people who begin work under this row. A group added by
   * a later law (LTUR, from 2016) is absent from earlier rows, so it is never found or credited there.
   */
  readonly groups: readonly TargetGroupCode[];
}

const cents = (dollars: number): number => dollars * 100;
const cap = (year1Dollars: number, year2Dollars = 0): WageCaps => ({ year1: cents(year1Dollars), year2: cents(year2Dollars) });

// docs/compliance.md §2.1: < 120 h → 0%, 120–399 h → 25%, ≥ 400 h → 40%, LTFA year 2 → 50%; the
// same since the PATH Act of 2015 (Pub. L. 114-113, Div. Q, §142), which changed no rate or cap.
const PATH_ACT_RATES = {
  minimumHours: 120,
  fullRateHours: 400,
  reducedRateBasisPoints: 2500,
  fullRateBasisPoints: 4000,
  secondYearRateBasisPoints: 5000,
} as const;

// docs/compliance.md §1.2 "Qualified-wage cap (year 1)" column; §2.1 formula's group_cap.
const PATH_ACT_CAPS: Readonly<Record<TargetGroupCode, WageCaps>> = {
  IVA: cap(6000),
  VET_SNAP: cap(6000),
  VET_DISABLED_DISCHARGED: cap(12000),
  VET_DISABLED_UNEMPLOYED_6M: cap(24000),
  VET_UNEMPLOYED_4W: cap(6000),
  VET_UNEMPLOYED_6M: cap(14000),
  EX_FELON: cap(6000),
  DCR: cap(6000),
  VR: cap(6000),
  SUMMER_YOUTH: cap(3000),
  SNAP: cap(6000),
  SSI: cap(6000),
  LTFA: cap(10000, 10000),
  LTUR: cap(6000),
};

/**
 * The rules in force, oldest first. The table starts where the PATH Act of 2015 renewed the credit:
 * hires who began work from 2015-01-01 (WOTC had lapsed for them on 2014-12-31 and was renewed
 * retroactively). Earlier start dates are outside the table (NoWotcRulesError).
 * An extension appends a row (effectiveFrom '2026-01-01', its own end date and rates) or,
 * if nothing but the end date changes, moves authorizedThrough.
 */
export const WOTC_RULE_SETS: readonly WotcRuleSet[] = [
  {
    // PATH Act of 2015 (Pub. L. 114-113, Div. Q, §142(a)): the credit renewed for individuals who begin
    // work after 2014-12-31, with the same groups, rates and caps; §142(b) added the long-term
    // unemployment recipient group (LTUR) only for individuals who begin work after 2015-12-31, so
    // a 2015 hire is never an LTUR (docs/compliance.md §0).
    effectiveFrom: '2015-01-01',
    // The same authorization as the next row: the PATH Act through 2019, extended to hires beginning
    // work on or before 2025-12-31 (CAA 2021, Div. EE §113). Any 2015 date is within it.
    authorizedThrough: '2025-12-31',
    source: 'IRC §51; PATH Act of 2015 (Pub. L. 114-113, Div. Q, §142); Form 5884 lines 1a/1b/1c; docs/compliance.md §0, §1.2, §2.1',
    ...PATH_ACT_RATES,
    wageCapsCents: PATH_ACT_CAPS,
    groups: TARGET_GROUP_CODES.filter((code) => code !== 'LTUR'),
  },
  {
    effectiveFrom: '2016-01-01',
    // docs/compliance.md §0: "Authorized for individuals who begin work on or before 12/31/2025" (CAA 2021, Div. EE §113).
    authorizedThrough: '2025-12-31',
    source: 'IRC §51; PATH Act of 2015 §142(b) (LTUR from 2016); Form 5884 lines 1a/1b/1c; docs/compliance.md §0, §1.2, §2.1',
    ...PATH_ACT_RATES,
    wageCapsCents: PATH_ACT_CAPS,
    groups: TARGET_GROUP_CODES,
  },
];

/**
 * Extra time to send Form 8850 to the state, granted by the IRS for a range of start-of-work dates
 * (the statute's 28 days, IRC §51(d)(13)(A)(ii), stay the rule outside it). Data, like the rules
 * table: a future retroactive renewal with its own notice is a new row here.
 */
export interface Form8850DeadlineRelief {
  /** First and last start-of-work dates the relief covers, both included. */
  readonly startFrom: string;
  readonly startThrough: string;
  /** The Form 8850 is timely if it reaches the state on or before this date. */
  readonly fileBy: string;
  readonly source: string;
}

export const FORM_8850_DEADLINE_RELIEFS: readonly Form8850DeadlineRelief[] = [
  // IRS Notice 2016-22 (2016-13 IRB 488), after the PATH Act's retroactive renewal: for individuals who
  // began work from 2015-01-01 through 2016-05-31, the 8850 is timely if submitted by 2016-06-29.
  { startFrom: '2015-01-01', startThrough: '2016-05-31', fileBy: '2016-06-29', source: 'IRS Notice 2016-22' },
  // IRS Notice 2016-40 (2016-27 IRB) expanded and extended it by three months: hires from 2015-01-01
  // (LTUR from 2016-01-01, the group's first day) through 2016-08-31 may file by 2016-09-28.
  { startFrom: '2015-01-01', startThrough: '2016-08-31', fileBy: '2016-09-28', source: 'IRS Notice 2016-40' },
];

/** The first start-of-work date the rules table covers. */
export function firstWotcRulesDate(ruleSets: readonly WotcRuleSet[] = WOTC_RULE_SETS): string {
  return ruleSets.reduce((first, row) => (row.effectiveFrom < first ? row.effectiveFrom : first), ruleSets[0]?.effectiveFrom ?? '');
}

/**
 * A date before the rules table: no rates, caps or groups to judge a hire by. Its message names the
 * date, so an API can answer it as it is (a 400), never as a failure of its own.
 */
export class NoWotcRulesError extends RangeError {
  constructor(
    readonly date: string,
    readonly firstDate: string,
  ) {
    super(`The WOTC rules in ClearHire start with people who began work on ${firstDate}; ${date} is before that.`);
    this.name = 'NoWotcRulesError';
  }
}

/**
 * A date of a hire (the hire, the start) the rules table does not cover, as a form problem naming
 * it; null for a covered date or one that is not a date (its own check says so).
 */
export function wotcRulesDateProblem(date: string, param: string, label: string, ruleSets: readonly WotcRuleSet[] = WOTC_RULE_SETS): FieldProblem | null {
  if (!isCalendarDate(date) || wotcRulesCover(date, ruleSets)) return null;
  return { msg: `The WOTC rules in ClearHire start with people who began work on ${firstWotcRulesDate(ruleSets)}; the ${label} ${date} is before that.`, param };
}

/** Whether the rules table covers a (valid) date: on or after its first row. */
export function wotcRulesCover(date: string, ruleSets: readonly WotcRuleSet[] = WOTC_RULE_SETS): boolean {
  return isCalendarDate(date) && date >= firstWotcRulesDate(ruleSets);
}

/**
 * The row governing a start-of-work date. Throws RangeError for a malformed date and NoWotcRulesError
 * (a RangeError) for a date before the table begins.
 */
export function wotcRulesFor(date: string, ruleSets: readonly WotcRuleSet[] = WOTC_RULE_SETS): WotcRuleSet {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${JSON.stringify(date)}`);
  let found: WotcRuleSet | undefined;
  for (const row of ruleSets) {
    if (row.effectiveFrom <= date && (!found || row.effectiveFrom > found.effectiveFrom)) found = row;
  }
  if (!found) throw new NoWotcRulesError(date, firstWotcRulesDate(ruleSets));
  return found;
}

/**
 * Why the rules cannot compute a credit for a hire of `group` who began work on startDate (the date
 * is before the table, or the group did not exist yet for it, e.g. LTUR in 2015); null when they can.
 */
export function creditRulesProblem(group: TargetGroupCode, startDate: string, ruleSets: readonly WotcRuleSet[] = WOTC_RULE_SETS): string | null {
  if (!isCalendarDate(startDate)) return `The start date ${JSON.stringify(startDate)} is not a calendar date.`;
  if (!wotcRulesCover(startDate, ruleSets)) return new NoWotcRulesError(startDate, firstWotcRulesDate(ruleSets)).message;
  const rules = wotcRulesFor(startDate, ruleSets);
  if (!rules.groups.includes(group)) {
    return `${TARGET_GROUPS[group].name} (${group}) is not a WOTC target group for people who began work on ${startDate}: the rules in force from ${rules.effectiveFrom} do not have it.`;
  }
  return null;
}

export type WotcProgramStatus = 'authorized' | 'hiatus';

/**
 * Whether WOTC covers someone who begins work on hireDate (docs/compliance.md §0). 'hiatus': the
 * state may date-stamp and hold the request but may not certify until the program is renewed.
 */
export function programStatus(hireDate: string, ruleSets: readonly WotcRuleSet[] = WOTC_RULE_SETS): WotcProgramStatus {
  const rules = wotcRulesFor(hireDate, ruleSets);
  return rules.authorizedThrough === null || hireDate <= rules.authorizedThrough ? 'authorized' : 'hiatus';
}

/**
 * The largest credit a group can earn, in dollars: the year-1 cap at the full rate plus,
 * for LTFA, the year-2 cap at the second-year rate. Matches docs/product.md §9's maximum credits.
 */
export function maxCreditFor(group: TargetGroupCode, rules: WotcRuleSet): number {
  const caps = rules.wageCapsCents[group];
  const basisPointCents = caps.year1 * rules.fullRateBasisPoints + caps.year2 * rules.secondYearRateBasisPoints;
  return Math.round(basisPointCents / 10000) / 100;
}
