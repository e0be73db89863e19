import type { EntityManager } from 'typeorm';
import {
  applyGatewayAnswer,
  type AuditService,
  type Clock,
  type EVerifyGateway,
  type FieldCipher,
  type DocumentStore,
  fieldAt,
  type FieldContext,
  type FollowUp,
  JobName,
  type JobPayloads,
  type JobQueue,
  WORKER_ACTOR,
} from '@clearhire/server';
import type { JobHandler, JobOutcome } from '../job-handler';
import type { EVerifyCasesRepository } from '../repositories/everify-cases.repository';

/** Cases one poll asks about; the next poll takes the rest. */
const POLL_BATCH = 200;

export interface EVerifyWork {
  cases: EVerifyCasesRepository;
  /** Runs a case's step in one transaction. */
  transaction: <T>(work: (m: EntityManager) => Promise<T>) => Promise<T>;
  gateway: EVerifyGateway;
  audit: AuditService;
  queue: JobQueue;
  clock: Clock;
  pollSeconds: number;
  /** Counts each status request by its answer (the case's status, or `unanswered`): WorkerMetrics. */
  polled?: (answer: string) => void;
}

async function enqueueAll(queue: JobQueue, jobs: FollowUp[]): Promise<void> {
  for (const job of jobs) await queue.enqueue(job.name, job.payload as never);
}

/**
 * Sends a case the employer asked for to E-Verify (docs/compliance.md §6.1). The payload is built
 * here, just in time, from the completed Form I-9: the SSN, A-Number and document numbers are
 * decrypted for this one call and never written anywhere else (not to the case row, the queue or
 * a log). A case that already has its number is not sent twice.
 */
export class SubmitEVerifyCase implements JobHandler<JobName.SubmitEVerifyCase> {
  readonly name = JobName.SubmitEVerifyCase;

  constructor(
    private readonly work: EVerifyWork,
    private readonly cipher: FieldCipher,
  ) {}

  async handle({ caseId }: JobPayloads[JobName.SubmitEVerifyCase]): Promise<JobOutcome> {
    const { cases, transaction, gateway, audit, queue, clock, pollSeconds } = this.work;
    const row = await cases.find(caseId);
    if (!row || row.caseNumber || row.status !== 'submitting') return 'skipped';
    const { form, documents, company, creator } = await cases.submissionOf(row);
    const open = (value: string | null, at: FieldContext) => (value ? this.cipher.decryptText(value, at) : null);
    const answer = await gateway.createCase({
      employerAccount: company.everifyCompanyId ?? '',
      firstName: form.firstname,
      lastName: form.lastname,
      middleInitial: form.middleInitial,
      otherLastNames: form.otherLastnames,
      dateOfBirth: form.birthdate,
      ssn: this.cipher.decryptText(form.ssnEncrypted, fieldAt('i9_forms', 'ssn_encrypted', form.id)),
      citizenship: form.citizenship,
      alienNumber: open(form.alienNumberEncrypted, fieldAt('i9_forms', 'alien_number_encrypted', form.id)),
      dateOfHire: row.hireDate,
      documents: documents.map((d) => ({ list: d.list, title: d.title, number: open(d.numberEncrypted, fieldAt('i9_examined_documents', 'number_encrypted', d.id)), expirationDate: d.expirationDate })),
      lateReason: row.lateReason,
      lateReasonText: row.lateReasonText,
      caseCreator: { name: creator ? `${creator.firstname} ${creator.lastname}` : company.name, email: creator?.email ?? '' },
    });
    const jobs = await transaction(async (m) => {
      const locked = await cases.lock(m, caseId);
      await audit.record(m, {
        actor: WORKER_ACTOR,
        action: 'everify.submitted',
        recordType: 'everify_case',
        recordId: caseId,
        companyId: row.companyId,
        detail: { employeeId: row.employeeId, caseNumber: answer.caseNumber, testMode: gateway.mode === 'test' },
      });
      return applyGatewayAnswer(m, audit, WORKER_ACTOR, locked, answer, { now: clock.now(), pollSeconds });
    });
    await enqueueAll(queue, jobs);
    return 'done';
  }
}

/**
 * Asks E-Verify about every case waiting on a result whose time has come, as the service is polled:
 * a changed result is written, audited and followed by its documents; an unchanged one is asked
 * again after EVERIFY_POLL_SECONDS. One case that E-Verify cannot answer does not stop the others.
 */
export class PollEVerifyCases implements JobHandler<JobName.PollEVerifyCases> {
  readonly name = JobName.PollEVerifyCases;

  constructor(private readonly work: EVerifyWork) {}

  async handle(): Promise<JobOutcome> {
    const { cases, transaction, gateway, audit, queue, clock, pollSeconds, polled } = this.work;
    const due = await cases.dueForPoll(clock.now(), POLL_BATCH);
    let failures = 0;
    for (const id of due) {
      let answered = false;
      try {
        const row = await cases.find(id);
        if (!row) throw new Error(`E-Verify case ${id} is gone`);
        const answer = await gateway.caseStatus(row.caseNumber as string);
        answered = true;
        polled?.(answer.status);
        const jobs = await transaction(async (m) => {
          const locked = await cases.lock(m, id);
          // An employer's step may have moved the case since it was read: that answer is the newer one.
          if (locked.status !== row.status) return [];
          return applyGatewayAnswer(m, audit, WORKER_ACTOR, locked, answer, { now: clock.now(), pollSeconds });
        });
        await enqueueAll(queue, jobs);
      } catch {
        if (!answered) polled?.('unanswered');
        failures += 1;
        // Ask again later; the job itself stays green so the others keep their rhythm.
        await cases.postponePoll(id, new Date(clock.now().getTime() + pollSeconds * 1000));
      }
    }
    return due.length > failures ? 'done' : 'skipped';
  }
}

const NOTICE_KINDS = { notice: 'further-action-notice', referral: 'referral-date-confirmation' } as const;

type DocumentColumn = 'noticeEnDocumentId' | 'noticeEsDocumentId' | 'referralEnDocumentId' | 'referralEsDocumentId' | 'photoDocumentId';

/**
 * Fetches a case's documents from E-Verify and keeps them with the Form I-9, encrypted like every
 * file: the Further Action Notice in English and Spanish when a mismatch arrives, the Referral Date
 * Confirmation in both when the case is referred, and the photo to compare with the employee's
 * document. Fetched once: a rerun finds them recorded on the case and stops.
 */
export class FetchEVerifyDocuments implements JobHandler<JobName.FetchEVerifyDocuments> {
  readonly name = JobName.FetchEVerifyDocuments;

  constructor(
    private readonly work: EVerifyWork,
    private readonly store: DocumentStore,
  ) {}

  async handle({ caseId, what }: JobPayloads[JobName.FetchEVerifyDocuments]): Promise<JobOutcome> {
    const { cases, transaction, gateway } = this.work;
    const row = await cases.find(caseId, { withEmployeeAndCompany: true });
    if (!row?.caseNumber || !row.employee || !row.company) return 'skipped';
    const files: { column: DocumentColumn; kind: 'everify-notice' | 'everify-referral' | 'everify-photo'; contentType: string; documentType?: string; bytes: () => Promise<Buffer> }[] = [];
    if (what === 'photo') {
      files.push({ column: 'photoDocumentId', kind: 'everify-photo', contentType: 'image/png', bytes: async () => (await gateway.photo(row.caseNumber as string)).bytes });
    } else {
      const request = { kind: NOTICE_KINDS[what], employerName: row.company.name, employee: { firstName: row.employee.firstname, lastName: row.employee.lastname }, timeZone: (row.employee.location ?? row.company).timeZone };
      const kind = what === 'notice' ? 'everify-notice' : 'everify-referral';
      for (const language of ['en', 'es'] as const) {
        const column = `${what}${language === 'en' ? 'En' : 'Es'}DocumentId` as DocumentColumn;
        files.push({ column, kind, contentType: 'application/pdf', documentType: language, bytes: () => gateway.notice(row.caseNumber as string, { ...request, language }) });
      }
    }
    const wanted = files.filter((f) => !row[f.column]);
    if (wanted.length === 0) return 'skipped';
    const fetched = await Promise.all(wanted.map(async (f) => ({ ...f, data: await f.bytes() })));
    const written: string[] = [];
    try {
      await transaction(async (m) => {
        const locked = await cases.lock(m, caseId);
        for (const f of fetched) {
          if (locked[f.column]) continue; // another run kept it first
          const saved = await this.store.store(m, { companyId: row.companyId, employeeId: row.employeeId, kind: f.kind, documentType: f.documentType, contentType: f.contentType, bytes: f.data });
          written.push(saved.storageKey);
          locked[f.column] = saved.id;
          await this.work.audit.record(m, {
            actor: WORKER_ACTOR,
            action: 'document.generated',
            recordType: 'document',
            recordId: saved.id,
            companyId: row.companyId,
            detail: { kind: f.kind, everifyCaseId: caseId, ...(f.documentType ? { language: f.documentType } : {}) },
          });
        }
        await cases.save(m, locked);
      });
    } catch (err) {
      await this.store.discard(written);
      throw err;
    }
    return 'done';
  }
}

export function everifyHandlers(work: EVerifyWork, cipher: FieldCipher, store: DocumentStore): JobHandler[] {
  return [new SubmitEVerifyCase(work, cipher), new PollEVerifyCases(work), new FetchEVerifyDocuments(work, store)];
}
