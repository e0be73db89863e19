import { lazy, Suspense, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { ADDRESS_FIELDS, US_STATES } from '@clearhire/contracts';
import { SelectField, TextField } from '../../ui/form/Fields';
import { choiceRules, textRules, zipRules } from '../fields/validation';
import { useMessages } from '../i18n/language';
import type { AddressValues } from './address-values';
import { useZipLookup } from './use-zip-lookup';
import styles from './address.module.css';

/** Google Places is used only when a key is configured (docs/architecture.md §2: autocomplete off without keys). */
const PLACES_API_KEY: string | undefined = import.meta.env.VITE_PLACES_API_KEY || undefined;

// Only forms with a places key need the combobox; the others never download it.
const StreetAutocomplete = lazy(() => import('./StreetAutocomplete').then((m) => ({ default: m.StreetAutocomplete })));

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));

interface AddressFieldsProps {
  /** Prefix of the input ids, unique on the page. */
  idPrefix: string;
  /** The pre-screening form needs the county (Form 8850 asks for it); on the I-9 it is optional. */
  countyRequired: boolean;
  placesApiKey?: string;
}

/**
 * Street, apartment, ZIP, city, county and state, in the order of docs/product.md §3. Address help comes
 * from Google Places when a key is set, otherwise (or if Google cannot be reached) from the ZIP code.
 */
export function AddressFields({ idPrefix, countyRequired, placesApiKey = PLACES_API_KEY }: AddressFieldsProps) {
  const messages = useMessages();
  const { register, setValue, clearErrors, formState } = useFormContext<AddressValues>();
  const { errors } = formState;
  const [placesUnavailable, setPlacesUnavailable] = useState(false);
  const usePlaces = Boolean(placesApiKey) && !placesUnavailable;
  const zipFilled = useZipLookup(!usePlaces);
  const id = (name: keyof AddressValues) => `${idPrefix}-${name}`;

  const fillFromPlace = (address: Partial<AddressValues>) => {
    for (const [part, value] of Object.entries(address) as [keyof AddressValues, string][]) {
      setValue(part, value, { shouldDirty: true });
      clearErrors(part);
    }
  };

  // The street's id, limit, rule and error, with or without the address suggestions.
  const street = {
    id: id('street'),
    maxLength: ADDRESS_FIELDS.street.max,
    registration: register('street', textRules(ADDRESS_FIELDS.street.max)),
    error: errors.street,
  };
  const plainStreet = <TextField {...street} label={messages.address.street} required autoComplete="address-line1" />;

  return (
    <>
      {placesApiKey ? (
        <Suspense fallback={plainStreet}>
          <StreetAutocomplete
            {...street}
            apiKey={placesApiKey}
            available={!placesUnavailable}
            onChoose={fillFromPlace}
            onUnavailable={() => setPlacesUnavailable(true)}
          />
        </Suspense>
      ) : (
        plainStreet
      )}
      <TextField
        id={id('apt')}
        label={messages.address.apt}
        autoComplete="address-line2"
        maxLength={ADDRESS_FIELDS.apt.max}
        registration={register('apt', textRules(ADDRESS_FIELDS.apt.max, false))}
        error={errors.apt}
      />
      <TextField
        id={id('zip')}
        label={messages.address.zip}
        hint={usePlaces ? undefined : messages.address.zipHint}
        required
        digitsOnly
        autoComplete="postal-code"
        registration={register('zip', zipRules(ADDRESS_FIELDS.zip.max))}
        error={errors.zip}
      />
      <p role="status" className={styles.zipNotice}>
        {zipFilled ? messages.address.zipFilled : ''}
      </p>
      <div className={styles.row}>
        <TextField
          id={id('city')}
          label={messages.address.city}
          required
          autoComplete="address-level2"
          maxLength={ADDRESS_FIELDS.city.max}
          registration={register('city', textRules(ADDRESS_FIELDS.city.max))}
          error={errors.city}
        />
        <TextField
          id={id('county')}
          label={messages.address.county}
          required={countyRequired}
          maxLength={ADDRESS_FIELDS.county.max}
          registration={register('county', textRules(ADDRESS_FIELDS.county.max, countyRequired))}
          error={errors.county}
        />
      </div>
      <SelectField
        id={id('state')}
        label={messages.address.state}
        required
        autoComplete="address-level1"
        options={STATE_OPTIONS}
        registration={register('state', choiceRules())}
        error={errors.state}
      />
    </>
  );
}
