import { SUBMISSION_STATUS_LABELS, type SubmissionStatus } from './status';

/** The read-only status of a submission (global .badge colours, readable at 4.5:1). */
export function StatusBadge({ status }: { status: SubmissionStatus }) {
  return <span className={`badge badge--${status}`}>{SUBMISSION_STATUS_LABELS[status]}</span>;
}
