import type { DataSource } from 'typeorm';
import { i9RecordRender, JobName, type JobQueue } from '@clearhire/server';
import type { JobHandler, JobOutcome } from '../job-handler';

/** Records per kind queued by one sweep; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

/**
 * Nothing is lost when Redis was down as a record was committed: every few seconds this finds
 * records older than the grace period that still lack their documents (or, for a new employee,
 * the invitation) and queues the job. The job ids are deterministic, so a job already waiting,
 * running or failed is not queued twice. Each query reads a partial index of the pending rows.
 */
export class SweepMissingWork implements JobHandler<JobName.SweepMissingWork> {
  readonly name = JobName.SweepMissingWork;

  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: JobQueue,
    private readonly graceSeconds: number,
  ) {}

  async handle(): Promise<JobOutcome> {
    const pending = (table: string, readyColumn: string, extra = '') =>
      this.dataSource.query(
        `SELECT id FROM ${table} WHERE ${readyColumn} IS NULL ${extra} AND created_at < now() - make_interval(secs => $1) ORDER BY created_at LIMIT ${SWEEP_BATCH}`,
        [this.graceSeconds],
      ) as Promise<{ id: string; employee_id?: string }[]>;

    let queued = 0;
    // A submission whose hire was recorded is queued under that hire's job id, the one the API used:
    // the job for an older hire (kept as completed or failed) never blocks the new forms.
    const submissions: { id: string; hire_revision: number }[] = await this.dataSource.query(
      `SELECT id, hire_revision FROM submissions WHERE documents_ready_at IS NULL AND created_at < now() - make_interval(secs => $1) ORDER BY created_at LIMIT ${SWEEP_BATCH}`,
      [this.graceSeconds],
    );
    for (const { id, hire_revision } of submissions) {
      queued += Number(await this.queue.enqueue(JobName.RenderSubmissionForms, { submissionId: id, hireRevision: hire_revision }));
    }
    for (const { id } of await pending('erd_forms', 'documents_ready_at')) {
      queued += Number(await this.queue.enqueue(JobName.RenderErdAuthorization, { erdFormId: id }));
    }
    // An I-9 that changed is queued under its revision's job id, as the API queued it.
    const i9Forms: { employee_id: string; i9_revision: number }[] = await this.dataSource.query(
      `SELECT f.employee_id, e.i9_revision FROM i9_forms f JOIN employees e ON e.id = f.employee_id
        WHERE f.documents_ready_at IS NULL AND f.created_at < now() - make_interval(secs => $1) ORDER BY f.created_at LIMIT ${SWEEP_BATCH}`,
      [this.graceSeconds],
    );
    for (const { employee_id, i9_revision } of i9Forms) {
      const render = i9RecordRender(employee_id, i9_revision);
      queued += Number(await this.queue.enqueue(render.name, render.payload));
    }
    for (const { id } of await pending('employees', 'invited_at', `AND i9_status = 'pending'`)) {
      queued += Number(await this.queue.enqueue(JobName.SendI9Invitation, { employeeId: id }));
    }
    for (const { id } of await pending('i9_supplement_b', 'invited_at', `AND status = 'requested'`)) {
      queued += Number(await this.queue.enqueue(JobName.SendReverificationLink, { supplementBId: id }));
    }
    for (const { id } of await pending('account_links', 'mailed_at', `AND token_encrypted IS NOT NULL AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()`)) {
      queued += Number(await this.queue.enqueue(JobName.SendAccountLink, { linkId: id }));
    }
    const exports: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM inspection_exports WHERE status = 'queued' AND created_at < now() - make_interval(secs => $1) ORDER BY created_at LIMIT ${SWEEP_BATCH}`,
      [this.graceSeconds],
    );
    for (const { id } of exports) {
      queued += Number(await this.queue.enqueue(JobName.BuildInspectionExport, { exportId: id }));
    }
    // E-Verify: cases still to send, and results whose documents were never fetched.
    const everify: { id: string; what: 'submit' | 'notice' | 'referral' | 'photo' }[] = await this.dataSource.query(
      `SELECT id, CASE WHEN status = 'submitting' THEN 'submit'
                       WHEN status = 'photo-match' THEN 'photo'
                       WHEN status = 'referred' AND referral_es_document_id IS NULL THEN 'referral'
                       ELSE 'notice' END AS what
         FROM everify_cases
        WHERE updated_at < now() - make_interval(secs => $1)
          AND ((status = 'submitting')
            OR (status = 'photo-match' AND photo_document_id IS NULL)
            OR (agency IS NOT NULL AND result_issued_on IS NOT NULL AND status NOT IN ('employment-authorized', 'closed') AND notice_es_document_id IS NULL)
            OR (status = 'referred' AND referral_es_document_id IS NULL))
        ORDER BY updated_at LIMIT ${SWEEP_BATCH}`,
      [this.graceSeconds],
    );
    for (const { id, what } of everify) {
      queued += Number(
        what === 'submit' ? await this.queue.enqueue(JobName.SubmitEVerifyCase, { caseId: id }) : await this.queue.enqueue(JobName.FetchEVerifyDocuments, { caseId: id, what }),
      );
    }
    return queued > 0 ? 'done' : 'skipped';
  }
}
