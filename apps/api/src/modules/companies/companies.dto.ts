import { DocumentView } from '../files/document.view';
import { ApiProperty } from '@nestjs/swagger';
import { COMPANY_SIZES, CONTACT_LIMITS, ERD_STATUSES, INDUSTRIES, SIGNUP_LIMITS, type ErdStatus } from '@clearhire/contracts';
import { ChoiceField, DigitsField, EmailField, PasswordField, TextField, TimeZoneField } from '../../common/validation/fields';
import { PageQuery } from '../../common/http/page';

export class SignupDto {
  @TextField({ label: 'First name', max: SIGNUP_LIMITS.firstname })
  firstname!: string;

  @TextField({ label: 'Last name', max: SIGNUP_LIMITS.lastname })
  lastname!: string;

  @EmailField({ label: 'E-mail', max: SIGNUP_LIMITS.email })
  email!: string;

  @PasswordField({ label: 'Password', max: SIGNUP_LIMITS.password, min: SIGNUP_LIMITS.passwordMin })
  password!: string;

  @PasswordField({ label: 'Repeat password', max: SIGNUP_LIMITS.password })
  password2!: string;

  @TextField({ label: 'Company name', max: SIGNUP_LIMITS.companyName })
  name!: string;

  @DigitsField({ label: 'Phone', max: SIGNUP_LIMITS.phone })
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

/** What a company may change about itself. */
export class CompanyUpdateDto {
  @TimeZoneField({ label: 'Time zone', description: "The IANA time zone whose calendar decides the company's dates" })
  timeZone!: string;
}

export class ContactDto {
  @TextField({ label: 'First name', max: CONTACT_LIMITS.firstname })
  firstname!: string;

  @TextField({ label: 'Last name', max: CONTACT_LIMITS.lastname })
  lastname!: string;

  @TextField({ label: 'Company', max: CONTACT_LIMITS.company })
  company!: string;

  @TextField({ label: 'Position', max: CONTACT_LIMITS.position })
  position!: string;

  @EmailField({ label: 'E-mail', max: CONTACT_LIMITS.email })
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
