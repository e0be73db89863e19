import type { EntityManager } from 'typeorm';
import { JobName, type JobPayloads } from '../jobs/job-registry';

/** The render of one version of a Form I-9's record PDF, for the caller to queue after its commit. */
export interface I9RecordRender {
  name: JobName.RenderI9Record;
  payload: JobPayloads[JobName.RenderI9Record];
}

/** The job that renders `revision` of the employee's Form I-9 record (its id is the employee's and the revision's). */
export function i9RecordRender(employeeId: string, revision: number): I9RecordRender {
  return { name: JobName.RenderI9Record, payload: { employeeId, revision } };
}

/**
 * In one statement: the employee's revision goes up by $2 (0 for Section 1, which is version 0),
 * the record is no longer ready, and the revision it now has is answered.
 */
export const NEW_I9_VERSION_SQL = `WITH raised AS (UPDATE employees SET i9_revision = i9_revision + $2 WHERE id = $1 RETURNING i9_revision),
     unready AS (UPDATE i9_forms SET documents_ready_at = NULL WHERE employee_id = $1)
SELECT i9_revision FROM raised`;

/**
 * The one way a Form I-9 becomes a new version (docs/architecture.md §9: every change of the I-9 is
 * a new version of its record PDF, and the earlier versions stay). Section 1, Section 2, each
 * Supplement B section and an E-Verify result the record must show all call it, in the transaction
 * that makes the change and after its own writes; `first` is Section 1, the Form coming into being
 * as version 0. The answer is the render of that version: the caller queues it after the commit,
 * and should Redis not take it then, the worker's sweep finds the record not ready and queues the
 * same job (i9RecordRender), so no version is lost and none is rendered twice.
 */
export async function newI9Version(m: EntityManager, employeeId: string, opts: { first?: boolean } = {}): Promise<I9RecordRender> {
  const [row]: { i9_revision: number }[] = await m.query(NEW_I9_VERSION_SQL, [employeeId, opts.first ? 0 : 1]);
  if (!row) throw new Error(`No employee ${employeeId} for a new Form I-9 version`);
  return i9RecordRender(employeeId, row.i9_revision);
}
