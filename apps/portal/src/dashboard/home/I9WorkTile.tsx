import { Link } from 'react-router-dom';
import { useDashboardFiguresQuery } from '../../api/generated';
import { formatDate } from '../../ui/format';
import { deadlineSentence } from '../common/deadline';
import shared from '../common/dashboard.module.css';
import styles from './home.module.css';

/**
 * Form I-9 Section 2 and E-Verify work (docs/compliance.md §4.2, §6): the counts, then the ten most
 * urgent steps, each opening the employee's I-9 workspace; and the applicants hired without a Form
 * I-9 started, owed from their hire date. Hidden while there is none.
 */
export function I9WorkTile({ locationId }: { locationId?: number }) {
  const { data } = useDashboardFiguresQuery(locationId === undefined ? {} : { locationId });
  const w = data?.i9_work;
  if (!w || w.section2_due + w.everify_to_create + w.everify_action_needed + w.hired_i9_not_started === 0) return null;
  const testMode = w.items.some((i) => i.test_mode);
  return (
    <section aria-labelledby="i9-work-title" className={styles.section}>
      <h2 id="i9-work-title">Section 2 and E-Verify due</h2>
      <ul className={styles.stats}>
        <li className={styles.stat}>
          <span className={styles.statLabel}>Section 2 due</span> <span className={styles.statValue}>{w.section2_due}</span>
          <span className={styles.hint}>within one business day, or late</span>
        </li>
        <li className={styles.stat}>
          <span className={styles.statLabel}>E-Verify cases to create</span> <span className={styles.statValue}>{w.everify_to_create}</span>
          <span className={styles.hint}>by the 3rd business day after the first day</span>
        </li>
        <li className={styles.stat}>
          <span className={styles.statLabel}>E-Verify cases needing action</span> <span className={styles.statValue}>{w.everify_action_needed}</span>
          <span className={styles.hint}>a notice, a decision, a referral, a photo or a closure</span>
        </li>
        {w.hired_i9_not_started > 0 && (
          <li className={styles.stat}>
            <span className={styles.statLabel}>Hired, Form I-9 not started</span> <span className={styles.statValue}>{w.hired_i9_not_started}</span>
            <span className={styles.hint}>
              {w.hired_i9_not_started_since ? `the oldest hired ${formatDate(w.hired_i9_not_started_since)}: ` : ''}
              <Link to="/dashboard/submissions">add them as employees from their pre-screening</Link>
            </span>
          </li>
        )}
      </ul>
      {testMode && <p className={styles.hint}>E-Verify test mode: these cases are not real E-Verify results.</p>}
      <ul className={shared.plainList}>
        {w.items.map((i) => (
          <li key={`${i.employee_id}-${i.kind}`}>
            <Link to={`/dashboard/employees/${i.employee_id}`}>{i.name}</Link>: {i.text}
            {i.due_date && i.days_left !== null && i.days_unit && (
              <span className={i.days_left < 0 ? styles.late : styles.hint}>
                {' '}
                {/* Each in its own days: Section 2 and the case to create in business days, a mismatch's steps in federal working days. */}
                {deadlineSentence(i.days_left, i.days_unit, i.due_date)}.
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
