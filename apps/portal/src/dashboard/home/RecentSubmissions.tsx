import { Link } from 'react-router-dom';
import type { SubmissionListItem } from '../../api/generated';
import { SubmissionRow, SubmissionTableHead, submissionColumns } from '../submissions/SubmissionRow';
import { LoadingRow, TableMessageRow } from '../common/states';
import styles from './home.module.css';
import { TableScroll } from '../common/TableScroll';

interface Props {
  items: SubmissionListItem[];
  loading: boolean;
  failed: boolean;
  showCompany: boolean;
}

/** The newest submissions (docs/product.md §9: 5); a failed fetch reads as an empty list (docs/product.md §8). */
export function RecentSubmissions({ items, loading, failed, showCompany }: Props) {
  const columns = submissionColumns(showCompany);
  return (
    <section aria-labelledby="recent-title" className={styles.section}>
      <div className={styles.sectionHeader}>
        <h2 id="recent-title">Recent Submissions</h2>
        <Link to="/dashboard/submissions">See all submissions</Link>
      </div>
      <TableScroll label="Recent submissions table">
        <table className="table">
          <SubmissionTableHead showCompany={showCompany} />
          <tbody>
            {loading ? (
              <LoadingRow columns={columns} />
            ) : failed || items.length === 0 ? (
              <TableMessageRow columns={columns}>No results found</TableMessageRow>
            ) : (
              items.map((item) => <SubmissionRow key={item.id} item={item} showCompany={showCompany} />)
            )}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
