import { determineTargetGroups, type TargetGroupCode } from '@clearhire/domain';
import type { ScreeningAnswersInput } from '../inputs';

/**
 * Form 8850 (Rev. March 2016) page 1, lines 1-7, and which target groups make the applicant
 * check each one (docs/compliance.md §1.3). Designated community residents (4) and summer youth (6) have
 * no applicant checkbox: the employer enters them on page 2.
 */
export interface Form8850Line {
  readonly number: number;
  readonly text: string;
  readonly bullets: readonly string[];
  /** The groups whose statement this line carries; line 1 has none (it is about a conditional certification). */
  readonly groups: readonly TargetGroupCode[];
}

export const FORM_8850_LINES: readonly Form8850Line[] = [
  {
    number: 1,
    text: 'Check here if you received a conditional certification from the state workforce agency (SWA) or a participating local agency for the work opportunity credit.',
    bullets: [],
    groups: [],
  },
  {
    number: 2,
    text: 'Check here if any of the following statements apply to you.',
    bullets: [
      'I am a member of a family that has received assistance from Temporary Assistance for Needy Families (TANF) for any 9 months during the past 18 months.',
      'I am a veteran and a member of a family that received Supplemental Nutrition Assistance Program (SNAP) benefits (food stamps) for at least a 3-month period during the past 15 months.',
      'I was referred here by a rehabilitation agency approved by the state, an employment network under the Ticket to Work program, or the Department of Veterans Affairs.',
      'I am at least age 18 but not age 40 or older and I am a member of a family that: a. Received SNAP benefits (food stamps) for the past 6 months; or b. Received SNAP benefits (food stamps) for at least 3 of the past 5 months, but is no longer eligible to receive them.',
      'During the past year, I was convicted of a felony or released from prison for a felony.',
      'I received supplemental security income (SSI) benefits for any month ending during the past 60 days.',
      'I am a veteran and I was unemployed for a period or periods totaling at least 4 weeks but less than 6 months during the past year.',
    ],
    groups: ['IVA', 'VET_SNAP', 'VR', 'SNAP', 'EX_FELON', 'SSI', 'VET_UNEMPLOYED_4W'],
  },
  {
    number: 3,
    text: 'Check here if you are a veteran and you were unemployed for a period or periods totaling at least 6 months during the past year.',
    bullets: [],
    groups: ['VET_UNEMPLOYED_6M'],
  },
  {
    number: 4,
    text: 'Check here if you are a veteran entitled to compensation for a service-connected disability and you were discharged or released from active duty in the U.S. Armed Forces during the past year.',
    bullets: [],
    groups: ['VET_DISABLED_DISCHARGED'],
  },
  {
    number: 5,
    text: 'Check here if you are a veteran entitled to compensation for a service-connected disability and you were unemployed for a period or periods totaling at least 6 months during the past year.',
    bullets: [],
    groups: ['VET_DISABLED_UNEMPLOYED_6M'],
  },
  {
    number: 6,
    text: 'Check here if you are a member of a family that:',
    bullets: [
      'Received TANF payments for at least the past 18 months; or',
      'Received TANF payments for any 18 months beginning after August 5, 1997, and the earliest 18-month period beginning after August 5, 1997, ended during the past 2 years; or',
      'Stopped being eligible for TANF payments during the past 2 years because a federal or state law limited the maximum time those payments could be made.',
    ],
    groups: ['LTFA'],
  },
  {
    number: 7,
    text: 'Check here if you are in a period of unemployment that is at least 27 consecutive weeks and for all or part of that period you received unemployment compensation.',
    bullets: [],
    groups: ['LTUR'],
  },
];

export interface Form8850StatementsInput {
  readonly answers: ScreeningAnswersInput;
  readonly birthdate: string | null;
  /** The day the applicant gave the information: the statements speak of "the past year" as of then. */
  readonly signedOn: string;
  readonly conditionallyCertified?: boolean;
}

export interface Form8850Statement extends Form8850Line {
  readonly checked: boolean;
}

/**
 * Lines 1-7 with their boxes checked from the answers. The groups come from the domain's
 * determineTargetGroups measured on the signing day, not the hire date: page 1 records what the
 * applicant attested when giving the information, before any job offer.
 */
export function form8850Statements(input: Form8850StatementsInput): Form8850Statement[] {
  const found = new Set(
    determineTargetGroups({ answers: input.answers, birthdate: input.birthdate, hireDate: null, today: input.signedOn }).map((m) => m.code),
  );
  return FORM_8850_LINES.map((line) => ({
    ...line,
    checked: line.number === 1 ? input.conditionallyCertified === true : line.groups.some((g) => found.has(g)),
  }));
}
