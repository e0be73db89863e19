import type { DataSource, EntityManager } from 'typeorm';
import { INSPECTION_EXPORT_KEEP_DAYS } from '@clearhire/contracts';
import { retentionEnded } from '@clearhire/domain';
import { type AuditService, type Clock, type DocumentStore, employeeWebhookRef, JobName, type JobQueue, recordWebhookEvent, webhookDeliveryJobs, webhookEvents, WORKER_ACTOR } from '@clearhire/server';
import type { JobHandler, JobOutcome } from '../job-handler';
import type { I9RecordsRepository, RetentionCandidate } from '../repositories/i9-records.repository';
import type { ExpiringExport, InspectionExportsRepository } from '../repositories/inspection-exports.repository';

/** Records destroyed by one run; the next run takes the rest. */
const PURGE_BATCH = 200;

/**
 * Destroys the Form I-9s whose retention has ended (docs/compliance.md §4.8): the employee, Section 1,
 * Section 2 and its examined documents, every uploaded copy and every version of the record PDF,
 * rows and stored objects alike. The day is the company's own, and a record is kept through the
 * whole of its retention date (retentionEnded); a legal hold keeps it indefinitely. The audit trail
 * keeps one purge event per record, with no personal data in it. Copies go too: the company's
 * finished inspection exports, which may hold the record, are deleted with it, and any export's zip
 * once INSPECTION_EXPORT_KEEP_DAYS have passed.
 */
export class PurgeExpiredI9s implements JobHandler<JobName.PurgeExpiredI9s> {
  readonly name = JobName.PurgeExpiredI9s;

  constructor(
    private readonly dataSource: DataSource,
    private readonly documents: DocumentStore,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly records: I9RecordsRepository,
    private readonly exports: InspectionExportsRepository,
    private readonly queue: JobQueue,
  ) {}

  async handle(): Promise<JobOutcome> {
    const candidates = await this.records.retentionCandidates(this.clock.now(), PURGE_BATCH);
    let purged = 0;
    for (const c of candidates.filter((row) => retentionEnded(row.retain_until, row.company_today))) {
      if (await this.purge(c)) purged += 1;
    }
    const expired = await this.expireOldExports();
    return purged || expired ? 'done' : 'skipped';
  }

  /** Deletes the zips of exports finished more than INSPECTION_EXPORT_KEEP_DAYS ago. */
  private async expireOldExports(): Promise<number> {
    let storageKeys: string[] = [];
    await this.dataSource.transaction(async (m) => {
      storageKeys = await this.expireExports(m, await this.exports.exportsFinishedBefore(m, this.clock.now(), INSPECTION_EXPORT_KEEP_DAYS), 'kept');
    });
    await this.documents.discard(storageKeys);
    return storageKeys.length;
  }

  /**
   * Marks these finished exports (locked by the caller) expired, deletes their zip rows and answers
   * the objects to discard after the commit; one audit event per export says why.
   */
  private async expireExports(m: EntityManager, expired: ExpiringExport[], reason: 'kept' | 'record-purged'): Promise<string[]> {
    if (expired.length === 0) return [];
    const storageKeys = await this.exports.expire(m, expired);
    for (const e of expired) {
      await this.audit.record(m, {
        actor: WORKER_ACTOR,
        action: 'inspection_export.expired',
        recordType: 'inspection_export',
        recordId: e.id,
        companyId: e.company_id,
        detail: { reason, documentId: e.document_id },
      });
    }
    return storageKeys;
  }

  private async purge(c: RetentionCandidate): Promise<boolean> {
    let storageKeys: string[] = [];
    let webhookDeliveries: string[] = [];
    const done = await this.dataSource.transaction(async (m) => {
      // Under the row lock: a legal hold placed or a termination corrected meanwhile wins.
      const row = await this.records.lockRetention(m, c.id);
      if (!row || row.legal_hold || !retentionEnded(row.retain_until, c.company_today)) return false;
      // What the i9.purged webhook event says of the employee, read before the row goes.
      const employee = await employeeWebhookRef(m, c.id);
      const removed = await this.records.destroy(m, c.id);
      storageKeys = removed.map((d) => d.storage_key);
      // No copy outlives the record: every finished export of the company may hold it.
      storageKeys.push(...(await this.expireExports(m, await this.exports.finishedExportsOf(m, c.company_id), 'record-purged')));
      await this.audit.record(m, {
        actor: WORKER_ACTOR,
        action: 'i9.purged',
        recordType: 'employee',
        recordId: c.id,
        companyId: c.company_id,
        detail: {
          retainUntil: c.retain_until,
          terminationDate: c.termination_date,
          files: removed.length,
          recordVersions: removed.filter((d) => d.kind === 'i9-record').length,
        },
      });
      if (employee) webhookDeliveries = await recordWebhookEvent(m, webhookEvents.i9Purged(employee, this.clock.now()));
      return true;
    });
    // After the commit only: until then the rows still point at these objects.
    if (done) await this.documents.discard(storageKeys);
    if (done) await this.queue.enqueueAll(webhookDeliveryJobs(webhookDeliveries));
    return done;
  }
}
