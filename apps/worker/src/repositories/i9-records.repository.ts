import type { DataSource, EntityManager } from 'typeorm';

/** A company's employee with a Form I-9, with what an inspection export's index and scope need. */
export interface I9Candidate {
  id: string;
  firstname: string;
  lastname: string;
  /** The name of the location the employee works at. */
  location: string;
  first_day: string | null;
  termination_date: string | null;
  retain_until: string | null;
  reverify_by: string | null;
  legal_hold: boolean;
  section2_signed_on: string | null;
  section2_due_date: string | null;
  supplement_b: number;
  i9_revision: number;
  record_revision: number | null;
}

/** A stored file of a Form I-9: a record version, an uploaded copy, an E-Verify notice or photo. */
export interface I9File {
  id: string;
  employee_id: string;
  kind: string;
  content_type: string;
  storage_key: string;
  revision: number;
}

/** One audit event as the inspection export lists it. */
export interface AuditRow {
  occurred_at: Date;
  action: string;
  record_type: string;
  record_id: string;
  actor_role: string;
  actor_id: string | null;
  ip: string | null;
  detail: unknown;
}

/** A Form I-9 whose retention may have ended, with the day it is on its company's calendar. */
export interface RetentionCandidate {
  id: string;
  company_id: number;
  retain_until: string;
  termination_date: string | null;
  company_today: string;
}

/** The kinds of stored file that belong to a Form I-9 and go into its inspection folder. */
const I9_FILE_KINDS = ['i9-record', 'i9-list-a', 'i9-list-b', 'i9-list-c', 'i9-supplement-b', 'everify-notice', 'everify-referral', 'everify-photo'];

/**
 * The worker's reads and deletes of Form I-9 records, for the inspection export and the retention
 * purge. The export's reads name the company it works for, taken from the export's own row, never
 * from the job's payload alone; the purge reads every company's expired records and destroys each
 * under its row lock.
 */
export class I9RecordsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The company's employees who have a Form I-9, by name: at these locations, or at every one for null. */
  i9Candidates(companyId: number, locationIds: readonly number[] | null = null): Promise<I9Candidate[]> {
    return this.dataSource.query(
      `SELECT e.id, e.firstname, e.lastname, l.name AS location,
              to_char(coalesce(e.rehired_on, e.start_date), 'YYYY-MM-DD') AS first_day,
              to_char(e.termination_date, 'YYYY-MM-DD') AS termination_date,
              to_char(e.retain_until, 'YYYY-MM-DD') AS retain_until,
              to_char(e.reverify_by, 'YYYY-MM-DD') AS reverify_by,
              e.legal_hold,
              to_char(s.signed_on, 'YYYY-MM-DD') AS section2_signed_on,
              to_char(s.due_date, 'YYYY-MM-DD') AS section2_due_date,
              (SELECT count(*)::int FROM i9_supplement_b b WHERE b.employee_id = e.id AND b.status = 'completed') AS supplement_b,
              e.i9_revision,
              (SELECT max(d.revision) FROM documents d WHERE d.employee_id = e.id AND d.kind = 'i9-record') AS record_revision
         FROM employees e
         JOIN i9_forms f ON f.employee_id = e.id
         JOIN locations l ON l.id = e.location_id
         LEFT JOIN i9_section2 s ON s.employee_id = e.id
        WHERE e.company_id = $1${locationIds === null ? '' : ' AND e.location_id = ANY($2::int[])'}
        ORDER BY e.lastname, e.firstname, e.id`,
      locationIds === null ? [companyId] : [companyId, locationIds],
    );
  }

  /** The stored files of these employees of the company, oldest first. */
  i9Files(companyId: number, employeeIds: string[]): Promise<I9File[]> {
    return this.dataSource.query(
      `SELECT id, employee_id, kind, content_type, storage_key, revision FROM documents
        WHERE company_id = $1 AND employee_id = ANY($2::uuid[]) AND kind = ANY($3::text[])
        ORDER BY employee_id, created_at, id`,
      [companyId, employeeIds, I9_FILE_KINDS],
    );
  }

  /** The company's audit events about these employees (their Section 1 is recorded under its own id, named in the detail) and files. */
  auditEvents(companyId: number, employeeIds: string[], documentIds: string[]): Promise<AuditRow[]> {
    return this.dataSource.query(
      `SELECT occurred_at, action, record_type, record_id, actor_role, actor_id, ip, detail FROM audit_events
        WHERE company_id = $1 AND (record_id = ANY($2::text[]) OR detail->>'employeeId' = ANY($2::text[]) OR record_id = ANY($3::text[]))
        ORDER BY id`,
      [companyId, employeeIds, documentIds],
    );
  }

  /**
   * Up to `limit` Forms I-9, of every company, retained until the company's day at `now` or earlier
   * and not on legal hold: a coarse read through the partial index; retentionEnded decides.
   */
  retentionCandidates(now: Date, limit: number): Promise<RetentionCandidate[]> {
    return this.dataSource.query(
      `SELECT e.id, e.company_id, to_char(e.retain_until, 'YYYY-MM-DD') AS retain_until, to_char(e.termination_date, 'YYYY-MM-DD') AS termination_date,
              to_char(($1::timestamptz AT TIME ZONE c.time_zone)::date, 'YYYY-MM-DD') AS company_today
         FROM employees e JOIN companies c ON c.id = e.company_id
        WHERE e.retain_until IS NOT NULL AND e.legal_hold = false AND e.retain_until <= ($1::timestamptz AT TIME ZONE c.time_zone)::date
        ORDER BY e.retain_until LIMIT ${limit}`,
      [now.toISOString()],
    );
  }

  /** The employee's retention date and legal hold, its row locked for the caller's transaction; undefined when it is gone. */
  async lockRetention(m: EntityManager, employeeId: string): Promise<{ retain_until: string | null; legal_hold: boolean } | undefined> {
    const [row]: { retain_until: string | null; legal_hold: boolean }[] = await m.query(
      `SELECT to_char(retain_until, 'YYYY-MM-DD') AS retain_until, legal_hold FROM employees WHERE id = $1 FOR UPDATE`,
      [employeeId],
    );
    return row;
  }

  /**
   * Deletes the employee with Section 1, Section 2 and the examined documents (ON DELETE CASCADE)
   * and every stored file's row; answers the files, whose objects go after the commit.
   */
  async destroy(m: EntityManager, employeeId: string): Promise<{ storage_key: string; kind: string }[]> {
    const removed: { storage_key: string; kind: string }[] = await m.query(
      'WITH gone AS (DELETE FROM documents WHERE employee_id = $1 RETURNING storage_key, kind) SELECT storage_key, kind FROM gone',
      [employeeId],
    );
    await m.query('DELETE FROM employees WHERE id = $1', [employeeId]);
    return removed;
  }

  /** How many of these employees are still there, their rows shared-locked for the caller's transaction (none may be destroyed meanwhile). */
  async lockPresent(m: EntityManager, employeeIds: string[]): Promise<number> {
    const still: unknown[] = await m.query('SELECT id FROM employees WHERE id = ANY($1::uuid[]) ORDER BY id FOR SHARE', [employeeIds]);
    return still.length;
  }
}
