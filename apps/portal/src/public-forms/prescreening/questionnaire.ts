import {
  ANSWER_KINDS,
  FELONY_TYPES,
  MILITARY_BRANCHES,
  SCREENING_ANSWER_FIELDS,
  TANF_DURATIONS,
  VR_SERVICES,
  type AnswerField,
} from '@clearhire/contracts';
import { askedQuestions } from '@clearhire/domain';
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
    /** The location chosen under "Where did you apply?" (its id), when the company has several. */
    locationId: string;
  };

export const EMPTY_ANSWERS = Object.fromEntries(SCREENING_ANSWER_FIELDS.map((field) => [field, ''])) as AnswerValues;

/**
 * The questions on screen for the answers given so far, in reading order. Which follow-ups show is
 * decided by libs/domain's askedQuestions, the rule the API applies when it keeps only asked answers
 * (keepAskedAnswers), so the form and the server agree.
 */
export function visibleQuestions(answers: Partial<AnswerValues>): AnswerField[] {
  return askedQuestions(answers).flatMap(({ question, followUps }) => [question, ...followUps]);
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
  return ANSWER_KINDS[field] === 'yesNo' || field === 'unemployedDate';
}

type Answers = Omit<PrescreeningDto, 'companyId' | 'locationId' | 'eligible' | 'firstname' | 'lastname' | 'email' | 'street' | 'apt' | 'city' | 'county' | 'state' | 'zip' | 'phone' | 'ssn' | 'birthdate' | 'signature' | 'recaptcha' | 'externalId' | 'language' | 'returnUrl'>;

/**
 * The body of POST /api/submissions. Answers go only when the person said an eligibility statement
 * applies, and then only the questions that were shown (hidden follow-ups left over from a changed
 * answer are dropped); yes/no answers become booleans. Text is trimmed; an empty apartment is left out.
 * `locationId` is where the applicant applied, when the link named it or they chose it.
 */
export function buildPrescreeningPayload(values: PrescreeningValues, companyId: number, eligible: boolean, locationId?: number): PrescreeningDto {
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
  if (locationId !== undefined) payload.locationId = locationId;
  if (values.recaptcha) payload.recaptcha = values.recaptcha;
  if (!eligible) return payload;

  const answers: Record<string, boolean | string> = {};
  for (const field of visibleQuestions(values)) {
    const value = values[field];
    if (value === '') continue;
    answers[field] = ANSWER_KINDS[field] === 'yesNo' ? value === '1' : value;
  }
  return { ...payload, ...(answers as Answers) };
}
