import { Link } from 'react-router-dom';
import { STATE_DEADLINE_WARNING_DAYS, WOTC_SUBMISSION_DAYS } from '@clearhire/domain';
import { useSubmissionsDueQuery, type DueSubmission } from '../../api/generated';
import { formatDate } from '../../ui/format';
import { PAGE_SIZE } from '../common/paging';
import { submissionPath } from '../submissions/SubmissionRow';
import { CompanyName } from '../common/CompanyName';
import styles from './home.module.css';

export function dueLabel(due: Pick<DueSubmission, 'late' | 'days_left'>): string {
  if (due.late) return 'Late';
  if (due.days_left === 0) return 'Due today';
  return due.days_left === 1 ? 'Due in 1 day' : `Due in ${due.days_left} days`;
}

/**
 * Hires whose Form 8850 must reach the state agency soon: start date + 28 days falls within the
 * warning window or has passed. The API sorts them most urgent first.
 */
export function DueList({ showCompany }: { showCompany: boolean }) {
  const { data, isLoading, isError } = useSubmissionsDueQuery({ limit: PAGE_SIZE, offset: 0 });
  const rows = data?.data ?? [];

  return (
    <section aria-labelledby="due-title" className={styles.section}>
      <h2 id="due-title">State Deadlines</h2>
      <p className={styles.hint}>
        Form 8850 must reach the state agency within {WOTC_SUBMISSION_DAYS} days of the start date. Listed: hires due within{' '}
        {STATE_DEADLINE_WARNING_DAYS} days, and late ones.
      </p>
      {isLoading ? (
        <p role="status">Loading deadlines…</p>
      ) : isError ? (
        <p>We could not load the state deadlines. Reload the page to try again.</p>
      ) : rows.length === 0 ? (
        <p>No hires are due at the state agency in the next {STATE_DEADLINE_WARNING_DAYS} days.</p>
      ) : (
        <>
          <ul className={styles.dueList}>
            {rows.map((due) => (
              <li key={due.id} className={styles.dueItem}>
                <span className={due.late ? `badge badge--rejected` : 'badge badge--pending'}>{dueLabel(due)}</span>
                <Link to={submissionPath(due.id)}>
                  {due.firstname} {due.lastname}
                </Link>
                {showCompany && <CompanyName name={due.company_name} />}
                <span className={styles.dueDates}>
                  Started {formatDate(due.start_date)} · deadline {formatDate(due.state_deadline)}
                </span>
              </li>
            ))}
          </ul>
          {(data?.count ?? 0) > rows.length && (
            <p className={styles.hint}>
              Showing the {rows.length} most urgent of {data?.count} hires.
            </p>
          )}
        </>
      )}
    </section>
  );
}
