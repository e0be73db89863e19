import { AddressSpecField, PersonSpecField } from '../../common/validation/spec-fields';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, Max, Min, ValidateBy, ValidateIf, type ValidationArguments } from 'class-validator';
import {
  YES_NO_FIELDS,
  type AnswerField,
  FELONY_TYPES,
  MILITARY_BRANCHES,
  PRESCREENING_LIMITS as L,
  TANF_DURATIONS,
  US_STATE_CODES,
  VR_SERVICES,
  ATS_LIMITS,
  LANGUAGES,
  type Language,
} from '@clearhire/contracts';
import { applicableAnswerFields, dischargeYearContradicts, earliestCalendarDate, earliestPastYearDischarge, latestCalendarDate } from '@clearhire/domain';
import { BooleanField, ChoiceField, DateField, DigitsField, ExternalIdField, Satisfies, TextField, YesNoField, LocationIdField } from '../../common/validation/fields';
import { PlausibleBirthdate } from '../../common/validation/personal-fields';

/** A page-2 question: required once the applicant said an eligibility statement applies. */
function ScreeningAnswer(label: string) {
  return applyDecorators(
    ApiProperty({ type: Boolean, required: false, description: `${label} (required when eligible)` }),
    ValidateIf((o: PrescreeningDto, v: unknown) => o.eligible === true || v !== undefined),
    IsBoolean({ message: `${label}: please answer yes or no.` }),
  );
}

const PastYear = () =>
  Satisfies('pastYear', (v) => typeof v !== 'string' || !/^\d{4}$/.test(v) || (Number(v) >= 1940 && v <= latestCalendarDate(new Date()).slice(0, 4)), 'Discharge year must be a past year.');

/** The answers of a request body as libs/domain reads them: '1' and '0' for yes and no. */
function answersOf(body: Record<string, unknown>): Partial<Record<AnswerField, string>> {
  const answers: Partial<Record<AnswerField, string>> = {};
  for (const [key, value] of Object.entries(body)) {
    if ((YES_NO_FIELDS as readonly string[]).includes(key)) answers[key as AnswerField] = value === true ? '1' : value === false ? '0' : String(value);
    else if (typeof value === 'string') answers[key as AnswerField] = value;
  }
  return answers;
}

/**
 * A follow-up that was not asked (its parent question did not lead to it) may arrive as "" from
 * clients built on the specification's form, whose answers are '1', '0' or "": that means "not
 * asked", not a bad answer, and is dropped before validation. An empty answer to a follow-up that
 * was asked still meets the field's own rule and is refused, as is any other value.
 */
const NotAskedWhenEmpty = () =>
  Transform(({ value, obj, key }) => (value === '' && !applicableAnswerFields(answersOf(obj as Record<string, unknown>)).has(key as AnswerField) ? undefined : value));

/**
 * "Discharged in the past year" = yes with a discharge year two or more years back contradicts
 * itself (libs/domain veteran-discharge.ts). Only when the military block was asked.
 */
const DischargeYearFitsReleased = () =>
  ValidateBy({
    name: 'dischargeYearFitsReleased',
    validator: {
      validate: (year: unknown, args?: ValidationArguments) => {
        const dto = args?.object as PrescreeningDto;
        if (dto.military !== true || typeof year !== 'string') return true;
        const released = dto.militaryReleased === true ? '1' : null;
        const now = new Date();
        // Refused only when it contradicts on every calendar date on Earth today (no time zone decides).
        return !(dischargeYearContradicts(released, year, earliestCalendarDate(now)) && dischargeYearContradicts(released, year, latestCalendarDate(now)));
      },
      defaultMessage: () =>
        `Discharge year: you said you were discharged or released in the past year, so the year must be ${earliestPastYearDischarge(earliestCalendarDate(new Date()))} or later.`,
    },
  });

/** The public pre-screening form: IRS Form 8850 page 1 and ETA Form 9061 answers (docs/product.md §3). */
export class PrescreeningDto {
  @ApiProperty({ description: 'The company the applicant applies to (the pre-screening link id divided by 73017)' })
  @IsInt({ message: 'The pre-screening link is not valid.' })
  @Min(1, { message: 'The pre-screening link is not valid.' })
  // companies.id is a PostgreSQL integer: a larger id names no company and must not reach the query.
  @Max(2_147_483_647, { message: 'The pre-screening link is not valid.' })
  companyId!: number;

  @LocationIdField({ label: 'Location', optional: true, description: "Where the applicant applied (a location's own link gives it); may be left out when the company has one location" })
  locationId?: number;

  @BooleanField({ label: 'Eligibility statement', description: 'Whether any eligibility statement on page 0 applies' })
  eligible!: boolean;

  @PersonSpecField('firstname')
  firstname!: string;

  @PersonSpecField('lastname')
  lastname!: string;

  @PersonSpecField('email')
  email!: string;

  @AddressSpecField('street')
  street!: string;

  @AddressSpecField('apt', { optional: true })
  apt?: string;

  @AddressSpecField('city')
  city!: string;

  @AddressSpecField('county')
  county!: string;

  @AddressSpecField('state')
  state!: string;

  @AddressSpecField('zip')
  zip!: string;

  @PersonSpecField('phone')
  phone!: string;

  @PersonSpecField('ssn')
  ssn!: string;

  @DateField({ label: 'Birth date', past: true })
  @PlausibleBirthdate()
  birthdate!: string;

  @PersonSpecField('signature')
  signature!: string;

  @ScreeningAnswer('Military service')
  military?: boolean;

  @ScreeningAnswer('SNAP benefits')
  snap?: boolean;

  @ScreeningAnswer('TANF assistance')
  tanf?: boolean;

  @ScreeningAnswer('SSI benefits')
  ssi?: boolean;

  @ScreeningAnswer('Vocational rehabilitation referral')
  vr?: boolean;

  @ScreeningAnswer('Unemployment')
  unemployed?: boolean;

  @ScreeningAnswer('Felony conviction')
  felony?: boolean;

  @ScreeningAnswer('Worked for this company before')
  woc?: boolean;

  @YesNoField({ label: 'Unemployed 6 months or more (veteran)', optional: true })
  @NotAskedWhenEmpty()
  militaryUnemployed6m?: boolean;

  @YesNoField({ label: 'Unemployed 4 weeks or more (veteran)', optional: true })
  @NotAskedWhenEmpty()
  militaryUnemployed4w?: boolean;

  @YesNoField({ label: 'SNAP within 15 months (veteran)', optional: true })
  @NotAskedWhenEmpty()
  militarySnap?: boolean;

  @YesNoField({ label: 'Service-connected disability', optional: true })
  @NotAskedWhenEmpty()
  militaryDisability?: boolean;

  @YesNoField({ label: 'Discharged in the past year', optional: true })
  @NotAskedWhenEmpty()
  militaryReleased?: boolean;

  @YesNoField({ label: 'SNAP 3 of the past 5 months', optional: true })
  @NotAskedWhenEmpty()
  snap3?: boolean;

  @YesNoField({ label: 'TANF stopped in the past 2 years', optional: true })
  @NotAskedWhenEmpty()
  tanfStopped?: boolean;

  @YesNoField({ label: 'TANF 9 of the past 18 months', optional: true })
  @NotAskedWhenEmpty()
  tanfAssistance9?: boolean;

  @YesNoField({ label: 'TANF for 18 months', optional: true })
  @NotAskedWhenEmpty()
  tanfAssistance18?: boolean;

  @YesNoField({ label: 'Deferred adjudication', optional: true })
  @NotAskedWhenEmpty()
  felonyAdjudication?: boolean;

  @YesNoField({ label: 'Work release program', optional: true })
  @NotAskedWhenEmpty()
  felonyWrp?: boolean;
  @DigitsField({ label: 'Discharge year', max: L.militaryYear, exact: L.militaryYear, optional: true })
  @PastYear()
  @DischargeYearFitsReleased()
  @NotAskedWhenEmpty()
  militaryYear?: string;

  @ChoiceField({ label: 'Military branch', options: MILITARY_BRANCHES, optional: true })
  @NotAskedWhenEmpty()
  militaryBranch?: string;

  @ChoiceField({ label: 'State that paid TANF', options: US_STATE_CODES, optional: true })
  @NotAskedWhenEmpty()
  tanfState?: string;

  @ChoiceField({ label: 'How long TANF was received', options: TANF_DURATIONS, optional: true })
  @NotAskedWhenEmpty()
  tanfTime?: string;

  @ChoiceField({ label: 'Rehabilitation service', options: VR_SERVICES, optional: true })
  @NotAskedWhenEmpty()
  vrService?: string;

  @DateField({ label: 'Unemployed since', past: true, optional: true })
  @NotAskedWhenEmpty()
  unemployedDate?: string;

  @ChoiceField({ label: 'State of unemployment compensation', options: US_STATE_CODES, optional: true })
  @NotAskedWhenEmpty()
  unemployedState?: string;

  @DateField({ label: 'Conviction date', past: true, optional: true })
  @NotAskedWhenEmpty()
  felonyConviction?: string;

  @DateField({ label: 'Release date', past: true, optional: true })
  @NotAskedWhenEmpty()
  felonyRelease?: string;

  @ChoiceField({ label: 'State of conviction', options: US_STATE_CODES, optional: true })
  @NotAskedWhenEmpty()
  felonyState?: string;

  @ChoiceField({ label: 'Felony type', options: FELONY_TYPES, optional: true })
  @NotAskedWhenEmpty()
  felonyType?: string;

  @TextField({ label: 'reCAPTCHA', max: 4000, optional: true })
  recaptcha?: string;

  @ExternalIdField({ label: 'External id', optional: true, description: "The candidate's id in the employer's applicant tracking system, as the pre-screening link carried it (externalId)" })
  externalId?: string;

  @ChoiceField({ label: 'Language', options: LANGUAGES, optional: true, description: 'The language the applicant filled the form in; every message to them is sent in it (default en)' })
  language?: Language;

  @TextField({ label: 'Return URL', max: ATS_LIMITS.returnUrl, optional: true, description: "Where the link asked to send the applicant after submitting (returnUrl): followed only on a host the company allows, else ignored" })
  returnUrl?: string;
}

/** The new pre-screening, and where to send the applicant next when the link asked for it and the company allows that host. */
export class PrescreeningCreated {
  @ApiProperty() id!: string;
  @ApiProperty({ type: String, nullable: true, description: "The return URL with submissionId (and externalId) added, on one of the company's return hosts; null: show the confirmation" })
  redirect_url!: string | null;
}
