import { randomUUID } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { Clock, JobName, JobQueue } from '@clearhire/server';
import { maskMobilePhone } from '@clearhire/contracts';
import { i9RetainUntil, prescreeningMatchSince, terminationProblems } from '@clearhire/domain';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { Employee, Location } from '@clearhire/db';
import type { Actor, CompanySession, Session } from '../../common/auth/session';
import { Scope } from '../../common/auth/scope';
import { CompaniesRepository } from '../companies/companies.repository';
import { EMPLOYEE_SUBMISSION_KEY, EmployeesRepository, type SubmissionMatch, type SubmissionMatchQuery } from './employees.repository';
import { EmployeeIntake } from './employee-intake';
import { isUniqueViolation } from '../../common/errors/unique-violation';
import { ApiError } from '../../common/errors/api-error';
import { newPrivateLinkToken } from '../../common/links/private-link-token';
import { pageOf } from '../../common/http/page';
import { listReadEvent } from '../../common/http/list-read';
import { AuditService } from '@clearhire/server';
import type { AddEmployeeDto, EmployeeListQuery, EmployeeUpdateDto } from './employees.dto';
import { LocationsRepository, NOT_YOUR_LOCATION } from '../locations/locations.repository';

@Injectable()
export class EmployeesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly intake: EmployeeIntake,
    private readonly employees: EmployeesRepository,
    private readonly companies: CompaniesRepository,
    private readonly locations: LocationsRepository,
    private readonly clock: Clock,
    @Inject(JobQueue) private readonly jobs: JobQueue,
  ) {}

  /**
   * Adds an employee by hand and, after the commit, queues the invitation. Also returns the company's
   * recent pre-screenings with the same e-mail, so the person adding can link the one that is theirs.
   */
  async add(dto: AddEmployeeDto, session: CompanySession, actor: Actor): Promise<{ employeeId: string; matches: SubmissionMatch[] }> {
    const scope = Scope.of(session);
    const { employeeId, company } = await this.dataSource.transaction(async (m) => {
      const company = await this.companies.findOne(scope, session.companyId, { manager: m });
      if (!company) throw ApiError.notFound('Company');
      const location = await this.locations.chooseForNew(m, scope, company.id, dto.locationId);
      const person = {
        firstname: dto.firstname,
        lastname: dto.lastname,
        email: dto.email,
        startDate: dto.startDate ?? null,
        offerAcceptedOn: dto.offerAcceptedOn ?? null,
        locationId: location.id,
        language: dto.language,
        mobilePhone: dto.mobilePhone ?? null,
      };
      return { employeeId: await this.intake.create(m, company, person, actor), company };
    });
    await this.intake.invite(employeeId);
    const matches = await this.matchesOf(scope, { companyId: company.id, email: dto.email, section1: null }, company.timeZone, actor, employeeId);
    return { employeeId, matches };
  }

  /**
   * The pre-screenings that may be this employee's (none once one is linked): the same e-mail, or
   * Section 1's name and birth date. Their names are personal data: the read is audited with their ids.
   */
  async submissionMatches(employee: Employee, session: Session, actor: Actor): Promise<SubmissionMatch[]> {
    if (employee.submissionId || !employee.company) return [];
    return this.matchesOf(Scope.of(session), matchOf(employee), employee.company.timeZone, actor, employee.id);
  }

  private async matchesOf(scope: Scope, q: Omit<SubmissionMatchQuery, 'since'>, timeZone: string, actor: Actor, employeeId: string): Promise<SubmissionMatch[]> {
    const matches = await this.employees.submissionMatches(scope, { ...q, since: prescreeningMatchSince(this.clock.todayIn(timeZone)) });
    if (matches.length) {
      await this.audit.recordAccess({ actor, action: 'employee.submission_matches_read', recordType: 'employee', recordId: employeeId, companyId: q.companyId, detail: { submissionIds: matches.map((s) => s.id) } });
    }
    return matches;
  }

  /** Whether the pre-screening is among those offered for this employee now (the same rule as the offer). */
  private async isOfferedMatch(m: EntityManager, scope: Scope, employeeId: string, submissionId: string): Promise<boolean> {
    const employee = await this.employees.findOne(scope, employeeId, { manager: m });
    if (!employee?.company) return false;
    const since = prescreeningMatchSince(this.clock.todayIn(employee.company.timeZone));
    const matches = await this.employees.submissionMatches(scope, { ...matchOf(employee), since }, m);
    return matches.some((s) => s.id === submissionId);
  }

  /**
   * Links an employee to the pre-screening the person confirmed is theirs: both the same company's
   * (404 otherwise, as for unknown ids), neither linked yet (409). Audited.
   */
  async linkSubmission(id: string, submissionId: string, session: Session, actor: Actor): Promise<void> {
    const scope = Scope.of(session);
    try {
      await this.dataSource.transaction(async (m) => {
        // The pre-screening first, as recording a hire locks it first.
        const submission = await this.employees.lockSubmission(m, scope, submissionId);
        const employee = await this.employees.findOne(scope, id, { manager: m, lock: true });
        if (!employee) throw ApiError.notFound('Employee');
        if (!submission || submission.companyId !== employee.companyId) throw ApiError.notFound('Submission');
        if (employee.submissionId) throw ApiError.conflict('This employee is already linked to a pre-screening.', 'submissionId');
        if (await this.employees.findBySubmission(scope, submissionId, { manager: m })) throw ApiError.conflict('This pre-screening is already linked to another employee.', 'submissionId');
        // Only a pre-screening offered for this person: a link makes Section 1 open with its answers and SSN.
        if (!(await this.isOfferedMatch(m, scope, id, submissionId))) throw ApiError.badRequest(NOT_A_MATCH, 'submissionId');
        await this.employees.linkSubmission(m, id, submissionId);
        await this.audit.record(m, { actor, action: 'employee.submission_linked', recordType: 'employee', recordId: id, companyId: employee.companyId, detail: { submissionId } });
      });
    } catch (err) {
      // Two links at once to the same pre-screening: the unique index lets one through.
      if (isUniqueViolation(err, EMPLOYEE_SUBMISSION_KEY)) throw ApiError.conflict('This pre-screening is already linked to another employee.', 'submissionId');
      throw err;
    }
  }

  /** One page of the employees the session may see, and the total; the read is audited. */
  async list(q: EmployeeListQuery, session: Session, actor: Actor): Promise<{ rows: { employee: Employee; companyName: string }[]; count: number }> {
    const scope = Scope.of(session).atLocations(q.locationId);
    const page = pageOf(q);
    const [employees, count] = await this.employees.list(scope, q.search, page, q.reverify === 'due' ? this.clock.now() : undefined, q.externalId);
    await this.audit.recordAccess(
      listReadEvent(actor, {
        action: 'employees.listed',
        scope,
        // The search is a person's name or e-mail: only that one was made is kept.
        filters: { search: q.search ? true : undefined, reverify: q.reverify, locationId: q.locationId?.join(','), externalId: q.externalId ? true : undefined },
        page,
        ids: { name: 'employeeIds', values: employees.map((e) => e.id) },
        total: count,
      }),
    );
    return { rows: employees.map((employee) => ({ employee, companyName: employee.company!.name })), count };
  }

  /**
   * Records the end of employment (the company's users and administrators), which sets the Form
   * I-9's retention date, an administrator's legal hold, which keeps it past that date, and a move
   * to another of the company's locations (a member's: between their own). Audited with the old and
   * new values; a move as `employee.moved`.
   */
  async update(id: string, dto: EmployeeUpdateDto, session: Session, actor: Actor): Promise<void> {
    if (Object.values(dto).every((value) => value === undefined)) {
      throw ApiError.badRequest('Give a termination date, a legal hold, a location, a mobile number, an e-mail, the day the job offer was accepted or a language to change.');
    }
    const textLinkAgain = await this.dataSource.transaction(async (m) => {
      const scope = Scope.of(session);
      const employee = await this.employees.findOne(scope, id, { manager: m, lock: true });
      if (!employee) throw ApiError.notFound('Employee');
      if (dto.legalHold !== undefined && !session.isAdmin) throw ApiError.forbidden('Only administrators can place or lift a legal hold.');
      const changes: Partial<Pick<Employee, 'terminationDate' | 'retainUntil' | 'legalHold' | 'email' | 'offerAcceptedOn' | 'language'>> = {};
      // The location the employee works at: its calendar judges a termination date, and a move starts from it.
      const location = await this.locations.findOne(scope, employee.locationId, m);
      if (!location) throw ApiError.notFound('Employee');
      if (dto.terminationDate !== undefined) {
        // "Not in the future" on the calendar of the location where the employee worked.
        // After a rehire (Supplement B), the latest hire is the one the retention counts from.
        const hiredOn = employee.rehiredOn ?? employee.startDate;
        const problems = terminationProblems(dto.terminationDate, hiredOn, this.clock.todayIn(location.timeZone));
        if (problems.length) throw new ApiError(HttpStatus.BAD_REQUEST, problems);
        changes.terminationDate = dto.terminationDate;
        changes.retainUntil = i9RetainUntil(hiredOn!, dto.terminationDate);
      }
      if (dto.legalHold !== undefined) changes.legalHold = dto.legalHold;
      if (dto.email !== undefined) {
        if (employee.i9Status !== 'pending') throw ApiError.conflict(EMAIL_FIXED_BY_SECTION1, 'email');
        changes.email = dto.email.toLowerCase();
      }
      if (dto.offerAcceptedOn !== undefined) {
        // The rules of the day an employee is added, on the calendar of the location they work at.
        const problems = await this.intake.datesProblems(m, { startDate: employee.startDate, offerAcceptedOn: dto.offerAcceptedOn, locationId: employee.locationId }, { startDate: 'offerAcceptedOn' });
        if (problems.length) throw new ApiError(HttpStatus.BAD_REQUEST, problems);
        changes.offerAcceptedOn = dto.offerAcceptedOn;
      }
      if (dto.language !== undefined) changes.language = dto.language;
      const moveTo = dto.locationId === undefined ? null : await this.moveTarget(m, scope, employee, dto.locationId);
      const newNumber = dto.mobilePhone === undefined ? false : await this.correctMobilePhone(m, employee, dto.mobilePhone, actor);
      if (Object.keys(changes).length > 0) {
        await this.employees.updateEmployment(m, id, changes);
        // An address is personal data: the trail says it changed, not what it was or became.
        const detail = Object.fromEntries(Object.entries(changes).map(([k, to]) => [k, k === 'email' ? { changed: true } : { from: employee[k as keyof Employee], to }]));
        await this.audit.record(m, { actor, action: 'employee.updated', recordType: 'employee', recordId: id, companyId: employee.companyId, detail });
      }
      if (moveTo !== null && moveTo.id !== employee.locationId) {
        await this.employees.updateEmployment(m, id, { locationId: moveTo.id });
        await this.employees.recordMove(m, { employeeId: id, companyId: employee.companyId, fromLocationName: location.name, toLocationName: moveTo.name, movedBy: session.userId });
        await this.audit.record(m, { actor, action: 'employee.moved', recordType: 'employee', recordId: id, companyId: employee.companyId, detail: { locationId: { from: employee.locationId, to: moveTo.id } } });
      }
      // A new number after the invitation went: the link is texted to it (before, the invitation texts it).
      return newNumber && employee.invitedAt !== null;
    });
    if (textLinkAgain) await this.jobs.enqueue(JobName.SendText, { employeeId: id, kind: 'i9-link', key: `link-${randomUUID()}` });
  }

  /**
   * Corrects (or clears, with null) the number texts go to, while Section 1 waits for the employee:
   * once it is done no link is left to text, and the number is no longer the employer's to change
   * (409). Audited with the last four digits only. Answers whether a new number was set.
   */
  private async correctMobilePhone(m: EntityManager, employee: Employee, mobilePhone: string | null, actor: Actor): Promise<boolean> {
    if (employee.i9Status !== 'pending') throw ApiError.conflict('The mobile number can be corrected only until the employee completes Form I-9 Section 1.', 'mobilePhone');
    if (mobilePhone === employee.mobilePhone) return false;
    await this.employees.updateMobilePhone(m, employee.id, mobilePhone);
    const masked = (n: string | null) => (n ? maskMobilePhone(n) : null);
    await this.audit.record(m, {
      actor,
      action: 'employee.mobile_phone_changed',
      recordType: 'employee',
      recordId: employee.id,
      companyId: employee.companyId,
      detail: { mobilePhone: { from: masked(employee.mobilePhone), to: masked(mobilePhone) } },
    });
    return mobilePhone !== null;
  }

  /** Whether the employee's mobile number replied STOP (the employee page says so). */
  textsOptedOut(employee: Employee): Promise<boolean> {
    return this.employees.textsOptedOut(employee.mobilePhone);
  }

  /**
   * Sends the private Form I-9 link again under a new token: the old link answers 404 at once, like
   * an unknown one. Only while Section 1 is not done (409 after: there is nothing left to fill in).
   * Audited; the mail is queued after the commit.
   */
  async resendLink(id: string, session: Session, actor: Actor): Promise<void> {
    const resentAt = this.clock.now();
    await this.dataSource.transaction(async (m) => {
      const employee = await this.employees.findOne(Scope.of(session), id, { manager: m, lock: true });
      if (!employee) throw ApiError.notFound('Employee');
      if (employee.i9Status !== 'pending') throw ApiError.conflict(LINK_CLOSED_BY_SECTION1);
      await this.employees.replaceLink(m, id, newPrivateLinkToken());
      await this.audit.record(m, { actor, action: 'employee.link_resent', recordType: 'employee', recordId: id, companyId: employee.companyId });
    });
    await this.intake.invite(id, resentAt);
  }

  /** The location an employee moves to: one of the same company's in scope (for a member, theirs), else 400 on `locationId`. */
  private async moveTarget(m: EntityManager, scope: Scope, employee: Employee, locationId: number): Promise<Location> {
    const target = await this.locations.findOne(scope, locationId, m);
    if (!target || target.companyId !== employee.companyId) throw ApiError.badRequest(NOT_YOUR_LOCATION, 'locationId');
    return target;
  }

  /** An employee the session may see (404 otherwise), with Section 1; the read is audited. */
  async findVisible(id: string, session: Session, actor: Actor): Promise<{ employee: Employee; companyName: string }> {
    const employee = await this.employees.findOne(Scope.of(session), id);
    if (!employee) throw ApiError.notFound('Employee');
    await this.audit.recordAccess({ actor, action: 'employee.read', recordType: 'employee', recordId: id, companyId: employee.companyId });
    return { employee, companyName: employee.company!.name };
  }
}

const EMAIL_FIXED_BY_SECTION1 =
  'The e-mail can be corrected until the employee completes Section 1 of Form I-9; the e-mail they gave there is now on the form.';
const LINK_CLOSED_BY_SECTION1 = 'The employee has completed Section 1 of Form I-9: the link has nothing left to fill in, so it cannot be sent again.';

const NOT_A_MATCH =
  "Only a pre-screening offered for this employee can be linked: the company's pre-screening of the last 12 months with the same e-mail, or with Section 1's name and birth date.";

/** What an employee's pre-screening is matched by: the e-mail, and Section 1's name and birth date once it is in. */
function matchOf(employee: Employee): Omit<SubmissionMatchQuery, 'since'> {
  const form = employee.i9Form;
  const section1 = form ? { firstname: form.firstname, lastname: form.lastname, birthdate: form.birthdate } : null;
  return { companyId: employee.companyId, email: employee.email, section1 };
}
