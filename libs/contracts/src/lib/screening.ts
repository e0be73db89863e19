import type { Answer } from './enums';

/** How a pre-screening question is answered: yes or no, or a value of one kind (a picklist, a state, a date, a year). */
export type AnswerKind = 'yesNo' | 'year' | 'date' | 'state' | 'militaryBranch' | 'tanfDuration' | 'vrService' | 'felonyType';

/** A yes/no answer as stored: '1' yes, '0' no. */
type YesOrNo = NonNullable<Answer>;

/**
 * A follow-up that depends on another yes/no follow-up of its question as well: asked when that one
 * is answered `is`, or when it is anything but `isNot` (not answered yet included).
 */
type FollowUpConditionShape = { readonly field: string; readonly is: YesOrNo } | { readonly field: string; readonly isNot: YesOrNo };

interface QuestionBlockShape {
  readonly question: string;
  /** The answer to the question that opens its follow-ups. */
  readonly followUpsOn: YesOrNo;
  readonly followUps: readonly { readonly field: string; readonly kind: AnswerKind; readonly onlyIf?: FollowUpConditionShape }[];
}

/**
 * The pre-screening questionnaire (docs/product.md §2–§3), the one place its structure is written: the
 * eight questions of IRS Form 8850 page 1 and ETA Form 9061 in the order the form asks them, each with
 * the follow-ups its answer opens, in their order, and how each is answered. Every main question is
 * answered yes or no. libs/domain decides from it which follow-ups were asked (and keeps only those);
 * the public form and the submission detail lay out their questions from it. The applicant's wording
 * (English and Spanish) is the portal's, in its form translations.
 */
const QUESTIONNAIRE = [
  {
    // Form 8850 lines 2 (SNAP, 4 weeks), 3, 4 and 5; ETA 9061 item 13.
    question: 'military',
    followUpsOn: '1',
    followUps: [
      { field: 'militaryUnemployed6m', kind: 'yesNo' },
      // "At least 4 weeks, but less than 6 months": moot once 6 months is yes.
      { field: 'militaryUnemployed4w', kind: 'yesNo', onlyIf: { field: 'militaryUnemployed6m', isNot: '1' } },
      { field: 'militarySnap', kind: 'yesNo' },
      { field: 'militaryDisability', kind: 'yesNo' },
      { field: 'militaryReleased', kind: 'yesNo' },
      { field: 'militaryYear', kind: 'year' },
      // docs/product.md §2: the branch is asked of a veteran unemployed 6 months or more only.
      { field: 'militaryBranch', kind: 'militaryBranch', onlyIf: { field: 'militaryUnemployed6m', is: '1' } },
    ],
  },
  // Asked on a no: not SNAP for the past 6 months, but for 3 of the past 5 and no longer eligible (group 7 / G).
  { question: 'snap', followUpsOn: '0', followUps: [{ field: 'snap3', kind: 'yesNo' }] },
  {
    // Where and how long, then the windows in the forms' order: any 9 of the past 18 months (Form 8850
    // line 2, ETA 9061 item 12: IV-A), then 18 months or more and stopped by a time limit (line 6 in
    // that order, item 20: long-term family assistance).
    question: 'tanf',
    followUpsOn: '1',
    followUps: [
      { field: 'tanfState', kind: 'state' },
      { field: 'tanfTime', kind: 'tanfDuration' },
      { field: 'tanfAssistance9', kind: 'yesNo' },
      { field: 'tanfAssistance18', kind: 'yesNo' },
      { field: 'tanfStopped', kind: 'yesNo' },
    ],
  },
  { question: 'ssi', followUpsOn: '1', followUps: [] },
  { question: 'vr', followUpsOn: '1', followUps: [{ field: 'vrService', kind: 'vrService' }] },
  {
    question: 'unemployed',
    followUpsOn: '1',
    followUps: [
      { field: 'unemployedDate', kind: 'date' },
      { field: 'unemployedState', kind: 'state' },
    ],
  },
  {
    question: 'felony',
    followUpsOn: '1',
    followUps: [
      { field: 'felonyConviction', kind: 'date' },
      { field: 'felonyRelease', kind: 'date' },
      { field: 'felonyState', kind: 'state' },
      { field: 'felonyType', kind: 'felonyType' },
      { field: 'felonyAdjudication', kind: 'yesNo' },
      { field: 'felonyWrp', kind: 'yesNo' },
    ],
  },
  { question: 'woc', followUpsOn: '1', followUps: [] },
] as const satisfies readonly QuestionBlockShape[];

type FollowUpEntry = (typeof QUESTIONNAIRE)[number]['followUps'][number];
export type ScreeningQuestion = (typeof QUESTIONNAIRE)[number]['question'];
/** Follow-up questions answered yes or no. */
export type YesNoFollowUp = Extract<FollowUpEntry, { kind: 'yesNo' }>['field'];
/** Follow-ups with a value other than yes/no. */
export type ValueFollowUp = Exclude<FollowUpEntry, { kind: 'yesNo' }>['field'];
export type YesNoField = ScreeningQuestion | YesNoFollowUp;
export type AnswerField = YesNoField | ValueFollowUp;

/** See FollowUpConditionShape: the other follow-up is always a yes/no one of the same question, asked before it. */
export type FollowUpCondition = { readonly field: YesNoFollowUp; readonly is: YesOrNo } | { readonly field: YesNoFollowUp; readonly isNot: YesOrNo };

export interface ScreeningFollowUp {
  readonly field: YesNoFollowUp | ValueFollowUp;
  readonly kind: AnswerKind;
  readonly onlyIf?: FollowUpCondition;
}

export interface ScreeningQuestionBlock {
  readonly question: ScreeningQuestion;
  /** The answer to the question that opens its follow-ups: '1' (yes), or '0' (no) for SNAP. */
  readonly followUpsOn: YesOrNo;
  readonly followUps: readonly ScreeningFollowUp[];
}

export const SCREENING_QUESTIONNAIRE: readonly ScreeningQuestionBlock[] = QUESTIONNAIRE;

/** The eight main questions, in the form's order. */
export const SCREENING_QUESTIONS: readonly ScreeningQuestion[] = SCREENING_QUESTIONNAIRE.map((block) => block.question);

/** Every answer field in the form's order: each question followed by its follow-ups. */
export const SCREENING_ANSWER_FIELDS: readonly AnswerField[] = SCREENING_QUESTIONNAIRE.flatMap((block) => [block.question, ...block.followUps.map((f) => f.field)]);

/** How each answer field is answered. */
export const ANSWER_KINDS = Object.fromEntries(
  SCREENING_QUESTIONNAIRE.flatMap((block) => [[block.question, 'yesNo'], ...block.followUps.map((f) => [f.field, f.kind])]),
) as Readonly<Record<AnswerField, AnswerKind>>;

/** The answers given as yes or no (stored '1' / '0'), main questions and follow-ups. */
export const YES_NO_FIELDS: readonly YesNoField[] = SCREENING_ANSWER_FIELDS.filter((field): field is YesNoField => ANSWER_KINDS[field] === 'yesNo');

/** Every answer of a submission: '1'/'0' for yes/no questions, the value for the others, null when not asked. */
export type ScreeningAnswers = { [K in YesNoField]: Answer } & { [K in ValueFollowUp]: string | null };
