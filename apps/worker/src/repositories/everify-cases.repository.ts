import type { DataSource, EntityManager } from 'typeorm';
import { Company, EVerifyCase, I9ExaminedDocument, I9Form, User } from '@clearhire/db';

/** What a case is sent to E-Verify with: the completed Form I-9, the employer's account and who asked. */
export interface CaseSubmission {
  form: I9Form;
  documents: I9ExaminedDocument[];
  company: Company;
  /** The user who created the case: E-Verify's case creator contact (nothing else of the account is read). */
  creator: Pick<User, 'firstname' | 'lastname' | 'email'> | null;
}

/**
 * E-Verify cases as the worker sends them, polls them and fetches their documents (docs/compliance.md
 * §6). A case names its employee and company; what is read with it is theirs.
 */
export class EVerifyCasesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The case, with its employee (and the employee's location, whose calendar dates a notice) and company when asked (a notice names both). */
  find(id: string, opts: { withEmployeeAndCompany?: boolean } = {}): Promise<EVerifyCase | null> {
    return this.dataSource.getRepository(EVerifyCase).findOne({ where: { id }, ...(opts.withEmployeeAndCompany ? { relations: { employee: { location: true }, company: true } } : {}) });
  }

  /** The case, its row held for the rest of the caller's transaction (a step and a poll never cross). */
  lock(m: EntityManager, id: string): Promise<EVerifyCase> {
    return m.getRepository(EVerifyCase).findOneOrFail({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async save(m: EntityManager, row: EVerifyCase): Promise<void> {
    await m.save(row);
  }

  /** What the case is sent with, read in one round of parallel reads just before the call. */
  async submissionOf(row: EVerifyCase): Promise<CaseSubmission> {
    const [form, documents, company, creator] = await Promise.all([
      this.dataSource.getRepository(I9Form).findOne({ where: { employeeId: row.employeeId } }),
      this.dataSource.getRepository(I9ExaminedDocument).find({ where: { employeeId: row.employeeId }, order: { position: 'ASC' } }),
      this.dataSource.getRepository(Company).findOne({ where: { id: row.companyId } }),
      this.dataSource.getRepository(User).findOne({ where: { id: row.createdBy }, select: { id: true, firstname: true, lastname: true, email: true } }),
    ]);
    // Gone only when the employee was destroyed meanwhile: the job fails and is retried, as any failure.
    if (!form || !company) throw new Error(`E-Verify case ${row.id}: its Form I-9 or company is gone`);
    return { form, documents, company, creator };
  }

  /** Up to `limit` cases whose result is to be asked for by `now`, the longest waiting first. */
  async dueForPoll(now: Date, limit: number): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM everify_cases WHERE next_poll_at IS NOT NULL AND next_poll_at <= $1 AND case_number IS NOT NULL ORDER BY next_poll_at LIMIT ${limit}`,
      [now],
    );
    return rows.map((r) => r.id);
  }

  async postponePoll(id: string, at: Date): Promise<void> {
    await this.dataSource.query('UPDATE everify_cases SET next_poll_at = $2 WHERE id = $1', [id, at]);
  }
}
