import type { ReactNode } from 'react';
import styles from './dashboard.module.css';

export type DetailItem = [label: string, value: ReactNode];

/** Label / value pairs of a record; empty values read as a dash rather than a blank. */
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <dl className={styles.details}>
      {items.map(([label, value]) => (
        <div key={label} className={styles.detailsItem}>
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
