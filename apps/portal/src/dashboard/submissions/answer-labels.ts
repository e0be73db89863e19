import type { AnswerField } from '@clearhire/contracts';

/**
 * How each pre-screening answer is named on the submission detail, for the employer (the applicant's
 * own wording, in English and Spanish, is the public form's). The order and which follow-ups apply
 * come from libs/domain's askedQuestions.
 */
export const ANSWER_LABELS: Record<AnswerField, string> = {
  military: 'Veteran of the U.S. Armed Forces',
  militaryUnemployed6m: 'Veteran unemployed 6 months or more in the year before hire',
  militaryUnemployed4w: 'Veteran unemployed 4 weeks or more in the year before hire',
  militarySnap: 'Veteran in a family that received SNAP within the past 15 months',
  militaryDisability: 'Service-connected disability',
  militaryReleased: 'Discharged or released from active duty in the past year',
  militaryYear: 'Discharge year',
  militaryBranch: 'Military branch',
  snap: 'Family received SNAP (food stamps) for the past 6 months',
  snap3: 'Family received SNAP for at least 3 of the past 5 months',
  tanf: 'Family received TANF assistance',
  tanfState: 'State that paid TANF',
  tanfStopped: 'TANF stopped within the past 2 years',
  tanfAssistance9: 'TANF received for any 9 of the past 18 months',
  tanfAssistance18: 'TANF received for 18 months or more',
  tanfTime: 'How long TANF was received',
  ssi: 'Received Supplemental Security Income (SSI)',
  vr: 'Referred by a vocational rehabilitation agency',
  vrService: 'Rehabilitation service',
  unemployed: 'Unemployed 27 consecutive weeks or more, with unemployment compensation',
  unemployedDate: 'Unemployed since',
  unemployedState: 'State of unemployment compensation',
  felony: 'Convicted of a felony and released or convicted within the past year',
  felonyConviction: 'Conviction date',
  felonyRelease: 'Release date',
  felonyState: 'State of conviction',
  felonyType: 'Felony type',
  felonyAdjudication: 'Deferred adjudication',
  felonyWrp: 'Work release program',
  woc: 'Worked for this company before',
};
