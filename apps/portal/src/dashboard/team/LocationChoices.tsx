import { useEffect, useRef, useState } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import type { LocationRef } from '../../api/generated';
import styles from './team.module.css';

interface ChoicesProps {
  id: string;
  locations: readonly LocationRef[];
  /** The checkboxes' registration: react-hook-form gathers the checked values (location ids, as text). */
  registration: UseFormRegisterReturn;
  error?: FieldError;
  /** The question (a member's locations by default) and its hint. */
  legend?: string;
  hint?: string;
}

/** Locations to choose, one checkbox each, in a fieldset whose legend asks the question (by default: where a member works). */
export function LocationChoices({ id, locations, registration, error, legend = 'Locations', hint = 'The member sees the employees and pre-screenings of these locations only.' }: ChoicesProps) {
  const errorId = `${id}-error`;
  return (
    <fieldset className="field" id={id} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <span className="field__hint">{hint}</span>
      <div className={styles.choices}>
        {locations.map((l) => (
          <label key={l.id} className="choice" htmlFor={`${id}-${l.id}`}>
            <input id={`${id}-${l.id}`} type="checkbox" value={String(l.id)} aria-invalid={Boolean(error)} {...registration} />
            {l.name}
          </label>
        ))}
      </div>
      {error?.message && (
        <span id={errorId} className="field__error">
          {error.message}
        </span>
      )}
    </fieldset>
  );
}

interface EditorProps {
  name: string;
  locations: readonly LocationRef[];
  current: readonly LocationRef[];
  busy: boolean;
  onSave: (locationIds: number[]) => void;
  onCancel: () => void;
}

/** An owner changes a member's locations in the member's row; it takes the focus so the question is read out. */
export function MemberLocationsEditor({ name, locations, current, busy, onSave, onCancel }: EditorProps) {
  const [chosen, setChosen] = useState(() => new Set(current.map((l) => l.id)));
  const [tried, setTried] = useState(false);
  const ref = useRef<HTMLFieldSetElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const toggle = (id: number, on: boolean) => setChosen((before) => new Set([...before].filter((x) => x !== id).concat(on ? [id] : [])));
  const save = () => {
    setTried(true);
    if (chosen.size > 0) onSave([...chosen]);
  };
  const idPrefix = `locations-of-${name.replace(/\W+/g, '-')}`;
  return (
    <fieldset ref={ref} tabIndex={-1} className={styles.confirm} aria-label={`Locations of ${name}`}>
      {locations.map((l) => (
        <label key={l.id} className="choice" htmlFor={`${idPrefix}-${l.id}`}>
          <input id={`${idPrefix}-${l.id}`} type="checkbox" checked={chosen.has(l.id)} onChange={(e) => toggle(l.id, e.target.checked)} />
          {l.name}
        </label>
      ))}
      {tried && chosen.size === 0 && (
        <span className="field__error" role="alert">
          Choose at least one location.
        </span>
      )}
      <button type="button" className="button" disabled={busy} onClick={save}>
        Save locations
      </button>
      <button type="button" className="button button--secondary" onClick={onCancel}>
        Cancel
      </button>
    </fieldset>
  );
}

/** A user's locations as the team lists them: an owner sees every one. */
export function locationsLabel(role: string | null, locations: readonly LocationRef[]): string {
  if (role !== 'member') return 'All locations';
  return locations.length ? locations.map((l) => l.name).join(', ') : 'None yet';
}
