import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { erdAuthorizationText } from '@clearhire/contracts';
import { JobName, JobQueue } from '@clearhire/server';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Actor, CompanySession, Session } from '../../common/auth/session';
import { Scope } from '../../common/auth/scope';
import { CompaniesRepository } from '../companies/companies.repository';
import { ApiError } from '../../common/errors/api-error';
import { AuditService } from '@clearhire/server';
import type { ErdDto } from './erd.dto';

@Injectable()
export class ErdService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    @Inject(JobQueue) private readonly jobs: JobQueue,
    private readonly companies: CompaniesRepository,
  ) {}

  /**
   * Records the signed ERD for the caller's company and marks the company pending approval. The
   * words signed are kept with the signature: the text of the version the page showed, for the
   * legal name signed (the page builds it with the same function), and its SHA-256, which the
   * audit event carries too, so the chained audit trail vouches for the words.
   */
  async submit(dto: ErdDto, session: CompanySession, actor: Actor): Promise<string> {
    const authorizationText = erdAuthorizationText(dto.name, dto.authorizationVersion);
    const authorizationSha256 = createHash('sha256').update(authorizationText, 'utf8').digest('hex');
    const erdFormId = await this.dataSource.transaction(async (m) => {
      const company = await this.companies.findOne(Scope.of(session), session.companyId, { manager: m, lock: true });
      if (!company) throw ApiError.notFound('Company');
      if (company.erdStatus === 'pending') throw ApiError.conflict('Your ERD has already been submitted and is awaiting approval.');
      if (company.erdStatus === 'approved') throw ApiError.conflict('Your ERD has already been approved.');
      const erd = await this.companies.submitErd(m, {
        companyId: company.id,
        firstname: dto.firstname,
        lastname: dto.lastname,
        name: dto.name,
        phone: dto.phone,
        email: dto.email.toLowerCase(),
        fax: dto.fax ?? null,
        ein: dto.ein,
        signature: dto.signature,
        signerIp: actor.ip,
        signedBy: session.userId,
        authorizationVersion: dto.authorizationVersion,
        authorizationText,
        authorizationSha256,
      });
      await this.audit.record(m, {
        actor,
        action: 'erd.submitted',
        recordType: 'erd',
        recordId: erd.id,
        companyId: company.id,
        detail: { authorizationVersion: dto.authorizationVersion, authorizationSha256 },
      });
      return erd.id;
    });
    await this.jobs.enqueueAll([
      { name: JobName.RenderErdAuthorization, payload: { erdFormId } },
      { name: JobName.SendErdReceived, payload: { erdFormId } },
    ]);
    return erdFormId;
  }

  /** An administrator approves a pending ERD. */
  async approve(companyId: number, session: Session, actor: Actor): Promise<void> {
    const erdFormId = await this.dataSource.transaction(async (m) => {
      const scope = Scope.of(session);
      const company = await this.companies.findOne(scope, companyId, { manager: m, lock: true });
      if (!company) throw ApiError.notFound('Company');
      if (company.erdStatus === 'not-submitted') throw ApiError.conflict('This company has not submitted an ERD yet.');
      if (company.erdStatus === 'approved') throw ApiError.conflict('This ERD is already approved.');
      const erd = await this.companies.newestErd(scope, companyId, m);
      if (!erd) throw ApiError.conflict('This company has not submitted an ERD yet.');
      await this.companies.approveErd(m, erd, session.userId, new Date());
      await this.audit.record(m, { actor, action: 'erd.approved', recordType: 'erd', recordId: erd.id, companyId });
      return erd.id;
    });
    await this.jobs.enqueue(JobName.SendErdApproved, { erdFormId });
  }
}
