import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { wageRecordProblems, type TargetGroupCode } from '@clearhire/domain';
import { Clock, FieldCipher } from '@clearhire/server';
import type { Actor, Session } from '../../common/auth/session';
import { ApiError } from '../../common/errors/api-error';
import { AuditService } from '@clearhire/server';
import { CertifiedHiresRepository, type CertifiedHire } from './certified-hires.repository';
import { OWN_WAGES_ONLY } from './credits.service';
import { Scope } from '../../common/auth/scope';
import { CompaniesRepository } from '../companies/companies.repository';
import { SubmissionsRepository, type SsnMatch } from '../submissions/submissions.repository';
import type { WageImportDto, WageImportResult } from './credits.dto';
import { lineProblem, readWageCsv, type ImportProblem, type WageCsvRow } from './wage-csv';
import { WageRecordsRepository, type WageRecordValues } from './wage-records.repository';

/** A company's submissions with one SSN (by blind index): repeat applications share it. */

/**
 * The wage import: a CSV of hours and wages per SSN and tax year for one company's certified hires.
 * Every row is checked first, against the same rules as the form; one bad row refuses the file and
 * nothing is saved. A good file is saved in one statement, in one transaction.
 */
@Injectable()
export class WageImportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(FieldCipher) private readonly cipher: FieldCipher,
    private readonly hires: CertifiedHiresRepository,
    private readonly audit: AuditService,
    private readonly companies: CompaniesRepository,
    private readonly submissions: SubmissionsRepository,
    private readonly wages: WageRecordsRepository,
    private readonly clock: Clock,
  ) {}

  async import(file: Express.Multer.File | undefined, dto: WageImportDto, session: Session, actor: Actor): Promise<WageImportResult> {
    const scope = Scope.chosen(session, dto.companyId, OWN_WAGES_ONLY, { required: true });
    const companyId = scope.companyId!;
    const company = await this.companies.findOne(scope, companyId);
    if (!company) throw ApiError.notFound('Company');
    if (!file) throw ApiError.badRequest('Attach the CSV file, in the field "file".', 'file');
    const rows = readWageCsv(file.buffer, file.originalname);

    return this.dataSource.transaction(async (m) => {
      const values = await this.checkedValues(m, scope, companyId, this.clock.todayIn(company.timeZone), rows);
      await this.wages.upsert(m, values, 'import');
      const hires = new Set(values.map((v) => v.submissionId)).size;
      await this.audit.record(m, { actor, action: 'wages.imported', recordType: 'company', recordId: companyId, companyId, detail: { rows: values.length, hires } });
      return { imported: values.length, hires };
    });
  }

  /** The rows as records to save, or a 400 listing every bad line. */
  private async checkedValues(m: EntityManager, scope: Scope, companyId: number, today: string, rows: WageCsvRow[]): Promise<WageRecordValues[]> {
    const indexOf = new Map<string, string>();
    for (const { values } of rows) if (values && !indexOf.has(values.ssn)) indexOf.set(values.ssn, this.cipher.blindIndex(values.ssn));
    const matches = await this.submissions.bySsnIndex(scope, [...new Set(indexOf.values())], m);
    const matchesOfSsn = (ssn: string): SsnMatch[] => matches.get(indexOf.get(ssn) ?? '') ?? [];
    const certifiedIds = [...new Set([...matches.values()].flat().filter((s) => s.certified).map((s) => s.id))];
    const hires = new Map((certifiedIds.length ? await this.hires.find(scope, { ids: certifiedIds }, undefined, m) : []).map((h) => [h.id, h]));

    const problems: ImportProblem[] = [];
    const values: WageRecordValues[] = [];
    const seen = new Map<string, number>();
    for (const row of rows) {
      if (!row.values) {
        problems.push(...row.problems);
        continue;
      }
      const { ssn, taxYear, hours, firstYearWages, secondYearWages } = row.values;
      const key = `${ssn}:${taxYear}`;
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        problems.push(lineProblem(row.line, `the same SSN and tax year are already on line ${earlier}.`));
        continue;
      }
      seen.set(key, row.line);

      const hire = this.hireOf(matchesOfSsn(ssn), hires, row.line, problems);
      if (!hire) continue;
      const found = wageRecordProblems({ group: hire.group, startDate: hire.startDate, taxYear, hours, firstYearWages, secondYearWages, today });
      if (found.length) {
        problems.push(...found.map((p) => lineProblem(row.line, p.msg)));
        continue;
      }
      values.push({ submissionId: hire.id, companyId, taxYear, hours, firstYearWages, secondYearWages });
    }
    if (problems.length) throw new ApiError(HttpStatus.BAD_REQUEST, problems);
    return values;
  }

  /** The one certified hire an SSN names in the company, or a problem saying why there is none. */
  private hireOf(matches: SsnMatch[], hires: Map<string, CertifiedHire>, line: number, problems: ImportProblem[]): (CertifiedHire & { group: TargetGroupCode }) | null {
    const certified = matches.filter((s) => s.certified);
    if (certified.length === 0) {
      problems.push(
        lineProblem(
          line,
          matches.length
            ? 'the employee with this SSN is not a certified hire yet (the submission must be approved and have a start date).'
            : 'no certified hire of this company has this SSN.',
        ),
      );
      return null;
    }
    if (certified.length > 1) {
      problems.push(lineProblem(line, 'this SSN belongs to more than one certified hire of this company; record these wages on the hire itself.'));
      return null;
    }
    const hire = hires.get(certified[0].id);
    if (!hire || hire.group === null || hire.problem !== null) {
      problems.push(lineProblem(line, hire?.problem ?? 'this hire cannot take wages.'));
      return null;
    }
    return { ...hire, group: hire.group };
  }
}
