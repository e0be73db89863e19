import { format, parseISO } from 'date-fns';
import { SUBMISSION_STATUSES, SUBMISSION_STATUS_LABELS, type SubmissionStatus } from '../../common/status';
import { countAxis } from './scale';
import styles from './charts.module.css';

export type MonthCounts = { month: string } & Record<SubmissionStatus, number>;

// A small drawing area, scaled up to the card's width: the 12px axis text stays readable on a phone.
const WIDTH = 360;
const HEIGHT = 200;
const PLOT = { left: 30, right: 4, top: 8, bottom: 22 };

const monthLabel = (month: string, pattern: string) => format(parseISO(`${month}-01`), pattern);

/**
 * Submissions per month, each column stacked by current status (bottom to top: pending, sent,
 * approved, rejected). Drawn as inline SVG: a chart library would outweigh the whole dashboard.
 * Screen readers get the same figures as a table.
 */
export function SubmissionsByMonthChart({ months }: { months: readonly MonthCounts[] }) {
  const totals = months.map((m) => SUBMISSION_STATUSES.reduce((sum, s) => sum + m[s], 0));
  const { top, step } = countAxis(Math.max(0, ...totals));
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = plotWidth / Math.max(1, months.length);
  const barWidth = Math.min(36, slot * 0.6);
  const y = (value: number) => PLOT.top + plotHeight - (value / top) * plotHeight;
  const first = months[0]?.month;
  const last = months[months.length - 1]?.month;
  const total = totals.reduce((a, b) => a + b, 0);

  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>
        Submissions by month{first && last ? `, ${monthLabel(first, 'MMM yyyy')} to ${monthLabel(last, 'MMM yyyy')}` : ''}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.svg} aria-hidden="true" focusable="false">
        {Array.from({ length: top / step + 1 }, (_, i) => {
          const value = step * i;
          return (
            <g key={i}>
              <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(value)} y2={y(value)} className={styles.grid} />
              <text x={PLOT.left - 6} y={y(value) + 4} textAnchor="end" className={styles.axisText}>
                {value}
              </text>
            </g>
          );
        })}
        {months.map((m, i) => {
          const x = PLOT.left + slot * i + (slot - barWidth) / 2;
          let base = 0;
          return (
            <g key={m.month}>
              {SUBMISSION_STATUSES.map((status) => {
                const from = base;
                base += m[status];
                if (!m[status]) return null;
                return <rect key={status} x={x} width={barWidth} y={y(base)} height={y(from) - y(base)} className={styles[status]} />;
              })}
              <text x={x + barWidth / 2} y={HEIGHT - 6} textAnchor="middle" className={styles.axisText}>
                {monthLabel(m.month, 'MMM')}
              </text>
            </g>
          );
        })}
      </svg>
      <ul className={styles.legend} aria-hidden="true">
        {SUBMISSION_STATUSES.map((status) => (
          <li key={status}>
            <span className={`${styles.swatch} ${styles[status]}`} /> {SUBMISSION_STATUS_LABELS[status]}
          </li>
        ))}
      </ul>
      {total === 0 && <p className={styles.empty}>No submissions in these months yet.</p>}
      <table className="visually-hidden">
        <caption>Submissions by month and current status</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            {SUBMISSION_STATUSES.map((status) => (
              <th key={status} scope="col">
                {SUBMISSION_STATUS_LABELS[status]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthLabel(m.month, 'MMMM yyyy')}</th>
              {SUBMISSION_STATUSES.map((status) => (
                <td key={status}>{m[status]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
