import type { LocationView } from '../../api/generated';

interface Props {
  id: string;
  locations: readonly LocationView[];
  /** The chosen location's id, or undefined for every location in scope. */
  value: string | undefined;
  onChange: (locationId: string | undefined) => void;
}

/** A list's location filter (`locationId`), shown where the user has more than one location. */
export function LocationFilter({ id, locations, value, onChange }: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>Location</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">All locations</option>
        {locations.map((l) => (
          <option key={l.id} value={String(l.id)}>
            {l.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A `locationId` query parameter the API can take (one id), or undefined. */
export function locationParam(value: string | null): string | undefined {
  return value && /^\d{1,9}$/.test(value) ? value : undefined;
}
