import type { Location } from '@clearhire/db';
import { encodeCompanyLinkId } from '@clearhire/domain';
import type { LocationCounts } from './locations.repository';
import type { LocationRef, LocationView } from './locations.dto';

/** The path of a location's own pre-screening link (the public page behind it names the company and the location). */
export function prescreeningLinkOf(l: Pick<Location, 'companyId' | 'linkKey'>): string {
  return `/prescreening/${encodeCompanyLinkId(l.companyId)}/${l.linkKey}`;
}

export function presentLocation(l: Location, counts: LocationCounts | undefined): LocationView {
  return {
    id: l.id,
    name: l.name,
    street: l.street,
    city: l.city,
    state: l.state,
    zip: l.zip,
    time_zone: l.timeZone,
    everify_hiring_site: l.everifyHiringSite,
    open_on_weekends: l.openOnWeekends,
    closed_on_federal_holidays: l.closedOnFederalHolidays,
    prescreening_link: prescreeningLinkOf(l),
    employees: counts?.employees ?? 0,
    submissions: counts?.submissions ?? 0,
  };
}

/** A location as another record names it. */
export function locationRef(l: Pick<Location, 'id' | 'name'>): LocationRef {
  return { id: l.id, name: l.name };
}
