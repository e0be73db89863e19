import { TARGET_GROUP_CODES, TARGET_GROUPS, maxCreditFor, type TargetGroupCode } from '@clearhire/domain';
import { CURRENT_WOTC_RULES } from '../wotc-figures';

/**
 * Who qualifies for each target group, in plain words (docs/compliance.md §1.2, docs/product.md §9 windows). Typed
 * by code, so a group added to the domain data fails the build until it is described here.
 */
export const WHO_QUALIFIES: Readonly<Record<TargetGroupCode, string>> = {
  IVA: 'A member of a family that received TANF (Temporary Assistance for Needy Families) for any 9 months during the 18 months ending on the hiring date.',
  VET_SNAP:
    'A veteran who is a member of a family that received SNAP (food stamp) benefits for at least 3 months during the 15 months ending on the hiring date.',
  VET_DISABLED_DISCHARGED:
    'A veteran entitled to compensation for a service-connected disability, hired within 1 year of being discharged or released from active duty.',
  VET_DISABLED_UNEMPLOYED_6M:
    'A veteran entitled to compensation for a service-connected disability who was unemployed for a total of at least 6 months (consecutive or not) in the year ending on the hiring date.',
  VET_UNEMPLOYED_4W:
    'A veteran unemployed for a total of at least 4 weeks but less than 6 months (consecutive or not) in the year ending on the hiring date.',
  VET_UNEMPLOYED_6M:
    'A veteran unemployed for a total of at least 6 months (consecutive or not) in the year ending on the hiring date.',
  EX_FELON: 'A person hired within 1 year of being convicted of a felony or released from prison for a felony.',
  DCR: 'A person aged 18 to 39 on the hiring date whose home is in a federal Empowerment Zone or Rural Renewal County.',
  VR: 'A person with a disability referred by a state-approved vocational rehabilitation agency, an Employment Network under the Ticket to Work program, or the Department of Veterans Affairs.',
  SUMMER_YOUTH:
    'A 16- or 17-year-old living in an Empowerment Zone who works for you between May 1 and September 15 and has never worked for you before.',
  SNAP: 'A person aged 18 to 39 in a family that received SNAP for the 6 months ending on the hiring date, or for at least 3 of the last 5 months if the family is no longer eligible because of the SNAP time limit.',
  SSI: 'A person who received Supplemental Security Income (SSI) for any month ending within the 60 days before the hiring date.',
  LTFA: 'A member of a family that received TANF for at least the 18 months ending on the hiring date; or for any 18 months (consecutive or not), with the hire within 2 years after the earliest such 18-month period ended; or that lost eligibility within the past 2 years because of a federal or state time limit.',
  LTUR: 'A person unemployed for at least 27 consecutive weeks who received state or federal unemployment compensation for all or part of that time.',
};

export interface TargetGroupRow {
  code: TargetGroupCode;
  name: string;
  irsGroup: number;
  whoQualifies: string;
  /** Dollars: the first-year credit at the full rate, plus the second year for long-term family assistance. */
  maxCredit: number;
  twoYears: boolean;
  needs9175: boolean;
}

/** The table's rows, in IRS group order, with the maximum credit computed from the rules table. */
export const TARGET_GROUP_ROWS: readonly TargetGroupRow[] = TARGET_GROUP_CODES.map((code) => {
  const group = TARGET_GROUPS[code];
  return {
    code,
    name: group.name,
    irsGroup: group.irsGroup,
    whoQualifies: WHO_QUALIFIES[code],
    maxCredit: maxCreditFor(code, CURRENT_WOTC_RULES),
    twoYears: CURRENT_WOTC_RULES.wageCapsCents[code].year2 > 0,
    needs9175: group.needs9175,
  };
});
