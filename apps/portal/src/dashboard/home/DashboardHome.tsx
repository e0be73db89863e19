import { RECENT_SUBMISSIONS } from '@clearhire/contracts';
import { useSubmissionsListQuery } from '../../api/generated';
import { useSession } from '../../session/use-session';
import { usePageTitle } from '../common/hooks';
import { ErdBanner } from './ErdBanner';
import { StatCards } from './StatCards';
import { DueList } from './DueList';
import { RecentSubmissions } from './RecentSubmissions';
import { CreditOverview } from './CreditOverview';
import { ReverificationTile } from './ReverificationTile';
import { I9WorkTile } from './I9WorkTile';
import styles from './home.module.css';

/** Dashboard index (docs/product.md §2): ERD banner for company users, stat cards, due hires, credits and charts, recent submissions. */
export function DashboardHome() {
  usePageTitle('Dashboard');
  const { isAdmin, companyId, name } = useSession();
  // One request gives the stat cards (counts) and the recent rows (first page of RECENT_SUBMISSIONS).
  const recent = useSubmissionsListQuery({ limit: RECENT_SUBMISSIONS, offset: 0 });

  return (
    <>
      <div className={styles.heading}>
        <h1>Dashboard</h1>
        {name && <p className={styles.welcome}>Welcome back, {name}.</p>}
      </div>
      {!isAdmin && companyId !== null && <ErdBanner companyId={companyId} />}
      <StatCards counts={recent.data?.counts} loading={recent.isLoading} />
      <DueList showCompany={isAdmin} />
      <I9WorkTile />
      <ReverificationTile />
      <CreditOverview />
      <RecentSubmissions
        items={recent.data?.data ?? []}
        loading={recent.isLoading}
        failed={recent.isError}
        showCompany={isAdmin}
      />
    </>
  );
}
