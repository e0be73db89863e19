import type { DataSource } from 'typeorm';

/** Records per kind one sweep reads; the next sweep takes the rest. */
export const SWEEP_BATCH = 500;

/** A case whose next step is the worker's: send it, or fetch a document its result brought. */
export interface StuckCase {
  id: string;
  what: 'submit' | 'notice' | 'referral' | 'photo';
}

/**
 * Records committed more than `graceSeconds` ago whose work has not happened: forms not rendered,
 * mails not sent, exports not built, E-Verify steps not taken (the sweep queues them again, under
 * the job ids the API used). Oldest first, SWEEP_BATCH of each kind; each query reads a partial
 * index of the pending rows. Across every company: the sweep only queues, and each job reads its
 * own record.
 */
export class MissingWorkRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Submissions whose forms are not ready, with the hire revision the forms must carry. */
  submissionsWithoutForms(graceSeconds: number): Promise<{ id: string; hire_revision: number }[]> {
    return this.dataSource.query(
      `SELECT id, hire_revision FROM submissions WHERE documents_ready_at IS NULL AND created_at < now() - make_interval(secs => $1) ORDER BY created_at LIMIT ${SWEEP_BATCH}`,
      [graceSeconds],
    );
  }

  /** ERDs whose authorization is not ready, with the stored copy a new rendering is to replace, if any. */
  erdsWithoutAuthorization(graceSeconds: number): Promise<{ id: string; replacing: string | null }[]> {
    return this.dataSource.query(
      `SELECT e.id, d.id AS replacing FROM erd_forms e LEFT JOIN documents d ON d.erd_form_id = e.id AND d.kind = 'erd-authorization'
        WHERE e.documents_ready_at IS NULL AND e.created_at < now() - make_interval(secs => $1) ORDER BY e.created_at LIMIT ${SWEEP_BATCH}`,
      [graceSeconds],
    );
  }

  /** Forms I-9 whose record version is not stored, with the revision it must carry. */
  i9RecordsNotReady(graceSeconds: number): Promise<{ employee_id: string; i9_revision: number }[]> {
    return this.dataSource.query(
      `SELECT f.employee_id, e.i9_revision FROM i9_forms f JOIN employees e ON e.id = f.employee_id
        WHERE f.documents_ready_at IS NULL AND f.created_at < now() - make_interval(secs => $1) ORDER BY f.created_at LIMIT ${SWEEP_BATCH}`,
      [graceSeconds],
    );
  }

  /** New employees whose I-9 invitation is not sent, while their link is open. */
  employeesNotInvited(graceSeconds: number): Promise<string[]> {
    return this.pendingIds('employees', 'invited_at', `AND i9_status = 'pending'`, graceSeconds);
  }

  /** Supplement B sections waiting for the employee's document whose link is not sent. */
  reverificationLinksNotSent(graceSeconds: number): Promise<string[]> {
    return this.pendingIds('i9_supplement_b', 'invited_at', `AND status = 'requested'`, graceSeconds);
  }

  /** Account links still usable that were never mailed. */
  accountLinksNotMailed(graceSeconds: number): Promise<string[]> {
    return this.pendingIds('account_links', 'mailed_at', `AND token_encrypted IS NOT NULL AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()`, graceSeconds);
  }

  async exportsNotStarted(graceSeconds: number): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM inspection_exports WHERE status = 'queued' AND created_at < now() - make_interval(secs => $1) ORDER BY created_at LIMIT ${SWEEP_BATCH}`,
      [graceSeconds],
    );
    return rows.map((r) => r.id);
  }

  /** E-Verify cases still to send, and results whose documents were never fetched. */
  stuckEVerifyCases(graceSeconds: number): Promise<StuckCase[]> {
    return this.dataSource.query(
      `SELECT id, CASE WHEN status = 'submitting' THEN 'submit'
                       WHEN status = 'photo-match' THEN 'photo'
                       WHEN status = 'referred' AND referral_es_document_id IS NULL THEN 'referral'
                       ELSE 'notice' END AS what
         FROM everify_cases
        WHERE updated_at < now() - make_interval(secs => $1)
          AND ((status = 'submitting')
            OR (status = 'photo-match' AND photo_document_id IS NULL)
            OR (agency IS NOT NULL AND result_issued_on IS NOT NULL AND status NOT IN ('employment-authorized', 'closed') AND notice_es_document_id IS NULL)
            OR (status = 'referred' AND referral_es_document_id IS NULL))
        ORDER BY updated_at LIMIT ${SWEEP_BATCH}`,
      [graceSeconds],
    );
  }

  /** The ids of `table`'s rows still without `readyColumn` (and matching `extra`), past the grace period. */
  private async pendingIds(table: string, readyColumn: string, extra: string, graceSeconds: number): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM ${table} WHERE ${readyColumn} IS NULL ${extra} AND created_at < now() - make_interval(secs => $1) ORDER BY created_at LIMIT ${SWEEP_BATCH}`,
      [graceSeconds],
    );
    return rows.map((r) => r.id);
  }
}
