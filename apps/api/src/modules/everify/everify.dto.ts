import { ApiProperty } from '@nestjs/swagger';
import {
  DEADLINE_DAY_UNITS,
  EVERIFY_ACTIONS,
  EVERIFY_AGENCIES,
  EVERIFY_CASE_STATUSES,
  EVERIFY_CLOSURE_REASONS,
  EVERIFY_EMPLOYEE_DECISIONS,
  EVERIFY_LIMITS,
  EVERIFY_LATE_REASONS,
  EVERIFY_PHOTO_ANSWERS,
  EVERIFY_REASON_TEXT_MAX,
  type DeadlineDayUnit,
  type EVerifyAction,
  type EVerifyAgency,
  type EVerifyCaseStatus,
  type EVerifyClosureReason,
  type EVerifyEmployeeDecision,
  type EVerifyLateReason,
  type EVerifyPhotoAnswer,
} from '@clearhire/contracts';
import { BooleanField, ChoiceField, TextField } from '../../common/validation/fields';

const LATE_CODES = EVERIFY_LATE_REASONS.map((r) => r.code);
const CLOSURE_CODES = EVERIFY_CLOSURE_REASONS.map((r) => r.code);

/** POST /api/employees/{id}/everify: a case for the completed Form I-9; a late one gives its reason. */
export class CreateEVerifyCaseDto {
  @ChoiceField({ label: 'Reason for delay', options: LATE_CODES, optional: true, description: 'Required once the case is late (after the 3rd business day after the first day)' })
  lateReason?: EVerifyLateReason;

  @TextField({ label: 'Explanation', max: EVERIFY_REASON_TEXT_MAX, optional: true, description: 'With lateReason OTHER: at most 200 characters, no personal data such as an SSN' })
  lateReasonText?: string;
}

/** POST /api/employees/{id}/everify/actions: the employer's next step on the open case. */
export class EVerifyActionDto {
  @ChoiceField({ label: 'Action', options: EVERIFY_ACTIONS })
  action!: EVerifyAction;

  @ChoiceField({ label: 'Decision', options: EVERIFY_EMPLOYEE_DECISIONS, optional: true, description: 'employee-decision: take-action (contest the mismatch) or no-action' })
  decision?: EVerifyEmployeeDecision;

  @TextField({ label: 'Employee signature', max: EVERIFY_LIMITS.decisionSignature, optional: true, description: 'employee-decision: the employee’s name as they signed the Further Action Notice' })
  signature?: string;

  @ChoiceField({ label: 'Photo answer', options: EVERIFY_PHOTO_ANSWERS, optional: true, description: 'photo-match: whether E-Verify’s photo matches the photo on the document (not the person)' })
  answer?: EVerifyPhotoAnswer;

  @ChoiceField({ label: 'Closure reason', options: CLOSURE_CODES, optional: true, description: 'close: why the case is closed' })
  reason?: EVerifyClosureReason;

  @BooleanField({ label: 'Currently employed', optional: true, description: 'close: whether the employee still works for the company' })
  currentlyEmployed?: boolean;

  @TextField({ label: 'Explanation', max: EVERIFY_REASON_TEXT_MAX, optional: true, description: 'close with reason OTHER: at most 200 characters, no personal data' })
  reasonText?: string;
}

export class EVerifyNextActionView {
  @ApiProperty({ enum: [...EVERIFY_ACTIONS, 'wait', 'resubmit'] }) step!: string;
  @ApiProperty() text!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) due_date!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Days to the due date from the company’s today, in days_unit (negative: late)' }) days_left!: number | null;
  @ApiProperty({ type: String, nullable: true, enum: DEADLINE_DAY_UNITS, description: 'What days_left counts: federal-working (federal government working days), as E-Verify counts a mismatch’s steps' })
  days_unit!: DeadlineDayUnit | null;
}

export class EVerifyCaseDocumentsView {
  @ApiProperty({ type: String, nullable: true, description: 'Further Action Notice, English: GET /api/files/{id}' }) notice_en!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Further Action Notice, Spanish' }) notice_es!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Referral Date Confirmation, English' }) referral_en!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Referral Date Confirmation, Spanish' }) referral_es!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The photo E-Verify returned for photo matching' }) photo!: string | null;
}

export class EVerifyCaseView {
  @ApiProperty() id!: string;
  @ApiProperty({ type: String, nullable: true }) case_number!: string | null;
  @ApiProperty({ enum: EVERIFY_CASE_STATUSES }) status!: EVerifyCaseStatus;
  @ApiProperty() status_label!: string;
  @ApiProperty({ description: 'Created in the E-Verify test mode: not a real result' }) test_mode!: boolean;
  @ApiProperty({ format: 'date' }) hire_date!: string;
  @ApiProperty({ type: String, nullable: true, enum: LATE_CODES }) late_reason!: EVerifyLateReason | null;
  @ApiProperty({ type: String, nullable: true }) late_reason_text!: string | null;
  @ApiProperty({ type: String, nullable: true, enum: EVERIFY_AGENCIES }) agency!: EVerifyAgency | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) result_issued_on!: string | null;
  @ApiProperty({ type: EVerifyNextActionView, nullable: true }) next_action!: EVerifyNextActionView | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) notified_at!: string | null;
  @ApiProperty({ type: String, nullable: true, enum: EVERIFY_EMPLOYEE_DECISIONS }) employee_decision!: EVerifyEmployeeDecision | null;
  @ApiProperty({ type: String, nullable: true }) decision_signature!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) decision_signed_at!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) referred_on!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date', description: 'Referred: the last day for the employee to contact the agency' }) contact_by!: string | null;
  @ApiProperty({ type: String, nullable: true, enum: EVERIFY_PHOTO_ANSWERS }) photo_answer!: EVerifyPhotoAnswer | null;
  @ApiProperty({ type: String, nullable: true, enum: CLOSURE_CODES }) closure_reason!: EVerifyClosureReason | null;
  @ApiProperty({ type: String, nullable: true }) closure_text!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "Why the case is closed, in the employer's words: E-Verify's own closure of an authorized case, or the employer's reason; null while open",
  })
  closure_label!: string | null;
  @ApiProperty({ type: Boolean, nullable: true }) currently_employed!: boolean | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) closed_at!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: EVerifyCaseDocumentsView }) documents!: EVerifyCaseDocumentsView;
}

export class EVerifyView {
  @ApiProperty({ description: 'The company participates in E-Verify (company ID and MOU date recorded)' }) participating!: boolean;
  @ApiProperty({ description: 'E-Verify runs in its built-in test mode: no result is real' }) test_mode!: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date', description: 'Last day to create the case: the 3rd business day after the first day' }) case_due_date!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Days to case_due_date from the company’s today, in case_days_unit (negative: late)' }) case_days_left!: number | null;
  @ApiProperty({ type: String, nullable: true, enum: DEADLINE_DAY_UNITS, description: 'What case_days_left counts: business (the employer’s business days, as the 3-business-day rule does)' })
  case_days_unit!: DeadlineDayUnit | null;
  @ApiProperty({ description: 'A case may be created now (participating, Section 2 complete, no open case, none authorized)' }) can_create!: boolean;
  @ApiProperty({ type: EVerifyCaseView, nullable: true, description: 'The newest case' }) current!: EVerifyCaseView | null;
  @ApiProperty({ type: [EVerifyCaseView], description: 'Earlier cases, newest first' }) previous!: EVerifyCaseView[];
}

export class EVerifyResponse {
  @ApiProperty({ type: EVerifyView }) data!: EVerifyView;
}

export type { EVerifyAgency };
