import { useState } from 'react';
import { MAX_PAGE_SIZE } from '@clearhire/contracts';
import { useCompaniesDetailQuery, useCompaniesListQuery } from '../../api/generated';
import { useDebouncedValue } from '../shared/hooks';
import { CompanySearchField } from '../shared/CompanySearchField';
import shared from '../shared/dashboard.module.css';

interface Props {
  value: number | undefined;
  onChange: (companyId: number | undefined) => void;
}

/**
 * The administrators' company choice on the Tax Credits page. It looks and works like the
 * submissions' CompanyFilter, but chooses a company by id: Form 5884 and the payroll import are
 * per employer, and two companies may share a name. Typing narrows the companies offered.
 */
export function CompanyPicker({ value, onChange }: Props) {
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
      <CompanySearchField id="credits-company-search" value={search} onChange={setSearch} />
      <div className="field">
        <label htmlFor="credits-company">Company</label>
        <select
          id="credits-company"
          value={value === undefined ? '' : String(value)}
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
          aria-describedby="credits-company-hint"
        >
          <option value="">All companies</option>
          {unknownChoice && <option value={String(value)}>Company {value}</option>}
          {options.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.name}
            </option>
          ))}
        </select>
        <span id="credits-company-hint" className="field__hint">
          Form 5884 and the payroll import are for one company at a time.
        </span>
      </div>
    </div>
  );
}
