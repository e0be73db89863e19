import { useSubmissionsChangeStatusMutation } from '../../api/generated';
import { apiErrors } from '../../api/errors';
import { SUBMISSION_STATUSES, SUBMISSION_STATUS_LABELS, type SubmissionStatus } from '../shared/status';
import styles from './submissions.module.css';

/** Administrators set any of the four statuses directly (SPEC.md §4); the badge colours follow the choice. */
export function StatusPicker({ submissionId, status }: { submissionId: string; status: SubmissionStatus }) {
  const [changeStatus, { isLoading, originalArgs, error }] = useSubmissionsChangeStatusMutation();
  // Show the requested status while it is saved; the refetched detail confirms it afterwards.
  const shown = isLoading && originalArgs ? originalArgs.statusChangeDto.newStatus : status;
  return (
    <span className={styles.statusPicker}>
      <label htmlFor="submission-status">Status</label>
      <select
        id="submission-status"
        className={`badge badge--${shown}`}
        value={shown}
        disabled={isLoading}
        onChange={(event) =>
          changeStatus({ id: submissionId, statusChangeDto: { newStatus: event.target.value as SubmissionStatus } })
        }
      >
        {SUBMISSION_STATUSES.map((option) => (
          <option key={option} value={option}>
            {SUBMISSION_STATUS_LABELS[option]}
          </option>
        ))}
      </select>
      {error && (
        <span role="alert" className="field__error">
          {apiErrors(error)
            .map((e) => e.msg)
            .join(' ')}
        </span>
      )}
    </span>
  );
}
