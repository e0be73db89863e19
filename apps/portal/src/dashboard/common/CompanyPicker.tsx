import { useState } from 'react';
import { MAX_PAGE_SIZE } from '@clearhire/contracts';
import { useCompaniesDetailQuery, useCompaniesListQuery } from '../../api/generated';
import { useDebouncedValue } from './hooks';
import { CompanySearchField } from './CompanySearchField';
import shared from './dashboard.module.css';

interface Props {
  /** Prefix of the controls' ids: `{id}-search`, `{id}` (the select) and `{id}-hint`. */
  id: string;
  /** Why the page works on one company at a time. */
  hint: string;
  /** The empty choice: every company where the page can show them all, else an invitation to choose. */
  emptyLabel?: string;
  value: number | undefined;
  onChange: (companyId: number | undefined) => void;
}

/**
 * The administrators' company choice on pages that work on one employer at a time (Tax Credits,
 * the Form I-9 inspection export). It looks and works like the submissions' CompanyFilter, but
 * chooses a company by id: two companies may share a name. Typing narrows the companies offered.
 */
export function CompanyPicker({ id, hint, emptyLabel = 'All companies', value, onChange }: Props) {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim());
  const list = useCompaniesListQuery({ search: settled || undefined, limit: MAX_PAGE_SIZE });
  const listed = list.data?.data ?? [];
  // The chosen company stays selectable when the search no longer matches it, or when it came
  // from the URL and is not among the companies listed: its name is then read on its own.
  const chosenListed = value !== undefined && listed.some((company) => company.id === value);
  const { data: detail } = useCompaniesDetailQuery({ id: value ?? 0 }, { skip: value === undefined || chosenListed || !list.data });
  const chosen = detail?.data;
  const options = [...listed, ...(chosen && !chosenListed ? [chosen] : [])]
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  const unknownChoice = value !== undefined && !options.some((option) => option.id === value);

  return (
    <div className={shared.toolbar}>
      <CompanySearchField id={`${id}-search`} value={search} onChange={setSearch} />
      <div className="field">
        <label htmlFor={id}>Company</label>
        <select
          id={id}
          value={value === undefined ? '' : String(value)}
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
          aria-describedby={`${id}-hint`}
        >
          <option value="">{emptyLabel}</option>
          {unknownChoice && <option value={String(value)}>Company {value}</option>}
          {options.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.name}
            </option>
          ))}
        </select>
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      </div>
    </div>
  );
}
