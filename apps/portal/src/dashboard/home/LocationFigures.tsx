import type { LocationFigures as LocationRow } from '../../api/generated';
import { formatMoney } from '../../ui/format';
import linkStyles from '../../ui/link-button.module.css';
import shared from '../common/dashboard.module.css';
import styles from './home.module.css';

/**
 * The owner's "By location": each location's submissions, credits and the Form I-9 and E-Verify work
 * due there, from GET /api/dashboard/locations, so a site falling behind shows at a glance. Choosing a
 * location's name narrows the dashboard's figures to it.
 */
export function LocationFigures({ rows, onChoose }: { rows: readonly LocationRow[]; onChoose: (locationId: number) => void }) {
  return (
    <section aria-labelledby="by-location-title" className={styles.section}>
      <h2 id="by-location-title">By location</h2>
      <div className={`table-wrap ${shared.tableScroll}`}>
        <table className="table">
          <caption className="visually-hidden">Figures per location</caption>
          <thead>
            <tr>
              <th scope="col">Location</th>
              <th scope="col" className={styles.number}>Submissions</th>
              <th scope="col" className={styles.number}>Potential credit</th>
              <th scope="col" className={styles.number}>Credit earned</th>
              <th scope="col" className={styles.number}>Form I-9 due</th>
              <th scope="col" className={styles.number}>E-Verify steps due</th>
              <th scope="col" className={styles.number}>Reverifications due</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <th scope="row">
                  <button type="button" className={linkStyles.linkButton} onClick={() => onChoose(r.id)} aria-label={`Show the figures of ${r.name}`}>
                    {r.name}
                  </button>
                </th>
                <td className={styles.number}>{r.submissions.toLocaleString('en-US')}</td>
                <td className={styles.number}>{formatMoney(r.potential_credit)}</td>
                <td className={styles.number}>{formatMoney(r.earned_credit)}</td>
                <td className={r.i9_work_due > 0 ? `${styles.number} ${styles.late}` : styles.number}>{r.i9_work_due}</td>
                <td className={r.everify_steps_due > 0 ? `${styles.number} ${styles.late}` : styles.number}>{r.everify_steps_due}</td>
                <td className={styles.number}>{r.reverifications_due}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.hint}>
        Form I-9 due: Section 2 due within one business day or late, and hires whose Form I-9 is not started. Reverifications due: overdue or within 30 days.
      </p>
    </section>
  );
}

/** The location whose figures the dashboard shows, or every location in scope: offered when there are several. */
export function LocationFilter({ rows, value, onChange }: { rows: readonly Pick<LocationRow, 'id' | 'name'>[]; value: number | undefined; onChange: (locationId: number | undefined) => void }) {
  return (
    <div className={styles.locationFilter}>
      <label htmlFor="dashboard-location">Figures for</label>{' '}
      <select id="dashboard-location" value={value ?? ''} onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}>
        <option value="">Every location</option>
        {rows.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}
          </option>
        ))}
      </select>
    </div>
  );
}
