import type { EntityManager } from 'typeorm';
import type { EVerifyCaseStatus } from '@clearhire/contracts';
import type { EVerifyCase } from '@clearhire/db';
import type { AuditActor, AuditService } from '../audit/audit.service';
import { JobName, type JobPayloads } from '../jobs/job-registry';
import { newI9Version, type I9RecordRender } from '../i9/i9-versions';
import type { EVerifyGatewayCase } from './everify-gateway';
import { employeeWebhookRef, recordWebhookEvent, webhookDeliveryJobs } from '../webhooks/webhook-outbox.repository';
import { webhookEvents } from '../webhooks/webhook-events';

/** Results E-Verify gives on its own: the worker keeps asking while a case is in one of these. */
export const EVERIFY_WAITING_STATUSES: readonly EVerifyCaseStatus[] = ['verification-in-process', 'needs-more-time', 'referred', 'case-in-continuance'];

export type FollowUp =
  | { name: JobName.FetchEVerifyDocuments; payload: JobPayloads[JobName.FetchEVerifyDocuments] }
  | { name: JobName.DeliverWebhook; payload: JobPayloads[JobName.DeliverWebhook] }
  | I9RecordRender;

/**
 * Writes what E-Verify answered onto the case, in the caller's transaction, and answers the work the
 * new result asks for (queued by the caller after the commit): a mismatch's Further Action Notice,
 * a referral's Referral Date Confirmation, the photo to match, and, once employment is authorized,
 * a new version of the Form I-9 record carrying the case number (E-Verify: record the case number on
 * the I-9), and the webhook deliveries of everify.case_updated. A changed result is audited; the poll
 * is scheduled while E-Verify still has to answer.
 */
export async function applyGatewayAnswer(
  m: EntityManager,
  audit: AuditService,
  actor: AuditActor,
  row: EVerifyCase,
  answer: EVerifyGatewayCase,
  opts: { now: Date; pollSeconds: number },
): Promise<FollowUp[]> {
  const from = row.status;
  const changed = from !== answer.status;
  row.caseNumber = answer.caseNumber;
  row.status = answer.status;
  row.agency = answer.agency ?? row.agency;
  if (changed) row.resultIssuedOn = answer.status === 'tentative-nonconfirmation' ? answer.resultIssuedOn : row.resultIssuedOn;
  row.referredOn = answer.referredOn ?? row.referredOn;
  row.nextPollAt = EVERIFY_WAITING_STATUSES.includes(answer.status) ? new Date(opts.now.getTime() + opts.pollSeconds * 1000) : null;
  if (answer.status === 'employment-authorized' && !row.closedAt) row.closedAt = opts.now;
  await m.save(row);
  if (!changed) return [];
  await audit.record(m, {
    actor,
    action: 'everify.result',
    recordType: 'everify_case',
    recordId: row.id,
    companyId: row.companyId,
    detail: { employeeId: row.employeeId, caseNumber: answer.caseNumber, from, to: answer.status, ...(answer.agency ? { agency: answer.agency } : {}) },
  });
  const jobs: FollowUp[] = [];
  const fetch = (what: JobPayloads[JobName.FetchEVerifyDocuments]['what']) => jobs.push({ name: JobName.FetchEVerifyDocuments, payload: { caseId: row.id, what } });
  if (answer.status === 'tentative-nonconfirmation') fetch('notice');
  if (answer.status === 'referred') fetch('referral');
  if (answer.status === 'photo-match') fetch('photo');
  if (answer.status === 'employment-authorized' || answer.status === 'final-nonconfirmation' || answer.status === 'closed') {
    // The record shows the case: a new version of the Form I-9.
    jobs.push(await newI9Version(m, row.employeeId));
  }
  // The company's webhook endpoints hear of the new result (everify.case_updated).
  const employee = await employeeWebhookRef(m, row.employeeId);
  if (employee) jobs.push(...(webhookDeliveryJobs(await recordWebhookEvent(m, webhookEvents.everifyCaseUpdated(employee, { caseId: row.id, status: answer.status, step: null, updatedAt: opts.now }))) as FollowUp[]));
  return jobs;
}
