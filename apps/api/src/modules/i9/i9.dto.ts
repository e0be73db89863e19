import { AddressSpecField, PersonSpecField } from '../../common/validation/spec-fields';
import { ApiProperty } from '@nestjs/swagger';
import { CITIZENSHIP_CHOICES, I9_LIMITS as L, type Citizenship } from '@clearhire/contracts';
import { ChoiceField, DateField, DigitsField, TextField } from '../../common/validation/fields';
import { PlausibleBirthdate } from '../../common/validation/personal-fields';

/** Form I-9 Section 1, sent as multipart fields beside the files listA, listB, listC (docs/product.md §3). */
export class I9SubmissionDto {
  @TextField({ label: 'I-9 link', max: 64 })
  url!: string;

  @PersonSpecField('lastname')
  lastname!: string;

  @PersonSpecField('firstname')
  firstname!: string;

  @TextField({ label: 'Middle initial', max: L.middleInitial, optional: true, name: true })
  middleInitial?: string;

  @TextField({ label: 'Other last names used', max: L.otherLastnames, optional: true, name: true })
  otherLastnames?: string;

  @AddressSpecField('street')
  street!: string;

  @AddressSpecField('apt', { optional: true })
  apt?: string;

  @AddressSpecField('city')
  city!: string;

  @AddressSpecField('county', { optional: true })
  county?: string;

  @AddressSpecField('state')
  state!: string;

  @AddressSpecField('zip')
  zip!: string;

  @DateField({ label: 'Birth date', past: true })
  @PlausibleBirthdate()
  birthdate!: string;

  /**
   * Optional for an employee hired from a pre-screening: left out, Section 1 takes the SSN the
   * applicant gave there (the service refuses its absence for everyone else, as this rule did).
   */
  @PersonSpecField('ssn', { optional: true, description: "Left out by an employee hired from a pre-screening to keep that pre-screening's SSN" })
  ssn?: string;

  @PersonSpecField('email')
  email!: string;

  @PersonSpecField('phone')
  phone!: string;

  @ChoiceField({ label: 'Citizenship or immigration status', options: CITIZENSHIP_CHOICES })
  citizenship!: Citizenship;

  @DigitsField({ label: 'USCIS / A-Number', min: L.alienNumberMin, max: L.alienNumberMax, optional: true })
  number?: string;

  @TextField({ label: 'Work authorization end date', max: 10, optional: true, description: 'YYYY-MM-DD, or N/A' })
  expiry?: string;

  @DigitsField({ label: 'USCIS A-Number', min: L.alienNumberMin, max: L.alienNumberMax, optional: true })
  citizen4Number1?: string;

  @DigitsField({ label: 'Form I-94 admission number', max: L.i94Number, exact: L.i94Number, optional: true })
  citizen4Number2?: string;

  @TextField({ label: 'Foreign passport number and country', max: L.passportNumberAndCountry, optional: true })
  citizen4Number3?: string;

  @PersonSpecField('signature')
  signature!: string;

  @TextField({ label: 'Documents', max: 2000, description: 'JSON: { listA?: { type, filename }, listB?: …, listC?: … }' })
  documentsType!: string;

  @TextField({
    label: 'Preparers and translators',
    max: 8000,
    optional: true,
    description:
      'Supplement A, JSON: [{ lastName, firstName, middleInitial?, street, city, state, zip, signature, attested: true }], one per person who helped with Section 1; left out when nobody did',
  })
  preparers?: string;

  @TextField({ label: 'reCAPTCHA', max: 4000, optional: true })
  recaptcha?: string;
}

/** The multipart request as OpenAPI describes it. */
export class I9SubmissionForm extends I9SubmissionDto {
  @ApiProperty({ type: 'string', format: 'binary', required: false }) listA?: unknown;
  @ApiProperty({ type: 'string', format: 'binary', required: false }) listB?: unknown;
  @ApiProperty({ type: 'string', format: 'binary', required: false }) listC?: unknown;
}

/** What the applicant gave in the pre-screening the employee was hired from: Section 1 opens with it. */
export class I9Prefill {
  @ApiProperty() firstname!: string;
  @ApiProperty() lastname!: string;
  @ApiProperty() street!: string;
  @ApiProperty({ type: String, nullable: true }) apt!: string | null;
  @ApiProperty() city!: string;
  @ApiProperty() county!: string;
  @ApiProperty() state!: string;
  @ApiProperty() zip!: string;
  @ApiProperty({ format: 'date' }) birthdate!: string;
  @ApiProperty() email!: string;
  @ApiProperty() phone!: string;
  @ApiProperty({ description: 'The last four digits only: the full SSN never leaves the server' }) ssn_last4!: string;
}

export class I9LinkStatus {
  @ApiProperty({ enum: ['open', 'used'], description: 'open: the form can be submitted; used: it already was' })
  status!: 'open' | 'used';

  @ApiProperty({ description: "The employee's first name, for a greeting" })
  firstname!: string;

  @ApiProperty({
    type: I9Prefill,
    nullable: true,
    description: 'While the link is open, what the employee gave in the pre-screening they were hired from; null when the link is used or no pre-screening is linked',
  })
  prefill!: I9Prefill | null;
}

export class I9StatusResponse {
  @ApiProperty({ enum: ['submitted', 'verified'] }) i9_status!: 'submitted' | 'verified';
}

/** Section 2's answer: the I-9 verified, and whether its E-Verify case was created on its own. */
export class Section2Response extends I9StatusResponse {
  @ApiProperty({ description: "The E-Verify case was created as soon as Section 2 was signed (the company's everify_create_after_section2 option)" })
  everify_case_created!: boolean;
}
