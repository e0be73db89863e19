import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuditService, Clock, JobName, JobQueue } from '@clearhire/server';
import { hireDatesProblems, type FieldProblem } from '@clearhire/domain';
import type { Company } from '@clearhire/db';
import { DEFAULT_LANGUAGE, EMPLOYEE_LIMITS, type Language } from '@clearhire/contracts';
import type { Actor } from '../../common/auth/session';
import { ApiError } from '../../common/errors/api-error';
import { newPrivateLinkToken } from '../../common/links/private-link-token';
import { LocationsRepository } from '../locations/locations.repository';
import { EmployeesRepository } from './employees.repository';

/** Who the employer starts a Form I-9 for: added by hand, or hired from a pre-screening. */
export interface EmployeeToAdd {
  firstname: string;
  lastname: string;
  email: string;
  startDate: string | null;
  offerAcceptedOn: string | null;
  submissionId?: string;
  /** The language mail to the employee is written in: the pre-screening's, or the employer's choice; English when neither. */
  language?: Language;
  /** Where the employee works (a location of the company, chosen in scope by the caller). */
  locationId: number;
  /** The mobile number (E.164) the links and reminders are also texted to. */
  mobilePhone?: string | null;
}

export const EMPLOYEES_NEED_APPROVED_ERD = 'Employees can be added once your ERD and I-9 employer authorization are approved.';

/**
 * The one way an employee comes to be, whether added by hand or from a recorded hire, so both follow
 * the same ERD and date rules and leave the same audit event. The caller owns the transaction and,
 * once it is committed, asks for the invitation (the worker mails the private /i9 link).
 */
@Injectable()
export class EmployeeIntake {
  constructor(
    private readonly audit: AuditService,
    @Inject(JobQueue) private readonly jobs: JobQueue,
    private readonly employees: EmployeesRepository,
    private readonly locations: LocationsRepository,
    private readonly clock: Clock,
  ) {}

  /** Whether the company may add employees now (its ERD approved), and if not why, in the users' words. */
  static refusal(company: Pick<Company, 'erdStatus'>): string | null {
    return company.erdStatus === 'approved' ? null : EMPLOYEES_NEED_APPROVED_ERD;
  }

  /** The dates' problems on the today of the location the employee works at, named by the caller's own fields. */
  async datesProblems(
    m: EntityManager,
    person: { startDate: string | null; offerAcceptedOn: string | null; locationId: number },
    params?: Partial<Record<'startDate' | 'offerAcceptedOn' | 'names', string>>,
  ): Promise<FieldProblem[]> {
    const today = this.clock.todayIn(await this.locations.timeZoneOf(m, person.locationId));
    return hireDatesProblems(person, today).map((p) => ({ ...p, param: (p.param && params?.[p.param as 'startDate' | 'offerAcceptedOn']) ?? p.param }));
  }

  /**
   * Creates the employee and its `employee.created` event in the caller's transaction and returns its
   * id, to give to `invite` after the commit. Refuses (403) a company whose ERD is not approved and
   * (400) dates out of order, so the caller's other writes roll back with it.
   */
  async create(m: EntityManager, company: Company, person: EmployeeToAdd, actor: Actor, params?: Partial<Record<'startDate' | 'offerAcceptedOn' | 'names', string>>): Promise<string> {
    const refusal = EmployeeIntake.refusal(company);
    if (refusal) throw ApiError.forbidden(refusal);
    const problems = [...namesProblems(person, params?.names), ...(await this.datesProblems(m, person, params))];
    if (problems.length) throw new ApiError(HttpStatus.BAD_REQUEST, problems);
    const employee = await this.employees.add(m, {
      companyId: company.id,
      locationId: person.locationId,
      firstname: person.firstname,
      lastname: person.lastname,
      email: person.email.toLowerCase(),
      url: newPrivateLinkToken(),
      i9Status: 'pending',
      startDate: person.startDate,
      offerAcceptedOn: person.offerAcceptedOn,
      submissionId: person.submissionId ?? null,
      mobilePhone: person.mobilePhone ?? null,
      language: person.language ?? DEFAULT_LANGUAGE,
    });
    await this.audit.record(m, {
      actor,
      action: 'employee.created',
      recordType: 'employee',
      recordId: employee.id,
      companyId: company.id,
      detail: { locationId: person.locationId, ...(person.submissionId ? { submissionId: person.submissionId } : {}) },
    });
    return employee.id;
  }

  /**
   * After the commit: the invitation with the private /i9 link; the sweep re-sends any that Redis
   * could not take. A link sent again (`resentAt`, the instant of the resend) is its own job, since
   * BullMQ keeps the first one's id for a day and would ignore a second add under it.
   */
  async invite(employeeId: string, resentAt?: Date): Promise<void> {
    await this.jobs.enqueue(JobName.SendI9Invitation, resentAt ? { employeeId, resentAt: resentAt.getTime() } : { employeeId });
  }
}

/**
 * A pre-screening takes longer names than an employee record (Form I-9's boxes): a name that does
 * not fit is refused in words, never cut, since a shortened legal name would be a wrong Form I-9.
 * Added by hand, the DTO already keeps names within the limits; `param` names the caller's field.
 */
function namesProblems(person: Pick<EmployeeToAdd, 'firstname' | 'lastname'>, param = 'firstname'): FieldProblem[] {
  const tooLong = ([['first name', person.firstname, EMPLOYEE_LIMITS.firstname], ['last name', person.lastname, EMPLOYEE_LIMITS.lastname]] as const).filter(([, value, max]) => [...value].length > max);
  return tooLong.map(([label, , max]) => ({ msg: `The applicant's ${label} is longer than an employee's ${label} may be (${max} characters): add the employee by hand from Employees.`, param }));
}
