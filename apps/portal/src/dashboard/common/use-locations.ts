import { useLocationsListQuery, type LocationView } from '../../api/generated';
import { useSession } from '../../session/use-session';

/**
 * The locations of the session's company in its scope (a member's own), for the pages that name or
 * filter by one. Administrators, who see every company, get none: their lists show each row's
 * location without a filter. A list that cannot be read leaves the pages as for a single location.
 */
export function useCompanyLocations(): { locations: LocationView[]; several: boolean; isLoading: boolean } {
  const { companyId, isAdmin } = useSession();
  const skip = isAdmin || companyId === null;
  const { data, isLoading } = useLocationsListQuery({ companyId: companyId ?? 0 }, { skip });
  const locations = data?.data ?? [];
  return { locations, several: locations.length > 1, isLoading: !skip && isLoading };
}
