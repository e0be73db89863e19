import { DocumentView } from '../files/document.view';
import { ApiProperty } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { HIRE_LIMITS, SENT_CHANNELS, STATUS_EVIDENCE_LIMITS, SUBMISSION_STATUSES, type SentChannel, type SubmissionStatus } from '@clearhire/contracts';
import { TARGET_GROUP_CODES, type TargetGroupCode } from '@clearhire/domain';
import { PageQuery } from '../../common/http/page';
import { PersonTimelineStepView } from '../timeline/person-timeline.dto';
import { BooleanField, ChoiceField, DateField, ExternalIdField, QueryIntField, QueryLocationIdsField, Satisfies, TextField } from '../../common/validation/fields';
import { LANGUAGES, type Language } from '@clearhire/contracts';
import { LocationRef } from '../locations/locations.dto';

export class SubmissionListQuery extends PageQuery {
  @ChoiceField({ label: 'status', options: SUBMISSION_STATUSES, optional: true })
  status?: SubmissionStatus;

  @TextField({ label: 'companyName', max: 100, optional: true })
  companyName?: string;

  // companies.id is a PostgreSQL integer: a larger value must be refused, not sent to the query.
  @QueryIntField({ label: 'companyId', min: 1, max: 2_147_483_647, default: 0 })
  @IsOptional()
  companyId?: number;

  @QueryLocationIdsField({ label: 'Location', description: "Only the submissions at these locations: ids separated by commas (a member's other locations match nothing)" })
  locationId?: number[];

  @ExternalIdField({ label: 'External id', optional: true, description: "Only the pre-screenings of the candidate with this id in the company's applicant tracking system (exact)" })
  externalId?: string;
}

/**
 * A status change and its evidence. Each evidence field belongs to one status: sentOn and
 * sentChannel to 'sent', the certification to 'approved', the reason to 'rejected'.
 */
export class StatusChangeDto {
  @ChoiceField({ label: 'New status', options: SUBMISSION_STATUSES })
  newStatus!: SubmissionStatus;

  @DateField({ label: 'Date sent to the state agency', optional: true, past: true, description: "With 'sent'; today when left out" })
  sentOn?: string;

  @ChoiceField({ label: 'How it was sent', options: SENT_CHANNELS, optional: true, description: "With 'sent'" })
  sentChannel?: SentChannel;

  @DateField({ label: 'Certification date', optional: true, past: true, description: "With 'approved'" })
  certifiedOn?: string;

  @TextField({ label: 'Certification number', max: STATUS_EVIDENCE_LIMITS.certificationNumber, optional: true, description: "With 'approved'" })
  certificationNumber?: string;

  @ChoiceField({ label: 'Certified target group', options: TARGET_GROUP_CODES, optional: true, description: "With 'approved'" })
  certifiedGroup?: TargetGroupCode;

  @TextField({ label: 'Reason for the denial', max: STATUS_EVIDENCE_LIMITS.rejectionReason, optional: true, description: "With 'rejected'" })
  rejectionReason?: string;
}

/** The status change as OpenAPI describes it: JSON, or multipart form data when a proof file goes with it. */
export class StatusChangeForm extends StatusChangeDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    required: false,
    description: "Multipart only, with 'sent': the proof of sending (postmark scan, fax confirmation, portal receipt). JPG, JPEG, PNG or PDF, at most 5 MB",
  })
  proof?: unknown;
}

export class StatusEventView {
  @ApiProperty({ enum: SUBMISSION_STATUSES }) status!: SubmissionStatus;
  @ApiProperty({ format: 'date-time' }) changedAt!: string;
  @ApiProperty({ type: String, format: 'date', nullable: true }) sentOn!: string | null;
  @ApiProperty({ type: String, enum: SENT_CHANNELS, nullable: true }) sentChannel!: SentChannel | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) certifiedOn!: string | null;
  @ApiProperty({ type: String, nullable: true }) certificationNumber!: string | null;
  @ApiProperty({ type: String, enum: TARGET_GROUP_CODES, nullable: true }) certifiedGroup!: string | null;
  @ApiProperty({ type: String, nullable: true }) rejectionReason!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: "With 'sent': the proof of sending, opened through GET /api/files/:id" })
  proofDocumentId!: string | null;
}

/** Starting wage: dollars per hour with at most 2 decimals, sent as a number. */
const HourlyWage = () =>
  Satisfies('hourlyWage', (v) => typeof v === 'number' && Number.isFinite(v) && v > 0 && v <= 999_999.99 && Math.round(v * 100) === v * 100, 'Starting wage must be a positive amount in dollars with at most 2 decimals.');

/** The employer records the hire (Form 8850 page 2 dates; ETA 9061 items 9-11). */
export class HireDto {
  @DateField({ label: 'Job offer date' })
  offerDate!: string;

  @DateField({ label: 'Hire date' })
  hireDate!: string;

  @DateField({ label: 'Start date' })
  startDate!: string;

  @ApiProperty({ type: Number, description: 'Dollars per hour' })
  @HourlyWage()
  startingWage!: number;

  @TextField({ label: 'Job title', max: HIRE_LIMITS.jobTitle })
  jobTitle!: string;

  @TextField({ label: 'Reason for the correction', max: HIRE_LIMITS.correctionReason, optional: true, description: 'Administrators, once the submission was sent to the state: why the hire is corrected (kept in hire_corrections)' })
  reason?: string;

  @BooleanField({
    label: "Start this employee's Form I-9 now",
    optional: true,
    description: 'true: in the same step, add the applicant as an employee (once; needs an approved ERD) and e-mail the private I-9 link. Default false',
  })
  startI9?: boolean;
}

export class SubmissionListItem {
  @ApiProperty() id!: string;
  @ApiProperty() firstname!: string;
  @ApiProperty() lastname!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ enum: SUBMISSION_STATUSES }) status!: SubmissionStatus;
  @ApiProperty() eligible!: boolean;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty() company_id!: number;
  @ApiProperty() company_name!: string;
  @ApiProperty({ type: LocationRef, description: 'The location the applicant applied at' }) location!: LocationRef;
  @ApiProperty({ type: String, enum: TARGET_GROUP_CODES, nullable: true, description: 'The target group of the largest credit that needs no address check; null when none' })
  target_group!: TargetGroupCode | null;
  @ApiProperty({ type: String, nullable: true, description: "That group's name" }) target_group_name!: string | null;
  @ApiProperty({ description: 'The largest possible credit in dollars (0 when no group is confirmed)' }) max_credit!: number;
  @ApiProperty({ type: String, nullable: true, description: "The candidate's id in the company's applicant tracking system, when the pre-screening link carried one" }) external_id!: string | null;
}

export class StatusCounts {
  @ApiProperty() total!: number;
  @ApiProperty() pending!: number;
  @ApiProperty() sent!: number;
  @ApiProperty() approved!: number;
  @ApiProperty() rejected!: number;
}

export class SubmissionList {
  @ApiProperty({ type: [SubmissionListItem] }) data!: SubmissionListItem[];
  @ApiProperty({ description: 'Total rows matching every filter' }) count!: number;
  @ApiProperty({ type: StatusCounts, description: 'Rows per status matching the other filters' }) counts!: StatusCounts;
}

export class TargetGroupView {
  @ApiProperty({ description: 'IVA, VET_SNAP, VET_DISABLED_DISCHARGED, … (libs/domain TARGET_GROUP_CODES)' }) code!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Largest credit of the group, in dollars' }) maxCredit!: number;
  @ApiProperty({ enum: ['9061', '9062'] }) form!: '9061' | '9062';
  @ApiProperty({ description: 'LTUR: ETA Form 9175 must go with the request' }) needs9175!: boolean;
  @ApiProperty({ description: 'Membership also needs an Empowerment Zone / Rural Renewal County address' }) needsAddressCheck!: boolean;
}

export class HireFieldsView {
  @ApiProperty({ type: String, nullable: true, format: 'date' }) offer_date!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) hire_date!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) start_date!: string | null;
  @ApiProperty({ type: String, nullable: true }) starting_wage!: string | null;
  @ApiProperty({ type: String, nullable: true }) job_title!: string | null;
}

export class HireCorrectionView {
  @ApiProperty({ format: 'date-time' }) corrected_at!: string;
  @ApiProperty() reason!: string;
  @ApiProperty({ type: HireFieldsView }) before!: HireFieldsView;
  @ApiProperty({ type: HireFieldsView }) after!: HireFieldsView;
}

/** A field the employee's Form I-9 Section 1 gives otherwise than the pre-screening (which stays as signed). */
export class Section1DifferenceView {
  @ApiProperty({ description: 'The field: firstname, lastname, street, apt, city, county, state, zip, birthdate, email, phone or ssn' }) field!: string;
  @ApiProperty({ description: 'The field as the forms name it' }) label!: string;
  @ApiProperty({ type: String, nullable: true, description: 'As in the pre-screening; null for the SSN (never shown)' }) prescreening!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'As in Section 1; null for the SSN (never shown)' }) section1!: string | null;
}

export class SubmissionDetailView extends SubmissionListItem {
  @ApiProperty({ enum: LANGUAGES, description: 'The language the applicant filled the form in' })
  language!: Language;
  @ApiProperty({ type: [PersonTimelineStepView], description: "The person's whole path, with the Form I-9 part of the employee hired from this submission, oldest first" })
  timeline!: PersonTimelineStepView[];
  @ApiProperty({ type: [StatusEventView], description: 'Status changes with their evidence, newest first' })
  status_history!: StatusEventView[];
  @ApiProperty({ type: [HireCorrectionView], description: 'Corrections of the hire after the submission was sent to the state (administrators, with a reason), newest first' })
  hire_corrections!: HireCorrectionView[];
  @ApiProperty({ type: [DocumentView], description: "Form 8850 and, for an eligible applicant, ETA Form 9061, once the worker has rendered them; the forms as the state received them once a hire was corrected after sending ('form-8850-as-sent', 'form-9061-as-sent'); the proofs of sending ('sent-proof')" })
  documents!: DocumentView[];
  @ApiProperty() phone!: string;
  @ApiProperty() street!: string;
  @ApiProperty({ type: String, nullable: true }) apt!: string | null;
  @ApiProperty() city!: string;
  @ApiProperty() county!: string;
  @ApiProperty() state!: string;
  @ApiProperty() zip!: string;
  @ApiProperty({ description: 'Masked: ***-**-1234' }) ssn!: string;
  @ApiProperty({ format: 'date' }) birthdate!: string;
  @ApiProperty({ enum: ['Under 40', 'Over 40'] }) age_group!: 'Under 40' | 'Over 40';
  @ApiProperty() signature!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string', nullable: true },
    description: "Answers: '1' yes, '0' no, null not asked; values for the other follow-ups",
  })
  answers!: Record<string, string | null>;
  @ApiProperty({ type: [TargetGroupView], description: 'WOTC target groups the answers support, best first (none when not eligible)' })
  target_groups!: TargetGroupView[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Why the target groups above earn no credit (max_credit 0), e.g. a rehire (IRC §51(i)(2)); null when they can',
  })
  no_credit_reason!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) offer_date!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) hire_date!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) start_date!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Dollars per hour, e.g. "15.50"' }) starting_wage!: string | null;
  @ApiProperty({ type: String, nullable: true }) job_title!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'Form 8850 must reach the state agency by this day: start date + 28 days' })
  state_deadline!: string | null;
  @ApiProperty({ enum: ['authorized', 'hiatus'], nullable: true, description: 'hiatus: held by the state until WOTC is renewed' })
  program_status!: 'authorized' | 'hiatus' | null;
  @ApiProperty({
    type: [Section1DifferenceView],
    description: "Where the Form I-9 Section 1 of the employee hired from this submission differs from it (case and surrounding spaces aside); empty before Section 1 or with no employee linked. The SSN only as whether it differs",
  })
  section1_differences!: Section1DifferenceView[];
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The employee hired from this pre-screening, when one is linked' })
  employee_id!: string | null;
}

export class DueSubmission {
  @ApiProperty() id!: string;
  @ApiProperty() firstname!: string;
  @ApiProperty() lastname!: string;
  @ApiProperty() company_id!: number;
  @ApiProperty() company_name!: string;
  @ApiProperty({ format: 'date' }) start_date!: string;
  @ApiProperty({ format: 'date', description: 'start date + 28 days' }) state_deadline!: string;
  @ApiProperty({ description: 'Days until the deadline; negative when it has passed' }) days_left!: number;
  @ApiProperty() late!: boolean;
}

export class DueList {
  @ApiProperty({ type: [DueSubmission] }) data!: DueSubmission[];
  @ApiProperty() count!: number;
}

export class SubmissionDetail {
  @ApiProperty({ type: SubmissionDetailView }) data!: SubmissionDetailView;
}

/** How the employee's first day moved with a corrected start date. */
export class FirstDayChange {
  @ApiProperty({ type: String, format: 'date', nullable: true }) from!: string | null;
  @ApiProperty({ format: 'date' }) to!: string;
}

/** What recording the hire did to the employee hired from this pre-screening. */
export class HireEmployeeOutcome {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'true: the employee was added now and will receive the private I-9 link by e-mail' }) created!: boolean;
  @ApiProperty({ type: FirstDayChange, nullable: true, description: "The employee's first day of employment, when this hire changed it" })
  first_day!: FirstDayChange | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why the first day of employment was left as it was, e.g. Section 2 already signed' })
  first_day_kept_reason!: string | null;
}

export class HireResponse extends SubmissionDetail {
  @ApiProperty({ type: HireEmployeeOutcome, nullable: true, description: 'The employee linked to this pre-screening, if any, and what the hire changed about it' })
  employee!: HireEmployeeOutcome | null;
}
