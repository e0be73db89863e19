import type { ScreeningAnswers, YesNoField } from '@clearhire/contracts';
import { US_STATES } from '@clearhire/contracts';
import { ageOn, calendarDaysBetween, isCalendarDate, type TargetGroupCode } from '@clearhire/domain';
import { formatAnswer, formatFormDate } from '../format';
import type { FieldCell } from './form-writer';

/**
 * ETA Form 9061 items 12-21, one per target group (docs/compliance.md §1.4; the numbering of 15-21
 * follows third-party reproductions and is marked uncertain there). Each section shows the
 * answers that bear on its group; the groups are what determineTargetGroups found.
 */
export interface SectionFacts {
  /** Answers actually asked (follow-ups of a '1' parent only). */
  readonly answers: ScreeningAnswers;
  readonly birthdate: string;
  /** The day ages and look-back windows are measured on: the hire date when known. */
  readonly reference: string;
  readonly county: string;
  readonly state: string;
}

export interface Form9061Section {
  readonly item: number;
  readonly title: string;
  readonly groups: readonly TargetGroupCode[];
  /** Answers that, when yes, claim this item; the age-based items claim nothing by answer. */
  readonly claims: readonly YesNoField[];
  readonly rows: (facts: SectionFacts) => FieldCell[][];
}

const stateName = (code: string | null): string => (code ? (US_STATES.find((s) => s.code === code)?.name ?? code) : '');
const date = (value: string | null): string => (value && isCalendarDate(value) ? formatFormDate(value) : (value ?? ''));
const age = (f: SectionFacts): string => String(ageOn(f.birthdate, f.reference));
const EZ_CHECK = 'Employer to confirm from the home address';

function weeksUnemployed(f: SectionFacts): string {
  const since = f.answers.unemployedDate;
  if (!since || !isCalendarDate(since) || since > f.reference) return '';
  // Whole weeks: LTUR needs 27 consecutive weeks (docs/compliance.md §1.3 line 7).
  return String(Math.floor(calendarDaysBetween(since, f.reference) / 7));
}

export const FORM_9061_SECTIONS: readonly Form9061Section[] = [
  {
    item: 12,
    title: 'Qualified IV-A recipient (TANF)',
    groups: ['IVA'],
    claims: ['tanf', 'tanfAssistance9'],
    rows: ({ answers: a }) => [
      [
        { label: 'Family received TANF (IV-A) assistance', value: formatAnswer(a.tanf) },
        { label: 'For any 9 months during the past 18 months', value: formatAnswer(a.tanfAssistance9) },
        { label: 'How long', value: a.tanfTime ?? '' },
        { label: 'State that paid the benefits', value: stateName(a.tanfState) },
      ],
    ],
  },
  {
    item: 13,
    title: 'Qualified veteran',
    groups: ['VET_SNAP', 'VET_DISABLED_DISCHARGED', 'VET_DISABLED_UNEMPLOYED_6M', 'VET_UNEMPLOYED_6M', 'VET_UNEMPLOYED_4W'],
    claims: ['military'],
    rows: ({ answers: a }) => [
      [
        { label: 'Veteran of the U.S. Armed Forces', value: formatAnswer(a.military) },
        { label: 'Branch', value: a.militaryBranch ?? '' },
        { label: 'Year of discharge or release', value: a.militaryYear ?? '' },
        { label: 'Discharged or released during the past year', value: formatAnswer(a.militaryReleased) },
      ],
      [
        { label: 'Entitled to compensation for a service-connected disability', value: formatAnswer(a.militaryDisability) },
        { label: 'Family received SNAP for at least 3 months of the past 15', value: formatAnswer(a.militarySnap) },
        { label: 'Unemployed 6 months or more during the past year', value: formatAnswer(a.militaryUnemployed6m) },
        { label: 'Unemployed 4 weeks to under 6 months during the past year', value: formatAnswer(a.militaryUnemployed4w) },
      ],
    ],
  },
  {
    item: 14,
    title: 'Qualified ex-felon',
    groups: ['EX_FELON'],
    claims: ['felony'],
    rows: ({ answers: a }) => [
      [
        { label: 'Convicted of a felony or released from prison for one', value: formatAnswer(a.felony) },
        { label: 'Date of conviction', value: date(a.felonyConviction) },
        { label: 'Date of release', value: date(a.felonyRelease) },
      ],
      [
        { label: 'Federal or state conviction', value: a.felonyType ?? '' },
        { label: 'State of conviction', value: stateName(a.felonyState) },
        { label: 'Deferred adjudication', value: formatAnswer(a.felonyAdjudication) },
        { label: 'In a work release program', value: formatAnswer(a.felonyWrp) },
      ],
    ],
  },
  {
    item: 15,
    title: 'Designated community resident',
    groups: ['DCR'],
    claims: [],
    rows: (f) => [
      [
        { label: 'Age on the measurement date (18 to 39 qualifies)', value: age(f) },
        { label: 'County and state of residence', value: [f.county, stateName(f.state)].filter(Boolean).join(', ') },
        { label: 'Home in an Empowerment Zone or Rural Renewal County', value: EZ_CHECK },
      ],
    ],
  },
  {
    item: 16,
    title: 'Vocational rehabilitation referral',
    groups: ['VR'],
    claims: ['vr'],
    rows: ({ answers: a }) => [
      [
        { label: 'Referred by a state-approved rehabilitation agency, a Ticket to Work employment network or the VA', value: formatAnswer(a.vr), span: 2 },
        { label: 'Referred by', value: a.vrService ?? '' },
      ],
    ],
  },
  {
    item: 17,
    title: 'Qualified summer youth employee',
    groups: ['SUMMER_YOUTH'],
    claims: [],
    rows: (f) => [
      [
        { label: 'Age on the measurement date (16 or 17 qualifies)', value: age(f) },
        { label: 'Worked for this employer before', value: formatAnswer(f.answers.woc) },
        { label: 'Home in an Empowerment Zone', value: EZ_CHECK },
      ],
    ],
  },
  {
    item: 18,
    title: 'SNAP (food stamp) recipient',
    groups: ['SNAP'],
    claims: ['snap', 'snap3'],
    rows: (f) => [
      [
        { label: 'Family received SNAP for the past 6 months', value: formatAnswer(f.answers.snap) },
        { label: 'SNAP for at least 3 of the past 5 months, no longer eligible', value: formatAnswer(f.answers.snap3) },
        { label: 'Age on the measurement date (18 to 39 qualifies)', value: age(f) },
      ],
    ],
  },
  {
    item: 19,
    title: 'Supplemental Security Income (SSI) recipient',
    groups: ['SSI'],
    claims: ['ssi'],
    rows: ({ answers: a }) => [[{ label: 'Received SSI for any month ending during the past 60 days', value: formatAnswer(a.ssi) }]],
  },
  {
    item: 20,
    title: 'Long-term family assistance recipient',
    groups: ['LTFA'],
    claims: ['tanfAssistance18', 'tanfStopped'],
    rows: ({ answers: a }) => [
      [
        { label: 'TANF for at least 18 months (the past 18, or any 18 ending within 2 years)', value: formatAnswer(a.tanfAssistance18) },
        { label: 'Stopped being eligible in the past 2 years because of a time limit', value: formatAnswer(a.tanfStopped) },
        { label: 'How long', value: a.tanfTime ?? '' },
      ],
    ],
  },
  {
    item: 21,
    title: 'Long-term unemployment recipient',
    groups: ['LTUR'],
    claims: ['unemployed'],
    rows: (f) => [
      [
        { label: 'Unemployed 27 consecutive weeks or more, with unemployment compensation', value: formatAnswer(f.answers.unemployed) },
        { label: 'Unemployed since', value: date(f.answers.unemployedDate) },
        { label: 'Weeks unemployed on the measurement date', value: weeksUnemployed(f) },
        { label: 'State of the unemployment claim', value: stateName(f.answers.unemployedState) },
      ],
    ],
  },
];
