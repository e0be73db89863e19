import { addCalendarDays, addCalendarYears } from './calendar-arithmetic';
import { parseCalendarDate, todayCalendarDate } from './calendar-date';
import type { FieldProblem } from './i9-section1';
import { computeCredit } from './wotc-credit';
import { TARGET_GROUPS, WOTC_RULE_SETS, wotcRulesFor, type TargetGroupCode, type WotcRuleSet } from './wotc-rules';

/**
 * Claiming the credit (docs/compliance.md §2.1, §2.3): the wages and hours an employer records for a
 * certified hire, one record per tax year, and how they become Form 5884 lines.
 *
 * Tax years are calendar years here. An employer with a fiscal year would need the windows cut
 * at its year end instead; the records would still be "what was paid in that tax year".
 */

/** Largest hours in one record: a leap year has 366 × 24 = 8,784 hours. */
export const MAX_HOURS_PER_YEAR = 8784;
/** Largest amount a record holds: the numeric(12,2) wage columns. */
export const MAX_WAGE_AMOUNT = 9_999_999.99;

export type Form5884Line = '1a' | '1b';

/** The two 1-year periods of a hire (docs/compliance.md §2.1): first year from the start date, second year right after it. */
export interface EmploymentYears {
  readonly firstYear: { readonly from: string; readonly to: string };
  readonly secondYear: { readonly from: string; readonly to: string };
}

/**
 * "The 1-year period beginning with the day the individual begins work": start .. start + 1 year − 1 day.
 * A Feb 29 start ends on Feb 28 of the next year (its year-mark falls on Mar 1, see addCalendarYears).
 */
export function employmentYears(startDate: string): EmploymentYears {
  const secondFrom = addCalendarYears(startDate, 1);
  return {
    firstYear: { from: startDate, to: addCalendarDays(secondFrom, -1) },
    secondYear: { from: secondFrom, to: addCalendarDays(addCalendarYears(startDate, 2), -1) },
  };
}

const yearOf = (date: string): number => {
  const parts = parseCalendarDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${JSON.stringify(date)}`);
  return parts.year;
};

const touches = (window: { from: string; to: string }, taxYear: number): boolean => yearOf(window.from) <= taxYear && taxYear <= yearOf(window.to);

/** A span of days, both ends included. */
export interface DateWindow {
  readonly from: string;
  readonly to: string;
}

/**
 * IRC §51(d)(7): a qualified summer youth employee performs services between May 1 and September 15,
 * was never the employer's employee before "the 90-day period", and only wages for services during
 * "any 90-day period between May 1 and September 15" count (§51(d)(7)(B)(i), replacing the 1-year
 * period of §51(b)(2)), up to $3,000 (§51(d)(7)(B)(ii), the rules table's cap).
 */
export const SUMMER_YOUTH_SEASON = { from: '05-01', to: '09-15' } as const;
export const SUMMER_YOUTH_PERIOD_DAYS = 90;

/**
 * The services of a summer youth hire whose wages can count, from the statute above:
 * - the hire begins work inside May 1-September 15 of its year: one who started before May 1 was an
 *   employee before any such 90-day period (§51(d)(7)(A)(iii)), one who starts after September 15
 *   performs no services in it (§51(d)(7)(A)(i));
 * - the period may not begin after the start date (no employment before it) nor end after
 *   September 15, so the one that counts most begins on the start date, or ends on September 15 when
 *   fewer than 90 days remain: the window runs from the start date to the earlier of its 90th day
 *   and September 15 (a May 1 start: to July 29; from a June 18 start on: to September 15).
 * null when no wages can count (a start outside the season). The window always lies in the start's
 * calendar year, so its wages belong to that tax year only.
 */
export function summerYouthWageWindow(startDate: string): DateWindow | null {
  const year = yearOf(startDate);
  const seasonFrom = `${year}-${SUMMER_YOUTH_SEASON.from}`;
  const seasonTo = `${year}-${SUMMER_YOUTH_SEASON.to}`;
  if (startDate < seasonFrom || startDate > seasonTo) return null;
  const ninetiethDay = addCalendarDays(startDate, SUMMER_YOUTH_PERIOD_DAYS - 1);
  return { from: startDate, to: ninetiethDay < seasonTo ? ninetiethDay : seasonTo };
}

/**
 * The services whose wages are a hire's qualified first-year wages: the first year of work
 * (IRC §51(b)(2)), for summer youth the 90-day window instead (§51(d)(7)(B)(i)); null when none
 * can count. Records are per tax year, so wages count in the tax years the window touches.
 */
export function firstYearWageWindow(group: TargetGroupCode, startDate: string): DateWindow | null {
  return group === 'SUMMER_YOUTH' ? summerYouthWageWindow(startDate) : employmentYears(startDate).firstYear;
}

/**
 * Whether first-year and second-year wages recorded for taxYear can count for the hire: the same
 * test the wage form and the import apply (wageRecordProblems), so what they refuse is never on a
 * Form 5884 line, not even wages stored before a rule was added. Second-year wages: LTFA only
 * (Form 5884 line 1c), in the tax years the second year of work touches.
 */
export function wagesCountIn(group: TargetGroupCode, startDate: string, taxYear: number): { firstYear: boolean; secondYear: boolean } {
  const window = firstYearWageWindow(group, startDate);
  return {
    firstYear: window !== null && touches(window, taxYear),
    secondYear: group === 'LTFA' && touches(employmentYears(startDate).secondYear, taxYear),
  };
}

export interface WageRecordInput {
  readonly group: TargetGroupCode;
  readonly startDate: string;
  readonly taxYear: number;
  /** Hours worked in the first-year window during this tax year. */
  readonly hours: number;
  /** Qualified first-year wages paid in this tax year, in dollars. */
  readonly firstYearWages: number;
  /** Qualified second-year wages paid in this tax year (LTFA only), in dollars. */
  readonly secondYearWages?: number;
  /** Defaults to the local clock's date. */
  readonly today?: string;
}

const LABELS = { hours: 'Hours', firstYearWages: 'First-year wages', secondYearWages: 'Second-year wages' } as const;

/** Exactly representable with at most 2 decimals: 15.5 and 0.07 are, 15.555 is not. */
const hasAtMostTwoDecimals = (value: number): boolean => Number(value.toFixed(2)) === value;

function amountProblem(field: keyof typeof LABELS, value: unknown, max: number): FieldProblem | null {
  const label = LABELS[field];
  if (typeof value !== 'number' || !Number.isFinite(value)) return { msg: `${label} must be a number.`, param: field };
  if (value < 0) return { msg: `${label} cannot be negative.`, param: field };
  if (value > max) return { msg: `${label} must be at most ${max.toLocaleString('en-US')}.`, param: field };
  if (!hasAtMostTwoDecimals(value)) return { msg: `${label} can have at most 2 decimals.`, param: field };
  return null;
}

/**
 * What is wrong with one wage record (each problem names its field). A record belongs to a tax year
 * from the start year to the current year; first-year wages and hours only to tax years the
 * first-year window touches; second-year wages only to LTFA hires, in tax years the second-year
 * window touches (Form 5884 line 1c).
 */
export function wageRecordProblems(input: WageRecordInput): FieldProblem[] {
  const today = input.today ?? todayCalendarDate();
  const startYear = yearOf(input.startDate);
  const currentYear = yearOf(today);
  const { firstYear, secondYear } = employmentYears(input.startDate);
  const problems: FieldProblem[] = [];

  if (!Number.isInteger(input.taxYear)) {
    problems.push({ msg: 'The tax year must be a year such as 2025.', param: 'taxYear' });
    return problems;
  }
  if (input.taxYear < startYear) {
    problems.push({ msg: `The tax year cannot be before ${startYear}, the year the employee started work.`, param: 'taxYear' });
  }
  if (input.taxYear > currentYear) {
    problems.push({ msg: `The tax year cannot be after the current year (${currentYear}).`, param: 'taxYear' });
  }

  const secondYearWages = input.secondYearWages ?? 0;
  const hours = amountProblem('hours', input.hours, MAX_HOURS_PER_YEAR);
  const first = amountProblem('firstYearWages', input.firstYearWages, MAX_WAGE_AMOUNT);
  const second = amountProblem('secondYearWages', secondYearWages, MAX_WAGE_AMOUNT);
  for (const p of [hours, first, second]) if (p) problems.push(p);

  // A tax year outside start year .. current year is the one problem: its windows would only repeat it.
  if (problems.some((p) => p.param === 'taxYear')) return problems;
  const inFirstYear = touches(firstYear, input.taxYear);
  const window = (w: { from: string; to: string }) => `${w.from} to ${w.to}`;
  if (!hours && input.hours > 0 && !inFirstYear) {
    problems.push({ msg: `Hours count only in the first year of work (${window(firstYear)}), none of which is in ${input.taxYear}.`, param: 'hours' });
  }
  if (!first && input.firstYearWages > 0) {
    const counts = wagesCountIn(input.group, input.startDate, input.taxYear).firstYear;
    if (!counts && input.group === 'SUMMER_YOUTH') problems.push(summerYouthWagesProblem(input.startDate, input.taxYear));
    else if (!counts) {
      problems.push({ msg: `First-year wages are paid in the first year of work (${window(firstYear)}), none of which is in ${input.taxYear}.`, param: 'firstYearWages' });
    }
  }
  if (!second && secondYearWages > 0) {
    if (input.group !== 'LTFA') {
      problems.push({ msg: `Second-year wages count only for long-term family assistance (LTFA) recipients, not for ${TARGET_GROUPS[input.group].name}.`, param: 'secondYearWages' });
    } else if (!touches(secondYear, input.taxYear)) {
      problems.push({ msg: `Second-year wages are paid in the second year of work (${window(secondYear)}), none of which is in ${input.taxYear}.`, param: 'secondYearWages' });
    }
  }
  return problems;
}

/** Why summer-youth wages of taxYear cannot count (IRC §51(d)(7), summerYouthWageWindow). */
function summerYouthWagesProblem(startDate: string, taxYear: number): FieldProblem {
  const window = summerYouthWageWindow(startDate);
  const rule = 'only wages for services during a 90-day period between May 1 and September 15 count (IRC §51(d)(7))';
  if (!window) {
    return {
      msg: `No first-year wages count for this summer youth hire: ${rule}, and a summer youth employee begins work in that period, but this one started on ${startDate}. Record 0.`,
      param: 'firstYearWages',
    };
  }
  return {
    msg: `Summer youth wages: ${rule}; for this hire that is ${window.from} to ${window.to}, none of which is in ${taxYear}. Record them in ${window.from.slice(0, 4)}.`,
    param: 'firstYearWages',
  };
}

export interface WageRecordAmounts {
  readonly taxYear: number;
  readonly hours: number;
  readonly firstYearWages: number;
  readonly secondYearWages?: number;
}

/** One hire's share of one tax year's credit. Amounts in dollars with cents. */
export interface TaxYearCredit {
  readonly taxYear: number;
  /** The Form 5884 line of this year's qualified first-year wages; null when none qualify. */
  readonly line: Form5884Line | null;
  readonly qualifiedFirstYearWages: number;
  readonly qualifiedSecondYearWages: number;
  readonly firstYearCredit: number;
  readonly secondYearCredit: number;
  readonly credit: number;
  /** The hire's first-year rate (0, 0.25, 0.4) and second-year rate (0.5, LTFA line 1c), for the form's lines. */
  readonly firstYearRate: number;
  readonly secondYearRate: number;
}

export interface CreditsByTaxYearInput {
  readonly group: TargetGroupCode;
  readonly startDate: string;
  readonly records: readonly WageRecordAmounts[];
  /** Rules table to use instead of WOTC_RULE_SETS. */
  readonly rules?: readonly WotcRuleSet[];
}

const toCents = (dollars: number): number => Math.round(dollars * 100);

/**
 * A hire's credit split by tax year, oldest first. Qualified wages are those that go on Form 5884:
 * none under 120 first-year hours, none beyond the cap, none outside their window (wagesCountIn).
 *
 * - The rate comes from the hours of the whole first year, so from the total over every record: a
 *   first year split 300 h + 150 h across two tax years is a 40% (line 1b) hire in both years.
 *   Recording more hours later can therefore raise an earlier year's figure (an amended return).
 * - The wage cap is per individual, applied cumulatively in tax-year order: what qualifies in year T
 *   is min(cum_T, cap) − min(cum_{T−1}, cap).
 * - The credit of year T is computeCredit through T minus computeCredit through T − 1, so the years
 *   add up exactly, to the cent, to computeCredit on the totals.
 */
export function creditsByTaxYear(input: CreditsByTaxYearInput): TaxYearCredit[] {
  const ruleSets = input.rules ?? WOTC_RULE_SETS;
  const rules = wotcRulesFor(input.startDate, ruleSets);
  const caps = rules.wageCapsCents[input.group];
  // Wages the form would refuse for their tax year (summer youth outside the 90-day window, first-year
  // wages after the first year) count as none: kept on the record, never on a Form 5884 line.
  const records = [...input.records]
    .sort((a, b) => a.taxYear - b.taxYear)
    .map((r) => {
      const counts = wagesCountIn(input.group, input.startDate, r.taxYear);
      return { ...r, firstYearWages: counts.firstYear ? r.firstYearWages : 0, secondYearWages: counts.secondYear ? (r.secondYearWages ?? 0) : 0 };
    });
  records.forEach((r, i) => {
    if (i > 0 && records[i - 1].taxYear === r.taxYear) throw new RangeError(`Two records for tax year ${r.taxYear}`);
  });

  // Hours in hundredths, so 119.99 + 0.01 is 120 and not 119.99999999999999.
  const totalHours = records.reduce((sum, r) => sum + Math.round(r.hours * 100), 0) / 100;
  const through = (wages1Cents: number, wages2Cents: number) =>
    computeCredit({ group: input.group, hoursYear1: totalHours, wagesYear1: wages1Cents / 100, wagesYear2: wages2Cents / 100, startDate: input.startDate, rules: ruleSets });

  const rate = through(0, 0).rate;
  // Line 1a: 120-399 hours; line 1b: 400 hours or more (the same thresholds computeCredit applies).
  const rateLine: Form5884Line | null = rate === 0 ? null : totalHours >= rules.fullRateHours ? '1b' : '1a';
  const secondYearRate = rules.secondYearRateBasisPoints / 10000;

  let cum1 = 0;
  let cum2 = 0;
  let before = { year1: 0, year2: 0 };
  return records.map((r) => {
    const prev1 = cum1;
    const prev2 = cum2;
    cum1 += toCents(r.firstYearWages);
    cum2 += toCents(r.secondYearWages ?? 0);
    const result = through(cum1, cum2);
    const now = { year1: toCents(result.year1), year2: toCents(result.year2) };
    // Under 120 hours no wages of the individual are taken into account (IRC §51(i)(3)(A)), second
    // year included; only LTFA has a second-year cap, so for every other group nothing qualifies (cap 0).
    const qualified1 = rate === 0 ? 0 : Math.min(cum1, caps.year1) - Math.min(prev1, caps.year1);
    const qualified2 = rate === 0 ? 0 : Math.min(cum2, caps.year2) - Math.min(prev2, caps.year2);
    const firstYearCredit = now.year1 - before.year1;
    const secondYearCredit = now.year2 - before.year2;
    before = now;
    return {
      taxYear: r.taxYear,
      line: rateLine !== null && qualified1 > 0 ? rateLine : null,
      qualifiedFirstYearWages: qualified1 / 100,
      qualifiedSecondYearWages: qualified2 / 100,
      firstYearCredit: firstYearCredit / 100,
      secondYearCredit: secondYearCredit / 100,
      credit: (firstYearCredit + secondYearCredit) / 100,
      firstYearRate: rate,
      secondYearRate,
    };
  });
}

export interface Form5884LineTotal {
  /** Total qualified wages on the line, in dollars. */
  readonly wages: number;
  /** The line's credit: its wages × its rate, rounded to the cent once. */
  readonly credit: number;
  /** The line's rate (0.25, 0.4, 0.5): its wages' rate, or the form's when the line is empty; null if it mixes rates. */
  readonly rate: number | null;
}

export interface Form5884Lines {
  /** Qualified first-year wages of employees with 120-399 hours × 25%. */
  readonly line1a: Form5884LineTotal;
  /** Qualified first-year wages of employees with 400 hours or more × 40%. */
  readonly line1b: Form5884LineTotal;
  /** Qualified second-year wages of long-term family assistance recipients × 50%. */
  readonly line1c: Form5884LineTotal;
  /** 1a + 1b + 1c: goes to Form 3800, Part III, line 4b. */
  readonly line2: number;
}

function latestRules(): WotcRuleSet {
  return [...WOTC_RULE_SETS].sort((x, y) => (x.effectiveFrom < y.effectiveFrom ? 1 : -1))[0];
}

export type Form5884Row = Pick<TaxYearCredit, 'line' | 'qualifiedFirstYearWages' | 'qualifiedSecondYearWages' | 'firstYearRate' | 'secondYearRate'>;

/**
 * Form 5884 lines 1a-2 for one tax year from the hires' allocations of that year (creditsByTaxYear
 * rows). As on the form, each line's credit is its total wages × its rate, rounded once.
 *
 * Per-employee credits (creditsByTaxYear) are rounded per employee, so their sum can differ from
 * a line by a few cents; the form's figure is the line's. Each line has one rate under the rules
 * in force; should an extension change a rate for later hires, the wages of each rate are
 * multiplied and rounded separately rather than at a rate they do not earn.
 */
export function form5884Lines(rows: readonly Form5884Row[], options: { rules?: WotcRuleSet } = {}): Form5884Lines {
  // The rates printed on an empty line: those of the given rules, by default the latest row of the table.
  const rules = options.rules ?? latestRules();
  const printed = { '1a': rules.reducedRateBasisPoints, '1b': rules.fullRateBasisPoints, '1c': rules.secondYearRateBasisPoints };
  const lines = { '1a': new Map<number, number>(), '1b': new Map<number, number>(), '1c': new Map<number, number>() };
  const add = (line: keyof typeof lines, rate: number, dollars: number) => {
    const cents = toCents(dollars);
    if (cents === 0) return;
    const basisPoints = Math.round(rate * 10000);
    lines[line].set(basisPoints, (lines[line].get(basisPoints) ?? 0) + cents);
  };
  for (const row of rows) {
    if (row.line) add(row.line, row.firstYearRate, row.qualifiedFirstYearWages);
    add('1c', row.secondYearRate, row.qualifiedSecondYearWages);
  }
  const total = (line: keyof typeof lines) => {
    let wages = 0;
    let credit = 0;
    for (const [basisPoints, cents] of lines[line]) {
      wages += cents;
      credit += Math.round((cents * basisPoints) / 10000);
    }
    const rates = [...lines[line].keys()];
    const rate = rates.length === 0 ? printed[line] / 10000 : rates.length === 1 ? rates[0] / 10000 : null;
    return { wagesCents: wages, creditCents: credit, rate };
  };
  const a = total('1a');
  const b = total('1b');
  const c = total('1c');
  const view = (t: ReturnType<typeof total>): Form5884LineTotal => ({ wages: t.wagesCents / 100, credit: t.creditCents / 100, rate: t.rate });
  return { line1a: view(a), line1b: view(b), line1c: view(c), line2: (a.creditCents + b.creditCents + c.creditCents) / 100 };
}
