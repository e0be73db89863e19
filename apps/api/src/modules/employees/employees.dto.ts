import { EVerifyView } from '../everify/everify.dto';
import { DocumentView } from '../files/document.view';
import { ApiProperty } from '@nestjs/swagger';
import { DEADLINE_DAY_UNITS, EMPLOYEE_LIMITS, I9_STATUSES, LANGUAGES, type Language, SUPPLEMENT_B_REASONS, SUPPLEMENT_B_STATUSES, type DeadlineDayUnit, type I9Status, type SupplementBReason, type SupplementBStatus } from '@clearhire/contracts';
import { PageQuery } from '../../common/http/page';
import { PersonTimelineStepView } from '../timeline/person-timeline.dto';
import { BooleanField, ChoiceField, DateField, EmailField, TextField, UuidField, LocationIdField, QueryLocationIdsField, MobilePhoneField, ExternalIdField } from '../../common/validation/fields';
import { LocationRef } from '../locations/locations.dto';
import type { PrescreeningMatchBasis } from '@clearhire/domain';

export class AddEmployeeDto {
  @TextField({ label: 'First name', max: EMPLOYEE_LIMITS.firstname, name: true })
  firstname!: string;

  @TextField({ label: 'Last name', max: EMPLOYEE_LIMITS.lastname, name: true })
  lastname!: string;

  @EmailField({ label: 'E-mail', max: EMPLOYEE_LIMITS.email })
  email!: string;

  @DateField({ label: 'First day of employment', optional: true, description: 'The first day of work for pay: the Section 2 deadline runs from it' })
  startDate?: string;

  @DateField({ label: 'Job offer accepted on', past: true, optional: true, description: 'No Form I-9 before the job offer is accepted' })
  offerAcceptedOn?: string;

  @LocationIdField({ label: 'Location', optional: true, description: 'Where the employee works; may be left out when the user has one location' })
  locationId?: number;

  @MobilePhoneField({ label: 'Mobile number', description: 'The Form I-9 link and reminders are also texted here: E.164, or a US 10-digit number (+1 is added)' })
  mobilePhone?: string;

  @ChoiceField({ label: 'Language', options: LANGUAGES, optional: true, description: 'The language every mail to the employee is written in (en, es); English when left out' })
  language?: Language;
}

/**
 * What may change about an employee: the end of employment, an administrator's legal hold, where
 * they work, the language they are written to in, the day the job offer was accepted, and (until
 * Section 1 is done) the e-mail their link goes to.
 */
export class EmployeeUpdateDto {
  @EmailField({ label: 'E-mail', max: EMPLOYEE_LIMITS.email, optional: true, description: 'Corrects the address the private Form I-9 link goes to, until the employee completes Section 1 (409 after)' })
  email?: string;

  @DateField({ label: 'Job offer accepted on', past: true, optional: true, description: "Records or corrects the day the job offer was accepted: not after the first day of employment, not after today on the company's calendar" })
  offerAcceptedOn?: string;

  @ChoiceField({ label: 'Language', options: LANGUAGES, optional: true, description: 'The language every mail to the employee is written in (en, es)' })
  language?: Language;

  @DateField({ label: 'Termination date', optional: true, description: "The last day of employment, on or before today on the company's calendar: it sets the Form I-9's retention date" })
  terminationDate?: string;

  @BooleanField({ label: 'Legal hold', optional: true, description: 'Administrators only: keep the Form I-9 past its retention date' })
  legalHold?: boolean;

  @LocationIdField({ label: 'Location', optional: true, description: "Moves the employee to another of the company's locations (a member: between their own locations)" })
  locationId?: number;

  @MobilePhoneField({ label: 'Mobile number', clearable: true, description: 'Corrects the number texts go to while Section 1 is not done (409 after); null clears it' })
  mobilePhone?: string | null;
}

export class EmployeeListQuery extends PageQuery {
  @TextField({ label: 'Search', max: 100, optional: true })
  search?: string;

  @ChoiceField({ label: 'Reverification', options: ['due'], optional: true, description: 'due: only employees to reverify within 90 days (or overdue), soonest first' })
  reverify?: 'due';

  @QueryLocationIdsField({ label: 'Location', description: "Only the employees at these locations: ids separated by commas (a member's other locations match nothing)" })
  locationId?: number[];

  @ExternalIdField({ label: 'External id', optional: true, description: "Only the employee with this id in the employer's HR system (exact)" })
  externalId?: string;
}

/** A pre-screening that may be this employee's own, offered to be linked once the person confirms. */
export class SubmissionMatchView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() firstname!: string;
  @ApiProperty() lastname!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ enum: ['email', 'name_and_birthdate'], description: "email: the same e-mail; name_and_birthdate: Section 1's first and last name and birth date" })
  matched_on!: PrescreeningMatchBasis;
}

export class AddEmployeeResponse {
  @ApiProperty() employeeId!: string;
  @ApiProperty({ type: [SubmissionMatchView], description: "The company's pre-screenings of the last 12 months with the same e-mail and no employee yet, newest first (at most 5)" })
  submission_matches!: SubmissionMatchView[];
}

/** The pre-screening an employee added by hand is confirmed to be hired from. */
export class LinkSubmissionDto {
  @UuidField({ label: 'Pre-screening', description: 'A pre-screening of the same company, linked to no employee yet' })
  submissionId!: string;
}

export class EmployeeListItem {
  @ApiProperty() id!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The pre-screening (submission) this employee was hired from, when linked' }) submission_id!: string | null;
  @ApiProperty() firstname!: string;
  @ApiProperty() lastname!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ enum: I9_STATUSES }) i9_status!: I9Status;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty() company_id!: number;
  @ApiProperty() company_name!: string;
  @ApiProperty({ type: LocationRef, description: 'Where the employee works' }) location!: LocationRef;
  @ApiProperty({ type: String, nullable: true, format: 'date', description: 'First day of employment' }) start_date!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date', description: 'Last day to complete Section 2 (3 business days after the first day), once the first day is known' })
  section2_due_date!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: "Days until Section 2 is due from the company's today, in section2_days_unit (negative: late); null once done or while the first day is unknown" })
  section2_days_left!: number | null;
  @ApiProperty({ type: String, nullable: true, enum: DEADLINE_DAY_UNITS, description: "What section2_days_left counts: business (the company's business days, as the 3-business-day rule does); null with it" })
  section2_days_unit!: DeadlineDayUnit | null;
  @ApiProperty({ description: 'Section 2 is past due, or was completed after its due date' }) section2_late!: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date', description: 'The day the employee must be reverified (Supplement B); null: never' }) reverify_by!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date', description: 'The last day of employment' }) termination_date!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date', description: 'The Form I-9 is kept through this day (3 years after the first day or 1 year after termination, whichever is later); null while employed' })
  retain_until!: string | null;
  @ApiProperty({ description: 'An administrator keeps the Form I-9 past its retention date' }) legal_hold!: boolean;
  @ApiProperty({ type: String, nullable: true, example: '••• ••• 0142', description: 'The mobile number texts go to, masked: only its last four digits; null: e-mail only' })
  mobile_phone!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The employee's id in the employer's HR system, when an import or the API gave one" }) external_id!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The job title an import gave' }) job_title!: string | null;
}

export class EmployeeList {
  @ApiProperty({ type: [EmployeeListItem] }) data!: EmployeeListItem[];
  @ApiProperty() count!: number;
}

export class I9SectionOneView {
  @ApiProperty() firstname!: string;
  @ApiProperty() lastname!: string;
  @ApiProperty({ type: String, nullable: true }) middleInitial!: string | null;
  @ApiProperty({ type: String, nullable: true }) otherLastnames!: string | null;
  @ApiProperty() street!: string;
  @ApiProperty({ type: String, nullable: true }) apt!: string | null;
  @ApiProperty() city!: string;
  @ApiProperty({ type: String, nullable: true }) county!: string | null;
  @ApiProperty() state!: string;
  @ApiProperty() zip!: string;
  @ApiProperty({ format: 'date' }) birthdate!: string;
  @ApiProperty() email!: string;
  @ApiProperty() phone!: string;
  @ApiProperty() citizenship!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Work authorization end date, or "N/A"' }) expiry!: string | null;
  @ApiProperty({ type: [String], description: 'Which numbers were given (never the numbers themselves)' }) numbersProvided!: string[];
  @ApiProperty() signature!: string;
  @ApiProperty({ format: 'date-time' }) signedAt!: string;
}

export class ExaminedDocumentView {
  @ApiProperty({ enum: ['A', 'B', 'C'] }) list!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) issuing_authority!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Masked: only the last four characters' }) number!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) expiration_date!: string | null;
  @ApiProperty({ type: Boolean, nullable: true }) has_photo!: boolean | null;
}

export class Section2Examiner {
  @ApiProperty() last_name!: string;
  @ApiProperty() first_name!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ description: "An administrator acting as the employer's authorized representative" }) authorized_representative!: boolean;
}

export class Section2Employer {
  @ApiProperty() name!: string;
  @ApiProperty() street!: string;
  @ApiProperty() city!: string;
  @ApiProperty() state!: string;
  @ApiProperty() zip!: string;
}

/** The business address Section 2 starts from: the employee's location's, else the company's. */
export class BusinessAddressView {
  @ApiProperty() street!: string;
  @ApiProperty() city!: string;
  @ApiProperty() state!: string;
  @ApiProperty() zip!: string;
}

/** Form I-9 Section 2 as signed. */
export class Section2View {
  @ApiProperty({ format: 'date' }) first_day_of_employment!: string;
  @ApiProperty() short_term_employment!: boolean;
  @ApiProperty({ type: [ExaminedDocumentView] }) documents!: ExaminedDocumentView[];
  @ApiProperty() alternative_procedure!: boolean;
  @ApiProperty({ type: String, nullable: true }) additional_information!: string | null;
  @ApiProperty({ type: Section2Examiner }) examiner!: Section2Examiner;
  @ApiProperty({ type: Section2Employer }) employer!: Section2Employer;
  @ApiProperty({ format: 'date', description: "The day the documents were examined and Section 2 signed (the company's calendar)" }) signed_on!: string;
  @ApiProperty({ format: 'date-time' }) signed_at!: string;
  @ApiProperty({ format: 'date' }) due_date!: string;
  @ApiProperty({ description: 'Signed after its due date' }) late!: boolean;
  @ApiProperty({ description: 'The attestation the examiner accepted' }) attestation!: string;
}

/** A preparer or translator who helped with Section 1 (Supplement A). */
export class PreparerView {
  @ApiProperty() last_name!: string;
  @ApiProperty() first_name!: string;
  @ApiProperty({ type: String, nullable: true }) middle_initial!: string | null;
  @ApiProperty() street!: string;
  @ApiProperty() city!: string;
  @ApiProperty() state!: string;
  @ApiProperty() zip!: string;
  @ApiProperty() signature!: string;
  @ApiProperty({ format: 'date-time' }) signed_at!: string;
}

/** One Form I-9 Supplement B section (reverification, rehire or name change). */
export class SupplementBView {
  @ApiProperty() id!: string;
  @ApiProperty() sequence!: number;
  @ApiProperty({ enum: SUPPLEMENT_B_REASONS }) reason!: SupplementBReason;
  @ApiProperty({
    enum: SUPPLEMENT_B_STATUSES,
    description: 'requested: started (waiting for the employee when a new document is needed, else for the examiner); uploaded: the new document arrived; completed: signed',
  })
  status!: SupplementBStatus;
  @ApiProperty({ description: 'Where the section stands, in the words the employee page shows (by status, reason and whether a document is needed)' }) status_label!: string;
  @ApiProperty({ description: 'The section records a document (a reverification; a rehire whose authorization had expired)' }) needs_document!: boolean;
  @ApiProperty({ format: 'date-time' }) requested_at!: string;
  @ApiProperty({ type: String, nullable: true, description: "Token of the employee's private link for the new document: /reverify/{url}; null when no document is needed (no link was mailed)" })
  url!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: "The employee's private link works until then; null when there is no link" }) link_expires_at!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) rehire_date!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'A legal name change: the new name' }) new_name!: string | null;
  @ApiProperty({ type: [String], description: 'The documents the employee uploaded for it (GET /api/files/{id})' }) document_ids!: string[];
  @ApiProperty({ type: ExaminedDocumentView, nullable: true }) document!: ExaminedDocumentView | null;
  @ApiProperty({ type: Boolean, nullable: true }) alternative_procedure!: boolean | null;
  @ApiProperty({ type: String, nullable: true }) additional_information!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Who examined and signed' }) examiner!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) signed_on!: string | null;
}

export class I9HistoryEvent {
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({ enum: ['invited', 'moved', 'section1-signed', 'section2-signed', 'supplement-b-requested', 'supplement-b-signed', 'record-version'] }) event!: string;
  @ApiProperty() description!: string;
}

export class EmployeeDetailView extends EmployeeListItem {
  @ApiProperty({ description: 'Token of the private I-9 link /i9/{url}' }) url!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Masked: ***-**-1234, once the I-9 is submitted' }) ssn!: string | null;
  @ApiProperty({ type: 'object', nullable: true, additionalProperties: true }) documents_type!: Record<string, { type: string; filename: string }> | null;
  @ApiProperty({ type: I9SectionOneView, nullable: true }) i9!: I9SectionOneView | null;
  @ApiProperty({ type: [DocumentView] }) documents!: DocumentView[];
  @ApiProperty({ type: String, nullable: true, format: 'date' }) offer_accepted_on!: string | null;
  @ApiProperty({ enum: LANGUAGES, description: 'The language every mail to the employee is written in' }) language!: Language;
  @ApiProperty({ type: [PreparerView], description: 'Supplement A: the preparers and translators who helped with Section 1' }) supplement_a!: PreparerView[];
  @ApiProperty({ type: Section2View, nullable: true }) section2!: Section2View | null;
  @ApiProperty({
    type: BusinessAddressView,
    nullable: true,
    description: "Section 2's employer business address by default: the employee's location's, else the company's; null when neither has one (the examiner types it)",
  })
  section2_business_address!: BusinessAddressView | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      "Why the DHS alternative procedure (remote examination) is not open for this employee's Section 2 and Supplement B: the company is not enrolled in E-Verify, or the employee's location is not an E-Verify hiring site; null when it is open",
  })
  alternative_procedure_refusal!: string | null;
  @ApiProperty({ type: [SupplementBView], description: 'Supplement B sections, oldest first' }) supplement_b!: SupplementBView[];
  @ApiProperty({ type: String, nullable: true, description: 'Why and when reverification is due' }) reverify_reason!: string | null;
  @ApiProperty({ type: EVerifyView, description: 'E-Verify: whether a case may be created, its due date, and the cases' }) everify!: EVerifyView;
  @ApiProperty({ type: [I9HistoryEvent], description: 'The life of the Form I-9, oldest first' }) history!: I9HistoryEvent[];
  @ApiProperty({
    type: [SubmissionMatchView],
    description: "While no pre-screening is linked: the company's pre-screenings of the last 12 months, linked to no employee, with the same e-mail or Section 1's name and birth date (newest first, at most 5); empty once linked",
  })
  submission_matches!: SubmissionMatchView[];
  @ApiProperty({ type: [PersonTimelineStepView], description: "The person's whole path, with the WOTC part of the submission this employee was hired from, oldest first" })
  timeline!: PersonTimelineStepView[];
  @ApiProperty({ description: 'The mobile number replied STOP: no text goes to it until it replies START' }) texts_opted_out!: boolean;
}

export class EmployeeDetail {
  @ApiProperty({ type: EmployeeDetailView }) data!: EmployeeDetailView;
}
