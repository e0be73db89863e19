import type { DataSource, EntityManager } from 'typeorm';
import { Submission } from '@clearhire/db';

/**
 * A pre-screening submission as the worker renders its forms and writes its receipt: read by the
 * id its job carries, its company the submission's own.
 */
export class SubmissionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The submission, with its company when asked (the receipt names the employer). */
  find(id: string, opts: { withCompany?: boolean } = {}): Promise<Submission | null> {
    return this.dataSource.getRepository(Submission).findOne({ where: { id }, ...(opts.withCompany ? { relations: { company: true } } : {}) });
  }

  /** Nothing left to render: ready, unless a hire was recorded meanwhile (its job renders the forms). */
  async markReadyIfCurrent(m: EntityManager, id: string): Promise<void> {
    await m.query('UPDATE submissions SET documents_ready_at = now() WHERE id = $1 AND forms_revision = hire_revision', [id]);
  }

  /** The hire revision and the forms' revision, the row locked for the caller's transaction; undefined when it is gone. */
  async lockRevisions(m: EntityManager, id: string): Promise<{ hireRevision: number; formsRevision: number } | undefined> {
    const [row]: { hire_revision: number; forms_revision: number }[] = await m.query('SELECT hire_revision, forms_revision FROM submissions WHERE id = $1 FOR UPDATE', [id]);
    return row && { hireRevision: row.hire_revision, formsRevision: row.forms_revision };
  }

  /** The forms of `formsRevision` are stored: the submission is ready. */
  async markFormsStored(m: EntityManager, id: string, formsRevision: number): Promise<void> {
    await m.update(Submission, { id }, { documentsReadyAt: () => 'now()', formsRevision });
  }
}
