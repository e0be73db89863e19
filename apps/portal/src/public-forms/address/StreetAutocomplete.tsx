import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../ui/form/Fields';
import type { FieldErrorLike } from '../../ui/form/field-text';
import { useLanguage } from '../i18n/language';
import type { AddressValues } from './address-values';
import type { AddressSuggestion } from './google-places';
import styles from './address.module.css';

type AddressSearch = Awaited<ReturnType<typeof import('./google-places').createAddressSearch>>;

interface StreetAutocompleteProps {
  id: string;
  apiKey: string;
  /**
   * False once Google could not be reached: the field stays (so typing is not interrupted) but
   * works as a plain input, and the form falls back to the ZIP code lookup.
   */
  available: boolean;
  registration: UseFormRegisterReturn;
  maxLength: number;
  error?: FieldErrorLike;
  onChoose: (address: Partial<AddressValues>) => void;
  /** Google could not be reached: the form falls back to the ZIP code lookup. */
  onUnavailable: () => void;
}

const MIN_QUERY = 3;
const TYPING_PAUSE_MS = 250;

/**
 * The street field as an ARIA combobox over Google's address suggestions (US only). The arrows move
 * through the list, Enter chooses, Escape closes; typing without choosing keeps what was typed.
 */
export function StreetAutocomplete({ id, apiKey, available, registration, maxLength, error, onChoose, onUnavailable }: StreetAutocompleteProps) {
  const { messages, language } = useLanguage();
  const search = useRef<Promise<AddressSearch> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [active, setActive] = useState(-1);
  const listId = `${id}-suggestions`;
  const open = available && suggestions.length > 0;

  useEffect(() => () => clearTimeout(timer.current), []);

  const close = () => {
    setSuggestions([]);
    setActive(-1);
  };

  const fetchSuggestions = (input: string) => {
    clearTimeout(timer.current);
    if (!available || input.trim().length < MIN_QUERY) return close();
    timer.current = setTimeout(async () => {
      try {
        search.current ??= import('./google-places').then((m) => m.createAddressSearch(apiKey));
        const found = await (await search.current).suggest(input, language);
        setSuggestions(found.slice(0, 5));
        setActive(-1);
      } catch {
        search.current = null;
        close();
        onUnavailable();
      }
    }, TYPING_PAUSE_MS);
  };

  const choose = async (suggestion: AddressSuggestion) => {
    close();
    try {
      onChoose(await suggestion.resolve());
    } catch {
      onUnavailable();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      void choose(suggestions[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  const withSearch: UseFormRegisterReturn = {
    ...registration,
    onChange: (event) => {
      fetchSuggestions((event.target as HTMLInputElement).value);
      return registration.onChange(event);
    },
    onBlur: (event) => {
      close();
      return registration.onBlur(event);
    },
  };

  return (
    <div className={styles.combobox}>
      <TextField
        id={id}
        label={messages.address.street}
        hint={available ? messages.address.streetSearchHint : undefined}
        required
        autoComplete={available ? 'off' : 'address-line1'}
        maxLength={maxLength}
        registration={withSearch}
        error={error}
        {...(available && {
          role: 'combobox',
          'aria-autocomplete': 'list' as const,
          'aria-expanded': open,
          'aria-controls': listId,
          'aria-activedescendant': active >= 0 ? `${listId}-${active}` : undefined,
        })}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label={messages.address.suggestions} className={open ? styles.listbox : styles.hidden}>
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={index === active ? `${styles.option} ${styles.optionActive}` : styles.option}
            // mousedown, not click: the input keeps focus, so its blur does not close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              void choose(suggestion);
            }}
          >
            {suggestion.text}
          </li>
        ))}
        {open && (
          <li role="presentation" className={styles.attribution}>
            {messages.address.poweredBy}
          </li>
        )}
      </ul>
      <span role="status" className="visually-hidden">
        {open ? messages.address.suggestionsCount(suggestions.length) : ''}
      </span>
    </div>
  );
}
