import type { DataSource, EntityManager } from 'typeorm';
import { Company, ErdForm } from '@clearhire/db';

/**
 * The employer as the worker's forms and mails name it: the company and its Employer
 * Representative Declarations (ERDs), each read for the company its job's record belongs to.
 */
export class EmployersRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The company and its newest ERD (null before one is signed), or null when the company is gone. */
  async companyWithNewestErd(companyId: number): Promise<{ company: Company; erd: ErdForm | null } | null> {
    const [company, erd] = await Promise.all([
      this.dataSource.getRepository(Company).findOne({ where: { id: companyId } }),
      this.dataSource.getRepository(ErdForm).findOne({ where: { companyId }, order: { createdAt: 'DESC' } }),
    ]);
    return company ? { company, erd } : null;
  }

  /** An ERD with its company. */
  erdWithCompany(id: string): Promise<ErdForm | null> {
    return this.dataSource.getRepository(ErdForm).findOne({ where: { id }, relations: { company: true } });
  }

  /** Whether the ERD's authorization is stored already, its row locked for the caller's transaction; null when it is gone. */
  async lockReadiness(m: EntityManager, id: string): Promise<boolean | null> {
    const [row]: { ready: boolean }[] = await m.query('SELECT documents_ready_at IS NOT NULL AS ready FROM erd_forms WHERE id = $1 FOR UPDATE', [id]);
    return row ? row.ready : null;
  }

  async markReady(m: EntityManager, id: string): Promise<void> {
    await m.update(ErdForm, { id }, { documentsReadyAt: () => 'now()' });
  }
}
