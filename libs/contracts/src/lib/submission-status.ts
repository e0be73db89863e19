/**
 * A submission's status and the evidence kept with it (docs/product.md §4, docs/compliance.md §3.2),
 * with the words users read for them. A module of its own: only the API and the dashboard use it,
 * and the applicant's forms, which load enums.ts for the Form I-9 boxes, never fetch these.
 */

export const SUBMISSION_STATUSES = ['pending', 'sent', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** How each submission status reads wherever it is shown ('sent' is sent to the state workforce agency). */
export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, string> = {
  pending: 'Pending',
  sent: 'Sent To State',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** How a submission reached the state workforce agency (evidence kept with the 'sent' status). */
export const SENT_CHANNELS = ['state-portal', 'bulk-upload', 'mail', 'fax'] as const;
export type SentChannel = (typeof SENT_CHANNELS)[number];

/** Each channel as a choice where a sending is recorded (the status form, the state batch). */
export const SENT_CHANNEL_LABELS: Record<SentChannel, string> = {
  'state-portal': 'State portal',
  'bulk-upload': 'Bulk upload',
  mail: 'Mail',
  fax: 'Fax',
};

/** Each channel inside a sentence of the status history: "Sent 20 Nov 2026 by bulk upload". */
export const SENT_BY_CHANNEL: Record<SentChannel, string> = {
  'state-portal': 'through the state portal',
  'bulk-upload': 'by bulk upload',
  mail: 'by mail',
  fax: 'by fax',
};

/** Evidence kept with a status change: when and how it was sent, the certification, the reason for a denial. */
export const STATUS_EVIDENCE_LIMITS = { certificationNumber: 40, rejectionReason: 300 } as const;
