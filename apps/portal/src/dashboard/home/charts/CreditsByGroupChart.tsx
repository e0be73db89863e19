import type { WaitingForRenewal } from '../../../api/generated';
import { formatMoney } from '../../../ui/format';
import { nothingButWaiting } from '../../credits/waiting-for-renewal';
import styles from './charts.module.css';

export interface GroupAmount {
  group: string;
  group_name: string;
  credit: number;
}

interface Row {
  group: string;
  name: string;
  potential: number;
  earned: number;
}

/** One row per target group that has either figure, largest first. */
export function mergeByGroup(potential: readonly GroupAmount[], earned: readonly GroupAmount[]): Row[] {
  const rows = new Map<string, Row>();
  const row = (g: GroupAmount): Row => {
    let found = rows.get(g.group);
    if (!found) rows.set(g.group, (found = { group: g.group, name: g.group_name, potential: 0, earned: 0 }));
    return found;
  };
  for (const g of potential) row(g).potential += g.credit;
  for (const g of earned) row(g).earned += g.credit;
  return [...rows.values()]
    .filter((r) => r.potential > 0 || r.earned > 0)
    .sort((a, b) => Math.max(b.potential, b.earned) - Math.max(a.potential, a.earned) || a.name.localeCompare(b.name));
}

const width = (value: number, top: number) => `${top > 0 ? Math.max(value > 0 ? 1 : 0, (value / top) * 100) : 0}%`;

/**
 * Credits by target group: the potential credit of the eligible pre-screenings and the credit
 * earned by certified hires from the wages recorded. A table, so the figures are read as text;
 * the bars are decoration beside them.
 */
export function CreditsByGroupChart({ potential, earned, waiting }: { potential: readonly GroupAmount[]; earned: readonly GroupAmount[]; waiting?: WaitingForRenewal }) {
  const rows = mergeByGroup(potential, earned);
  if (rows.length === 0) {
    // Eligible hires held by WOTC's lapse are left out of the groups: "no credits yet" would contradict the figure beside it.
    const text = waiting && waiting.submissions > 0 ? nothingButWaiting(waiting) : 'No credits yet: they appear once eligible applicants pre-screen.';
    return <p className={styles.empty}>{text}</p>;
  }
  const top = Math.max(...rows.map((r) => Math.max(r.potential, r.earned)));
  return (
    <table className={styles.barTable}>
      <caption className="visually-hidden">Credits by target group</caption>
      <thead>
        <tr>
          <th scope="col">Target group</th>
          <th scope="col">
            <span className={`${styles.swatch} ${styles.potential}`} aria-hidden="true" /> Potential
          </th>
          <th scope="col">
            <span className={`${styles.swatch} ${styles.earned}`} aria-hidden="true" /> Earned
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.group}>
            <th scope="row">{r.name}</th>
            <td>
              <span className={styles.barValue}>{formatMoney(r.potential)}</span>
              <span className={`${styles.bar} ${styles.potential}`} style={{ width: width(r.potential, top) }} aria-hidden="true" />
            </td>
            <td>
              <span className={styles.barValue}>{formatMoney(r.earned)}</span>
              <span className={`${styles.bar} ${styles.earned}`} style={{ width: width(r.earned, top) }} aria-hidden="true" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
