import { Link } from 'react-router-dom';
import { useCreditsSummaryQuery, useDashboardFiguresQuery, type LocationFigures } from '../../api/generated';
import { formatMoney } from '../../ui/format';
import { whoIsWaiting } from '../credits/waiting-for-renewal';
import { CreditsByGroupChart } from './charts/CreditsByGroupChart';
import { SubmissionsByMonthChart } from './charts/SubmissionsByMonthChart';
import styles from './home.module.css';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * What the pre-screenings are worth and what the certified hires have earned: the potential
 * credit of the eligible submissions not rejected, apart from it the credit of hires who started
 * while WOTC is not authorized (waiting for renewal), the credit from the wages recorded (every
 * tax year's Form 5884 line 2), and the two charts. A company sees its own figures (a member their
 * locations', one location's when `location` is chosen); an administrator sees every company's.
 */
export function CreditOverview({ location }: { location?: LocationFigures }) {
  const figures = useDashboardFiguresQuery(location === undefined ? {} : { locationId: location.id });
  const summary = useCreditsSummaryQuery({});
  // One location's earned credit is its row of the figures per location; the summary is every location's in scope.
  const earned = location ? location.earned_credit : (summary.data?.data.reduce((sum, year) => sum + year.line_2, 0) ?? 0);
  const potential = figures.data?.potential_credits;

  return (
    <section aria-labelledby="credits-title" className={styles.section}>
      <h2 id="credits-title">Tax Credits</h2>
      {figures.isError || summary.isError ? (
        <p>We could not load the credit figures. Reload the page to try again.</p>
      ) : (
        <>
          <ul className={styles.stats}>
            <li>
              <Link to="/dashboard/submissions" className={styles.stat}>
                <span className={styles.statLabel}>Potential Credits</span>{' '}
                <span className={styles.statValue}>{potential ? formatMoney(potential.total) : '…'}</span>{' '}
                <span className={styles.hint}>{potential ? `across ${plural(potential.submissions, 'eligible submission', 'eligible submissions')}` : ''}</span>
              </Link>
            </li>
            {figures.data && figures.data.waiting_for_renewal.submissions > 0 && (
              <li>
                <Link to="/dashboard/credits" className={styles.stat}>
                  <span className={styles.statLabel}>Waiting for Renewal</span>{' '}
                  <span className={styles.statValue}>{formatMoney(figures.data.waiting_for_renewal.total)}</span>{' '}
                  <span className={styles.hint}>{`${whoIsWaiting(figures.data.waiting_for_renewal)}, not counted until the program is renewed`}</span>
                </Link>
              </li>
            )}
            <li>
              <Link to="/dashboard/credits" className={styles.stat}>
                <span className={styles.statLabel}>Credits Earned</span>{' '}
                <span className={styles.statValue}>{summary.isLoading ? '…' : formatMoney(earned)}</span>{' '}
                <span className={styles.hint}>from the wages of certified hires</span>
              </Link>
            </li>
          </ul>
          {potential && potential.rehires_not_counted > 0 && (
            <p className={styles.hint} role="note">
              Not counted: {plural(potential.rehires_not_counted, 'applicant who worked for you before', 'applicants who worked for you before')}. {potential.rehires_reason}
            </p>
          )}
          <div className={styles.charts}>
            <div className="card">
              {figures.data ? <SubmissionsByMonthChart months={figures.data.submissions_by_month} /> : <p role="status">Loading the chart…</p>}
            </div>
            <div className="card">
              <h3 className={styles.chartTitle}>Credits by target group</h3>
              {figures.data && summary.data ? (
                <CreditsByGroupChart potential={figures.data.potential_by_group} earned={summary.data.by_group} waiting={figures.data.waiting_for_renewal} />
              ) : (
                <p role="status">Loading the chart…</p>
              )}
            </div>
          </div>
        </>
      )}
    </section>
  );
}
