import { Link } from 'react-router-dom';
import type { StatusCounts } from '../../api/generated';
import { SUBMISSION_STATUS_LABELS } from '../common/status';
import styles from './home.module.css';

const CARDS: { label: string; count: keyof StatusCounts; to: string }[] = [
  { label: 'Total Submissions', count: 'total', to: '/dashboard/submissions' },
  { label: SUBMISSION_STATUS_LABELS.approved, count: 'approved', to: '/dashboard/submissions?status=approved' },
  { label: SUBMISSION_STATUS_LABELS.pending, count: 'pending', to: '/dashboard/submissions?status=pending' },
  { label: SUBMISSION_STATUS_LABELS.sent, count: 'sent', to: '/dashboard/submissions?status=sent' },
];

/** Four cards, each opening the submissions list filtered to what it counts. A failed count reads 0, like the list. */
export function StatCards({ counts, loading }: { counts: StatusCounts | undefined; loading: boolean }) {
  return (
    <section aria-labelledby="stats-title" className={styles.section}>
      <h2 id="stats-title" className="visually-hidden">
        Submission totals
      </h2>
      <ul className={styles.stats}>
        {CARDS.map((card) => (
          <li key={card.count}>
            <Link to={card.to} className={styles.stat}>
              <span className={styles.statLabel}>{card.label}</span>{' '}
              <span className={styles.statValue}>{loading ? '…' : (counts?.[card.count] ?? 0)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
