import { ApiProperty } from '@nestjs/swagger';
import { TARGET_GROUP_CODES, type TargetGroupCode } from '@clearhire/domain';
import { DEADLINE_DAY_UNITS, type DeadlineDayUnit } from '@clearhire/contracts';
import { QueryIntField } from '../../common/validation/fields';

export class DashboardQuery {
  // companies.id is a PostgreSQL integer: a larger value must be refused, not sent to the query.
  @QueryIntField({ label: 'companyId', min: 1, max: 2_147_483_647, default: 0 })
  companyId?: number;

  /**
   * One location's figures only: any of the company's for an owner or an administrator, one of a
   * member's own for a member (another location's figures are all zero, as if it had no records).
   */
  @QueryIntField({ label: 'locationId', min: 1, max: 2_147_483_647, default: 0 })
  locationId?: number;
}

export class DashboardLocationsQuery {
  @QueryIntField({ label: 'companyId', min: 1, max: 2_147_483_647, default: 0 })
  companyId?: number;
}

export class LocationFigures {
  @ApiProperty({ description: 'The location' }) id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Its submissions, every status' }) submissions!: number;
  @ApiProperty({ description: 'Dollars: its potential credits, counted as in potential_credits (not rejected, not waiting for renewal)' }) potential_credit!: number;
  @ApiProperty({ description: 'Dollars: the credits its certified hires earned on their recorded wages (the credits summary)' }) earned_credit!: number;
  @ApiProperty({ description: 'Form I-9 work due: Section 2 due within one business day or late, and hires whose Form I-9 is not started' }) i9_work_due!: number;
  @ApiProperty({ description: 'E-Verify steps due: cases to create within one business day or late, and open cases waiting on the employer' }) everify_steps_due!: number;
  @ApiProperty({ description: 'Reverifications (Supplement B) overdue or due within 30 days' }) reverifications_due!: number;
}

export class DashboardLocations {
  @ApiProperty({ type: [LocationFigures], description: "Every location in scope (a member's own), by name, with or without records" })
  data!: LocationFigures[];
}

export class PotentialCredits {
  @ApiProperty({ description: 'Dollars: the largest confirmed credit of each counted submission, summed' }) total!: number;
  @ApiProperty({ description: 'Eligible submissions, not rejected, with a confirmed target group, whose hire is covered by WOTC or not recorded yet' }) submissions!: number;
  @ApiProperty({ description: 'Eligible submissions, not rejected, of applicants who worked for the company before: not counted, since no wages of a rehire count (IRC §51(i)(2))' })
  rehires_not_counted!: number;
  @ApiProperty({ description: 'Why rehires are not counted, to show beside the figure' }) rehires_reason!: string;
}

export class WaitingForRenewal {
  @ApiProperty({ description: 'Dollars: the largest confirmed credit of each eligible submission, not rejected, whose hire started while WOTC is not authorized' })
  total!: number;
  @ApiProperty({ description: 'Those submissions: the state may hold them but not certify them until the program is renewed' }) submissions!: number;
  @ApiProperty({ type: [String], description: 'The first start date of each hiatus in the rules table (YYYY-MM-DD), e.g. ["2026-01-01"]' })
  hiatus_from!: string[];
}

export class PotentialByGroup {
  @ApiProperty({ enum: TARGET_GROUP_CODES }) group!: TargetGroupCode;
  @ApiProperty() group_name!: string;
  @ApiProperty({ description: 'Dollars' }) credit!: number;
  @ApiProperty() submissions!: number;
}

export class SubmissionsInMonth {
  @ApiProperty({ example: '2026-11', description: 'YYYY-MM, by the creation date' }) month!: string;
  @ApiProperty() pending!: number;
  @ApiProperty() sent!: number;
  @ApiProperty() approved!: number;
  @ApiProperty() rejected!: number;
}

export class ReverificationCounts {
  @ApiProperty({ description: 'Employees whose reverification date has passed' }) overdue!: number;
  @ApiProperty({ description: 'Due within 30 days' }) within_30_days!: number;
  @ApiProperty({ description: 'Due in 31 to 90 days' }) within_90_days!: number;
}

export class I9WorkItemView {
  @ApiProperty() employee_id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ['section2', 'create', 'notify', 'employee-decision', 'refer', 'photo-match', 'close'], description: 'section2: sign Section 2; create: create the E-Verify case; otherwise the step on the open case' }) kind!: string;
  @ApiProperty() text!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) due_date!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Days to due_date from the location’s today, in days_unit (negative: late)' }) days_left!: number | null;
  @ApiProperty({ type: String, nullable: true, enum: DEADLINE_DAY_UNITS, description: 'What days_left counts: business (the employer’s business days: Section 2, the case to create) or federal-working (federal government working days: a mismatch’s steps)' })
  days_unit!: DeadlineDayUnit | null;
  @ApiProperty({ description: 'An E-Verify test-mode case' }) test_mode!: boolean;
}

export class I9Work {
  @ApiProperty({ description: 'Section 2 due within one business day, or late' }) section2_due!: number;
  @ApiProperty({ description: 'E-Verify cases to create within one business day, or late' }) everify_to_create!: number;
  @ApiProperty({ description: 'Open E-Verify cases waiting on the employer (notice, decision, referral, photo, closure)' }) everify_action_needed!: number;
  @ApiProperty({ description: "Pre-screened applicants hired on or before their location's today whose Form I-9 is not started (no employee made from the submission)" })
  hired_i9_not_started!: number;
  @ApiProperty({ type: String, nullable: true, format: 'date', description: 'The oldest hire date among them; null when there are none' })
  hired_i9_not_started_since!: string | null;
  @ApiProperty({ type: [I9WorkItemView], description: 'The 10 most urgent, late first' }) items!: I9WorkItemView[];
}

export class Dashboard {
  @ApiProperty({ type: PotentialCredits }) potential_credits!: PotentialCredits;
  @ApiProperty({ type: WaitingForRenewal, description: 'Credits waiting for the program to be renewed: not in potential_credits nor potential_by_group' })
  waiting_for_renewal!: WaitingForRenewal;
  @ApiProperty({ type: [PotentialByGroup], description: 'Each counted submission under its best confirmed group, largest credit first' })
  potential_by_group!: PotentialByGroup[];
  @ApiProperty({ type: [SubmissionsInMonth], description: 'The last 12 calendar months, the current one last, by current status' })
  submissions_by_month!: SubmissionsInMonth[];
  @ApiProperty({ type: ReverificationCounts, description: "Form I-9 reverifications (Supplement B) still employed employees need, on each location's calendar" })
  reverifications!: ReverificationCounts;
  @ApiProperty({ type: I9Work, description: "Form I-9 Section 2 and E-Verify work, on the calendar of each employee's location" })
  i9_work!: I9Work;
}
