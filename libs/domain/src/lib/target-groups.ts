import type { AnswerField, ScreeningAnswers } from '@clearhire/contracts';
import { ageOn } from './age';
import { addCalendarYears, calendarDaysBetween } from './calendar-arithmetic';
import { isCalendarDate, todayCalendarDate } from './calendar-date';
import { keepAskedAnswers } from './screening-answers';
import { dischargeYearContradicts } from './veteran-discharge';
import {
  TARGET_GROUP_CODES,
  TARGET_GROUPS,
  WOTC_RULE_SETS,
  maxCreditFor,
  wotcRulesFor,
  type TargetGroupCode,
  type WotcRuleSet,
} from './wotc-rules';

export interface TargetGroupInput {
  /** Submission answers (docs/product.md §3): '1' yes, '0' no, anything else unknown. Only '1' counts as yes. */
  readonly answers: Partial<Record<AnswerField, string | null | undefined>>;
  /** Applicant's date of birth; without it the age-based groups (DCR, summer youth, SNAP) cannot be shown. */
  readonly birthdate: string | null | undefined;
  /** Date the applicant was hired. Look-back windows and ages are measured on it; until it is known, on today. */
  readonly hireDate?: string | null;
  /** Form 8850 line 1: a conditional certification (ETA 9062) came from the SWA or a participating agency. */
  readonly conditionallyCertified?: boolean;
  /** "Today" for the measurement when hireDate is missing. Defaults to the local clock's date. */
  readonly today?: string;
  /** Rules table to use instead of WOTC_RULE_SETS. */
  readonly rules?: readonly WotcRuleSet[];
}

export interface TargetGroupMatch {
  readonly code: TargetGroupCode;
  readonly name: string;
  /** Largest credit the group can earn, in dollars (year-1 cap at the full rate, plus LTFA year 2). */
  readonly maxCredit: number;
  /** The ETA form that accompanies the 8850: 9062 when conditionally certified, else 9061. */
  readonly form: '9061' | '9062';
  /** LTUR requests need the ETA 9175 self-attestation. */
  readonly needs9175: boolean;
  /**
   * DCR and summer youth also require a home in an Empowerment Zone / Rural Renewal County,
   * which the answers cannot show: the employer must check the address before claiming them.
   */
  readonly needsAddressCheck: boolean;
}

/** LTUR: "a period of unemployment that is at least 27 consecutive weeks" (docs/compliance.md §1.3 line 7). */
export const LTUR_MINIMUM_DAYS = 27 * 7;

const yes = (value: string | null | undefined): boolean => value === '1';

function validDate(value: string | null | undefined): value is string {
  return typeof value === 'string' && isCalendarDate(value);
}

/** on or before `reference` and not more than one year before it (a Feb 29 year-mark falls on Mar 1). */
function withinPastYear(date: string | null | undefined, reference: string): boolean {
  return validDate(date) && date <= reference && reference <= addCalendarYears(date, 1);
}

/**
 * The target groups a submission's answers support, best first (largest maximum credit;
 * on a tie, confirmed groups before those needing an address check, then IRS order).
 *
 * Every group comes from a Form 8850 statement the pre-screening form asks (docs/compliance.md §1.3),
 * read from the answers that were actually asked (follow-ups of a '1' parent, snap3 under a
 * '0' snap), so a stale follow-up cannot qualify anyone. The answers are self-attested; the
 * state decides. Not checkable from the answers and left to the employer/state: the
 * veteran base definition (>180 days active duty, none >90 days ending in the 60 days
 * before hire), EZ/RRC residence, and receipt of unemployment compensation.
 * Throws NoWotcRulesError when the reference day is before the rules table (wotc-rules.ts).
 */
export function determineTargetGroups(input: TargetGroupInput): TargetGroupMatch[] {
  const { hireDate } = input;
  if (hireDate !== undefined && hireDate !== null && !isCalendarDate(hireDate)) {
    throw new RangeError(`hireDate is not a calendar date: ${JSON.stringify(hireDate)}`);
  }
  const hired = hireDate !== undefined && hireDate !== null;
  // Issue 5: ages and windows on the hire date when known, else today.
  const reference = hired ? hireDate : (input.today ?? todayCalendarDate());
  const a: ScreeningAnswers = keepAskedAnswers(input.answers);
  const birthdate = input.birthdate === '' ? null : (input.birthdate ?? null);
  const age = birthdate === null ? null : ageOn(birthdate, reference);
  const found = new Set<TargetGroupCode>();

  // §1.3 line 2 bullet 1: "family that has received assistance from TANF for any 9 months during
  // the past 18 months" → 1 / A. A stated total under 9 months contradicts it.
  if (yes(a.tanfAssistance9) && a.tanfTime !== 'Less than 9 months') found.add('IVA');

  // §1.3 line 6 (a)/(b): TANF "for at least the past 18 months; or any 18 months … ended during the
  // past 2 years" → 9 / I, unless the stated total is under 18 months. Line 6 (c): "stopped being
  // eligible during the past 2 years because … law limited the maximum time" → 9 / I, any duration.
  const underEighteen = a.tanfTime === 'Less than 9 months' || a.tanfTime === '9 to 17 months';
  const eighteenMonths = yes(a.tanfAssistance18) && !underEighteen;
  if (eighteenMonths || yes(a.tanfStopped)) found.add('LTFA');

  if (yes(a.military)) {
    // §1.3 line 2 bullet 2: "veteran and a member of a family that received SNAP … for at least a
    // 3-month period during the past 15 months" → 2Ba.
    if (yes(a.militarySnap)) found.add('VET_SNAP');
    // §1.3 line 4: "veteran entitled to compensation for a service-connected disability and …
    // discharged or released from active duty … during the past year" → 2Bb ($12k).
    // A discharge year two or more years before the reference contradicts "the past year" (veteran-discharge.ts).
    if (yes(a.militaryDisability) && yes(a.militaryReleased) && !dischargeYearContradicts(a.militaryReleased, a.militaryYear, reference)) {
      found.add('VET_DISABLED_DISCHARGED');
    }
    // §1.3 line 5: disabled veteran "unemployed for … at least 6 months during the past year" → 2Bc ($24k).
    if (yes(a.militaryDisability) && yes(a.militaryUnemployed6m)) found.add('VET_DISABLED_UNEMPLOYED_6M');
    // §1.3 line 3: "veteran and … unemployed for … at least 6 months during the past year" → 2Be ($14k).
    if (yes(a.militaryUnemployed6m)) found.add('VET_UNEMPLOYED_6M');
    // §1.3 line 2 bullet 7: "veteran … unemployed for … at least 4 weeks but less than 6 months during
    // the past year" → 2Bd. Only asked when militaryUnemployed6m is not '1' (keepAskedAnswers).
    if (yes(a.militaryUnemployed4w)) found.add('VET_UNEMPLOYED_4W');
  }

  // §1.3 line 2 bullet 5: "During the past year, I was convicted of a felony or released from prison
  // for a felony" → 3 / C. §1.2: hiring date "not more than 1 year after the date of conviction or
  // release". Counts only when a conviction or release date shows it (issue 5).
  if (yes(a.felony) && (withinPastYear(a.felonyConviction, reference) || withinPastYear(a.felonyRelease, reference))) {
    found.add('EX_FELON');
  }

  // §1.3 line 2 bullet 3: "referred here by a rehabilitation agency approved by the state, an employment
  // network under the Ticket to Work program, or the Department of Veterans Affairs" → 5 / E.
  if (yes(a.vr)) found.add('VR');

  // §1.3 line 2 bullet 6: "I received SSI benefits for any month ending during the past 60 days" → 8 / H.
  if (yes(a.ssi)) found.add('SSI');

  // §1.3 line 7: "period of unemployment that is at least 27 consecutive weeks and for all or part of
  // that period you received unemployment compensation" → 10 / J, with ETA 9175. The 27 weeks are
  // counted from unemployedDate (start of unemployment) to the hire date.
  if (
    yes(a.unemployed) &&
    validDate(a.unemployedDate) &&
    calendarDaysBetween(a.unemployedDate, reference) >= LTUR_MINIMUM_DAYS
  ) {
    found.add('LTUR');
  }

  if (birthdate !== null && age !== null) {
    // §1.3 line 2 bullet 4: "at least age 18 but not age 40 or older and … family that: a. Received SNAP
    // … for the past 6 months [snap]; or b. … at least 3 of the past 5 months, but is no longer eligible
    // [snap3]" → 7 / G. §1.2: age on the hiring date.
    if (age >= 18 && age < 40 && (yes(a.snap) || yes(a.snap3))) found.add('SNAP');

    // §1.3 "(none)" row and §1.2 4 / D: no applicant checkbox; "Age ≥18 but <40 on the hiring date",
    // home in an Empowerment Zone or Rural Renewal County → reported as needing an address check.
    if (age >= 18 && age < 40) found.add('DCR');

    if (isSummerYouth(birthdate, reference, hired, a)) found.add('SUMMER_YOUTH');
  }

  const rules = wotcRulesFor(reference, input.rules ?? WOTC_RULE_SETS);
  const form = input.conditionallyCertified ? '9062' : '9061';
  const order = (code: TargetGroupCode) => TARGET_GROUP_CODES.indexOf(code);
  // Only the groups the law had for this date (rules data): LTUR exists for people who begin work
  // after 2015-12-31 (PATH Act of 2015, Pub. L. 114-113, Div. Q, §142(b)). The row is read on the
  // reference day, the hire date, which is on or before the start date: a hire at the end of 2015
  // who starts in 2016 is judged without LTUR, the cautious side.
  return [...found]
    .filter((code) => rules.groups.includes(code))
    .map((code): TargetGroupMatch => {
      const group = TARGET_GROUPS[code];
      return {
        code,
        name: group.name,
        maxCredit: maxCreditFor(code, rules),
        form,
        needs9175: group.needs9175,
        needsAddressCheck: group.needsAddressCheck,
      };
    })
    .sort(
      (x, y) =>
        y.maxCredit - x.maxCredit ||
        Number(x.needsAddressCheck) - Number(y.needsAddressCheck) ||
        order(x.code) - order(y.code),
    );
}

/**
 * §1.2 6 / F (26 USC 51(d)(7)): services between May 1 and Sept 15; "age 16 but not 18 on the hiring
 * date (or May 1 if later)"; never previously employed by the employer (woc = "Worked for this company
 * before"); home in an Empowerment Zone (address check). Once the hire date is known, a hire after
 * Sept 15 cannot be a summer youth employee for that summer; before it is known only the age is tested.
 */
function isSummerYouth(birthdate: string, reference: string, hired: boolean, a: ScreeningAnswers): boolean {
  if (yes(a.woc)) return false;
  const year = reference.slice(0, 4);
  const mayFirst = `${year}-05-01`;
  if (hired && reference > `${year}-09-15`) return false;
  const on = reference < mayFirst ? mayFirst : reference;
  const age = ageOn(birthdate, on);
  return age >= 16 && age < 18;
}
