import { Fragment, useState, type ReactNode } from 'react';
import { PAGE_SIZE } from '@clearhire/contracts';
import { LoadingRow, TableMessageRow } from './states';
import { TableHead } from './TableHead';
import { TableScroll } from './TableScroll';
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

/** One page of a list as the generated query hooks answer it. */
export interface ListPage<T> {
  currentData?: { data: T[]; count: number };
  isFetching: boolean;
}

interface PagedTableProps<T, A extends object> {
  /** Names the scrolling region (TableScroll) and, visually hidden, the table. */
  label: string;
  caption: string;
  /** The column headings, which also give the width of the loading and empty rows. */
  headers: readonly string[];
  /** The list's generated query hook, called once per page with the filters: one cached request per offset. */
  useList: (args: A & { limit: number; offset: number }) => ListPage<T>;
  /** The list's filters. */
  filters: A;
  rowKey: (item: T) => string | number;
  row: (item: T) => ReactNode;
}

/**
 * A server-paged table: the first page, each "View more" page appended under it as its own
 * request, a loading row while a page is on its way, and "No results found" for an empty list
 * (docs/product.md §8: a failed fetch reads as an empty list). The caller keys it by its filters.
 */
export function PagedTable<T, A extends object>({ label, caption, headers, useList, filters, rowKey, row }: PagedTableProps<T, A>) {
  const columns = headers.length;
  const { laterOffsets, lastOffset, shown, showMore } = usePages();
  const first = useList({ ...filters, limit: PAGE_SIZE, offset: 0 });
  const last = useList({ ...filters, limit: PAGE_SIZE, offset: lastOffset });
  const rows = first.currentData?.data ?? [];
  return (
    <>
      <TableScroll label={label}>
        <table className="table">
          <caption className="visually-hidden">{caption}</caption>
          <TableHead headers={headers} />
          <tbody>
            {first.isFetching && !first.currentData ? (
              <LoadingRow columns={columns} />
            ) : rows.length === 0 ? (
              <TableMessageRow columns={columns}>No results found</TableMessageRow>
            ) : (
              rows.map((item) => <Fragment key={rowKey(item)}>{row(item)}</Fragment>)
            )}
            {laterOffsets.map((offset) => (
              <LaterRows key={offset} offset={offset} columns={columns} useList={useList} filters={filters} rowKey={rowKey} row={row} />
            ))}
          </tbody>
        </table>
      </TableScroll>
      <ViewMoreButton total={first.currentData?.count ?? 0} shown={shown} loading={last.isFetching} onClick={showMore} />
    </>
  );
}

/** The rows of one "View more" page, appended under the ones before it. */
function LaterRows<T, A extends object>({ offset, columns, useList, filters, rowKey, row }: Pick<PagedTableProps<T, A>, 'useList' | 'filters' | 'rowKey' | 'row'> & { offset: number; columns: number }) {
  const { currentData, isFetching } = useList({ ...filters, limit: PAGE_SIZE, offset });
  if (isFetching && !currentData) return <LoadingRow columns={columns} />;
  return (
    <>
      {(currentData?.data ?? []).map((item) => (
        <Fragment key={rowKey(item)}>{row(item)}</Fragment>
      ))}
    </>
  );
}
