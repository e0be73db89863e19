import type { DataSource, EntityManager } from 'typeorm';
import { INSPECTION_EXPORT_KEEP_DAYS } from '@clearhire/contracts';
import { retentionEnded } from '@clearhire/domain';
import { type AuditService, type Clock, type DocumentStore, JobName, WORKER_ACTOR } from '@clearhire/server';
import type { JobHandler, JobOutcome } from '../job-handler';
import type { ExpiringExport, I9RecordsRepository } from '../repositories/i9-records.repository';

/** Records destroyed by one run; the next run takes the rest. */
const PURGE_BATCH = 200;

interface Candidate {
  id: string;
  company_id: number;
  retain_until: string;
  termination_date: string | null;
  company_today: string;
}

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
  ) {}

  async handle(): Promise<JobOutcome> {
    // A coarse read through the partial index (retained until today or earlier); the rule decides.
    const candidates: Candidate[] = await this.dataSource.query(
      `SELECT e.id, e.company_id, to_char(e.retain_until, 'YYYY-MM-DD') AS retain_until, to_char(e.termination_date, 'YYYY-MM-DD') AS termination_date,
              to_char(($1::timestamptz AT TIME ZONE c.time_zone)::date, 'YYYY-MM-DD') AS company_today
         FROM employees e JOIN companies c ON c.id = e.company_id
        WHERE e.retain_until IS NOT NULL AND e.legal_hold = false AND e.retain_until <= ($1::timestamptz AT TIME ZONE c.time_zone)::date
        ORDER BY e.retain_until LIMIT ${PURGE_BATCH}`,
      [this.clock.now().toISOString()],
    );
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
      storageKeys = await this.expireExports(m, await this.records.exportsFinishedBefore(m, this.clock.now(), INSPECTION_EXPORT_KEEP_DAYS), 'kept');
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
    await m.query(`UPDATE inspection_exports SET status = 'expired', document_id = NULL WHERE id = ANY($1::uuid[])`, [expired.map((e) => e.id)]);
    const removed: { storage_key: string }[] = await m.query('WITH gone AS (DELETE FROM documents WHERE id = ANY($1::uuid[]) RETURNING storage_key) SELECT storage_key FROM gone', [
      expired.map((e) => e.document_id),
    ]);
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
    return removed.map((d) => d.storage_key);
  }

  private async purge(c: Candidate): Promise<boolean> {
    let storageKeys: string[] = [];
    const done = await this.dataSource.transaction(async (m) => {
      // Under the row lock: a legal hold placed or a termination corrected meanwhile wins.
      const [row]: { retain_until: string | null; legal_hold: boolean }[] = await m.query(
        `SELECT to_char(retain_until, 'YYYY-MM-DD') AS retain_until, legal_hold FROM employees WHERE id = $1 FOR UPDATE`,
        [c.id],
      );
      if (!row || row.legal_hold || !retentionEnded(row.retain_until, c.company_today)) return false;
      const removed: { storage_key: string; kind: string }[] = await m.query(
        'WITH gone AS (DELETE FROM documents WHERE employee_id = $1 RETURNING storage_key, kind) SELECT storage_key, kind FROM gone',
        [c.id],
      );
      storageKeys = removed.map((d) => d.storage_key);
      // Section 1, Section 2 and the examined documents go with the employee (ON DELETE CASCADE).
      await m.query('DELETE FROM employees WHERE id = $1', [c.id]);
      // No copy outlives the record: every finished export of the company may hold it.
      storageKeys.push(...(await this.expireExports(m, await this.records.finishedExportsOf(m, c.company_id), 'record-purged')));
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
      return true;
    });
    // After the commit only: until then the rows still point at these objects.
    if (done) await this.documents.discard(storageKeys);
    return done;
  }
}
