import type { DataSource, EntityManager } from 'typeorm';

/** A company's employee with a Form I-9, with what an inspection export's index and scope need. */
export interface I9Candidate {
  id: string;
  firstname: string;
  lastname: string;
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

/** A finished inspection export whose zip is about to be deleted. */
export interface ExpiringExport {
  id: string;
  company_id: number;
  document_id: string;
}

/** The kinds of stored file that belong to a Form I-9 and go into its inspection folder. */
const I9_FILE_KINDS = ['i9-record', 'i9-list-a', 'i9-list-b', 'i9-list-c', 'i9-supplement-b', 'everify-notice', 'everify-referral', 'everify-photo'];

/**
 * The worker's reads and deletes of one company's Form I-9 records, for the jobs that act for that
 * company (the inspection export, the retention purge). Every query names the company it works
 * for, taken from the job's own record, never from the job's payload alone.
 */
export class I9RecordsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The company's employees who have a Form I-9, by name. */
  i9Candidates(companyId: number): Promise<I9Candidate[]> {
    return this.dataSource.query(
      `SELECT e.id, e.firstname, e.lastname,
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
         LEFT JOIN i9_section2 s ON s.employee_id = e.id
        WHERE e.company_id = $1
        ORDER BY e.lastname, e.firstname, e.id`,
      [companyId],
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

  /** The company's finished exports, locked for the caller's transaction: any of them may hold a record being destroyed. */
  finishedExportsOf(m: EntityManager, companyId: number): Promise<ExpiringExport[]> {
    return m.query(`SELECT id, company_id, document_id FROM inspection_exports WHERE status = 'done' AND company_id = $1 FOR UPDATE`, [companyId]);
  }

  /** Every company's exports finished more than `days` before `now`, locked for the caller's transaction. */
  exportsFinishedBefore(m: EntityManager, now: Date, days: number): Promise<ExpiringExport[]> {
    return m.query(`SELECT id, company_id, document_id FROM inspection_exports WHERE status = 'done' AND finished_at < $1::timestamptz - make_interval(days => $2) FOR UPDATE`, [
      now.toISOString(),
      days,
    ]);
  }
}
