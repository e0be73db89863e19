import { i9RecordRender, JobName, type JobQueue, type QueuedJob } from '@clearhire/server';
import type { JobHandler, JobOutcome } from '../job-handler';
import type { MissingWorkRepository } from '../repositories/missing-work.repository';
import type { WebhookDeliveriesRepository } from '../repositories/webhook-deliveries.repository';

/**
 * Nothing is lost when Redis was down as a record was committed: every few seconds this finds
 * records older than the grace period that still lack their documents (or, for a new employee,
 * the invitation) and queues the job. The job ids are deterministic, so a job already waiting,
 * running or failed is not queued twice.
 */
export class SweepMissingWork implements JobHandler<JobName.SweepMissingWork> {
  readonly name = JobName.SweepMissingWork;

  constructor(
    private readonly missing: MissingWorkRepository,
    private readonly queue: JobQueue,
    private readonly graceSeconds: number,
    private readonly webhookDeliveries: WebhookDeliveriesRepository,
  ) {}

  async handle(): Promise<JobOutcome> {
    const grace = this.graceSeconds;
    let queued = 0;
    const enqueue = async (jobs: QueuedJob[]) => {
      for (const job of jobs) queued += Number(await this.queue.enqueue(job.name, job.payload as never));
    };
    // A submission whose hire was recorded is queued under that hire's job id, the one the API used:
    // the job for an older hire (kept as completed or failed) never blocks the new forms.
    await enqueue((await this.missing.submissionsWithoutForms(grace)).map(({ id, hire_revision }) => ({ name: JobName.RenderSubmissionForms, payload: { submissionId: id, hireRevision: hire_revision } })));
    // One whose copy is to be replaced gets a job of its own: its first one may still be kept as completed.
    await enqueue(
      (await this.missing.erdsWithoutAuthorization(grace)).map(({ id: erdFormId, replacing }) => ({ name: JobName.RenderErdAuthorization, payload: replacing ? { erdFormId, replacing } : { erdFormId } })),
    );
    // An I-9 that changed is queued under its revision's job id, as the API queued it.
    await enqueue((await this.missing.i9RecordsNotReady(grace)).map(({ employee_id, i9_revision }) => i9RecordRender(employee_id, i9_revision)));
    await enqueue((await this.missing.employeesNotInvited(grace)).map((employeeId) => ({ name: JobName.SendI9Invitation, payload: { employeeId } })));
    await enqueue((await this.missing.reverificationLinksNotSent(grace)).map((supplementBId) => ({ name: JobName.SendReverificationLink, payload: { supplementBId } })));
    await enqueue((await this.missing.accountLinksNotMailed(grace)).map((linkId) => ({ name: JobName.SendAccountLink, payload: { linkId } })));
    await enqueue((await this.missing.exportsNotStarted(grace)).map((exportId) => ({ name: JobName.BuildInspectionExport, payload: { exportId } })));
    await enqueue(
      (await this.missing.stuckEVerifyCases(grace)).map(({ id, what }): QueuedJob =>
        what === 'submit' ? { name: JobName.SubmitEVerifyCase, payload: { caseId: id } } : { name: JobName.FetchEVerifyDocuments, payload: { caseId: id, what } },
      ),
    );
    // A webhook attempt whose job was lost (or whose worker died mid-attempt) is queued again: its
    // row holds the schedule, and the job id names the attempt, so one already waiting is kept.
    await enqueue((await this.webhookDeliveries.overdue(grace)).map(({ id, attempt }) => ({ name: JobName.DeliverWebhook, payload: { deliveryId: id, attempt } })));
    return queued > 0 ? 'done' : 'skipped';
  }
}
