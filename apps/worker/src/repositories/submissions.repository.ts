import { In, type DataSource, type EntityManager } from 'typeorm';
import type { Language } from '@clearhire/contracts';
import { Submission } from '@clearhire/db';

/**
 * A pre-screening submission as the worker renders its forms and writes its receipt: read by the
 * id its job carries, its company the submission's own.
 */
export class SubmissionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * What the applicant's receipt says: to whom, in which language, for which employer and when, in
   * one round trip (one per pre-screening: the whole row and company read through TypeORM cost more
   * than writing the mail).
   */
  async receipt(id: string): Promise<{ email: string; firstname: string; language: Language; createdAt: Date; employerName: string; timeZone: string } | null> {
    const [row]: { email: string; firstname: string; language: Language; created_at: Date; employer_name: string; time_zone: string }[] = await this.dataSource.query(
      'SELECT s.email, s.firstname, s.language, s.created_at, c.name AS employer_name, c.time_zone FROM submissions s JOIN companies c ON c.id = s.company_id WHERE s.id = $1',
      [id],
    );
    return row ? { email: row.email, firstname: row.firstname, language: row.language, createdAt: row.created_at, employerName: row.employer_name, timeZone: row.time_zone } : null;
  }

  /** The submissions of a batch of renderings (those still there), in one round trip. */
  findMany(ids: readonly string[]): Promise<Submission[]> {
    return this.dataSource.getRepository(Submission).find({ where: { id: In([...ids]) } });
  }

  /** The kinds of generated form each of these submissions has stored, by submission id. */
  async formKinds(ids: readonly string[]): Promise<Map<string, Set<string>>> {
    const rows: { submission_id: string; kind: string }[] = await this.dataSource.query('SELECT submission_id, kind FROM documents WHERE submission_id = ANY($1::uuid[])', [ids]);
    const kinds = new Map<string, Set<string>>();
    for (const row of rows) kinds.set(row.submission_id, (kinds.get(row.submission_id) ?? new Set()).add(row.kind));
    return kinds;
  }

  /** Nothing left to render: ready, unless a hire was recorded meanwhile (its job renders the forms). */
  async markReadyIfCurrent(m: EntityManager, id: string): Promise<void> {
    await m.query('UPDATE submissions SET documents_ready_at = now() WHERE id = $1 AND forms_revision = hire_revision', [id]);
  }

  /**
   * The hire revision and the forms' revision of each submission, by id (a gone one is absent), the
   * rows locked for the caller's transaction in the order of their ids, so two workers locking
   * overlapping batches never wait on each other in a cycle.
   */
  async lockRevisions(m: EntityManager, ids: readonly string[]): Promise<Map<string, { hireRevision: number; formsRevision: number }>> {
    const rows: { id: string; hire_revision: number; forms_revision: number }[] = await m.query(
      'SELECT id, hire_revision, forms_revision FROM submissions WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE',
      [ids],
    );
    return new Map(rows.map((r) => [r.id, { hireRevision: r.hire_revision, formsRevision: r.forms_revision }]));
  }

  /** The forms of each submission's `formsRevision` are stored: the submissions are ready, in one statement. */
  async markFormsStored(m: EntityManager, stored: readonly { id: string; formsRevision: number }[]): Promise<void> {
    if (stored.length === 0) return;
    await m.query(
      `UPDATE submissions s SET documents_ready_at = now(), forms_revision = v.forms_revision
         FROM unnest($1::uuid[], $2::integer[]) AS v(id, forms_revision) WHERE s.id = v.id`,
      [stored.map((r) => r.id), stored.map((r) => r.formsRevision)],
    );
  }
}
