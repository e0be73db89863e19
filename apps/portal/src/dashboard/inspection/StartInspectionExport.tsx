import { useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { useKitForm } from '../../ui/form/use-kit-form';
import type { InspectionExportScope } from '@clearhire/contracts';
import { compareCalendarDates } from '@clearhire/domain';
import { useInspectionExportsStartMutation, useLocationsListQuery } from '../../api/generated';
import { useSession } from '../../session/use-session';
import { LocationChoices } from '../team/LocationChoices';
import { ServerErrors } from '../../ui/ServerErrors';
import { ChoiceGroup, TextField } from '../../ui/form/Fields';
import { dateRules } from '../../ui/form/rules';
import { useServerErrors } from '../../ui/form/server-errors';
import shared from '../common/dashboard.module.css';

interface Values {
  scope: InspectionExportScope | '';
  hiredFrom: string;
  hiredTo: string;
  /** The locations checked (ids, as text); none: every location in the user's scope. */
  locationIds: string[] | string | false;
}

const FIELDS = { fields: ['scope', 'hiredFrom', 'hiredTo', 'locationIds'] as const };

/** The scopes in the words of a Notice of Inspection. */
export const SCOPE_OPTIONS: readonly { value: InspectionExportScope; label: string }[] = [
  { value: 'current', label: 'Current employees' },
  { value: 'retained', label: 'Former employees whose Form I-9 is still kept' },
  { value: 'all', label: 'Both: every Form I-9 kept' },
  { value: 'hire-range', label: 'Employees whose first day falls in a range' },
];

/** Asks for a new export: which Forms I-9, and the range of first days when the notice names one. */
export function StartInspectionExport({ companyId }: { companyId: number | undefined }) {
  const [start, { isLoading, error }] = useInspectionExportsStartMutation();
  const [requested, setRequested] = useState(false);
  const session = useSession();
  // The locations to limit the export to: the company's for its owner, a member's own; asked only when there are several.
  const ownCompany = companyId ?? session.companyId ?? undefined;
  const { data: locationList } = useLocationsListQuery({ companyId: ownCompany ?? 0 }, { skip: ownCompany === undefined });
  const locations = (locationList?.data ?? []).map((l) => ({ id: l.id, name: l.name }));
  const { register, handleSubmit, setError, watch, getValues, formState } = useKitForm<Values>({ defaultValues: { scope: '', hiredFrom: '', hiredTo: '', locationIds: [] } });
  const serverErrors = useServerErrors(error, setError, FIELDS);
  const ranged = watch('scope') === 'hire-range';

  const submit = async ({ scope, hiredFrom, hiredTo, locationIds }: Values) => {
    setRequested(false);
    const range = scope === 'hire-range' ? { hiredFrom, hiredTo } : {};
    const chosen = [locationIds].flat().filter((v): v is string => typeof v === 'string' && v !== '').map(Number);
    const located = chosen.length ? { locationIds: chosen } : {};
    const result = await start({ startInspectionExportDto: { scope: scope as InspectionExportScope, ...range, ...located, ...(companyId === undefined ? {} : { companyId }) } });
    if ('data' in result) setRequested(true);
  };

  return (
    <section aria-labelledby="inspection-start-title" className="card">
      <h2 id="inspection-start-title">Prepare an export</h2>
      <ServerErrors errors={serverErrors} scroll={false} />
      <form noValidate onSubmit={handleSubmit(submit)} aria-label="Prepare an inspection export">
        <ChoiceGroup
          id="inspection-scope"
          label="Forms I-9 to include"
          required
          options={SCOPE_OPTIONS}
          error={formState.errors.scope}
          registration={register('scope', { required: 'Choose which Forms I-9 to include.' })}
        />
        {ranged && (
          <div className={shared.inlineForm}>
            <TextField
              id="inspection-hired-from"
              label="First day from"
              type="date"
              required
              error={formState.errors.hiredFrom}
              registration={register('hiredFrom', dateRules('First day from'))}
            />
            <TextField
              id="inspection-hired-to"
              label="First day to"
              type="date"
              required
              error={formState.errors.hiredTo}
              registration={register('hiredTo', {
                ...dateRules('First day to'),
                validate: (value) => {
                  const shape = dateRules('First day to').validate(value);
                  if (shape !== true) return shape;
                  const from = getValues('hiredFrom');
                  return !from || compareCalendarDates(from, value) <= 0 || 'The range ends before it starts.';
                },
              })}
            />
          </div>
        )}
        {locations.length > 1 && (
          <LocationChoices
            id="inspection-locations"
            legend="Locations to include"
            hint={session.isOwner || session.isAdmin ? 'None checked: every location.' : 'None checked: every location of yours.'}
            locations={locations}
            error={formState.errors.locationIds as FieldError | undefined}
            registration={register('locationIds')}
          />
        )}
        <button type="submit" className="button" disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? 'Requesting…' : 'Prepare the export'}
        </button>
      </form>
      {requested && (
        <p role="status" className="banner banner--success">
          Export requested: it is being built, and its progress shows in the list below.
        </p>
      )}
    </section>
  );
}
