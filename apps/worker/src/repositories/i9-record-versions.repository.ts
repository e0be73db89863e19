import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { type Company, Employee, EVerifyCase, type I9Form, type I9Section2, I9SupplementB, type Location } from '@clearhire/db';

/** What the record of one Form I-9 prints, but for its Supplement B sections and E-Verify cases. */
export type I9RecordSource = Employee & { company: Company; location: Location; i9Form: I9Form; section2: I9Section2 | null };

/**
 * The reads and writes of rendering a version of a Form I-9's record (RenderI9Record): the Form as
 * it stands, whether its version is stored, and the ready mark, written only while that version is
 * still the employee's current revision. The job names the employee; the company is the employee's.
 */
export class I9RecordVersionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The query behind `sourceOf` (snapshotted in a test): the employee with its company and location
   * (whose calendar dates the record), Section 1 with its preparers, Section 2 with its documents.
   */
  sourceQuery(employeeId: string): SelectQueryBuilder<Employee> {
    return this.dataSource
      .createQueryBuilder(Employee, 'e')
      .innerJoinAndSelect('e.company', 'c')
      .innerJoinAndSelect('e.location', 'l')
      .innerJoinAndSelect('e.i9Form', 'f')
      .leftJoinAndSelect('f.preparers', 'p')
      .leftJoinAndSelect('e.section2', 's2')
      .leftJoinAndSelect('s2.documents', 'd')
      .where('e.id = :employeeId', { employeeId })
      .orderBy('p.position', 'ASC')
      .addOrderBy('d.position', 'ASC');
  }

  /** The employee's Form I-9 in one round trip, or null when the employee or Section 1 is gone. */
  async sourceOf(employeeId: string): Promise<I9RecordSource | null> {
    return ((await this.sourceQuery(employeeId).getOne()) as I9RecordSource | null) ?? null;
  }

  /** The completed Supplement B sections in order, and the E-Verify cases oldest first. */
  async supplementsOf(employeeId: string): Promise<{ supplementB: I9SupplementB[]; everifyCases: EVerifyCase[] }> {
    const [supplementB, everifyCases] = await Promise.all([
      this.dataSource.getRepository(I9SupplementB).find({ where: { employeeId, status: 'completed' }, order: { sequence: 'ASC' } }),
      this.dataSource.getRepository(EVerifyCase).find({ where: { employeeId }, order: { createdAt: 'ASC' } }),
    ]);
    return { supplementB, everifyCases };
  }

  /** Whether the record of this revision is stored already. */
  async versionStored(employeeId: string, revision: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM documents WHERE employee_id = $1 AND kind = 'i9-record' AND revision = $2`, [employeeId, revision]);
    return rows.length > 0;
  }

  /** The employee's current revision, its row locked for the caller's transaction; null when the employee is gone. */
  async lockRevision(m: EntityManager, employeeId: string): Promise<number | null> {
    const [row]: { i9_revision: number }[] = await m.query('SELECT i9_revision FROM employees WHERE id = $1 FOR UPDATE', [employeeId]);
    return row ? row.i9_revision : null;
  }

  /** Marks the record ready, only while `revision` is still current (a newer revision has its own run); in the caller's transaction when given. */
  async markReady(employeeId: string, revision: number, m: EntityManager = this.dataSource.manager): Promise<void> {
    await m.query('UPDATE i9_forms SET documents_ready_at = now() WHERE employee_id = $1 AND EXISTS (SELECT 1 FROM employees WHERE id = $1 AND i9_revision = $2)', [employeeId, revision]);
  }
}
