import { useMemo } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { ADDRESS_FIELDS as A, LOCATION_LIMITS, US_STATES } from '@clearhire/contracts';
import type { LocationCreateDto, LocationUpdateDto, LocationView } from '../../api/generated';
import { ServerErrors } from '../../ui/ServerErrors';
import { CheckboxField, SelectField, TextField } from '../../ui/form/Fields';
import { digitsRules, textRules } from '../../ui/form/rules';
import { useServerErrors } from '../../ui/form/server-errors';
import { useKitForm } from '../../ui/form/use-kit-form';
import shared from '../common/dashboard.module.css';

export interface LocationValues {
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  timeZone: string;
  everifyHiringSite: boolean;
  openOnWeekends: boolean;
  closedOnFederalHolidays: boolean;
}

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));
const FIELDS = { fields: ['name', 'street', 'city', 'state', 'zip', 'timeZone', 'everifyHiringSite', 'openOnWeekends', 'closedOnFederalHolidays'] as const };

/** Every IANA zone the browser knows, the location's own first if the browser lacks it. */
function zoneOptions(current: string): { value: string; label: string }[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return (zones.includes(current) ? zones : [current, ...zones]).map((z) => ({ value: z, label: z.replaceAll('_', ' ') }));
}

function valuesOf(location: LocationView | null, defaultZone: string): LocationValues {
  return {
    name: location?.name ?? '',
    street: location?.street ?? '',
    city: location?.city ?? '',
    state: location?.state ?? '',
    zip: location?.zip ?? '',
    timeZone: location?.time_zone ?? defaultZone,
    everifyHiringSite: location?.everify_hiring_site ?? false,
    openOnWeekends: location?.open_on_weekends ?? false,
    closedOnFederalHolidays: location?.closed_on_federal_holidays ?? false,
  };
}

/** The body the API takes: text trimmed, an address part left empty not sent. */
export function toLocationBody(v: LocationValues): LocationCreateDto {
  const part = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    name: v.name.trim(),
    street: part(v.street),
    city: part(v.city),
    state: (part(v.state) as LocationCreateDto['state']) ?? undefined,
    zip: part(v.zip),
    timeZone: v.timeZone,
    everifyHiringSite: v.everifyHiringSite,
    openOnWeekends: v.openOnWeekends,
    closedOnFederalHolidays: v.closedOnFederalHolidays,
  };
}

/** A change of a location: as a new one's body, and an address emptied in the form is cleared. */
export function toLocationUpdate(v: LocationValues, location: LocationView): LocationUpdateDto {
  const body = toLocationBody(v);
  const emptied = !body.street && !body.city && !body.state && !body.zip && Boolean(location.street || location.city || location.state || location.zip);
  return emptied ? { ...body, clearAddress: true } : body;
}

const ADDRESS_PARTS = [
  ['street', 'Street address'],
  ['city', 'City or town'],
  ['state', 'State'],
  ['zip', 'ZIP code'],
] as const;

interface Props {
  /** The location changed, or null for a new one. */
  location: LocationView | null;
  /** A new location's time zone until one is chosen (the company's, as its first location has it). */
  defaultZone: string;
  /** Sends the form; resolves whether the API accepted it. */
  onSave: (values: LocationValues) => Promise<boolean>;
  onCancel?: () => void;
  isLoading: boolean;
  error: FetchBaseQueryError | SerializedError | undefined;
}

/**
 * A location's name, business address (printed in Form I-9 Section 2 for its employees), calendar
 * and E-Verify enrollment. The API's refusals show under the fields they name (a taken name on `name`).
 */
export function LocationForm({ location, defaultZone, onSave, onCancel, isLoading, error }: Props) {
  const form = useKitForm<LocationValues>({ defaultValues: valuesOf(location, defaultZone) });
  const { register, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const serverErrors = useServerErrors(error, setError, FIELDS);
  const zones = useMemo(() => zoneOptions(location?.time_zone ?? defaultZone), [location, defaultZone]);
  const id = location ? `location-${location.id}` : 'location-new';

  const submit = handleSubmit(async (values) => {
    // The address is printed whole in Section 2: all four parts, or none yet.
    const missing = ADDRESS_PARTS.filter(([name]) => !values[name].trim());
    if (missing.length > 0 && missing.length < ADDRESS_PARTS.length) {
      for (const [name, label] of missing) setError(name, { type: 'required', message: `${label} is required for the business address.` });
      return;
    }
    if ((await onSave(values)) && !location) form.reset(valuesOf(null, defaultZone));
  });

  return (
    <>
      <ServerErrors errors={serverErrors} scroll={false} />
      <form onSubmit={submit} noValidate aria-label={location ? `Edit ${location.name}` : 'Add a location'}>
        <div className={shared.fieldGrid}>
          <TextField id={`${id}-name`} label="Name" required maxLength={LOCATION_LIMITS.name} error={errors.name} registration={register('name', textRules('Name', LOCATION_LIMITS.name))} />
          <SelectField id={`${id}-zone`} label="Time zone" options={zones} placeholder="" error={errors.timeZone} registration={register('timeZone')} />
        </div>
        <fieldset className={shared.section}>
          <legend>Business address (printed in Form I-9 Section 2)</legend>
          <div className={shared.fieldGrid}>
            <TextField id={`${id}-street`} label="Street address" maxLength={A.street.max} error={errors.street} registration={register('street', textRules('Street address', A.street.max, { required: false }))} />
            <TextField id={`${id}-city`} label="City or town" maxLength={A.city.max} error={errors.city} registration={register('city', textRules('City or town', A.city.max, { required: false }))} />
            <SelectField id={`${id}-state`} label="State" options={STATE_OPTIONS} placeholder="Choose a state" error={errors.state} registration={register('state')} />
            <TextField id={`${id}-zip`} label="ZIP code" digitsOnly maxLength={A.zip.max} error={errors.zip} registration={register('zip', digitsRules('ZIP code', A.zip.max, { required: false, min: A.zip.min }))} />
          </div>
        </fieldset>
        <CheckboxField id={`${id}-everify`} label="E-Verify hiring site" hint="A hiring site enrolled in the company's E-Verify MOU." error={errors.everifyHiringSite} registration={register('everifyHiringSite')} />
        <CheckboxField id={`${id}-weekends`} label="Open on weekends" hint="Saturdays and Sundays then count as business days for its deadlines." error={errors.openOnWeekends} registration={register('openOnWeekends')} />
        <CheckboxField
          id={`${id}-holidays`}
          label="Closed on federal holidays"
          hint="Federal holidays then do not count as business days for its deadlines."
          error={errors.closedOnFederalHolidays}
          registration={register('closedOnFederalHolidays')}
        />
        <div className={shared.stack}>
          <span>
            <button type="submit" className="button" disabled={isLoading}>
              {isLoading ? 'Saving…' : location ? 'Save location' : 'Add location'}
            </button>{' '}
            {onCancel && (
              <button type="button" className="button button--secondary" onClick={onCancel}>
                Cancel
              </button>
            )}
          </span>
        </div>
      </form>
    </>
  );
}
