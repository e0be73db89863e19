import { SUBMISSION_STATUSES, type SubmissionStatus } from '@clearhire/contracts';

export { SUBMISSION_STATUSES };
export type { SubmissionStatus };

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
