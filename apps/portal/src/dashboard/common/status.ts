import { SENT_CHANNELS, SUBMISSION_STATUSES, type SentChannel, type SubmissionStatus } from '@clearhire/contracts';

export { SENT_CHANNELS, SUBMISSION_STATUSES };
export type { SentChannel, SubmissionStatus };

/** How each submission status reads on badges, chips and the picker ('sent' is the state agency). */
export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, string> = {
  pending: 'Pending',
  sent: 'Sent To State',
  approved: 'Approved',
  rejected: 'Rejected',
};

export function isSubmissionStatus(value: string | null | undefined): value is SubmissionStatus {
  return (SUBMISSION_STATUSES as readonly string[]).includes(value ?? '');
}

/** How a submission reached the state agency, as the status form offers it. */
export const SENT_CHANNEL_LABELS: Record<SentChannel, string> = {
  'state-portal': 'State portal',
  'bulk-upload': 'Bulk upload',
  mail: 'Mail',
  fax: 'Fax',
};
