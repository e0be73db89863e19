import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { SUBMISSION_STATUSES, YES_NO_FIELDS, type AnswerField, type SubmissionStatus } from '@clearhire/contracts';
import { Company, Submission, SubmissionStatusCount } from '@clearhire/db';
import { keepAskedAnswers, ssnLast4 } from '@clearhire/domain';
import { companyScope, type Actor, type Session } from '../../common/auth/session';
import { FieldCipher } from '../../common/crypto/field-cipher';
import { ApiError } from '../../common/errors/api-error';
import { pageOf } from '../../common/http/page';
import { AuditService } from '../audit/audit.service';
import type { PrescreeningDto } from './prescreening.dto';
import type { StatusCounts, SubmissionListQuery } from './submissions.dto';
import type { SubmissionRow } from './submission.presenter';

@Injectable()
export class SubmissionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(FieldCipher) private readonly cipher: FieldCipher,
    private readonly audit: AuditService,
  ) {}

  /** Stores an applicant's pre-screening for a company whose ERD is approved. */
  async create(dto: PrescreeningDto, actor: Actor): Promise<string> {
    const company = await this.dataSource.getRepository(Company).findOne({ where: { id: dto.companyId } });
    if (!company) throw ApiError.badRequest('The pre-screening link is not valid.', 'companyId');
    if (company.erdStatus !== 'approved') throw ApiError.forbidden('This employer cannot accept pre-screenings yet.');
    const answers = dto.eligible ? keepAskedAnswers(toStoredAnswers(dto)) : keepAskedAnswers({});
    return this.dataSource.transaction(async (m) => {
      const saved = await m.save(
        m.create(Submission, {
          companyId: company.id,
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
          ssnEncrypted: this.cipher.encryptText(dto.ssn),
          ssnLast4: ssnLast4(dto.ssn),
          ssnIndex: this.cipher.blindIndex(dto.ssn),
          birthdate: dto.birthdate,
          signature: dto.signature,
          signerIp: actor.ip,
          ...answers,
        }),
      );
      await this.audit.record(m, { actor, action: 'submission.created', recordType: 'submission', recordId: saved.id, companyId: company.id });
      return saved.id;
    });
  }

  /** One page of submissions the session may see, the total, and the count per status. */
  async list(q: SubmissionListQuery, session: Session): Promise<{ rows: SubmissionRow[]; count: number; counts: StatusCounts }> {
    const { take, skip } = pageOf(q);
    const page = this.scoped(this.dataSource.getRepository(Submission).createQueryBuilder('s'), 's', q, session);
    if (q.status) page.andWhere('s.status = :status', { status: q.status });
    // Counts come from the per-company tally the database keeps up to date (a trigger on
    // submissions), so the status chips cost a few rows, not a scan of every submission.
    const tally = this.scoped(this.dataSource.getRepository(SubmissionStatusCount).createQueryBuilder('t'), 't', q, session);
    const [rows, grouped] = await Promise.all([
      page
        .select(['s.id AS id', 's.firstname AS firstname', 's.lastname AS lastname', 's.email AS email', 's.status AS status'])
        .addSelect(['s.eligible AS eligible', 's.created_at AS created_at', 's.company_id AS company_id', 'c.name AS company_name'])
        .orderBy('s.created_at', 'DESC')
        .addOrderBy('s.id', 'DESC')
        .limit(take)
        .offset(skip)
        .getRawMany<SubmissionRow>(),
      tally.select('t.status', 'status').addSelect('SUM(t.n)::int', 'n').groupBy('t.status').getRawMany<{ status: SubmissionStatus; n: number }>(),
    ]);
    const counts: StatusCounts = { total: 0, pending: 0, sent: 0, approved: 0, rejected: 0 };
    for (const { status, n } of grouped) {
      if ((SUBMISSION_STATUSES as readonly string[]).includes(status)) counts[status] = n;
      counts.total += n;
    }
    return { rows, count: q.status ? counts[q.status] : counts.total, counts };
  }

  /** A submission the session may see (404 otherwise); the read is audited. */
  async findVisible(id: string, session: Session, actor: Actor): Promise<{ submission: Submission; companyName: string }> {
    const found = await this.load(id, session);
    await this.audit.recordAccess({ actor, action: 'submission.read', recordType: 'submission', recordId: id, companyId: found.submission.companyId });
    return found;
  }

  async changeStatus(id: string, newStatus: SubmissionStatus, session: Session, actor: Actor) {
    return this.dataSource.transaction(async (m) => {
      const submission = await m.findOne(Submission, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!submission) throw ApiError.notFound('Submission');
      const from = submission.status;
      if (from !== newStatus) {
        await m.update(Submission, { id }, { status: newStatus, statusChangedAt: new Date() });
        await this.audit.record(m, {
          actor,
          action: 'submission.status_changed',
          recordType: 'submission',
          recordId: id,
          companyId: submission.companyId,
          detail: { from, to: newStatus },
        });
      }
      const company = await m.findOneOrFail(Company, { where: { id: submission.companyId } });
      return { submission: { ...submission, status: newStatus } as Submission, companyName: company.name };
    });
  }

  private async load(id: string, session: Session) {
    const scope = companyScope(session);
    const submission = await this.dataSource
      .getRepository(Submission)
      .findOne({ where: scope === undefined ? { id } : { id, companyId: scope }, relations: { company: true } });
    if (!submission || !submission.company) throw ApiError.notFound('Submission');
    return { submission, companyName: submission.company.name };
  }

  /** The session's scope and the company filters, shared by the page and the counts. */
  private scoped<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias: string, q: SubmissionListQuery, session: Session): SelectQueryBuilder<T> {
    qb.innerJoin(`${alias}.company`, 'c');
    const scope = companyScope(session);
    if (scope !== undefined) qb.andWhere(`${alias}.company_id = :scope`, { scope });
    if (q.companyId) qb.andWhere(`${alias}.company_id = :companyId`, { companyId: q.companyId });
    if (q.companyName) qb.andWhere('lower(c.name) = lower(:companyName)', { companyName: q.companyName });
    return qb;
  }
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
