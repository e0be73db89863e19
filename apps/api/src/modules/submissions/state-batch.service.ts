import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import archiver from 'archiver';
import { toCsv } from '@clearhire/documents';
import { DataSource } from 'typeorm';
import type { ErdForm, Submission, StoredDocument } from '@clearhire/db';
import { calendarDateIn, calendarDateOf, DEFAULT_TIME_ZONE } from '@clearhire/domain';
import { Clock, fieldAt, FieldCipher, JobQueue, WebhookOutboxRepository, webhookDeliveryJobs, webhookEvents } from '@clearhire/server';
import type { Actor, Session } from '../../common/auth/session';
import { Scope } from '../../common/auth/scope';
import { CompaniesRepository } from '../companies/companies.repository';
import { SubmissionsRepository } from './submissions.repository';
import { ApiError } from '../../common/errors/api-error';
import { AuditService } from '@clearhire/server';
import { DocumentsService } from '../files/documents.service';
import type { StateBatchDto } from './state-batch.dto';
import { screeningOf } from '@clearhire/domain';

/** The columns state workforce agencies ask for with a bulk upload of Form 8850 / ETA 9061 requests. */
const CSV_COLUMNS = [
  'ClearHire ID', 'Employer name', 'Employer EIN', 'Applicant first name', 'Applicant last name', 'SSN', 'Date of birth',
  'Street', 'Apartment', 'City', 'County', 'State', 'ZIP', 'Phone', 'Form 8850 signed on',
  'Job offer date', 'Hire date', 'Start date', 'Starting wage', 'Job title', 'Target groups',
];

/**
 * The state submission: one zip with a CSV of the requests and every 8850 and 9061 PDF, and the
 * pending submissions in it marked sent with the batch's channel, in one step. The zip holds full
 * SSNs because the state needs them; it is built for an administrator only, and every form read
 * and the batch itself (state_batch.downloaded, with the submissions in it) are audited.
 */
@Injectable()
export class StateBatchService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(FieldCipher) private readonly cipher: FieldCipher,
    private readonly documents: DocumentsService,
    private readonly audit: AuditService,
    private readonly submissions: SubmissionsRepository,
    private readonly companies: CompaniesRepository,
    private readonly clock: Clock,
    private readonly webhooks: WebhookOutboxRepository,
    @Inject(JobQueue) private readonly jobs: JobQueue,
  ) {}

  async build(dto: StateBatchDto, session: Session, actor: Actor): Promise<{ filename: string; zip: Buffer; marked: number }> {
    const submissions = await this.submissions.findMany(Scope.of(session), dto.submissionIds);
    const found = new Set(submissions.map((s) => s.id));
    const missing = dto.submissionIds.filter((id) => !found.has(id));
    if (missing.length) throw new ApiError(HttpStatus.BAD_REQUEST, missing.map((id) => ({ msg: `Submission ${id} not found.`, param: 'submissionIds' })));
    const elsewhere = submissions.filter((s) => s.state !== dto.state);
    if (elsewhere.length) {
      throw new ApiError(HttpStatus.BAD_REQUEST, elsewhere.map((s) => ({ msg: `Submission ${s.id} is for ${s.state}, not ${dto.state}.`, param: 'submissionIds' })));
    }

    const formsOf = new Map<string, StoredDocument[]>();
    for (const s of submissions) formsOf.set(s.id, (await this.documents.listFor({ submissionId: s.id }, session)).filter((d) => d.kind === 'form-8850' || d.kind === 'form-9061'));
    // Not ready also while a recorded hire is being printed on fresh forms: the state gets the current ones.
    const notReady = submissions.filter((s) => s.documentsReadyAt === null || formsOf.get(s.id)!.length < (s.eligible ? 2 : 1));
    if (notReady.length) {
      throw ApiError.conflict(`The forms of ${notReady.length} submission(s) are still being prepared; try again in a minute.`, 'submissionIds');
    }

    const employers = await this.companies.newestErds(Scope.of(session), submissions.map((s) => s.companyId));
    const rows = submissions.map((s) => this.csvRow(s, employers.get(s.companyId)));
    // The batch's own name carries the service's home day (a batch spans companies); each submission
    // is marked sent on its company's day, as a status change made one by one is.
    const now = this.clock.now();
    const today = calendarDateIn(DEFAULT_TIME_ZONE, now);
    const files: { name: string; bytes: Buffer }[] = [{ name: `wotc-${dto.state}-${today}.csv`, bytes: Buffer.from(toCsv(rows, CSV_COLUMNS)) }];
    for (const s of submissions) {
      for (const doc of formsOf.get(s.id)!) {
        const { bytes } = await this.documents.open(doc.id, session, actor);
        files.push({ name: `${s.id}-${doc.kind}.pdf`, bytes });
      }
    }
    const zip = await zipOf(files);
    const name = `wotc-${dto.state}-${today}`;
    const marked = await this.markSent(submissions, dto, actor, now, name);
    return { filename: `${name}.zip`, zip, marked };
  }

  private csvRow(s: Submission, erd: ErdForm | undefined): string[] {
    const { groups } = screeningOf(s);
    return [
      s.id, erd?.name ?? s.company?.name ?? '', erd?.ein ?? s.company?.ein ?? '', s.firstname, s.lastname, this.cipher.decryptText(s.ssnEncrypted, fieldAt('submissions', 'ssn_encrypted', s.id)), s.birthdate,
      s.street, s.apt ?? '', s.city, s.county, s.state, s.zip, s.phone, calendarDateOf(s.company, s.createdAt),
      s.offerDate ?? '', s.hireDate ?? '', s.startDate ?? '', s.startingWage ?? '', s.jobTitle ?? '', groups.map((g) => g.code).join(' '),
    ];
  }

  /**
   * Pending submissions become sent, with the batch as evidence; ones already further along keep
   * their status. In the same transaction, the batch's own event: the CSV holds every full SSN,
   * so which submissions went out is recorded for each download (again ones too), under the zip's
   * name (what the administrator holds) with no company, as a batch spans companies.
   */
  private async markSent(submissions: Submission[], dto: StateBatchDto, actor: Actor, now: Date, name: string): Promise<number> {
    const pending = submissions.filter((s) => s.status === 'pending');
    const sentChannel = dto.sentChannel ?? 'bulk-upload';
    const webhookDeliveries = await this.dataSource.transaction(async (m) => {
      // Every row the batch changes is locked first, in id order, before the audit trail's lock (which
      // the first audit event takes and holds to the commit). A worker's batch locks its rows the same
      // way and then appends to the trail: taking the trail first and a worker's row after could leave
      // each waiting for the other until PostgreSQL aborted one of them.
      await this.submissions.lockInIdOrder(m, pending.map((s) => s.id));
      const deliveries: string[] = [];
      for (const s of pending) {
        await this.submissions.recordStatusEvent(m, { submissionId: s.id, status: 'sent', changedBy: actor.session?.userId ?? null, sentOn: calendarDateOf(s.company, now), sentChannel });
        await this.submissions.setStatus(m, s.id, 'sent', 'pending');
        await this.audit.record(m, { actor, action: 'submission.status_changed', recordType: 'submission', recordId: s.id, companyId: s.companyId, detail: { from: 'pending', to: 'sent', batch: dto.state } });
        deliveries.push(...(await this.webhooks.record(m, webhookEvents.submissionStatusChanged(s, { from: 'pending', to: 'sent', changedAt: now }))));
      }
      await this.audit.record(m, {
        actor,
        action: 'state_batch.downloaded',
        recordType: 'state_batch',
        recordId: name,
        companyId: null,
        detail: {
          state: dto.state,
          sentChannel,
          count: submissions.length,
          submissionIds: submissions.map((s) => s.id),
          companyIds: [...new Set(submissions.map((s) => s.companyId))],
          markedSent: pending.length,
        },
      });
      return deliveries;
    });
    await this.jobs.enqueueAll(webhookDeliveryJobs(webhookDeliveries));
    return pending.length;
  }
}

function zipOf(files: { name: string; bytes: Buffer }[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const zip = archiver('zip', { zlib: { level: 6 } });
    const chunks: Buffer[] = [];
    zip.on('data', (c: Buffer) => chunks.push(c));
    zip.on('end', () => resolve(Buffer.concat(chunks)));
    zip.on('error', reject);
    for (const f of files) zip.append(f.bytes, { name: f.name });
    void zip.finalize();
  });
}
