import { DocumentView } from '../files/document.view';
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ATS_LIMITS, COMPANY_SIZES, CONTACT_LIMITS, ERD_STATUSES, EVERIFY_LIMITS, INDUSTRIES, SIGNUP_LIMITS, type ErdStatus } from '@clearhire/contracts';
import { AddressSpecField, PersonSpecField } from '../../common/validation/spec-fields';
import { BooleanField, ChoiceField, DateField, DigitsField, PasswordField, TextField, TimeZoneField } from '../../common/validation/fields';
import { PageQuery } from '../../common/http/page';
import { NewPasswordField } from '../auth/password-policy';
import { normalizeHostName, normalizeHttpsOrigin } from '@clearhire/domain';
import { Satisfies } from '../../common/validation/fields';

export class SignupDto {
  @PersonSpecField('firstname')
  firstname!: string;

  @PersonSpecField('lastname')
  lastname!: string;

  @PersonSpecField('email')
  email!: string;

  @NewPasswordField({ label: 'Password' })
  password!: string;

  @PasswordField({ label: 'Repeat password', max: SIGNUP_LIMITS.password })
  password2!: string;

  @TextField({ label: 'Company name', max: SIGNUP_LIMITS.companyName })
  name!: string;

  @PersonSpecField('phone')
  phone!: string;

  @DigitsField({ label: 'Fax', max: SIGNUP_LIMITS.fax, optional: true })
  fax?: string;

  @ChoiceField({ label: 'Industry', options: INDUSTRIES })
  industry!: string;

  @ChoiceField({ label: 'Company size', options: COMPANY_SIZES })
  size!: string;

  @TimeZoneField({ label: 'Time zone', optional: true, description: "The company's IANA time zone (the portal sends the browser's); America/New_York when left out" })
  timeZone?: string;

  @TextField({ label: 'reCAPTCHA', max: 4000, optional: true })
  recaptcha?: string;
}

/** What a company may change about itself; each field is optional, and at least one is given. */
export class CompanyUpdateDto {
  @TimeZoneField({ label: 'Time zone', optional: true, description: "The IANA time zone whose calendar decides the company's dates" })
  timeZone?: string;

  @AddressSpecField('street', { optional: true, description: 'Business address: street (printed in Form I-9 Section 2)' })
  street?: string;

  @AddressSpecField('city', { optional: true, description: 'Business address: city or town' })
  city?: string;

  @AddressSpecField('state', { optional: true, description: 'Business address: state' })
  state?: string;

  @AddressSpecField('zip', { optional: true, description: 'Business address: ZIP code' })
  zip?: string;

  @BooleanField({ label: 'Closed on federal holidays', optional: true, description: 'Federal holidays are then not business days for the Form I-9 and E-Verify deadlines' })
  closedOnFederalHolidays?: boolean;

  @BooleanField({ label: 'Require two-factor sign-in', optional: true, description: "Every user of the company signs in with an authenticator app's code (owners and administrators only)" })
  requireTwoFactor?: boolean;

  @DigitsField({ label: 'E-Verify company ID', max: EVERIFY_LIMITS.companyIdMax, optional: true, description: 'The company ID of the E-Verify MOU' })
  everifyCompanyId?: string;

  @DateField({ label: 'E-Verify MOU signed on', past: true, optional: true })
  everifyMouSignedOn?: string;

  @ApiProperty({ type: [String], required: false, maxItems: EVERIFY_LIMITS.hiringSites, description: 'The hiring sites enrolled in E-Verify' })
  @IsOptional()
  @IsArray({ message: 'E-Verify hiring sites must be a list.' })
  @ArrayMaxSize(EVERIFY_LIMITS.hiringSites, { message: `List at most ${EVERIFY_LIMITS.hiringSites} E-Verify hiring sites.` })
  @IsString({ each: true, message: 'Each E-Verify hiring site must be text.' })
  @MaxLength(EVERIFY_LIMITS.hiringSite, { each: true, message: `Each E-Verify hiring site must be at most ${EVERIFY_LIMITS.hiringSite} characters.` })
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  @Matches(/^[^\u0000-\u001f\u007f]*\S[^\u0000-\u001f\u007f]*$/, { each: true, message: 'Each E-Verify hiring site must be a name, without control characters.' })
  everifyHiringSites?: string[];

  @BooleanField({ label: 'Participates in E-Verify', optional: true, description: 'false leaves E-Verify: the company ID, MOU date and hiring sites are cleared' })
  everifyParticipating?: boolean;

  @BooleanField({
    label: 'Create the E-Verify case after Section 2',
    optional: true,
    notNull: true,
    description: 'The E-Verify case is created as soon as Section 2 is signed, unless it is late and needs a reason (owners and administrators only; E-Verify companies only)',
  })
  everifyCreateAfterSection2?: boolean;

  @ApiProperty({ type: [String], required: false, maxItems: ATS_LIMITS.returnHosts, description: "Host names of the company's applicant tracking system that a pre-screening link's returnUrl may lead back to (owners and administrators only); [] allows none" })
  @IsOptional()
  @IsArray({ message: 'Return hosts must be a list.' })
  @ArrayMaxSize(ATS_LIMITS.returnHosts, { message: `List at most ${ATS_LIMITS.returnHosts} return hosts.` })
  @Satisfies('hostNames', (v) => !Array.isArray(v) || v.every((h) => typeof h === 'string' && normalizeHostName(h) !== null), 'Each return host must be a host name such as ats.example.com (no https://, port or path).')
  atsReturnHosts?: string[];

  @ApiProperty({ type: [String], required: false, maxItems: ATS_LIMITS.frameAncestors, description: "https origins allowed to embed the company's pre-screening form in a frame, such as https://careers.example.com (owners and administrators only); [] allows none" })
  @IsOptional()
  @IsArray({ message: 'Embedding origins must be a list.' })
  @ArrayMaxSize(ATS_LIMITS.frameAncestors, { message: `List at most ${ATS_LIMITS.frameAncestors} embedding origins.` })
  @Satisfies('httpsOrigins', (v) => !Array.isArray(v) || v.every((o) => typeof o === 'string' && normalizeHttpsOrigin(o) !== null), 'Each embedding origin must be an https origin such as https://careers.example.com (no path).')
  frameAncestors?: string[];
}

export class ContactDto {
  @PersonSpecField('firstname')
  firstname!: string;

  @PersonSpecField('lastname')
  lastname!: string;

  @TextField({ label: 'Company', max: CONTACT_LIMITS.company })
  company!: string;

  @TextField({ label: 'Position', max: CONTACT_LIMITS.position })
  position!: string;

  @PersonSpecField('email')
  email!: string;

  @TextField({ label: 'reCAPTCHA', max: 4000, optional: true })
  recaptcha?: string;
}

export class CompanyListQuery extends PageQuery {
  @TextField({ label: 'Search', max: 100, optional: true })
  search?: string;
}

export class SignupResponse {
  @ApiProperty()
  companyId!: number;
}

export class CompanyAddress {
  @ApiProperty() street!: string;
  @ApiProperty() city!: string;
  @ApiProperty() state!: string;
  @ApiProperty() zip!: string;
}

export class EVerifyParticipation {
  @ApiProperty({ description: 'Enrolled in E-Verify under a signed MOU: allows the alternative procedure of Section 2' }) participating!: boolean;
  @ApiProperty({ type: String, nullable: true }) company_id!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) mou_signed_on!: string | null;
  @ApiProperty({ type: [String] }) hiring_sites!: string[];
  @ApiProperty({ description: 'The case is created as soon as Section 2 is signed, unless it is late and needs a reason' }) create_after_section2!: boolean;
}

export class CompanyView {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() firstname!: string;
  @ApiProperty() lastname!: string;
  @ApiProperty() email!: string;
  @ApiProperty() phone!: string;
  @ApiProperty({ type: String, nullable: true }) fax!: string | null;
  @ApiProperty() industry!: string;
  @ApiProperty() size!: string;
  @ApiProperty({ type: String, nullable: true }) ein!: string | null;
  @ApiProperty({ enum: ERD_STATUSES }) erd_status!: ErdStatus;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
  @ApiProperty({ description: 'The link id of the public pre-screening form: /prescreening/{link_id}' }) link_id!: string;
  @ApiProperty({ description: "The IANA time zone whose calendar decides the company's dates" }) time_zone!: string;
  @ApiProperty({ type: CompanyAddress, nullable: true, description: 'The business address printed in Form I-9 Section 2, once given' }) address!: CompanyAddress | null;
  @ApiProperty({ description: 'Federal holidays are not business days for the I-9 and E-Verify deadlines' }) closed_on_federal_holidays!: boolean;
  @ApiProperty({ description: "Every user of the company signs in with an authenticator app's code" }) require_two_factor!: boolean;
  @ApiProperty({ type: EVerifyParticipation }) everify!: EVerifyParticipation;
  @ApiProperty({ type: [String], description: 'Host names a pre-screening link may return the applicant to (the applicant tracking system)' }) ats_return_hosts!: string[];
  @ApiProperty({ type: [String], description: 'https origins allowed to embed the pre-screening form in a frame' }) frame_ancestors!: string[];
}

export class CompanyList {
  @ApiProperty({ type: [CompanyView] }) data!: CompanyView[];
  @ApiProperty({ type: [String], description: 'Names of the matching companies, for the company filter' }) names!: string[];
  @ApiProperty() count!: number;
}

export class CompanyDetailView extends CompanyView {
  @ApiProperty({ type: [DocumentView], description: 'The signed ERD and I-9 employer authorization forms, once rendered' })
  documents!: DocumentView[];
}

export class CompanyDetail {
  @ApiProperty({ type: CompanyDetailView }) data!: CompanyDetailView;
}
