import type { StatusCounts } from '../../api/generated';
import { SUBMISSION_STATUSES, SUBMISSION_STATUS_LABELS, type SubmissionStatus } from '../common/status';
import styles from './submissions.module.css';

interface Props {
  counts: StatusCounts | undefined;
  active: SubmissionStatus | undefined;
  onToggle: (status: SubmissionStatus) => void;
}

/**
 * One toggle per status with its count (docs/product.md §2). Pressing a chip filters the list to it and
 * dims the others; pressing it again shows every status.
 */
export function StatusChips({ counts, active, onToggle }: Props) {
  return (
    <div role="group" aria-label="Filter by status" className={styles.chips}>
      {SUBMISSION_STATUSES.map((status) => (
        <button
          key={status}
          type="button"
          className={styles.chip}
          aria-pressed={active === status}
          data-dimmed={active !== undefined && active !== status}
          onClick={() => onToggle(status)}
        >
          {SUBMISSION_STATUS_LABELS[status]}{' '}
          <span className={styles.chipCount}>{counts?.[status] ?? 0}</span>
        </button>
      ))}
    </div>
  );
}
