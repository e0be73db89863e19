import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  Min,
  ValidateIf,
  registerDecorator,
} from 'class-validator';
import { isCalendarDate, isTimeZone, latestCalendarDate } from '@clearhire/domain';
import { MOBILE_PHONE, MOBILE_PHONE_HINT, normaliseMobilePhone, EXTERNAL_ID, unprintableCharacters, unprintableNameMessage } from '@clearhire/contracts';

/**
 * Field decorators for DTOs: each one states the rule once, with a message a person can act
 * on, and documents the field in the OpenAPI document the portal's client is generated from.
 */
interface FieldOptions {
  label: string;
  optional?: boolean;
  description?: string;
}

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
// An optional field left empty in a form arrives as '' (or null): treat it as absent.
const emptyToUndefined = Transform(({ value }) => (value === '' || value === null ? undefined : value));

// Lengths are counted in code points, as PostgreSQL counts varchar(n): validator.js would not
// count an emoji's variation selector, and the column would then overflow (a 500, not a 400).
const codePoints = (v: string) => [...v].length;
const MaxChars = (label: string, max: number) =>
  Satisfies('maxChars', (v) => typeof v !== 'string' || codePoints(v) <= max, `${label} must be at most ${max} characters.`);
const MinChars = (label: string, min: number) =>
  Satisfies('minChars', (v) => typeof v !== 'string' || codePoints(v) >= min, `${label} must be at least ${min} characters.`);

// Single-line text never holds control characters; PostgreSQL refuses NUL outright.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f]*$/;
const plainText = (label: string) => Matches(NO_CONTROL_CHARACTERS, { message: `${label} contains characters that are not allowed.` });

/** A name with a character no form can print (an emoji, a script the PDFs' font lacks) is refused, naming it. */
function PrintableName(label: string): PropertyDecorator {
  return (target, property) =>
    registerDecorator({
      name: 'printableName',
      target: target.constructor,
      propertyName: property as string,
      validator: {
        // Control characters are plainText's to refuse, with its own message (they cannot be shown in one).
        validate: (v: unknown) => typeof v !== 'string' || !NO_CONTROL_CHARACTERS.test(v) || unprintableCharacters(v).length === 0,
        defaultMessage: (args) => unprintableNameMessage(label, unprintableCharacters(String(args?.value ?? ''))),
      },
    });
}

function presence(o: FieldOptions) {
  return o.optional ? [emptyToUndefined, IsOptional()] : [IsNotEmpty({ message: `${o.label} is required.` })];
}

/** `name`: a person's name, which the forms print: characters they cannot print are refused (libs/contracts printable-names.ts). */
export function TextField(o: FieldOptions & { max: number; min?: number; name?: boolean }) {
  return applyDecorators(
    ...(o.name ? [PrintableName(o.label)] : []),
    ApiProperty({ type: String, maxLength: o.max, minLength: o.min, required: !o.optional, description: o.description ?? o.label }),
    ...presence(o),
    trim,
    IsString({ message: `${o.label} must be text.` }),
    MaxChars(o.label, o.max),
    ...(o.min ? [MinChars(o.label, o.min)] : []),
    plainText(o.label),
  );
}

/** A secret typed by a person: never trimmed, so what was typed is what is checked. */
export function PasswordField(o: FieldOptions & { max: number; min?: number }) {
  return applyDecorators(
    ApiProperty({ type: String, format: 'password', maxLength: o.max, minLength: o.min, required: !o.optional }),
    ...presence(o),
    IsString({ message: `${o.label} must be text.` }),
    MaxChars(o.label, o.max),
    ...(o.min ? [MinChars(o.label, o.min)] : []),
  );
}

export function EmailField(o: FieldOptions & { max: number }) {
  return applyDecorators(
    ApiProperty({ type: String, format: 'email', maxLength: o.max, required: !o.optional, description: o.description ?? o.label }),
    ...presence(o),
    trim,
    IsString({ message: `${o.label} must be text.` }),
    MaxChars(o.label, o.max),
    IsEmail({}, { message: `${o.label} must be a valid e-mail address.` }),
    plainText(o.label),
  );
}

/** Digits only (phone, SSN, EIN, ZIP…): `max` digits at most, or exactly `exact`. */
export function DigitsField(o: FieldOptions & { max: number; exact?: number; min?: number }) {
  const pattern = o.exact ? `^\\d{${o.exact}}$` : `^\\d{${o.min ?? 1},${o.max}}$`;
  const rule = o.exact ? `exactly ${o.exact} digits` : o.min ? `${o.min} to ${o.max} digits` : `digits only, at most ${o.max}`;
  return applyDecorators(
    ApiProperty({ type: String, pattern, required: !o.optional, description: o.description ?? o.label }),
    ...presence(o),
    trim,
    IsString({ message: `${o.label} must be text.` }),
    Matches(new RegExp(pattern), { message: `${o.label} must be ${rule}.` }),
  );
}

export function ChoiceField(o: FieldOptions & { options: readonly string[] }) {
  return applyDecorators(
    ApiProperty({ type: String, enum: [...o.options], required: !o.optional, description: o.description ?? o.label }),
    ...presence(o),
    IsString({ message: `${o.label} must be text.` }),
    IsIn([...o.options], { message: `${o.label} must be one of the listed options.` }),
  );
}

/**
 * A plain calendar date, YYYY-MM-DD, that exists; `past` refuses dates after today. The DTO does
 * not know the company yet, so it refuses only dates in the future everywhere on Earth; the service
 * then judges the day itself in the company's time zone.
 */
export function DateField(o: FieldOptions & { past?: boolean }) {
  return applyDecorators(
    ApiProperty({ type: String, format: 'date', required: !o.optional, description: o.description ?? o.label }),
    ...presence(o),
    IsString({ message: `${o.label} must be a date (YYYY-MM-DD).` }),
    IsCalendarDateValue(o.label, o.past ?? false),
  );
}

function IsCalendarDateValue(label: string, past: boolean): PropertyDecorator {
  return Satisfies(
    'isCalendarDate',
    (v) => typeof v === 'string' && isCalendarDate(v) && (!past || v <= latestCalendarDate(new Date())),
    past ? `${label} must be a past date (YYYY-MM-DD).` : `${label} must be a date (YYYY-MM-DD).`,
  );
}

/** An IANA time zone name (America/Los_Angeles), as browsers report it. */
export function TimeZoneField(o: FieldOptions) {
  return applyDecorators(
    ApiProperty({ type: String, maxLength: 64, required: !o.optional, description: o.description ?? o.label, example: 'America/Los_Angeles' }),
    ...presence(o),
    Satisfies('isTimeZone', (v) => isTimeZone(v), `${o.label} must be a time zone such as America/New_York.`),
  );
}

/**
 * A mobile number, stored in E.164 (`normaliseMobilePhone`: a US 10-digit number gets +1). Left out
 * or empty: no change (absent); `clearable`: null (or empty) clears the stored number.
 */
export function MobilePhoneField(o: FieldOptions & { clearable?: boolean }) {
  const message = `${o.label} must be ${MOBILE_PHONE_HINT}.`;
  return applyDecorators(
    ApiProperty({ type: String, nullable: o.clearable, required: false, maxLength: 20, example: '+18085550142', description: o.description ?? o.label }),
    Transform(({ value }) => {
      if (value === '' || value === null) return o.clearable ? null : undefined;
      // A number that does not normalise stays as typed, for the rule below to refuse by name.
      return typeof value === 'string' ? (normaliseMobilePhone(value) ?? value) : value;
    }),
    ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null),
    Satisfies('isMobilePhone', (v) => typeof v === 'string' && v.length <= MOBILE_PHONE.max && MOBILE_PHONE.pattern.test(v), message),
  );
}

/** A yes/no answer sent as a JSON boolean. */
export function YesNoField(o: FieldOptions) {
  return applyDecorators(
    ApiProperty({ type: Boolean, required: !o.optional, description: o.description ?? o.label }),
    ...(o.optional ? [IsOptional()] : [ValidateIf(() => true)]),
    IsBoolean({ message: `${o.label} must be answered yes or no.` }),
  );
}

export function BooleanField(o: FieldOptions & { notNull?: boolean }) {
  return applyDecorators(
    ApiProperty({ type: Boolean, required: !o.optional, description: o.description ?? o.label }),
    // `notNull`: a setting that may be left out but not cleared (its column has no null): null is refused as not a boolean.
    ...(o.optional ? [o.notNull ? ValidateIf((_object: object, value: unknown) => value !== undefined) : IsOptional()] : []),
    IsBoolean({ message: `${o.label} must be true or false.` }),
  );
}

/** A record's id (a UUID) given in a body. */
export function UuidField(o: FieldOptions) {
  return applyDecorators(
    ApiProperty({ type: String, format: 'uuid', required: !o.optional, description: o.description ?? o.label }),
    ...presence(o),
    IsUUID('all', { message: `${o.label} must be an id.` }),
  );
}

/** A location of the company, by id (an integer: locations.id is a PostgreSQL integer). */
export function LocationIdField(o: FieldOptions) {
  return applyDecorators(
    ApiProperty({ type: Number, required: !o.optional, minimum: 1, maximum: 2_147_483_647, description: o.description ?? o.label }),
    ...presence(o),
    IsInt({ message: `${o.label} must be one of the company's locations.` }),
    Min(1, { message: `${o.label} must be one of the company's locations.` }),
    Max(2_147_483_647, { message: `${o.label} must be one of the company's locations.` }),
  );
}

/** Locations of the company, by id: at least one, each an integer id (duplicates are read once). */
export function LocationIdsField(o: FieldOptions) {
  const each = `Each of ${o.label.toLowerCase()} must be one of the company's locations.`;
  return applyDecorators(
    ApiProperty({ type: [Number], required: !o.optional, minItems: 1, maxItems: LOCATION_IDS_MAX, description: o.description ?? o.label }),
    ...(o.optional ? [IsOptional()] : [IsNotEmpty({ message: `${o.label} is required.` })]),
    IsArray({ message: `${o.label} must be a list of locations.` }),
    ArrayMinSize(1, { message: `Choose at least one location.` }),
    ArrayMaxSize(LOCATION_IDS_MAX, { message: `${o.label} may list at most ${LOCATION_IDS_MAX} locations.` }),
    IsInt({ each: true, message: each }),
    Min(1, { each: true, message: each }),
    Max(2_147_483_647, { each: true, message: each }),
  );
}
const LOCATION_IDS_MAX = 500;

/**
 * Location ids in a query string, as one comma-separated list (`locationId=3,7`): a list filter
 * keeping the rows at any of them.
 */
export function QueryLocationIdsField(o: FieldOptions) {
  const message = `${o.label} must be location ids separated by commas.`;
  return applyDecorators(
    ApiProperty({ type: String, required: false, pattern: '^\\d+(,\\d+)*$', example: '3,7', description: o.description ?? o.label }),
    IsOptional(),
    Transform(({ value }) => (typeof value === 'string' && /^\d{1,9}(,\d{1,9})*$/.test(value) ? value.split(',').map(Number) : value)),
    IsArray({ message }),
    ArrayMaxSize(LOCATION_IDS_MAX, { message: `${o.label} may list at most ${LOCATION_IDS_MAX} locations.` }),
    IsInt({ each: true, message }),
    Min(1, { each: true, message }),
  );
}

/** Query-string integers (limit, offset) arrive as text. */
export function QueryIntField(o: FieldOptions & { min: number; max?: number; default: number }) {
  return applyDecorators(
    ApiProperty({ type: Number, required: false, minimum: o.min, maximum: o.max, default: o.default }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message: `${o.label} must be a whole number.` }),
    Min(o.min, { message: `${o.label} must be at least ${o.min}.` }),
    ...(o.max !== undefined ? [Max(o.max, { message: `${o.label} must be at most ${o.max}.` })] : []),
  );
}

/** A rule of libs/domain applied to a field: the domain decides, the DTO reports. */
export function Satisfies(name: string, rule: (value: unknown) => boolean, message: string): PropertyDecorator {
  return (object: object, propertyName: string | symbol) =>
    registerDecorator({ name, target: object.constructor, propertyName: String(propertyName), options: { message }, validator: { validate: rule } });
}

/** A candidate's or employee's id in the employer's own system (EXTERNAL_ID: printable ASCII, no spaces). */
export function ExternalIdField(o: FieldOptions) {
  return applyDecorators(
    TextField({ ...o, max: EXTERNAL_ID.max }),
    Matches(EXTERNAL_ID.pattern, { message: `${o.label} may hold letters, digits and punctuation, without spaces.` }),
  );
}
