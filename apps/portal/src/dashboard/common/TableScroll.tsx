import type { ReactNode } from 'react';
import styles from './dashboard.module.css';

/**
 * The horizontal scroll box of a table (a phone is narrower than most tables). It can take focus so
 * keyboard users can scroll it even when it holds no link, e.g. a 'No results found' row (axe
 * scrollable-region-focusable), and it is a named region so that tab stop is announced.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={`table-wrap ${styles.tableScroll}`} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
