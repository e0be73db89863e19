/**
 * The pre-screening questionnaire's answer fields (docs/product.md §2–§3). The API stores each yes/no
 * answer as '1', '0' or null; which follow-ups apply is decided by libs/domain.
 */
export const SCREENING_QUESTIONS = ['military', 'snap', 'tanf', 'ssi', 'vr', 'unemployed', 'felony', 'woc'] as const;
export type ScreeningQuestion = (typeof SCREENING_QUESTIONS)[number];

/** Follow-up questions answered yes or no. */
export const YES_NO_FOLLOW_UPS = [
  'militaryUnemployed6m',
  'militaryUnemployed4w',
  'militarySnap',
  'militaryDisability',
  'militaryReleased',
  'snap3',
  'tanfStopped',
  'tanfAssistance9',
  'tanfAssistance18',
  'felonyAdjudication',
  'felonyWrp',
] as const;
export type YesNoFollowUp = (typeof YES_NO_FOLLOW_UPS)[number];

/** Follow-ups with a value other than yes/no, and what kind of value. */
export const VALUE_FOLLOW_UPS = {
  militaryYear: 'year',
  militaryBranch: 'militaryBranch',
  tanfState: 'state',
  tanfTime: 'tanfDuration',
  vrService: 'vrService',
  unemployedDate: 'date',
  unemployedState: 'state',
  felonyConviction: 'date',
  felonyRelease: 'date',
  felonyState: 'state',
  felonyType: 'felonyType',
} as const;
export type ValueFollowUp = keyof typeof VALUE_FOLLOW_UPS;

export type YesNoField = ScreeningQuestion | YesNoFollowUp;
export const YES_NO_FIELDS: readonly YesNoField[] = [...SCREENING_QUESTIONS, ...YES_NO_FOLLOW_UPS];
export const VALUE_FIELDS = Object.keys(VALUE_FOLLOW_UPS) as ValueFollowUp[];
export type AnswerField = YesNoField | ValueFollowUp;

/** Every answer of a submission: '1'/'0' for yes/no questions, the value for the others, null when not asked. */
export type ScreeningAnswers = { [K in YesNoField]: '1' | '0' | null } & { [K in ValueFollowUp]: string | null };
