import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Submission } from '@clearhire/db';
import { AuditedInsert, type AuditedInsertOptions, type AuditEntry, AuditService, webhookEvents } from '@clearhire/server';

/**
 * The condition the busiest public write checks in its own statement: the company's ERD is approved,
 * and the location the applicant applied at is one of the company's.
 */
export const APPROVED_COMPANY = (param: (property: 'companyId' | 'locationId') => string): string =>
  `EXISTS (SELECT 1 FROM companies WHERE id = ${param('companyId')} AND erd_status = 'approved') AND EXISTS (SELECT 1 FROM locations WHERE id = ${param('locationId')} AND company_id = ${param('companyId')})`;

/**
 * The location an applicant applied at: the one their link named, else the company's only location
 * (null when it has several, or none). Worked out in the insert itself rather than read before it, so
 * the busiest public write stays one round trip and a location added meanwhile cannot be missed.
 */
export const ONLY_LOCATION_UNLESS_GIVEN = (given: (property: 'companyId' | 'locationId') => string): string =>
  `COALESCE(${given('locationId')}, (SELECT min(id) FROM locations WHERE company_id = ${given('companyId')} HAVING count(*) = 1))`;

/** How the pre-screening's statement is built (AuditedInsert). */
export const PRESCREENING_INSERT: AuditedInsertOptions<Submission> = {
  condition: APPROVED_COMPANY,
  // The same statement writes the submission.received webhook event when the company listens for it.
  webhookEvent: 'submission.received',
  // An applicant who named no location applied at the company's only one; with several (or none) there is none, and nothing is written.
  resolved: { locationId: ONLY_LOCATION_UNLESS_GIVEN },
  eventFromRow: { location_id: 'locationId' },
};

/**
 * The applicant's pre-screening, the busiest public write: the submission, the check that its
 * company's ERD is approved and the audit event, in one SQL statement (AuditedInsert), so the audit
 * chain's lock is held only while the database runs it (docs/architecture.md §8).
 */
@Injectable()
export class PrescreeningsRepository {
  private readonly insert: AuditedInsert<Submission>;

  constructor(@InjectDataSource() private readonly dataSource: DataSource, audit: AuditService) {
    this.insert = new AuditedInsert(dataSource, audit.chainKey, Submission, PRESCREENING_INSERT);
  }

  /**
   * Stores the submission (every column given; a null location is the company's only one) with its
   * audit event and its webhook event; its id (null when the company is unknown or not approved, or the
   * location not the company's, or none was named and the company has several) and the webhook
   * deliveries to queue.
   */
  insertForApprovedCompany(row: Partial<Submission>, entry: Omit<AuditEntry, 'recordId'>, receivedAt: Date): Promise<{ id: string | null; webhookDeliveries: string[] }> {
    // Without a named location the payload's location_id is left out here and set by the statement from the inserted row.
    const event = webhookEvents.submissionReceived({ id: row.id!, companyId: row.companyId!, locationId: row.locationId!, externalId: row.externalId ?? null, status: row.status!, receivedAt });
    return this.insert.runWithEvent(this.dataSource, row, entry, event.payload);
  }
}
