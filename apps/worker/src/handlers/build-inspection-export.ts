import archiver from 'archiver';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline, type Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import type { InspectionExport } from '@clearhire/db';
import { toCsv } from '@clearhire/documents';
import { calendarDaysBetween, inInspectionExport } from '@clearhire/domain';
import { type AuditService, type Clock, type DocumentStore, type FieldCipher, JobName, type JobPayloads, type JobQueue, recordWebhookEvent, webhookDeliveryJobs, webhookEvents, WORKER_ACTOR } from '@clearhire/server';
import type { ObjectStorage } from '@clearhire/storage';
import type { JobHandler, JobOutcome } from '../job-handler';
import type { RenderI9Record } from './render-i9-record';
import type { I9File, I9Candidate, I9RecordsRepository } from '../repositories/i9-records.repository';
import type { InspectionExportsRepository } from '../repositories/inspection-exports.repository';

/** How often the progress is written back, in Form I-9s. */
const PROGRESS_EVERY = 25;



const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

const INDEX_COLUMNS = [
  'Folder',
  'Employee ID',
  'Last name',
  'First name',
  'Location',
  'First day of employment',
  'Termination date',
  'Retain until',
  'Section 2 signed on',
  'Section 2 due',
  'Section 2 late',
  'Reverify by',
  'Reverification',
  'Supplement B sections',
  'Legal hold',
];
const AUDIT_COLUMNS = ['Occurred at (UTC)', 'Action', 'Record type', 'Record ID', 'Actor role', 'Actor ID', 'IP address', 'Detail'];

/**
 * Builds an inspection export (8 CFR 274a.2(b)(2)(ii): produced within 3 business days of a notice; docs/compliance.md §4.8, §5): for each Form I-9 in its scope, a
 * folder named by the employee's id with the latest version of the record PDF and every copy the
 * employee uploaded; an index CSV (name, dates, retention, Section 2, reverification); the audit
 * trail of those records; and a manifest. The zip is written to a temporary file one entry at a
 * time (each object streamed and decrypted as it goes: memory stays constant whatever the count),
 * then stored encrypted as a stream and offered through the files endpoint. Progress goes back to
 * the export row as it runs.
 */
export class BuildInspectionExport implements JobHandler<JobName.BuildInspectionExport> {
  readonly name = JobName.BuildInspectionExport;

  constructor(
    private readonly dataSource: DataSource,
    private readonly cipher: FieldCipher,
    private readonly storage: ObjectStorage,
    private readonly documents: DocumentStore,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly renderRecord: RenderI9Record,
    private readonly records: I9RecordsRepository,
    private readonly exports: InspectionExportsRepository,
    private readonly queue: JobQueue,
  ) {}

  async handle({ exportId }: JobPayloads[JobName.BuildInspectionExport]): Promise<JobOutcome> {
    const job = await this.exports.withCompany(exportId);
    if (!job?.company || job.status === 'done') return 'skipped';
    await this.exports.progress(exportId, { status: 'running', done: 0, error: null });
    const dir = await mkdtemp(join(tmpdir(), 'clearhire-export-'));
    try {
      const today = this.clock.todayIn(job.company.timeZone);
      // An export of some locations holds only their Forms I-9 (null: every location of the company).
      const chosen = (await this.records.i9Candidates(job.companyId, job.locationIds)).filter((e) =>
        inInspectionExport({ firstDay: e.first_day, terminationDate: e.termination_date, retainUntil: e.retain_until }, job.scope, today, { from: job.hiredFrom, to: job.hiredTo }),
      );
      await this.exports.progress(exportId, { total: chosen.length });
      // An inspector gets each Form I-9 as it stands: a version not yet rendered (a change moments
      // ago, or a render still queued) is rendered now rather than left out or left old.
      for (const e of chosen) {
        if (e.record_revision === null || e.record_revision < e.i9_revision) await this.renderRecord.handle({ employeeId: e.id, revision: e.i9_revision });
      }

      const zipPath = join(dir, 'export.zip');
      const output = createWriteStream(zipPath, { mode: 0o600 });
      const archive = archiver('zip', { zlib: { level: 6 } });
      const written = once(output, 'close');
      const failed = new Promise<never>((_, reject) => archive.on('error', reject));
      archive.pipe(output);
      const files = await this.records.i9Files(
        job.companyId,
        chosen.map((e) => e.id),
      );
      let fileCount = 0;
      for (const [index, e] of chosen.entries()) {
        const folder = `i9-${e.id}`;
        const own = files.filter((f) => f.employee_id === e.id);
        const record = own.filter((f) => f.kind === 'i9-record').sort((a, b) => b.revision - a.revision)[0];
        if (record) fileCount += await this.add(archive, record, `${folder}/form-i9-record.pdf`, failed);
        for (const upload of own.filter((f) => f.kind !== 'i9-record')) {
          fileCount += await this.add(archive, upload, `${folder}/${upload.kind}-${upload.id}.${EXTENSIONS[upload.content_type] ?? 'bin'}`, failed);
        }
        if ((index + 1) % PROGRESS_EVERY === 0) await this.exports.progress(exportId, { done: index + 1 });
      }
      archive.append(
        toCsv(
          chosen.map((e) => this.indexRow(e, today)),
          INDEX_COLUMNS,
        ),
        { name: 'index.csv' },
      );
      archive.append(
        await this.auditTrail(
          job.companyId,
          chosen.map((e) => e.id),
          files.map((f) => f.id),
        ),
        { name: 'audit-trail.csv' },
      );
      const locations = job.locationIds === null ? null : await this.exports.locationNames(job.companyId, job.locationIds);
      archive.append(this.manifest(job, job.company.name, locations, today, chosen.length, fileCount), { name: 'README.txt' });
      await Promise.race([archive.finalize(), failed]);
      await Promise.race([written, failed]);

      const stored = await this.documents.putFile(zipPath);
      try {
        const webhookDeliveries = await this.dataSource.transaction(async (m) => {
          // A Form I-9 destroyed while the zip was built must not survive in it: build again without it.
          if ((await this.records.lockPresent(m, chosen.map((e) => e.id))) !== chosen.length) throw new Error('A Form I-9 of the export was destroyed while it was built');
          await this.documents.recordStored(m, stored, { companyId: job.companyId, kind: 'inspection-export', contentType: 'application/zip' });
          const finishedAt = this.clock.now();
          await this.exports.finish(m, exportId, chosen.length, stored.id, finishedAt);
          await this.audit.record(m, {
            actor: WORKER_ACTOR,
            action: 'inspection_export.completed',
            recordType: 'inspection_export',
            recordId: exportId,
            companyId: job.companyId,
            detail: { forms: chosen.length, files: fileCount, documentId: stored.id },
          });
          return recordWebhookEvent(m, webhookEvents.inspectionExportReady({ id: exportId, companyId: job.companyId, total: chosen.length, finishedAt }));
        });
        await this.queue.enqueueAll(webhookDeliveryJobs(webhookDeliveries));
      } catch (err) {
        await this.documents.discard([stored.storageKey]);
        throw err;
      }
      return 'done';
    } catch (err) {
      // The reason stays in the worker's log; the row says what a user can act on, with no personal data.
      await this.exports.progress(exportId, { status: 'failed', error: 'The export could not be built. It is retried automatically; ask again if it keeps failing.' });
      throw err;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** Streams one stored object into the zip, decrypting as it goes, and waits until the zip has taken it. */
  private async add(archive: archiver.Archiver, file: I9File, name: string, failed: Promise<never>): Promise<number> {
    const source: Readable = pipeline(await this.storage.getStream(file.storage_key), this.cipher.decryptingStream(), () => undefined);
    const entry = once(archive, 'entry');
    // Scans, photos and PDFs are compressed already: stored as they are, which saves the CPU for the next one.
    archive.append(source, { name, store: true });
    await Promise.race([entry, failed]);
    return 1;
  }

  private indexRow(e: I9Candidate, today: string): unknown[] {
    const reverification = !e.reverify_by ? 'none' : calendarDaysBetween(today, e.reverify_by) < 0 ? 'overdue' : 'due';
    const late = e.section2_signed_on && e.section2_due_date ? (e.section2_signed_on > e.section2_due_date ? 'yes' : 'no') : '';
    return [
      `i9-${e.id}`,
      e.id,
      e.lastname,
      e.firstname,
      e.location,
      e.first_day ?? '',
      e.termination_date ?? '',
      e.retain_until ?? '',
      e.section2_signed_on ?? '',
      e.section2_due_date ?? '',
      late,
      e.reverify_by ?? '',
      reverification,
      e.supplement_b,
      e.legal_hold ? 'yes' : 'no',
    ];
  }

  /** The audit trail of these records as CSV: the employees, their Section 1 (recorded under its own id) and their files. */
  private async auditTrail(companyId: number, employeeIds: string[], documentIds: string[]): Promise<string> {
    const rows = await this.records.auditEvents(companyId, employeeIds, documentIds);
    return toCsv(
      rows.map((r) => [r.occurred_at.toISOString(), r.action, r.record_type, r.record_id, r.actor_role, r.actor_id ?? '', r.ip ?? '', r.detail ? JSON.stringify(r.detail) : '']),
      AUDIT_COLUMNS,
    );
  }

  /** The cover of the zip: whose Forms I-9, of which locations (null: every one), which scope, how many. */
  private manifest(job: InspectionExport, companyName: string, locations: string[] | null, today: string, forms: number, files: number): string {
    const scope = job.scope === 'hire-range' ? `first day of employment from ${job.hiredFrom} to ${job.hiredTo}` : job.scope;
    return [
      `Form I-9 inspection export: ${companyName}`,
      `Prepared ${this.clock.now().toISOString()} (the company's date: ${today}) by ClearHire.`,
      locations === null ? 'Locations: every location of the company.' : `Locations: ${locations.join('; ')}.`,
      `Scope: ${scope}. Forms I-9: ${forms}. Files: ${files}.`,
      '',
      'index.csv lists every Form I-9 with its folder, location, dates, retention date, Section 2 and reverification.',
      'Each folder i9-<employee id> holds the Form I-9 record (form-i9-record.pdf, its latest version:',
      'Section 1, Supplement A, Section 2, Supplement B and a signature record for each signature) and',
      'the copies of the documents the employee uploaded, with any E-Verify Further Action Notice,',
      'Referral Date Confirmation and photo-matching photo of its cases (the case numbers are in the record).',
      'audit-trail.csv lists every recorded creation, change, read and download of these records.',
      '',
    ].join('\n');
  }
}
