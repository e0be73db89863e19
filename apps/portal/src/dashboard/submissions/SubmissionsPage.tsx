import { useSearchParams } from 'react-router-dom';
import { useSubmissionsListQuery, type SubmissionListItem, type SubmissionsListApiArg } from '../../api/generated';
import { useSession } from '../../session/use-session';
import { usePageTitle } from '../common/hooks';
import { PAGE_SIZE, PagedTable } from '../common/paging';
import { isSubmissionStatus, type SubmissionStatus } from '../common/status';
import { StatusChips } from './StatusChips';
import { CompanyFilter } from './CompanyFilter';
import { SubmissionRow, submissionHeaders } from './SubmissionRow';
import styles from '../common/dashboard.module.css';
import { withParam } from '../common/url-params';
import { useCompanyLocations } from '../common/use-locations';
import { LocationFilter, locationParam } from '../common/LocationFilter';

type Filters = Pick<SubmissionsListApiArg, 'status' | 'companyName' | 'locationId'>;

/**
 * All Submissions (docs/product.md §2): status chips with counts, the admins' company filter, and the
 * table, 10 rows at a time. The filters live in the URL (status, companyName) so a stat card or a
 * company page can link straight to a filtered list and the back button restores it.
 */
export function SubmissionsPage() {
  usePageTitle('All Submissions');
  const { isAdmin } = useSession();
  const { locations, several } = useCompanyLocations();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const filters: Filters = {
    status: isSubmissionStatus(statusParam) ? statusParam : undefined,
    // Company users only ever see their own company; the filter is an admin tool (docs/product.md §6).
    companyName: isAdmin ? params.get('companyName') || undefined : undefined,
    // One of the user's locations (?locationId=), where they have several.
    locationId: several ? locationParam(params.get('locationId')) : undefined,
  };
  // The chip counts are "per status, matching the other filters", so they come with the first page.
  const { data } = useSubmissionsListQuery({ ...filters, limit: PAGE_SIZE, offset: 0 });

  const setFilter = (key: keyof Filters, value: string | undefined) => setParams((current) => withParam(current, key, value));
  const toggleStatus = (status: SubmissionStatus) => setFilter('status', filters.status === status ? undefined : status);

  return (
    <>
      <div className={styles.pageHeader}>
        <h1>All Submissions</h1>
      </div>
      <StatusChips counts={data?.counts} active={filters.status} onToggle={toggleStatus} />
      {isAdmin && <CompanyFilter value={filters.companyName} onChange={(name) => setFilter('companyName', name)} />}
      {several && (
        <div className={styles.toolbar}>
          <LocationFilter id="submissions-location" locations={locations} value={filters.locationId} onChange={(id) => setFilter('locationId', id)} />
        </div>
      )}
      <SubmissionsTable key={`${filters.status ?? ''}|${filters.companyName ?? ''}|${filters.locationId ?? ''}`} filters={filters} showCompany={isAdmin} showLocation={several} />
    </>
  );
}

function SubmissionsTable({ filters, showCompany, showLocation }: { filters: Filters; showCompany: boolean; showLocation: boolean }) {
  return (
    <PagedTable<SubmissionListItem, Filters>
      label="Submissions table"
      caption="Submissions"
      headers={submissionHeaders(showCompany, showLocation)}
      useList={useSubmissionsListQuery}
      filters={filters}
      rowKey={(item) => item.id}
      row={(item) => <SubmissionRow item={item} showCompany={showCompany} showLocation={showLocation} />}
    />
  );
}
