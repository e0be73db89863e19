import type { SmsKind } from '@clearhire/contracts';

/**
 * Every background job ClearHire runs: its queue, its payload and its deterministic id.
 * Payloads carry record ids only, never personal data: Redis holds no SSN, name or address,
 * and the worker reads the committed record from PostgreSQL.
 *
 * A new job (a new generated document, say) is an entry here, a handler in apps/worker listed in
 * its WorkerModule and, for a document, a renderer in libs/documents; the shared GeneratedDocuments
 * stores it. The worker refuses to boot while an entry has no handler.
 */
export enum QueueName {
  Documents = 'documents',
  Mail = 'mail',
  /** Record-keeping: the Form I-9 retention purge, the inspection exports, the audit trail's checkpoints. */
  Compliance = 'compliance',
  /** E-Verify: submitting cases, polling for their results, fetching their notices and photos. */
  EVerify = 'everify',
  /** Webhook deliveries: a slow receiver waits here, never in front of the mail or the documents. */
  Webhooks = 'webhooks',
}

export enum JobName {
  RenderSubmissionForms = 'render-submission-forms',
  RenderErdAuthorization = 'render-erd-authorization',
  RenderI9Record = 'render-i9-record',
  SweepMissingWork = 'sweep-missing-work',
  SendI9Invitation = 'send-i9-invitation',
  SendErdReceived = 'send-erd-received',
  SendErdApproved = 'send-erd-approved',
  SendDemoRequest = 'send-demo-request',
  SendPrescreeningReceipt = 'send-prescreening-receipt',
  SendDueLists = 'send-due-lists',
  PurgeExpiredI9s = 'purge-expired-i9s',
  SendReverificationLink = 'send-reverification-link',
  /** A one-use account link: a password reset or an invitation. */
  SendAccountLink = 'send-account-link',
  BuildInspectionExport = 'build-inspection-export',
  SubmitEVerifyCase = 'submit-everify-case',
  PollEVerifyCases = 'poll-everify-cases',
  FetchEVerifyDocuments = 'fetch-everify-documents',
  WriteAuditCheckpoint = 'write-audit-checkpoint',
  /** One text to an employee (a link or a reminder), through the configured SMS provider. */
  SendText = 'send-text',
  /** The hourly look for employees to remind of Form I-9 Section 1 before their first day. */
  SendSection1Reminders = 'send-section1-reminders',
  /** One attempt of a webhook delivery (its state and schedule are in webhook_deliveries). */
  DeliverWebhook = 'deliver-webhook',
  /** Tells a company's owners that one of its webhook endpoints was disabled after 3 days of failures. */
  SendWebhookEndpointDisabled = 'send-webhook-endpoint-disabled',
}

export interface JobPayloads {
  /** hireRevision: the hire record the forms must carry (absent or 0 before any hire); it only makes the job id distinct. */
  [JobName.RenderSubmissionForms]: { submissionId: string; hireRevision?: number };
  /** replacing: the stored copy a new rendering replaces (a wrong date); it only makes the job id distinct from the first rendering's, kept a day. */
  [JobName.RenderErdAuthorization]: { erdFormId: string; replacing?: string };
  /** revision: the employee's I-9 revision the record must carry (absent or 0 for Section 1 alone); each revision is a new version. */
  [JobName.RenderI9Record]: { employeeId: string; revision?: number };
  [JobName.SweepMissingWork]: Record<string, never>;
  /** `resentAt`: the link was sent again (ms since the epoch), a new job of its own. */
  [JobName.SendI9Invitation]: { employeeId: string; resentAt?: number };
  [JobName.SendErdReceived]: { erdFormId: string };
  [JobName.SendErdApproved]: { erdFormId: string };
  [JobName.SendDemoRequest]: { contactRequestId: string };
  [JobName.SendPrescreeningReceipt]: { submissionId: string };
  [JobName.SendDueLists]: Record<string, never>;
  [JobName.PurgeExpiredI9s]: Record<string, never>;
  [JobName.SendReverificationLink]: { supplementBId: string };
  [JobName.SendAccountLink]: { linkId: string };
  [JobName.BuildInspectionExport]: { exportId: string };
  [JobName.SubmitEVerifyCase]: { caseId: string };
  [JobName.PollEVerifyCases]: Record<string, never>;
  /** What to fetch for the case: the Further Action Notice (en, es), the Referral Date Confirmation (en, es), or the photo to match. */
  [JobName.FetchEVerifyDocuments]: { caseId: string; what: EVerifyDocumentSet };
  [JobName.WriteAuditCheckpoint]: Record<string, never>;
  /**
   * key: what in particular is texted: 'link' (the invitation), 'link-<id>' (the link again to a
   * corrected number), a Supplement B section's id, or a reminder's day ('d2', 'd1', 'd0').
   */
  [JobName.SendText]: { employeeId: string; kind: SmsKind; key: string };
  [JobName.SendSection1Reminders]: Record<string, never>;
  /** attempt: the delivery's attempt this job makes (1 for the first); a job for an attempt already made is skipped. */
  [JobName.DeliverWebhook]: { deliveryId: string; attempt: number };
  [JobName.SendWebhookEndpointDisabled]: { endpointId: string };
}

export type EVerifyDocumentSet = 'notice' | 'referral' | 'photo';

export type JobPayload<N extends JobName> = JobPayloads[N];

interface JobDefinition<N extends JobName> {
  queue: QueueName;
  /** The record the job is about: the same record always gives the same job id. */
  recordKey: (payload: JobPayloads[N]) => string;
  /** Options that differ from DEFAULT_JOB_OPTIONS, with the reason beside them. */
  options?: { removeOnComplete?: boolean; removeOnFail?: boolean };
}

export const JOBS: { readonly [N in JobName]: JobDefinition<N> } = {
  // Each recorded hire is new work (fresh forms), so it gets its own id; the first render keeps the bare id.
  [JobName.RenderSubmissionForms]: { queue: QueueName.Documents, recordKey: (p) => (p.hireRevision ? `${p.submissionId}.hire-${p.hireRevision}` : p.submissionId) },
  [JobName.RenderErdAuthorization]: { queue: QueueName.Documents, recordKey: (p) => (p.replacing ? `${p.erdFormId}.replacing-${p.replacing}` : p.erdFormId) },
  // Each change of the I-9 is a new version of its record, under its own id.
  [JobName.RenderI9Record]: { queue: QueueName.Documents, recordKey: (p) => (p.revision ? `${p.employeeId}.r${p.revision}` : p.employeeId) },
  [JobName.SweepMissingWork]: { queue: QueueName.Documents, recordKey: () => 'all' },
  [JobName.SendI9Invitation]: { queue: QueueName.Mail, recordKey: (p) => (p.resentAt ? `${p.employeeId}.resent-${p.resentAt}` : p.employeeId) },
  [JobName.SendErdReceived]: { queue: QueueName.Mail, recordKey: (p) => p.erdFormId },
  [JobName.SendErdApproved]: { queue: QueueName.Mail, recordKey: (p) => p.erdFormId },
  [JobName.SendDemoRequest]: { queue: QueueName.Mail, recordKey: (p) => p.contactRequestId },
  [JobName.SendPrescreeningReceipt]: { queue: QueueName.Mail, recordKey: (p) => p.submissionId },
  [JobName.SendDueLists]: { queue: QueueName.Mail, recordKey: () => 'daily' },
  [JobName.PurgeExpiredI9s]: { queue: QueueName.Compliance, recordKey: () => 'all' },
  [JobName.SendReverificationLink]: { queue: QueueName.Mail, recordKey: (p) => p.supplementBId },
  [JobName.SendAccountLink]: { queue: QueueName.Mail, recordKey: (p) => p.linkId },
  [JobName.BuildInspectionExport]: { queue: QueueName.Compliance, recordKey: (p) => p.exportId },
  [JobName.SubmitEVerifyCase]: { queue: QueueName.EVerify, recordKey: (p) => p.caseId },
  [JobName.PollEVerifyCases]: { queue: QueueName.EVerify, recordKey: () => 'all' },
  [JobName.FetchEVerifyDocuments]: { queue: QueueName.EVerify, recordKey: (p) => `${p.caseId}.${p.what}` },
  [JobName.WriteAuditCheckpoint]: { queue: QueueName.Compliance, recordKey: () => 'latest' },
  [JobName.SendText]: { queue: QueueName.Mail, recordKey: (p) => `${p.employeeId}.${p.kind}.${p.key}` },
  [JobName.SendSection1Reminders]: { queue: QueueName.Mail, recordKey: () => 'hourly' },
  // The delivery's row is the record of every attempt, so a finished job is dropped at once: the
  // sweep may then queue the same attempt again after a replay or a lost job, and the handler's
  // claim on the attempt number makes a second run of one attempt a no-op.
  [JobName.DeliverWebhook]: { queue: QueueName.Webhooks, recordKey: (p) => `${p.deliveryId}.${p.attempt}`, options: { removeOnComplete: true, removeOnFail: true } },
  [JobName.SendWebhookEndpointDisabled]: { queue: QueueName.Mail, recordKey: (p) => p.endpointId },
};

export const JOB_NAMES = Object.values(JobName);

/**
 * `render-submission-forms.<uuid>`: BullMQ ignores a second add with an id it already holds, so a
 * double submit, a retry of the request or the sweep never makes a second document. A recorded hire
 * asks for new forms under `render-submission-forms.<uuid>.hire-<n>`.
 * (BullMQ refuses ':' in custom ids, hence the dot.)
 */
export function jobIdFor<N extends JobName>(name: N, payload: JobPayloads[N]): string {
  return `${name}.${JOBS[name].recordKey(payload)}`;
}

/** Retries with exponential backoff (2 s, 4 s, 8 s …); failures are kept for administrators to see. */
export const JOB_ATTEMPTS = 6;
export const JOB_BACKOFF_MS = 2000;

export const DEFAULT_JOB_OPTIONS = {
  attempts: JOB_ATTEMPTS,
  backoff: { type: 'exponential', delay: JOB_BACKOFF_MS },
  // Completed jobs are dropped after a day (the document or mail record is the lasting proof);
  // failed ones stay until someone looks at them.
  removeOnComplete: { age: 24 * 3600, count: 5000 },
  removeOnFail: false,
} as const;

/**
 * Boot-time check for a worker: every job name has exactly one handler, and no handler is
 * registered for a name the registry does not know.
 */
export function assertCompleteRegistry(handled: readonly string[]): void {
  const problems: string[] = [];
  for (const name of JOB_NAMES) {
    const count = handled.filter((h) => h === name).length;
    if (count !== 1) problems.push(`${name}: ${count} handlers`);
  }
  for (const name of handled) if (!JOB_NAMES.includes(name as JobName)) problems.push(`${name}: not in the job registry`);
  if (problems.length) throw new Error(`Job registry incomplete: ${problems.join('; ')}`);
}
