import { useState } from 'react';
import { useLocationsCreateMutation, useLocationsListQuery, useLocationsRemoveMutation, useLocationsUpdateMutation, type LocationView } from '../../api/generated';
import { apiErrors, type ApiErrorItem } from '../../api/errors';
import { useSession } from '../../session/use-session';
import { AtsSettings } from './AtsSettings';
import { CopyButton } from '../../ui/CopyButton';
import { ServerErrors } from '../../ui/ServerErrors';
import { usePageTitle } from '../common/hooks';
import { LoadFailed, LoadingText, NotAvailable, TableMessageRow } from '../common/states';
import { TableHead } from '../common/TableHead';
import { TableScroll } from '../common/TableScroll';
import { LocationForm, toLocationBody, toLocationUpdate, type LocationValues } from './LocationForm';
import shared from '../common/dashboard.module.css';

/**
 * /dashboard/locations, for company users: the company's locations (a member's own, read-only) with
 * each one's address, calendar, E-Verify enrollment and its own pre-screening link to share. Owners add
 * and change them, and delete one nobody works or applied at.
 */
export function LocationsPage() {
  const { isAdmin, companyId, isOwner } = useSession();
  if (isAdmin || companyId === null) {
    return <NotAvailable title="Page not available" message="The Locations page is for company accounts." />;
  }
  return <Locations companyId={companyId} isOwner={isOwner} />;
}

function Locations({ companyId, isOwner }: { companyId: number; isOwner: boolean }) {
  usePageTitle('Locations');
  const { data, error, isLoading, refetch } = useLocationsListQuery({ companyId });
  const [create, creation] = useLocationsCreateMutation();
  const [update, change] = useLocationsUpdateMutation();
  const [remove, removal] = useLocationsRemoveMutation();
  const [editing, setEditing] = useState<number | null>(null);
  const [actionErrors, setActionErrors] = useState<ApiErrorItem[]>([]);

  if (isLoading) return <LoadingText what="the locations" />;
  if (!data) return <LoadFailed what="list of locations" error={error} onRetry={refetch} />;
  const locations = data.data;
  const defaultZone = locations[0]?.time_zone ?? 'America/New_York';
  const edited = locations.find((l) => l.id === editing) ?? null;

  const add = async (values: LocationValues) => {
    const result = await create({ companyId, locationCreateDto: toLocationBody(values) });
    return !('error' in result && result.error);
  };
  const save = async (values: LocationValues) => {
    if (!edited) return false;
    const result = await update({ companyId, locationId: edited.id, locationUpdateDto: toLocationUpdate(values, edited) });
    const ok = !('error' in result && result.error);
    if (ok) setEditing(null);
    return ok;
  };
  const deleteLocation = async (location: LocationView) => {
    setActionErrors([]);
    const result = await remove({ companyId, locationId: location.id });
    if ('error' in result && result.error) setActionErrors(apiErrors(result.error));
  };

  return (
    <>
      <div className={shared.pageHeader}>
        <h1>Locations</h1>
      </div>
      {!isOwner && <p className="banner">These are the locations you work at. Only an owner of your company can add or change locations.</p>}
      <div className={shared.stack}>
        <ServerErrors errors={actionErrors} scroll={false} />
        <LocationsTable
          locations={locations}
          actions={
            isOwner
              ? (location) => (
                  <span>
                    <button type="button" className="button button--secondary" onClick={() => setEditing(location.id)}>
                      Edit <span className="visually-hidden">{location.name}</span>
                    </button>{' '}
                    {location.employees === 0 && location.submissions === 0 && locations.length > 1 && (
                      <button type="button" className="button button--danger" disabled={removal.isLoading} onClick={() => deleteLocation(location)}>
                        Delete <span className="visually-hidden">{location.name}</span>
                      </button>
                    )}
                  </span>
                )
              : undefined
          }
        />
        {isOwner && edited && (
          <section aria-labelledby="location-edit-title" className="card">
            <h2 id="location-edit-title">Edit {edited.name}</h2>
            <LocationForm key={edited.id} location={edited} defaultZone={defaultZone} onSave={save} onCancel={() => setEditing(null)} isLoading={change.isLoading} error={change.error} />
          </section>
        )}
        <AtsSettings companyId={companyId} isOwner={isOwner} />
        {isOwner && (
          <section aria-labelledby="location-add-title" className="card">
            <h2 id="location-add-title">Add a location</h2>
            <LocationForm location={null} defaultZone={defaultZone} onSave={add} isLoading={creation.isLoading} error={creation.error} />
          </section>
        )}
      </div>
    </>
  );
}

const HEADERS = ['Name', 'Address', 'Time zone', 'E-Verify hiring site', 'Calendar', 'Pre-screening link', 'Employees', 'Pre-screenings'] as const;

function LocationsTable({ locations, actions }: { locations: readonly LocationView[]; actions?: (location: LocationView) => React.ReactNode }) {
  const headers = [...HEADERS, ...(actions ? ['Actions'] : [])];
  return (
    <TableScroll label="Locations table">
      <table className="table">
        <TableHead headers={headers} />
        <tbody>
          {locations.length === 0 ? (
            <TableMessageRow columns={headers.length}>No locations</TableMessageRow>
          ) : (
            locations.map((location) => {
              const link = `${window.location.origin}${location.prescreening_link}`;
              return (
                <tr key={location.id}>
                  <th scope="row">{location.name}</th>
                  <td>{addressOf(location) ?? <span className={shared.muted}>No address yet</span>}</td>
                  <td>{location.time_zone.replaceAll('_', ' ')}</td>
                  <td>{location.everify_hiring_site ? 'Yes' : 'No'}</td>
                  <td>{calendarOf(location)}</td>
                  <td>
                    <a href={location.prescreening_link}>{link}</a> <CopyButton text={link} label={`Copy the link of ${location.name}`} />
                  </td>
                  <td>{location.employees}</td>
                  <td>{location.submissions}</td>
                  {actions && <td>{actions(location)}</td>}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** The business address on one line, or null while any part is missing. */
function addressOf(l: LocationView): string | null {
  const parts = [l.street, l.city, [l.state, l.zip].filter(Boolean).join(' ')].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/** Which days count as business days for its deadlines. */
function calendarOf(l: LocationView): string {
  const weekends = l.open_on_weekends ? 'Open on weekends' : 'Closed on weekends';
  const holidays = l.closed_on_federal_holidays ? 'closed on federal holidays' : 'open on federal holidays';
  return `${weekends}, ${holidays}`;
}
