import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { EVERIFY_OPEN_STATUSES } from '@clearhire/contracts';
import type { Company, Employee, EVerifyCase } from '@clearhire/db';
import { automaticEVerifyCaseAllowed, closureProblems, employerBusinessDays, eVerifyCaseDeadline, everifyActionConflict, everifyCaseRefusal, everifyHireDate, participatesInEVerify } from '@clearhire/domain';
import {
  applyGatewayAnswer,
  AuditService,
  Clock,
  EVERIFY_GATEWAY,
  type EVerifyGateway,
  type EVerifyGatewayCase,
  EVerifyUnavailableError,
  type FollowUp,
  JobName,
  JobQueue,
  WebhookOutboxRepository,
  webhookDeliveryJobs,
  webhookEvents,
} from '@clearhire/server';
import type { Actor } from '../../common/auth/session';
import { Scope } from '../../common/auth/scope';
import { ApiError } from '../../common/errors/api-error';
import { AppConfig } from '../../config/app-config';
import { locationOf } from '../locations/employee-location';
import { EVerifyCasesRepository } from './everify-cases.repository';
import type { CreateEVerifyCaseDto, EVerifyActionDto, EVerifyView } from './everify.dto';
import { presentEVerify } from './everify.presenter';

/** Which fields go with which action: any other answers 400, so nothing is silently ignored. */
const ACTION_FIELDS: Record<EVerifyActionDto['action'], readonly (keyof EVerifyActionDto)[]> = {
  notify: [],
  'employee-decision': ['decision', 'signature'],
  refer: [],
  'photo-match': ['answer'],
  close: ['reason', 'currentlyEmployed', 'reasonText'],
};

/**
 * E-Verify cases (docs/compliance.md §6): created from a completed Form I-9, moved through the
 * employer's steps, every step audited. The gateway is called inside the transaction that holds the
 * case's row, so a step and the worker's poll never cross, and a step E-Verify refuses changes
 * nothing (503). Results E-Verify gives on its own arrive through the worker's poll.
 */
@Injectable()
export class EVerifyService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(EVERIFY_GATEWAY) private readonly gateway: EVerifyGateway,
    private readonly audit: AuditService,
    @Inject(JobQueue) private readonly jobs: JobQueue,
    private readonly cases: EVerifyCasesRepository,
    private readonly clock: Clock,
    @Inject(AppConfig) private readonly config: AppConfig,
    private readonly webhooks: WebhookOutboxRepository,
  ) {}

  /** Asks for a case; the worker submits it to E-Verify. */
  async create(employeeId: string, dto: CreateEVerifyCaseDto, actor: Actor): Promise<void> {
    await this.requestCase(employeeId, dto, actor, { automatic: false });
  }

  /**
   * Right after Section 2 is signed, for a company with `everify_create_after_section2`: creates the
   * case in the signer's name, through the same steps as theirs (rules, audit, job), only when nothing
   * waits on the employer's judgement (automaticEVerifyCaseAllowed). The employee's row is locked and
   * no case may exist yet, so a repeat never makes a second case. Answers whether a case was created.
   */
  async createAfterSection2(employeeId: string, actor: Actor): Promise<boolean> {
    return (await this.requestCase(employeeId, {}, actor, { automatic: true })) !== null;
  }

  /** One way a case is asked for; an automatic request that is not allowed creates nothing and says so (null). */
  private async requestCase(employeeId: string, dto: CreateEVerifyCaseDto, actor: Actor, how: { automatic: boolean }): Promise<string | null> {
    const session = actor.session!;
    const caseId = await this.dataSource.transaction(async (m) => {
      const employee = await this.cases.caseFileOf(Scope.of(session), employeeId, { manager: m, lock: true });
      if (!employee) throw ApiError.notFound('Employee');
      const { company, section2, cases, today, firstDay, dueDate } = await this.situation(employee, m);
      const request = {
        mouSignedOn: participatesInEVerify(company) ? company.everifyMouSignedOn : null,
        section2Complete: Boolean(section2),
        offerAcceptedOn: employee.offerAcceptedOn,
        firstDay,
        today,
        dueDate,
        hasOpenCase: cases.some((c) => EVERIFY_OPEN_STATUSES.includes(c.status)),
        hasAuthorizedCase: cases.some((c) => c.status === 'employment-authorized'),
      };
      if (how.automatic) {
        if (!automaticEVerifyCaseAllowed({ ...request, optionOn: company.everifyCreateAfterSection2, hasAnyCase: cases.length > 0 })) return null;
      } else {
        const refusal = everifyCaseRefusal({ ...request, lateReason: dto.lateReason ?? null, lateReasonText: dto.lateReasonText ?? null });
        if (refusal) throw new ApiError(refusal.status, refusal.errors);
      }
      const saved = await this.cases.request(m, {
        companyId: employee.companyId,
        employeeId,
        status: 'submitting',
        testMode: this.gateway.mode === 'test',
        hireDate: everifyHireDate(firstDay!, today),
        lateReason: dto.lateReason ?? null,
        lateReasonText: dto.lateReason === 'OTHER' ? dto.lateReasonText!.trim() : null,
        createdBy: session.userId,
        nextPollAt: null,
      });
      await this.audit.record(m, {
        actor,
        action: 'everify.case_requested',
        recordType: 'everify_case',
        recordId: saved.id,
        companyId: employee.companyId,
        detail: {
          employeeId,
          dueDate,
          late: dueDate !== null && today > dueDate,
          lateReason: dto.lateReason ?? null,
          testMode: saved.testMode,
          // The actor is the Section 2 signer; this says the product acted for them, on the company's option.
          ...(how.automatic ? { automatic: true } : {}),
        },
      });
      return saved.id;
    });
    if (caseId) await this.jobs.enqueue(JobName.SubmitEVerifyCase, { caseId });
    return caseId;
  }

  /** The employer's next step on the open case: 409 naming the case's state when it is out of turn. */
  async act(employeeId: string, dto: EVerifyActionDto, actor: Actor): Promise<void> {
    const session = actor.session!;
    const stray = (Object.keys(ACTION_FIELDS) as EVerifyActionDto['action'][])
      .flatMap((a) => ACTION_FIELDS[a])
      .filter((field, i, all) => all.indexOf(field) === i && !ACTION_FIELDS[dto.action].includes(field) && dto[field] !== undefined);
    if (stray.length) throw new ApiError(HttpStatus.BAD_REQUEST, stray.map((field) => ({ msg: `${field} does not go with the action ${dto.action}.`, param: field })));
    const webhookDeliveries: string[] = [];
    const followUps = await this.dataSource.transaction(async (m) => {
      webhookDeliveries.length = 0;
      const scope = Scope.of(session);
      const employee = await this.cases.caseFileOf(scope, employeeId, { manager: m, lock: true });
      if (!employee) throw ApiError.notFound('Employee');
      const row = await this.cases.lockOpenCase(m, scope, employeeId);
      if (!row) throw ApiError.conflict('The employee has no open E-Verify case.');
      const conflict = everifyActionConflict(dto.action, row);
      if (conflict) throw ApiError.conflict(conflict);
      // Each step is audited and told to the company's webhook endpoints (everify.case_updated, `step` naming it).
      const audit = async (action: string, detail: Record<string, unknown>) => {
        await this.audit.record(m, { actor, action, recordType: 'everify_case', recordId: row.id, companyId: row.companyId, detail: { employeeId, caseNumber: row.caseNumber, ...detail } });
        const step = action.replace(/^everify\./, '');
        webhookDeliveries.push(...(await this.webhooks.record(m, webhookEvents.everifyCaseUpdated(employee, { caseId: row.id, status: row.status, step, updatedAt: this.clock.now() }))));
      };
      const answer = (call: () => Promise<EVerifyGatewayCase>) => this.call(m, actor, row, call);
      switch (dto.action) {
        case 'notify': {
          if (!row.noticeEnDocumentId || !row.noticeEsDocumentId) throw ApiError.conflict('The case is tentative-nonconfirmation: the Further Action Notice is still being fetched from E-Verify; try again in a moment.');
          row.notifiedAt = this.clock.now();
          row.notifiedBy = session.userId;
          await this.cases.saveStep(m, row);
          await audit('everify.employee_notified', {});
          return [];
        }
        case 'employee-decision': {
          const problems = [
            ...(dto.decision ? [] : [{ msg: 'Decision is required.', param: 'decision' }]),
            ...(dto.signature?.trim() ? [] : [{ msg: 'The employee’s signature is required.', param: 'signature' }]),
          ];
          if (problems.length) throw new ApiError(HttpStatus.BAD_REQUEST, problems);
          row.employeeDecision = dto.decision!;
          row.decisionSignature = dto.signature!.trim();
          row.decisionSignedAt = this.clock.now();
          await audit('everify.employee_decided', { decision: dto.decision });
          // Choosing not to contest ends the mismatch: E-Verify answers a final nonconfirmation.
          if (dto.decision === 'no-action') return answer(() => this.gateway.noAction(row.caseNumber!));
          await this.cases.saveStep(m, row);
          return [];
        }
        case 'refer': {
          await audit('everify.referred', {});
          return answer(() => this.gateway.refer(row.caseNumber!));
        }
        case 'photo-match': {
          if (!dto.answer) throw ApiError.badRequest('Photo answer is required.', 'answer');
          row.photoAnswer = dto.answer;
          await audit('everify.photo_matched', { answer: dto.answer });
          return answer(() => this.gateway.photoMatch(row.caseNumber!, dto.answer!));
        }
        case 'close': {
          const missing = [
            ...(dto.reason ? [] : [{ msg: 'Closure reason is required.', param: 'reason' }]),
            ...(dto.currentlyEmployed === undefined ? [{ msg: 'Say whether the employee still works for the company.', param: 'currentlyEmployed' }] : []),
          ];
          if (missing.length) throw new ApiError(HttpStatus.BAD_REQUEST, missing);
          const problems = closureProblems(row, dto.reason!, dto.currentlyEmployed!, dto.reasonText);
          if (problems.length) throw new ApiError(HttpStatus.BAD_REQUEST, problems);
          row.closureReason = dto.reason!;
          row.closureText = dto.reason === 'OTHER' ? dto.reasonText!.trim() : null;
          row.currentlyEmployed = dto.currentlyEmployed!;
          row.closedAt = this.clock.now();
          await audit('everify.closed', { reason: dto.reason, currentlyEmployed: dto.currentlyEmployed });
          return answer(() => this.gateway.close(row.caseNumber!, { reason: dto.reason!, currentlyEmployed: dto.currentlyEmployed!, text: row.closureText }));
        }
      }
    });
    await this.jobs.enqueueAll([...followUps, ...webhookDeliveryJobs(webhookDeliveries)]);
  }

  /** The E-Verify block of an employee in scope (404 otherwise). */
  /** The E-Verify block of an employee read on its own (GET employees/:id/everify), the read audited like the employee's. */
  async read(employeeId: string, actor: Actor): Promise<EVerifyView> {
    const employee = await this.cases.caseFileOf(Scope.of(actor.session!), employeeId);
    if (!employee) throw ApiError.notFound('Employee');
    const view = await this.viewFor(employee);
    await this.audit.recordAccess({ actor, action: 'employee.everify_read', recordType: 'employee', recordId: employee.id, companyId: employee.companyId });
    return view;
  }

  async viewOf(scope: Scope, employeeId: string): Promise<EVerifyView> {
    const employee = await this.cases.caseFileOf(scope, employeeId);
    if (!employee) throw ApiError.notFound('Employee');
    return this.viewFor(employee);
  }

  /** The E-Verify block of an employee the caller may already see, read with its company and Section 2. */
  async viewFor(employee: Employee): Promise<EVerifyView> {
    const { company, section2, cases, today, caseDeadline } = await this.situation(employee);
    const participating = participatesInEVerify(company);
    return presentEVerify(cases, {
      participating,
      testMode: this.gateway.mode === 'test',
      caseDeadline: participating ? caseDeadline : null,
      canCreate: participating && Boolean(section2) && !cases.some((c) => EVERIFY_OPEN_STATUSES.includes(c.status) || c.status === 'employment-authorized'),
      today,
    });
  }

  /** Calls E-Verify for a step and writes its answer; a refusal or an outage answers 503 and rolls the step back. */
  private async call(m: EntityManager, actor: Actor, row: EVerifyCase, step: () => Promise<EVerifyGatewayCase>): Promise<FollowUp[]> {
    let answer: EVerifyGatewayCase;
    try {
      answer = await step();
    } catch (err) {
      if (err instanceof EVerifyUnavailableError) throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, [{ msg: 'E-Verify did not accept the step; nothing was changed. Try again in a few minutes.' }]);
      throw err;
    }
    return applyGatewayAnswer(m, this.audit, actor, row, answer, { now: this.clock.now(), pollSeconds: this.config.EVERIFY_POLL_SECONDS });
  }

  /**
   * What the steps are judged on; the employee comes with its company, location and Section 2 (the
   * detail and caseFileOf load them). The location's calendar decides today and the business days.
   */
  private async situation(employee: Employee, m?: EntityManager) {
    const company = employee.company as Company;
    const location = locationOf(employee);
    const section2 = employee.section2 ?? null;
    const cases = await this.cases.casesOf(Scope.company(employee.companyId), employee.id, m);
    const today = this.clock.todayIn(location.timeZone);
    // A rehire on Supplement B starts again from its own first day.
    const firstDay = employee.rehiredOn ?? section2?.firstDayOfEmployment ?? null;
    // The 3rd business day after the first day, counted in the business days of the employee's location.
    const caseDeadline = firstDay ? eVerifyCaseDeadline(firstDay, employerBusinessDays(location)) : null;
    return { company, section2, cases, today, firstDay, caseDeadline, dueDate: caseDeadline?.dueDate ?? null };
  }
}
