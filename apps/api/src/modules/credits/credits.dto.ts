import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { TARGET_GROUP_CODES, type TargetGroupCode } from '@clearhire/domain';
import { PageQuery } from '../../common/http/page';
import { ChoiceField, QueryIntField, Satisfies } from '../../common/validation/fields';

// companies.id is a PostgreSQL integer: a larger value must be refused, not sent to the query.
const CompanyIdField = (description: string) =>
  applyDecorators(QueryIntField({ label: 'companyId', min: 1, max: 2_147_483_647, default: 0 }), IsOptional(), ApiProperty({ type: Number, required: false, description }));

export class CreditListQuery extends PageQuery {
  @CompanyIdField("Administrators: one company's hires (all companies when left out). Company users always see their own.")
  companyId?: number;
}

export class CreditSummaryQuery {
  @CompanyIdField("Administrators: one company (all companies when left out). Company users always see their own.")
  companyId?: number;
}

export const FORM_5884_FORMATS = ['csv', 'pdf'] as const;
export type Form5884Format = (typeof FORM_5884_FORMATS)[number];

export class Form5884Query {
  @ChoiceField({ label: 'format', options: FORM_5884_FORMATS, optional: true, description: 'pdf (default): the worksheet; csv: the employee schedule and the lines' })
  format?: Form5884Format;

  @CompanyIdField('Required for administrators; a company user may leave it out or name its own company')
  companyId?: number;
}

/** A JSON number; the ranges and the tax-year rules are the domain's (wageRecordProblems). */
const NumberValue = (label: string) => Satisfies('isNumberValue', (v) => typeof v === 'number' && Number.isFinite(v), `${label} must be a number.`);

/** One hire's hours and wages for one tax year (the tax year is in the path). */
export class WageRecordDto {
  @ApiProperty({ type: Number, minimum: 0, maximum: 8784, description: 'Hours worked in the first year of work (start date to the day before its anniversary) during this tax year; at most 2 decimals' })
  @NumberValue('Hours')
  hours!: number;

  @ApiProperty({ type: Number, minimum: 0, maximum: 9_999_999.99, description: 'Qualified first-year wages paid in this tax year, in dollars' })
  @NumberValue('First-year wages')
  firstYearWages!: number;

  @ApiProperty({ type: Number, minimum: 0, maximum: 9_999_999.99, required: false, description: 'LTFA only: qualified second-year wages paid in this tax year, in dollars (0 when left out)' })
  @IsOptional()
  @NumberValue('Second-year wages')
  secondYearWages?: number;
}

/** The multipart form of the import; the file itself is read by the upload interceptor. */
export class WageImportDto {
  @CompanyIdField('Required for administrators; a company user may leave it out or name its own company')
  companyId?: number;
}

export class WageImportForm extends WageImportDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'CSV, at most 1 MB and 5,000 rows: header ssn, tax_year, hours, first_year_wages[, second_year_wages]' })
  file!: unknown;
}

export class WageRecordView {
  @ApiProperty() tax_year!: number;
  @ApiProperty({ description: 'First-year hours worked in this tax year' }) hours!: number;
  @ApiProperty({ description: 'First-year wages paid in this tax year, dollars' }) first_year_wages!: number;
  @ApiProperty({ description: 'Second-year wages paid in this tax year (LTFA), dollars' }) second_year_wages!: number;
  @ApiProperty({ type: String, enum: ['1a', '1b'], nullable: true, description: "Form 5884 line of this year's qualified first-year wages" })
  line!: '1a' | '1b' | null;
  @ApiProperty({ description: 'Dollars' }) first_year_credit!: number;
  @ApiProperty({ description: 'Dollars (LTFA, line 1c)' }) second_year_credit!: number;
  @ApiProperty({ description: 'Dollars: first_year_credit + second_year_credit' }) credit!: number;
}

export class CertifiedHireCredit {
  @ApiProperty({ format: 'uuid' }) submission_id!: string;
  @ApiProperty() firstname!: string;
  @ApiProperty() lastname!: string;
  @ApiProperty() company_id!: number;
  @ApiProperty() company_name!: string;
  @ApiProperty({ description: 'Masked: ***-**-1234' }) ssn!: string;
  @ApiProperty({ type: String, enum: TARGET_GROUP_CODES, nullable: true, description: 'The certified group, or the best confirmed group of the answers' })
  group!: TargetGroupCode | null;
  @ApiProperty({ type: String, nullable: true }) group_name!: string | null;
  @ApiProperty({ format: 'date' }) start_date!: string;
  @ApiProperty({ type: String, nullable: true }) certification_number!: string | null;
  @ApiProperty({ description: 'Hours of the whole first year (all tax years): they set the rate' }) first_year_hours!: number;
  @ApiProperty({ type: [WageRecordView], description: 'Oldest tax year first' }) records!: WageRecordView[];
  @ApiProperty({ description: 'Dollars, all tax years' }) credit_total!: number;
  @ApiProperty({ description: 'Whether wages can be recorded for this hire' }) can_record!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Why wages cannot be recorded' }) problem!: string | null;
}

export class CreditList {
  @ApiProperty({ type: [CertifiedHireCredit], description: 'Certified hires, newest start date first' }) data!: CertifiedHireCredit[];
  @ApiProperty() count!: number;
}

export class CertifiedHireCreditResponse {
  @ApiProperty({ type: CertifiedHireCredit }) data!: CertifiedHireCredit;
}

export class WageImportResult {
  @ApiProperty({ description: 'Rows saved' }) imported!: number;
  @ApiProperty({ description: 'Certified hires the rows belong to' }) hires!: number;
}

export class LineTotalView {
  @ApiProperty({ description: 'Qualified wages on the line, dollars' }) wages!: number;
  @ApiProperty({ description: "The line's wages × its rate, rounded once, dollars" }) credit!: number;
}

export class TaxYearSummary {
  @ApiProperty() tax_year!: number;
  @ApiProperty({ type: LineTotalView, description: '25%: employees with 120-399 first-year hours' }) line_1a!: LineTotalView;
  @ApiProperty({ type: LineTotalView, description: '40%: employees with 400 hours or more' }) line_1b!: LineTotalView;
  @ApiProperty({ type: LineTotalView, description: '50%: LTFA second-year wages' }) line_1c!: LineTotalView;
  @ApiProperty({ description: 'Dollars: 1a + 1b + 1c (to Form 3800, Part III, line 4b)' }) line_2!: number;
  @ApiProperty({ description: 'Certified hires with a wage record in this tax year' }) employees!: number;
}

export class GroupSummary {
  @ApiProperty({ enum: TARGET_GROUP_CODES }) group!: TargetGroupCode;
  @ApiProperty() group_name!: string;
  @ApiProperty({ description: 'Credit earned over all tax years (sum of the employee credits), dollars' }) credit!: number;
  @ApiProperty({ description: 'Certified hires of the group with wage records' }) employees!: number;
}

export class CreditSummary {
  @ApiProperty({ type: [TaxYearSummary], description: 'Newest tax year first' }) data!: TaxYearSummary[];
  @ApiProperty({ type: [GroupSummary], description: 'Largest credit first' }) by_group!: GroupSummary[];
}
