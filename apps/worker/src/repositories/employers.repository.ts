import { In, type DataSource, type EntityManager } from 'typeorm';
import { Company, ErdForm } from '@clearhire/db';

/**
 * The employer as the worker's forms and mails name it: the company and its Employer
 * Representative Declarations (ERDs), each read for the company its job's record belongs to.
 */
export class EmployersRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Each company and its newest ERD (null before one is signed), for the companies of a batch of
   * renderings, by company id (a gone company is absent): two round trips in all.
   */
  async companiesWithNewestErd(companyIds: readonly number[]): Promise<Map<number, { company: Company; erd: ErdForm | null }>> {
    const ids = [...new Set(companyIds)];
    const [companies, erds] = await Promise.all([
      this.dataSource.getRepository(Company).find({ where: { id: In(ids) } }),
      this.dataSource
        .getRepository(ErdForm)
        .createQueryBuilder('erd')
        .distinctOn(['erd.companyId'])
        .where('erd.companyId IN (:...ids)', { ids })
        .orderBy('erd.companyId')
        .addOrderBy('erd.createdAt', 'DESC')
        .getMany(),
    ]);
    const newest = new Map(erds.map((erd) => [erd.companyId, erd]));
    return new Map(companies.map((company) => [company.id, { company, erd: newest.get(company.id) ?? null }]));
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
