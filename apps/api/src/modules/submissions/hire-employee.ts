import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuditService } from '@clearhire/server';
import type { Company, HireFields, Submission } from '@clearhire/db';
import type { Actor } from '../../common/auth/session';
import { Scope } from '../../common/auth/scope';
import { ApiError } from '../../common/errors/api-error';
import { EmployeeIntake } from '../employees/employee-intake';
import { EmployeesRepository } from '../employees/employees.repository';
import type { HireEmployeeOutcome } from './submissions.dto';

/** Administrators act as the employer's representative, but the company's users add its employees (as POST /employees). */
const ADMINS_DO_NOT_ADD_EMPLOYEES = "The company's users start an employee's Form I-9; save the hire without starting it.";

/** What recording a hire leaves to do after the commit: the invitation of an employee just added. */
export interface HireEmployeeStep {
  outcome: HireEmployeeOutcome | null;
  inviteEmployeeId: string | null;
}

/**
 * The employee side of recording a hire, in the hire's transaction (the submission row locked, so
 * two hires of one applicant take turns): with `startI9`, the applicant becomes an employee once,
 * never twice; a corrected start date moves the linked employee's first day while Section 2 is not
 * signed, since Section 2 then holds the first day the employer attested to and only a correction
 * there may change it.
 */
@Injectable()
export class HireEmployee {
  constructor(
    private readonly intake: EmployeeIntake,
    private readonly employees: EmployeesRepository,
    private readonly audit: AuditService,
  ) {}

  async apply(m: EntityManager, submission: Submission & { company: Company }, hire: HireFields, startI9: boolean, actor: Actor): Promise<HireEmployeeStep> {
    const scope = Scope.company(submission.companyId);
    const linked = await this.employees.findBySubmission(scope, submission.id, { manager: m, lock: true });
    if (!linked) {
      if (!startI9) return { outcome: null, inviteEmployeeId: null };
      if (actor.session?.isAdmin) throw ApiError.forbidden(ADMINS_DO_NOT_ADD_EMPLOYEES);
      const person = { firstname: submission.firstname, lastname: submission.lastname, email: submission.email, startDate: hire.startDate, offerAcceptedOn: hire.offerDate, submissionId: submission.id, locationId: submission.locationId, language: submission.language };
      // No Form I-9 before the offer is accepted (docs/compliance.md §4.2): a hire recorded ahead of the offer day waits.
      if ((await this.intake.datesProblems(m, person)).some((p) => p.param === 'offerAcceptedOn')) {
        throw ApiError.badRequest(`The Form I-9 can start once the job offer is accepted (${hire.offerDate}): save the hire without starting it now, and start it from here on or after that day.`, 'startI9');
      }
      // The employee is written to in the language the applicant filled the pre-screening in.
      // The person may already be an employee, added by hand: a second one would get a second private link.
      const existing = await this.employees.findUnlinkedByEmail(scope, submission.email, m);
      if (existing) {
        throw ApiError.conflict(
          `${submission.firstname} ${submission.lastname} is already an employee with this e-mail: link that employee to this pre-screening from their page, or save the hire without starting a Form I-9.`,
          'startI9',
        );
      }
      // The hire form names the offer "offerDate": a problem points at the field the user sees (a name: the I-9 box).
      const id = await this.intake.create(m, submission.company, person, actor, { offerAcceptedOn: 'offerDate', startDate: 'startDate', names: 'startI9' });
      return { outcome: { id, created: true, first_day: null, first_day_kept_reason: null }, inviteEmployeeId: id };
    }
    const outcome: HireEmployeeOutcome = { id: linked.id, created: false, first_day: null, first_day_kept_reason: null };
    if (!hire.startDate || linked.startDate === hire.startDate) return { outcome, inviteEmployeeId: null };
    const section2 = await this.employees.section2Of(m, linked.id);
    if (section2) {
      outcome.first_day_kept_reason = `Section 2 is signed: its first day of employment stays ${section2.firstDayOfEmployment}; correct it in Section 2.`;
      return { outcome, inviteEmployeeId: null };
    }
    await this.employees.updateStartDate(m, linked.id, hire.startDate);
    await this.audit.record(m, {
      actor,
      action: 'employee.updated',
      recordType: 'employee',
      recordId: linked.id,
      companyId: linked.companyId,
      detail: { startDate: { from: linked.startDate, to: hire.startDate }, submissionId: submission.id },
    });
    outcome.first_day = { from: linked.startDate, to: hire.startDate };
    return { outcome, inviteEmployeeId: null };
  }
}
