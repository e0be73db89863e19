import { useState } from 'react';
import { PAGE_SIZE } from '@clearhire/contracts';
import styles from './dashboard.module.css';

export { PAGE_SIZE };

/**
 * Server pages of a list (docs/architecture.md §9): the first PAGE_SIZE rows, and one more page per
 * "View more". Each page is its own cached request, so a later page that changes (a status
 * changed, a row added) is refetched on its own and the rows already shown stay in order.
 * A list resets to one page when its filters change: the caller keys it by its filters.
 */
export function usePages() {
  const [pages, setPages] = useState(1);
  const offsets = Array.from({ length: pages }, (_, i) => i * PAGE_SIZE);
  return {
    /** Offsets after the first page, which the list renders itself. */
    laterOffsets: offsets.slice(1),
    lastOffset: offsets[offsets.length - 1],
    shown: pages * PAGE_SIZE,
    showMore: () => setPages((n) => n + 1),
  };
}

interface ViewMoreProps {
  /** Rows matching the filters, from the first page's `count`. */
  total: number;
  shown: number;
  loading: boolean;
  onClick: () => void;
}

export function ViewMoreButton({ total, shown, loading, onClick }: ViewMoreProps) {
  if (shown >= total) return null;
  return (
    <p className={styles.viewMore}>
      <button type="button" className="button button--secondary" onClick={onClick} disabled={loading} aria-busy={loading}>
        {loading ? 'Loading…' : 'View more'}
      </button>
    </p>
  );
}
