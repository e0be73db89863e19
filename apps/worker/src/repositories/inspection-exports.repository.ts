import type { DataSource, EntityManager } from 'typeorm';
import { InspectionExport } from '@clearhire/db';

/** A finished inspection export whose zip is about to be deleted. */
export interface ExpiringExport {
  id: string;
  company_id: number;
  document_id: string;
}

/**
 * Inspection exports as the worker builds and expires them: the export row is the job's record and
 * names its company; the zip is a `documents` row of that company.
 */
export class InspectionExportsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The export with its company. */
  withCompany(id: string): Promise<InspectionExport | null> {
    return this.dataSource.getRepository(InspectionExport).findOne({ where: { id }, relations: { company: true } });
  }

  /** The names of these locations of the company, by name: what an export of some locations names in its manifest. */
  async locationNames(companyId: number, locationIds: readonly number[]): Promise<string[]> {
    const rows: { name: string }[] = await this.dataSource.query('SELECT name FROM locations WHERE company_id = $1 AND id = ANY($2::int[]) ORDER BY name, id', [companyId, locationIds]);
    return rows.map((r) => r.name);
  }

  /** How far the build has come (or that it failed, in words a user can act on). */
  async progress(id: string, progress: Partial<Pick<InspectionExport, 'status' | 'done' | 'total' | 'error'>>): Promise<void> {
    await this.dataSource.getRepository(InspectionExport).update({ id }, progress);
  }

  /** The zip is stored: the export is done, in the caller's transaction beside the zip's row. */
  async finish(m: EntityManager, id: string, done: number, documentId: string, at: Date): Promise<void> {
    await m.update(InspectionExport, { id }, { status: 'done', done, documentId, finishedAt: at });
  }

  /** The company's finished exports, locked for the caller's transaction: any of them may hold a record being destroyed. */
  finishedExportsOf(m: EntityManager, companyId: number): Promise<ExpiringExport[]> {
    return m.query(`SELECT id, company_id, document_id FROM inspection_exports WHERE status = 'done' AND company_id = $1 ORDER BY id FOR UPDATE`, [companyId]);
  }

  /** Every company's exports finished more than `days` before `now`, locked for the caller's transaction. */
  exportsFinishedBefore(m: EntityManager, now: Date, days: number): Promise<ExpiringExport[]> {
    return m.query(`SELECT id, company_id, document_id FROM inspection_exports WHERE status = 'done' AND finished_at < $1::timestamptz - make_interval(days => $2) ORDER BY id FOR UPDATE`, [
      now.toISOString(),
      days,
    ]);
  }

  /** Marks these exports (locked by the caller) expired and deletes their zips' rows; answers the objects to discard after the commit. */
  async expire(m: EntityManager, expired: ExpiringExport[]): Promise<string[]> {
    await m.query(`UPDATE inspection_exports SET status = 'expired', document_id = NULL WHERE id = ANY($1::uuid[])`, [expired.map((e) => e.id)]);
    const removed: { storage_key: string }[] = await m.query('WITH gone AS (DELETE FROM documents WHERE id = ANY($1::uuid[]) RETURNING storage_key) SELECT storage_key FROM gone', [
      expired.map((e) => e.document_id),
    ]);
    return removed.map((d) => d.storage_key);
  }
}
