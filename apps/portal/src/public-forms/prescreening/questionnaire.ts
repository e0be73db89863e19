import {
  FELONY_TYPES,
  MILITARY_BRANCHES,
  TANF_DURATIONS,
  VALUE_FOLLOW_UPS,
  VR_SERVICES,
  YES_NO_FIELDS,
  type AnswerField,
  type ScreeningQuestion,
  type ValueFollowUp,
} from '@clearhire/contracts';
import { applicableAnswerFields } from '@clearhire/domain';
import type { PrescreeningDto } from '../../api/public-client';
import type { AddressValues } from '../address/address-values';
import type { PersonValues } from '../person/person-values';

/** Every answer of page 2 as the form holds it: '1' / '0' / '' for yes-no questions, the value (or '') for the others. */
export type AnswerValues = Record<AnswerField, string>;

export type PrescreeningValues = PersonValues &
  AddressValues &
  AnswerValues & {
    signature: string;
    /** The reCAPTCHA token, when the widget is configured. */
    recaptcha: string;
  };

/**
 * Page 2 in reading order: each main question of docs/product.md §2 followed by its follow-ups. Whether a
 * follow-up shows is not decided here but by libs/domain's applicableAnswerFields, the rule the API
 * applies when it keeps only asked answers (keepAskedAnswers), so the form and the server agree.
 */
export const QUESTION_BLOCKS: readonly { question: ScreeningQuestion; followUps: readonly AnswerField[] }[] = [
  {
    question: 'military',
    followUps: ['militaryUnemployed6m', 'militaryUnemployed4w', 'militarySnap', 'militaryDisability', 'militaryReleased', 'militaryYear', 'militaryBranch'],
  },
  { question: 'snap', followUps: ['snap3'] },
  { question: 'tanf', followUps: ['tanfState', 'tanfTime', 'tanfAssistance9', 'tanfAssistance18', 'tanfStopped'] },
  { question: 'ssi', followUps: [] },
  { question: 'vr', followUps: ['vrService'] },
  { question: 'unemployed', followUps: ['unemployedDate', 'unemployedState'] },
  { question: 'felony', followUps: ['felonyConviction', 'felonyRelease', 'felonyState', 'felonyType', 'felonyAdjudication', 'felonyWrp'] },
  { question: 'woc', followUps: [] },
];

export const EMPTY_ANSWERS = Object.fromEntries(
  QUESTION_BLOCKS.flatMap((block) => [block.question, ...block.followUps]).map((field) => [field, '']),
) as AnswerValues;

/** The questions on screen for the answers given so far, in reading order. */
export function visibleQuestions(answers: Partial<AnswerValues>): AnswerField[] {
  const asked = applicableAnswerFields(answers);
  return QUESTION_BLOCKS.flatMap((block) => [block.question, ...block.followUps]).filter((field) => asked.has(field));
}

/** How a question is answered: yes/no radios, or the kind of value of contracts' VALUE_FOLLOW_UPS. */
export type QuestionKind = 'yesNo' | (typeof VALUE_FOLLOW_UPS)[ValueFollowUp];

export function questionKind(field: AnswerField): QuestionKind {
  return (YES_NO_FIELDS as readonly string[]).includes(field) ? 'yesNo' : VALUE_FOLLOW_UPS[field as ValueFollowUp];
}

/** The choices of picklist questions (contracts), keyed by kind. */
export const PICKLISTS = {
  militaryBranch: MILITARY_BRANCHES,
  felonyType: FELONY_TYPES,
  vrService: VR_SERVICES,
  tanfDuration: TANF_DURATIONS,
} as const;

/** Follow-ups the person must answer once they show; the other value follow-ups may stay empty. */
export function isRequiredQuestion(field: AnswerField): boolean {
  return questionKind(field) === 'yesNo' || field === 'unemployedDate';
}

type Answers = Omit<PrescreeningDto, 'companyId' | 'eligible' | 'firstname' | 'lastname' | 'email' | 'street' | 'apt' | 'city' | 'county' | 'state' | 'zip' | 'phone' | 'ssn' | 'birthdate' | 'signature' | 'recaptcha'>;

/**
 * The body of POST /api/submissions. Answers go only when the person said an eligibility statement
 * applies, and then only the questions that were shown (hidden follow-ups left over from a changed
 * answer are dropped); yes/no answers become booleans. Text is trimmed; an empty apartment is left out.
 */
export function buildPrescreeningPayload(values: PrescreeningValues, companyId: number, eligible: boolean): PrescreeningDto {
  const text = (value: string) => value.trim();
  const payload: PrescreeningDto = {
    companyId,
    eligible,
    firstname: text(values.firstname),
    lastname: text(values.lastname),
    email: text(values.email),
    street: text(values.street),
    city: text(values.city),
    county: text(values.county),
    state: values.state as PrescreeningDto['state'],
    zip: values.zip,
    phone: values.phone,
    ssn: values.ssn,
    birthdate: values.birthdate,
    signature: text(values.signature),
  };
  if (text(values.apt)) payload.apt = text(values.apt);
  if (values.recaptcha) payload.recaptcha = values.recaptcha;
  if (!eligible) return payload;

  const answers: Record<string, boolean | string> = {};
  for (const field of visibleQuestions(values)) {
    const value = values[field];
    if (value === '') continue;
    answers[field] = questionKind(field) === 'yesNo' ? value === '1' : value;
  }
  return { ...payload, ...(answers as Answers) };
}
