import { SUBMISSION_STATUSES, type SubmissionStatus } from '@clearhire/contracts';

// The dashboard's words for a submission's status and for how it was sent are the contracts' (their one
// source, beside the API's enums); this module adds the guard for a status read from the URL.
export { SENT_BY_CHANNEL, SENT_CHANNEL_LABELS, SENT_CHANNELS, SUBMISSION_STATUS_LABELS, SUBMISSION_STATUSES } from '@clearhire/contracts';
export type { SentChannel, SubmissionStatus } from '@clearhire/contracts';

export function isSubmissionStatus(value: string | null | undefined): value is SubmissionStatus {
  return (SUBMISSION_STATUSES as readonly string[]).includes(value ?? '');
}
