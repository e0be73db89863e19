import { isUsStateCode, type AddressValues } from './address-values';

/**
 * Google Places address suggestions (Places API "new": AutocompleteSuggestion), loaded only when
 * VITE_PLACES_API_KEY is set and only when the person starts typing a street address. This module is
 * its own chunk; the form renders its own labelled combobox so the field stays accessible.
 * Only the few members used here are typed.
 */
interface AddressComponent {
  longText: string | null;
  shortText: string | null;
  types: string[];
}

interface PlaceObject {
  addressComponents?: AddressComponent[];
  fetchFields(options: { fields: string[] }): Promise<unknown>;
}

interface PlacePrediction {
  placeId: string;
  text: { text: string };
  toPlace(): PlaceObject;
}

interface PlacesLibrary {
  AutocompleteSessionToken: new () => object;
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions(request: {
      input: string;
      includedRegionCodes: string[];
      sessionToken: object;
      language?: string;
    }): Promise<{ suggestions: { placePrediction: PlacePrediction | null }[] }>;
  };
}

type MapsWindow = Window & {
  google?: { maps?: { importLibrary?: (name: string) => Promise<unknown> } };
  [callback: string]: unknown;
};

const READY_CALLBACK = '__clearhirePlacesReady';
let loading: Promise<PlacesLibrary> | null = null;

function loadPlacesLibrary(key: string): Promise<PlacesLibrary> {
  loading ??= new Promise<void>((resolve, reject) => {
    const w = window as unknown as MapsWindow;
    w[READY_CALLBACK] = () => resolve();
    const script = document.createElement('script');
    script.src = `https://maps.googleapis.com/maps/api/js?${new URLSearchParams({ key, v: 'weekly', loading: 'async', callback: READY_CALLBACK })}`;
    script.async = true;
    script.onerror = () => {
      loading = null;
      reject(new Error('Google Maps did not load'));
    };
    document.head.append(script);
  }).then(async () => {
    const importLibrary = (window as unknown as MapsWindow).google?.maps?.importLibrary;
    if (!importLibrary) throw new Error('Google Maps did not load');
    return (await importLibrary('places')) as PlacesLibrary;
  });
  return loading;
}

export interface AddressSuggestion {
  id: string;
  text: string;
  /** Looks up the chosen place and returns the address parts it has. */
  resolve(): Promise<Partial<AddressValues>>;
}

/** A search session: suggestions while typing, then one place lookup, billed together by Google. */
export async function createAddressSearch(key: string) {
  const places = await loadPlacesLibrary(key);
  let sessionToken = new places.AutocompleteSessionToken();
  return {
    async suggest(input: string, language: string): Promise<AddressSuggestion[]> {
      const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input,
        includedRegionCodes: ['us'],
        sessionToken,
        language,
      });
      return suggestions
        .map((s) => s.placePrediction)
        .filter((p): p is PlacePrediction => p !== null)
        .map((prediction) => ({
          id: prediction.placeId,
          text: prediction.text.text,
          async resolve() {
            const place = prediction.toPlace();
            await place.fetchFields({ fields: ['addressComponents'] });
            sessionToken = new places.AutocompleteSessionToken();
            return addressFromComponents(place.addressComponents ?? []);
          },
        }));
    },
  };
}

/**
 * Street, city, county, state and ZIP from a place's address components. US territories come back
 * as countries (PR, GU, VI…), which the state list also holds. "Travis County" is stored as "Travis",
 * as the ZIP lookup gives it.
 */
export function addressFromComponents(components: readonly AddressComponent[]): Partial<AddressValues> {
  const find = (type: string) => components.find((c) => c.types.includes(type));
  const long = (type: string) => find(type)?.longText ?? undefined;
  const address: Partial<AddressValues> = {};
  const street = [long('street_number'), long('route')].filter(Boolean).join(' ');
  if (street) address.street = street;
  const city = long('locality') ?? long('sublocality_level_1') ?? long('postal_town') ?? long('neighborhood');
  if (city) address.city = city;
  const county = long('administrative_area_level_2');
  if (county) address.county = county.replace(/\s+County$/i, '');
  const stateCode = find('administrative_area_level_1')?.shortText;
  const countryCode = find('country')?.shortText;
  if (isUsStateCode(stateCode)) address.state = stateCode;
  else if (isUsStateCode(countryCode)) address.state = countryCode;
  const zip = long('postal_code');
  if (zip) address.zip = zip;
  return address;
}
