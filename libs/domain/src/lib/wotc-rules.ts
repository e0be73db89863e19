import { isCalendarDate } from './calendar-date';

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
}

const cents = (dollars: number): number => dollars * 100;
const cap = (year1Dollars: number, year2Dollars = 0): WageCaps => ({ year1: cents(year1Dollars), year2: cents(year2Dollars) });

/**
 * The rules in force. One row today: PATH Act groups (LTUR from 2016) as extended by the
 * Consolidated Appropriations Act 2021 through hires beginning work on or before 2025-12-31.
 * An extension appends a row (effectiveFrom '2026-01-01', its own end date and rates) or,
 * if nothing but the end date changes, moves authorizedThrough.
 */
export const WOTC_RULE_SETS: readonly WotcRuleSet[] = [
  {
    effectiveFrom: '2016-01-01',
    // docs/compliance.md §0: "Authorized for individuals who begin work on or before 12/31/2025" (CAA 2021, Div. EE §113).
    authorizedThrough: '2025-12-31',
    source: 'IRC §51; Form 5884 lines 1a/1b/1c; docs/compliance.md §0, §1.2, §2.1',
    // docs/compliance.md §2.1: < 120 h → 0%, 120–399 h → 25%, ≥ 400 h → 40%, LTFA year 2 → 50%.
    minimumHours: 120,
    fullRateHours: 400,
    reducedRateBasisPoints: 2500,
    fullRateBasisPoints: 4000,
    secondYearRateBasisPoints: 5000,
    // docs/compliance.md §1.2 "Qualified-wage cap (year 1)" column; §2.1 formula's group_cap.
    wageCapsCents: {
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
    },
  },
];

/** The row governing a start-of-work date. Throws RangeError for dates before the table begins. */
export function wotcRulesFor(date: string, ruleSets: readonly WotcRuleSet[] = WOTC_RULE_SETS): WotcRuleSet {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${JSON.stringify(date)}`);
  let found: WotcRuleSet | undefined;
  for (const row of ruleSets) {
    if (row.effectiveFrom <= date && (!found || row.effectiveFrom > found.effectiveFrom)) found = row;
  }
  if (!found) throw new RangeError(`No WOTC rules for people who began work on ${date}`);
  return found;
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
