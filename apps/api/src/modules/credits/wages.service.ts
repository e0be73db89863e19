import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Submission } from '@clearhire/db';
import { creditRulesProblem, wageRecordProblems } from '@clearhire/domain';
import type { Actor, Session } from '../../common/auth/session';
import { Scope } from '../../common/auth/scope';
import { SubmissionsRepository } from '../submissions/submissions.repository';
import { ApiError } from '../../common/errors/api-error';
import { AuditService, Clock } from '@clearhire/server';
import { CertifiedHiresRepository, type CertifiedHire } from './certified-hires.repository';
import type { WageRecordDto } from './credits.dto';
import { WageRecordsRepository } from './wage-records.repository';

/** The wage records of one certified hire, entered on its page. */
@Injectable()
export class WagesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hires: CertifiedHiresRepository,
    private readonly audit: AuditService,
    private readonly submissions: SubmissionsRepository,
    private readonly wages: WageRecordsRepository,
    private readonly clock: Clock,
  ) {}

  async record(id: string, taxYear: number, dto: WageRecordDto, session: Session, actor: Actor): Promise<CertifiedHire> {
    await this.dataSource.transaction(async (m) => {
      // Locked so a status change cannot slip between the checks and the write.
      const submission = await this.lockVisible(m, id, session);
      if (submission.status !== 'approved') {
        throw ApiError.conflict(`Wages can be recorded only for a certified hire; this submission is ${submission.status}, not approved.`);
      }
      if (!submission.startDate) throw ApiError.conflict('Record the start date of this hire before its wages.');
      const [hire] = await this.hires.find(Scope.of(session), { ids: [id] }, undefined, m);
      // A start date the rules table cannot judge (before 2015-01-01, or LTUR before 2016) is a bad date, named.
      const outsideRules = hire && hire.group !== null ? creditRulesProblem(hire.group, hire.startDate) : null;
      if (outsideRules) throw ApiError.badRequest(outsideRules, 'startDate');
      if (!hire || hire.group === null || hire.problem !== null) throw ApiError.conflict(hire?.problem ?? 'This hire cannot take wages.');
      const secondYearWages = dto.secondYearWages ?? 0;
      const problems = wageRecordProblems({ group: hire.group, startDate: hire.startDate, taxYear, hours: dto.hours, firstYearWages: dto.firstYearWages, secondYearWages, today: this.clock.todayIn(submission.company!.timeZone) });
      if (problems.length) throw new ApiError(HttpStatus.BAD_REQUEST, problems);
      await this.wages.upsert(m, [{ submissionId: id, companyId: submission.companyId, taxYear, hours: dto.hours, firstYearWages: dto.firstYearWages, secondYearWages }], 'form');
      await this.audit.record(m, { actor, action: 'wages.recorded', recordType: 'submission', recordId: id, companyId: submission.companyId, detail: { taxYear, source: 'form' } });
    });
    const [hire] = await this.hires.find(Scope.of(session), { ids: [id] });
    return hire;
  }

  async remove(id: string, taxYear: number, session: Session, actor: Actor): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      const submission = await this.lockVisible(m, id, session);
      if (!(await this.wages.remove(m, id, taxYear))) throw ApiError.notFound('Wage record');
      await this.audit.record(m, { actor, action: 'wages.deleted', recordType: 'submission', recordId: id, companyId: submission.companyId, detail: { taxYear } });
    });
  }

  /** The submission if the session may see it (404 otherwise), locked for the rest of the transaction. */
  private async lockVisible(m: EntityManager, id: string, session: Session): Promise<Submission> {
    const submission = await this.submissions.findOne(Scope.of(session), id, { manager: m, lock: true });
    if (!submission) throw ApiError.notFound('Submission');
    return submission;
  }
}
