import { useState } from 'react';
import { RECENT_SUBMISSIONS } from '@clearhire/contracts';
import { useDashboardLocationsQuery, useSubmissionsListQuery } from '../../api/generated';
import { useSession } from '../../session/use-session';
import { usePageTitle } from '../common/hooks';
import { ErdBanner } from './ErdBanner';
import { StatCards } from './StatCards';
import { DueList } from './DueList';
import { RecentSubmissions } from './RecentSubmissions';
import { CreditOverview } from './CreditOverview';
import { ReverificationTile } from './ReverificationTile';
import { I9WorkTile } from './I9WorkTile';
import { LocationFigures, LocationFilter } from './LocationFigures';
import styles from './home.module.css';

/**
 * Dashboard index (docs/product.md §2): ERD banner for company users, stat cards, due hires, credits
 * and charts, recent submissions. A company user with several locations may narrow the Form I-9 and
 * credit figures to one; an owner also sees the figures per location.
 */
export function DashboardHome() {
  usePageTitle('Dashboard');
  const { isAdmin, isOwner, companyId, name } = useSession();
  // One request gives the stat cards (counts) and the recent rows (first page of RECENT_SUBMISSIONS).
  const recent = useSubmissionsListQuery({ limit: RECENT_SUBMISSIONS, offset: 0 });
  // A company user's locations in scope (a member's own), with their figures; an administrator sees every company at once.
  const locations = useDashboardLocationsQuery({}, { skip: isAdmin || companyId === null });
  const rows = locations.data?.data ?? [];
  const [locationId, setLocationId] = useState<number | undefined>(undefined);
  const chosen = rows.find((r) => r.id === locationId);

  return (
    <>
      <div className={styles.heading}>
        <h1>Dashboard</h1>
        {name && <p className={styles.welcome}>Welcome back, {name}.</p>}
      </div>
      {!isAdmin && companyId !== null && <ErdBanner companyId={companyId} />}
      <StatCards counts={recent.data?.counts} loading={recent.isLoading} />
      <DueList showCompany={isAdmin} />
      {rows.length > 1 && <LocationFilter rows={rows} value={chosen?.id} onChange={setLocationId} />}
      <I9WorkTile locationId={chosen?.id} />
      <ReverificationTile locationId={chosen?.id} />
      <CreditOverview location={chosen} />
      {isOwner && rows.length > 1 && <LocationFigures rows={rows} onChoose={setLocationId} />}
      <RecentSubmissions
        items={recent.data?.data ?? []}
        loading={recent.isLoading}
        failed={recent.isError}
        showCompany={isAdmin}
      />
    </>
  );
}
