import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { formsApi } from '../api/forms-api';
import { isLookupZip, planZipFill, type AddressValues, type ZipFilledValues } from './address-values';

/**
 * Without Google Places, a complete 5-digit ZIP code fills city, county and state
 * (GET /api/places/zip/:zip). It writes only empty parts or parts an earlier lookup wrote, never
 * what the person typed. Returns whether the last lookup filled something, for a polite notice.
 */
export function useZipLookup(enabled: boolean): boolean {
  const { control, getValues, setValue, clearErrors } = useFormContext<AddressValues>();
  const zip = useWatch({ control, name: 'zip' });
  const filledBefore = useRef<Partial<ZipFilledValues>>({});
  const [filled, setFilled] = useState(false);

  useEffect(() => {
    if (!enabled || !isLookupZip(zip)) return;
    let current = true;
    formsApi
      .placesZip(zip)
      .then((place) => {
        if (!current) return;
        const { city, county, state } = getValues();
        const plan = planZipFill({ city, county, state }, filledBefore.current, place);
        for (const [part, value] of Object.entries(plan) as [keyof ZipFilledValues, string][]) {
          setValue(part, value, { shouldDirty: true });
          clearErrors(part);
        }
        filledBefore.current = { ...filledBefore.current, ...plan };
        setFilled(Object.keys(plan).length > 0);
      })
      .catch(() => {
        // An unknown ZIP code (404) or no connection: the person fills the address in.
      });
    return () => {
      current = false;
    };
  }, [enabled, zip, getValues, setValue, clearErrors]);

  return filled;
}
