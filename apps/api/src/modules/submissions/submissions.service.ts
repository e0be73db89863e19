import { DEFAULT_LANGUAGE } from '@clearhire/contracts';
import { randomUUID } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SUBMISSION_STATUSES, UPLOAD_LIMITS, YES_NO_FIELDS, type AnswerField } from '@clearhire/contracts';
import type { HireFields, Submission, SubmissionHireCorrection, SubmissionStatusEvent } from '@clearhire/db';
import { calendarDateIn, earliestCalendarDate, section1Differences, type Section1Difference, futureDateProblems, hireRecordProblems, keepAskedAnswers, latestCalendarDate, ssnLast4, timeZoneOf, type CreditDetermination, type PastDate } from '@clearhire/domain';
import type { Actor, Session } from '../../common/auth/session';
import { Scope } from '../../common/auth/scope';
import { Clock, fieldAt, FieldCipher, JobName, JobQueue, WebhookOutboxRepository, webhookDeliveryJobs, webhookEvents } from '@clearhire/server';
import { ApiError } from '../../common/errors/api-error';
import { pageOf, type PageQuery } from '../../common/http/page';
import { listReadEvent } from '../../common/http/list-read';
import { AuditService } from '@clearhire/server';
import { DocumentStore } from '@clearhire/server';
import { detectUploadType, type AllowedMime } from '../files/file-type';
import type { PrescreeningDto } from './prescreening.dto';
import type { HireDto, StatusChangeDto, StatusCounts, SubmissionListQuery } from './submissions.dto';
import { statusEvidenceProblems } from './status-evidence';
import type { DueRow, SubmissionRow } from './submission.presenter';
import { PRESCREENING_LINK_CLOSED } from './prescreening-link';
import { SubmissionsRepository } from './submissions.repository';
import { PrescreeningsRepository } from './prescreenings.repository';
import { CompaniesRepository } from '../companies/companies.repository';
import { creditDeterminationOf, resolveReturnUrl } from '@clearhire/domain';
import { EmployeeIntake } from '../employees/employee-intake';
import { EmployeesRepository } from '../employees/employees.repository';
import { HireEmployee } from './hire-employee';
import { CHOOSE_WHERE_YOU_APPLIED } from './prescreening-link';

@Injectable()
export class SubmissionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(FieldCipher) private readonly cipher: FieldCipher,
    private readonly audit: AuditService,
    @Inject(JobQueue) private readonly jobs: JobQueue,
    private readonly documents: DocumentStore,
    private readonly submissions: SubmissionsRepository,
    private readonly prescreenings: PrescreeningsRepository,
    private readonly companies: CompaniesRepository,
    private readonly clock: Clock,
    private readonly hireEmployee: HireEmployee,
    private readonly intake: EmployeeIntake,
    private readonly employees: EmployeesRepository,
    private readonly webhooks: WebhookOutboxRepository,
  ) {}

  /** Stores an applicant's pre-screening for a company whose ERD is approved. */
  async create(dto: PrescreeningDto, actor: Actor): Promise<string> {
    const answers = keepAskedAnswers(dto.eligible ? toStoredAnswers(dto) : {});
    const { bestGroup, maxCredit } = await this.judgedOnCompanyDay(dto, answers);
    // The company check runs inside the insert (one round trip); only a refusal asks why.
    // The id comes first: the SSN's ciphertext is bound to its row.
    const submissionId = randomUUID();
    const { id, webhookDeliveries } = await this.prescreenings.insertForApprovedCompany(
      {
        id: submissionId,
        companyId: dto.companyId,
        // A location's own link names it; the company's link names it when the applicant picked one. Else the insert takes the company's only one.
        locationId: dto.locationId,
        status: 'pending',
        eligible: dto.eligible,
        firstname: dto.firstname,
        lastname: dto.lastname,
        email: dto.email.toLowerCase(),
        phone: dto.phone,
        street: dto.street,
        apt: dto.apt ?? null,
        city: dto.city,
        county: dto.county,
        state: dto.state,
        zip: dto.zip,
        ssnEncrypted: this.cipher.encryptText(dto.ssn, fieldAt('submissions', 'ssn_encrypted', submissionId)),
        ssnLast4: ssnLast4(dto.ssn),
        ssnIndex: this.cipher.blindIndex(dto.ssn),
        birthdate: dto.birthdate,
        signature: dto.signature,
        signerIp: actor.ip,
        statusChangedAt: null,
        // Every column is written (AuditedInsert): no hire recorded yet, forms not rendered yet.
        hireRevision: 0,
        formsRevision: 0,
        bestGroup,
        maxCredit,
        // AuditedInsert writes every column, defaults included (language is NOT NULL).
        language: dto.language ?? DEFAULT_LANGUAGE,
        externalId: dto.externalId ?? null,
        ...answers,
      },
      { actor, action: 'submission.created', recordType: 'submission', companyId: dto.companyId },
      this.clock.now(),
    );
    if (id) {
      // After the commit: the forms, the applicant's receipt and any webhook deliveries. If Redis is down the sweep queues the forms and the deliveries.
      await this.jobs.enqueueAll([
        { name: JobName.RenderSubmissionForms, payload: { submissionId: id } },
        { name: JobName.SendPrescreeningReceipt, payload: { submissionId: id } },
        ...webhookDeliveryJobs(webhookDeliveries),
      ]);
      return id;
    }
    // Unknown or not yet approved: one answer, so the public form tells nobody which companies exist.
    // An approved company's applicant who named no location of it (it has several) is asked to choose one.
    if ((await this.companies.publicFacts(dto.companyId))?.erdStatus === 'approved') throw ApiError.badRequest(CHOOSE_WHERE_YOU_APPLIED, 'locationId');
    throw ApiError.badRequest(PRESCREENING_LINK_CLOSED, 'companyId');
  }

  /**
   * Where the applicant goes once their pre-screening is saved: the link's return URL when its host
   * is on the company's list (an applicant tracking system), with the submission's id added; else
   * null. The company's list is read only when the link carried a return URL.
   */
  async returnUrlAfter(dto: Pick<PrescreeningDto, 'companyId' | 'returnUrl' | 'externalId'>, submissionId: string): Promise<string | null> {
    if (!dto.returnUrl) return null;
    const settings = await this.companies.atsSettings(dto.companyId);
    return resolveReturnUrl(dto.returnUrl, settings?.atsReturnHosts ?? [], { submissionId, externalId: dto.externalId });
  }

  /**
   * The applicant's dates and the credit determination (ages are measured on "today") judged on the
   * company's own day. Its time zone is read only when that day could change the answer: when the
   * earliest and the latest date it is anywhere on Earth give different answers, which is rare
   * (a date of the form or a birthday falls on today), so the busiest write stays one statement.
   */
  private async judgedOnCompanyDay(dto: PrescreeningDto, answers: Partial<Record<AnswerField, string | null>>): Promise<CreditDetermination> {
    const now = this.clock.now();
    const pastDates: PastDate[] = [
      { param: 'birthdate', label: 'Birth date', value: dto.birthdate },
      { param: 'unemployedDate', label: 'Unemployed since', value: answers.unemployedDate },
      { param: 'felonyConviction', label: 'Conviction date', value: answers.felonyConviction },
      { param: 'felonyRelease', label: 'Release date', value: answers.felonyRelease },
    ];
    const judge = (today: string) => ({
      problems: futureDateProblems(pastDates, today),
      determination: creditDeterminationOf({ ...answers, eligible: dto.eligible, birthdate: dto.birthdate, today }),
    });
    let judged = judge(earliestCalendarDate(now));
    if (JSON.stringify(judged) !== JSON.stringify(judge(latestCalendarDate(now)))) {
      const company = await this.companies.publicFacts(dto.companyId);
      // An unknown company is refused below; its answers are judged on the home zone's day meanwhile.
      judged = judge(calendarDateIn(timeZoneOf(company), now));
    }
    if (judged.problems.length) throw new ApiError(HttpStatus.BAD_REQUEST, judged.problems);
    return judged.determination;
  }

  /** One page of submissions the session may see, the total, and the count per status; the read is audited. */
  async list(q: SubmissionListQuery, session: Session, actor: Actor): Promise<{ rows: SubmissionRow[]; count: number; counts: StatusCounts }> {
    const page = pageOf(q);
    const scope = Scope.filtered(session, q.companyId).atLocations(q.locationId);
    const { rows, grouped } = await this.submissions.list(scope, { companyName: q.companyName, status: q.status, externalId: q.externalId }, { limit: page.take, offset: page.skip });
    const counts: StatusCounts = { total: 0, pending: 0, sent: 0, approved: 0, rejected: 0 };
    for (const { status, n } of grouped) {
      if ((SUBMISSION_STATUSES as readonly string[]).includes(status)) counts[status] = n;
      counts.total += n;
    }
    const count = q.status ? counts[q.status] : counts.total;
    await this.audit.recordAccess(
      listReadEvent(actor, {
        action: 'submissions.listed',
        scope,
        // A company name is the employer's, not a person's: kept as asked.
        filters: { companyId: q.companyId, companyName: q.companyName, status: q.status, locationId: q.locationId?.join(','), externalId: q.externalId ? true : undefined },
        page,
        ids: { name: 'submissionIds', values: rows.map((r) => r.id) },
        total: count,
      }),
    );
    return { rows, count, counts };
  }

  /**
   * Hires not yet sent to the state whose 28-day deadline is at most 7 days away or has passed, most
   * urgent first, each judged on its company's own day.
   */
  dueList(q: PageQuery, session: Session): Promise<{ rows: DueRow[]; count: number }> {
    const { take, skip } = pageOf(q);
    return this.submissions.due(Scope.of(session), this.clock.now(), { limit: take, offset: skip });
  }

  /** A submission the session may see (404 otherwise); the read is audited. */
  async findVisible(id: string, session: Session, actor: Actor): Promise<{ submission: Submission; companyName: string }> {
    const found = await this.load(id, session);
    await this.audit.recordAccess({ actor, action: 'submission.read', recordType: 'submission', recordId: id, companyId: found.submission.companyId });
    return found;
  }

  /**
   * An administrator sets the status, with its evidence; every change is kept in the status history.
   * A 'sent' may bring its proof of sending (docs/compliance.md §3.2): stored encrypted as a 'sent-proof'
   * document of the submission's company, in the same transaction as the event and both audit
   * records; if that transaction fails, the stored object is removed.
   */
  async changeStatus(id: string, dto: StatusChangeDto, actor: Actor, proof?: Express.Multer.File) {
    const problems = statusEvidenceProblems({ ...dto, proof });
    if (problems.length) throw new ApiError(HttpStatus.BAD_REQUEST, problems);
    const upload = proof ? proofUpload(proof) : null;
    const { newStatus } = dto;
    const written: string[] = [];
    try {
      const changed = await this.dataSource.transaction(async (m) => {
        const submission = await this.submissions.findOne(Scope.of(actor.session!), id, { manager: m, lock: true });
        if (!submission || !submission.company) throw ApiError.notFound('Submission');
        const today = this.clock.todayIn(submission.company.timeZone);
        const future = futureDateProblems(
          [
            { param: 'sentOn', label: 'Date sent to the state agency', value: dto.sentOn },
            { param: 'certifiedOn', label: 'Certification date', value: dto.certifiedOn },
          ],
          today,
        );
        if (future.length) throw new ApiError(HttpStatus.BAD_REQUEST, future);
        const stored = upload ? await this.documents.store(m, { companyId: submission.companyId, submissionId: id, kind: 'sent-proof', ...upload }) : null;
        if (stored) written.push(stored.storageKey);
        const from = submission.status;
        const evidenceGiven = stored !== null || Object.keys(dto).some((k) => k !== 'newStatus' && dto[k as keyof StatusChangeDto] !== undefined);
        if (from !== newStatus || evidenceGiven) {
          await this.submissions.recordStatusEvent(m, {
            submissionId: id,
            status: newStatus,
            changedBy: actor.session?.userId ?? null,
            sentOn: newStatus === 'sent' ? (dto.sentOn ?? today) : null,
            sentChannel: dto.sentChannel ?? null,
            certifiedOn: dto.certifiedOn ?? null,
            certificationNumber: dto.certificationNumber ?? null,
            certifiedGroup: dto.certifiedGroup ?? null,
            rejectionReason: dto.rejectionReason ?? null,
            proofDocumentId: stored?.id ?? null,
          });
        }
        if (from !== newStatus) await this.submissions.setStatus(m, id, newStatus);
        // The audit chain last: its lock is held from here to the commit only (the row lock came first).
        if (stored) {
          await this.audit.record(m, {
            actor,
            action: 'document.uploaded',
            recordType: 'document',
            recordId: stored.id,
            companyId: submission.companyId,
            detail: { kind: 'sent-proof', submissionId: id },
          });
        }
        if (from !== newStatus) {
          await this.audit.record(m, {
            actor,
            action: 'submission.status_changed',
            recordType: 'submission',
            recordId: id,
            companyId: submission.companyId,
            detail: { from, to: newStatus },
          });
        }
        const webhookDeliveries = from !== newStatus ? await this.webhooks.record(m, webhookEvents.submissionStatusChanged(submission, { from, to: newStatus, changedAt: this.clock.now() })) : [];
        return { submission: { ...submission, status: newStatus } as Submission, companyName: submission.company.name, webhookDeliveries };
      });
      await this.jobs.enqueueAll(webhookDeliveryJobs(changed.webhookDeliveries));
      return { submission: changed.submission, companyName: changed.companyName };
    } catch (err) {
      await this.documents.discard(written);
      throw err;
    }
  }

  /**
   * Where the Section 1 of the employee hired from this submission differs from it (empty before
   * Section 1 or without a linked employee). The employee is read in the submission's own company.
   * Of the SSNs only whether they differ: both are decrypted here and neither leaves.
   */
  async section1Differences(submission: Submission): Promise<Section1Difference[]> {
    const section1 = await this.submissions.linkedSection1(Scope.company(submission.companyId), submission.id);
    if (!section1) return [];
    const typed = this.cipher.decryptText(section1.ssnEncrypted, fieldAt('i9_forms', 'ssn_encrypted', section1.id));
    const given = this.cipher.decryptText(submission.ssnEncrypted, fieldAt('submissions', 'ssn_encrypted', submission.id));
    return section1Differences(submission, section1, typed !== given);
  }

  /** The status changes with their evidence, newest first. */
  statusHistory(submissionId: string): Promise<SubmissionStatusEvent[]> {
    return this.submissions.statusHistory(submissionId);
  }

  /**
   * Records the offer and the hire; the dates must follow the order Form 8850 requires. The 8850 and
   * 9061 print the hire, so a changed hire asks the worker for fresh ones: the hire revision grows,
   * the forms stop being ready, and that revision's job (its own id) replaces them.
   * While the submission is pending the employer may change it at will; once it went to the state, the state holds forms made from it, so only an administrator
   * may correct it, with a reason kept in the submission's hire corrections, and the forms the state
   * received are kept as they were sent (form-8850-as-sent, form-9061-as-sent) beside the new ones.
   */
  async recordHire(id: string, dto: HireDto, session: Session, actor: Actor) {
    const result = await this.dataSource.transaction(async (m) => {
      const submission = await this.submissions.findOne(Scope.of(session), id, { manager: m, lock: true });
      if (!submission || !submission.company) throw ApiError.notFound('Submission');
      const sent = submission.status !== 'pending';
      if (sent && !session.isAdmin) throw ApiError.forbidden('This submission was sent to the state: only an administrator can correct its hire, with a reason.');
      if (!sent && dto.reason !== undefined) throw ApiError.badRequest('A reason goes with a correction of a hire already sent to the state.', 'reason');
      const problems = hireRecordProblems({ submittedOn: calendarDateIn(submission.company.timeZone, submission.createdAt), ...dto });
      if (problems.length) throw new ApiError(400, problems);
      const hire = { offerDate: dto.offerDate, hireDate: dto.hireDate, startDate: dto.startDate, startingWage: dto.startingWage.toFixed(2), jobTitle: dto.jobTitle };
      // The same hire sent again (a double click, a retried request) leaves the forms as they are.
      const changed = (Object.keys(hire) as (keyof typeof hire)[]).some((k) => submission[k] !== hire[k]);
      if (sent && changed && !dto.reason?.trim()) throw ApiError.badRequest('Give the reason for correcting a hire the state already has.', 'reason');
      const hireRevision = changed ? submission.hireRevision + 1 : submission.hireRevision;
      // Ages and look-back windows move to the hire date: the counted group and credit may change.
      const determination = creditDeterminationOf({ ...submission, ...hire });
      if (sent && changed) await this.submissions.keepAsSent(m, { submissionId: id, correctedBy: session.userId, reason: dto.reason!.trim(), before: hireOf(submission), after: hire });
      await this.submissions.recordHire(m, id, hire, determination, changed ? hireRevision : null, this.clock.now());
      await this.audit.record(m, {
        actor,
        action: 'submission.hire_recorded',
        recordType: 'submission',
        recordId: id,
        companyId: submission.companyId,
        ...(sent && changed ? { detail: { correctionAfterSending: true, status: submission.status } } : {}),
      });
      // In the same transaction: an employee refused (ERD, dates) leaves the hire unrecorded too.
      const employee = await this.hireEmployee.apply(m, { ...submission, company: submission.company }, hire, dto.startI9 === true, actor);
      // A hire sent again unchanged tells the listeners nothing new.
      const webhookDeliveries = changed
        ? await this.webhooks.record(m, webhookEvents.hireRecorded(submission, { ...hire, employeeId: employee.outcome?.id ?? null, recordedAt: this.clock.now() }))
        : [];
      return { submission: { ...submission, ...hire } as Submission, companyName: submission.company.name, hireRevision, changed, employee, webhookDeliveries };
    });
    await this.jobs.enqueueAll(webhookDeliveryJobs(result.webhookDeliveries));
    // After the commit; if Redis is down the sweep queues the same job (documents_ready_at is null).
    if (result.changed) await this.jobs.enqueue(JobName.RenderSubmissionForms, { submissionId: id, hireRevision: result.hireRevision });
    // Likewise the sweep re-sends an invitation Redis could not take.
    if (result.employee.inviteEmployeeId) await this.intake.invite(result.employee.inviteEmployeeId);
    return { submission: result.submission, companyName: result.companyName, employee: result.employee.outcome };
  }

  /** The id of the employee hired from this pre-screening (read in the session's scope), or null. */
  async linkedEmployeeId(submissionId: string, session: Session): Promise<string | null> {
    return (await this.employees.findBySubmission(Scope.of(session), submissionId))?.id ?? null;
  }

  /** The corrections of a hire already sent to the state, newest first. */
  hireCorrections(submissionId: string): Promise<SubmissionHireCorrection[]> {
    return this.submissions.hireCorrections(submissionId);
  }

  private async load(id: string, session: Session) {
    const submission = await this.submissions.findOne(Scope.of(session), id);
    if (!submission || !submission.company) throw ApiError.notFound('Submission');
    return { submission, companyName: submission.company.name };
  }
}

/** The hire a submission records now: what a correction after sending keeps as "before". */
function hireOf(s: Submission): HireFields {
  return { offerDate: s.offerDate, hireDate: s.hireDate, startDate: s.startDate, startingWage: s.startingWage, jobTitle: s.jobTitle };
}

/** A proof file's type, judged by its content (magic bytes) and confirmed by its name as every upload is; 415 otherwise. */
function proofUpload(file: Express.Multer.File): { contentType: AllowedMime; bytes: Buffer } {
  const contentType = detectUploadType(file.buffer, file.originalname);
  if (!contentType) throw ApiError.unsupportedMedia(UPLOAD_LIMITS.message, 'proof');
  return { contentType, bytes: file.buffer };
}

/** JSON booleans become the stored '1'/'0'; other answers are kept as given. */
function toStoredAnswers(dto: PrescreeningDto): Partial<Record<AnswerField, string | null>> {
  const stored: Partial<Record<AnswerField, string | null>> = {};
  for (const [key, value] of Object.entries(dto)) {
    if ((YES_NO_FIELDS as readonly string[]).includes(key)) stored[key as AnswerField] = value === true ? '1' : value === false ? '0' : null;
    else stored[key as AnswerField] = value as string;
  }
  return stored;
}
