import { Link } from 'react-router-dom';
import { useDashboardFiguresQuery } from '../../api/generated';
import styles from './home.module.css';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * Employees whose employment authorization ends within 90 days (or has ended): Form I-9 Supplement B
 * is due by that day. Hidden while there are none; the link opens the list of them, soonest first.
 */
export function ReverificationTile({ locationId }: { locationId?: number }) {
  const { data } = useDashboardFiguresQuery(locationId === undefined ? {} : { locationId });
  const r = data?.reverifications;
  if (!r || r.overdue + r.within_30_days + r.within_90_days === 0) return null;
  return (
    <section aria-labelledby="reverify-title" className={styles.section}>
      <h2 id="reverify-title">Form I-9 reverifications</h2>
      <ul className={styles.stats}>
        <li>
          <Link to="/dashboard/employees?reverify=due" className={styles.stat}>
            <span className={styles.statLabel}>Overdue</span> <span className={styles.statValue}>{r.overdue}</span>{' '}
            <span className={styles.hint}>{plural(r.overdue, 'employee', 'employees')} past their reverification date</span>
          </Link>
        </li>
        <li>
          <Link to="/dashboard/employees?reverify=due" className={styles.stat}>
            <span className={styles.statLabel}>Within 30 days</span> <span className={styles.statValue}>{r.within_30_days}</span>{' '}
            <span className={styles.hint}>then {plural(r.within_90_days, 'more', 'more')} within 90 days</span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
