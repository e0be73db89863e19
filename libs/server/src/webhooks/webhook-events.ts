import type { WebhookEvent } from './webhook-outbox.repository';

/**
 * The payload of each webhook event, built in one place (docs/product.md "Webhooks" documents them): ids,
 * statuses, dates, the location, the id the employer's own system gave the person, and links to the
 * API. Never a name, an e-mail, an SSN, a document number, a date of birth, an answer of the
 * pre-screening (its target groups say too much about a person) or a file.
 */

const at = (d: Date | string): string => new Date(d).toISOString();

interface SubmissionRef {
  id: string;
  companyId: number;
  locationId: number;
  externalId: string | null;
}

interface EmployeeRef {
  id: string;
  companyId: number;
  locationId: number;
  externalId: string | null;
}

const submissionFields = (s: SubmissionRef) => ({ submission_id: s.id, location_id: s.locationId, external_id: s.externalId, links: { submission: `/api/submissions/${s.id}` } });
const employeeFields = (e: EmployeeRef) => ({ employee_id: e.id, location_id: e.locationId, external_id: e.externalId, links: { employee: `/api/employees/${e.id}` } });

export const webhookEvents = {
  submissionReceived: (s: SubmissionRef & { status: string; receivedAt: Date }): WebhookEvent => ({
    companyId: s.companyId,
    type: 'submission.received',
    payload: { ...submissionFields(s), status: s.status, received_at: at(s.receivedAt) },
  }),

  submissionStatusChanged: (s: SubmissionRef, change: { from: string; to: string; changedAt: Date }): WebhookEvent => ({
    companyId: s.companyId,
    type: 'submission.status_changed',
    payload: { ...submissionFields(s), previous_status: change.from, status: change.to, changed_at: at(change.changedAt) },
  }),

  hireRecorded: (s: SubmissionRef, hire: { offerDate: string; hireDate: string; startDate: string; employeeId: string | null; recordedAt: Date }): WebhookEvent => ({
    companyId: s.companyId,
    type: 'submission.hire_recorded',
    payload: {
      ...submissionFields(s),
      offer_date: hire.offerDate,
      hire_date: hire.hireDate,
      start_date: hire.startDate,
      employee_id: hire.employeeId,
      recorded_at: at(hire.recordedAt),
      links: { submission: `/api/submissions/${s.id}`, ...(hire.employeeId ? { employee: `/api/employees/${hire.employeeId}` } : {}) },
    },
  }),

  section1Completed: (e: EmployeeRef, signedAt: Date): WebhookEvent => ({
    companyId: e.companyId,
    type: 'i9.section1_completed',
    payload: { ...employeeFields(e), signed_at: at(signedAt) },
  }),

  section2Completed: (e: EmployeeRef, s: { firstDay: string; signedAt: Date }): WebhookEvent => ({
    companyId: e.companyId,
    type: 'i9.section2_completed',
    payload: { ...employeeFields(e), first_day: s.firstDay, signed_at: at(s.signedAt) },
  }),

  /** A new result from E-Verify (`step` null), or a step the employer took on the case (`step` names it). */
  everifyCaseUpdated: (e: EmployeeRef, c: { caseId: string; status: string; step: string | null; updatedAt: Date }): WebhookEvent => ({
    companyId: e.companyId,
    type: 'everify.case_updated',
    payload: { ...employeeFields(e), case_id: c.caseId, status: c.status, step: c.step, updated_at: at(c.updatedAt) },
  }),

  reverificationDue: (e: EmployeeRef, reverifyBy: string): WebhookEvent => ({
    companyId: e.companyId,
    type: 'i9.reverification_due',
    payload: { ...employeeFields(e), reverify_by: reverifyBy },
  }),

  i9Purged: (e: EmployeeRef, purgedAt: Date): WebhookEvent => ({
    companyId: e.companyId,
    type: 'i9.purged',
    // The employee is gone: no link to follow.
    payload: { ...employeeFields(e), purged_at: at(purgedAt), links: {} },
  }),

  inspectionExportReady: (x: { id: string; companyId: number; total: number; finishedAt: Date }): WebhookEvent => ({
    companyId: x.companyId,
    type: 'inspection_export.ready',
    payload: { inspection_export_id: x.id, forms: x.total, finished_at: at(x.finishedAt), links: { inspection_export: `/api/inspection-exports/${x.id}` } },
  }),
};
