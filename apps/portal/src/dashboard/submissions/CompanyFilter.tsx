import { useState } from 'react';
import { useCompaniesListQuery } from '../../api/generated';
import { useDebouncedValue } from '../common/hooks';
import { CompanySearchField } from '../common/CompanySearchField';
import styles from '../common/dashboard.module.css';

interface Props {
  value: string | undefined;
  onChange: (companyName: string | undefined) => void;
}

/**
 * The administrators' company filter (docs/product.md §2): typing narrows the company names offered in
 * the dropdown (GET /api/companies?search=), choosing one filters the list by companyName.
 */
export function CompanyFilter({ value, onChange }: Props) {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim());
  const { data } = useCompaniesListQuery({ search: settled || undefined });
  // The chosen company stays selectable even when the current search no longer matches it.
  const names = Array.from(new Set([...(value ? [value] : []), ...(data?.names ?? [])]));

  return (
    <div className={styles.toolbar}>
      <CompanySearchField id="company-search" value={search} onChange={setSearch} />
      <div className="field">
        <label htmlFor="company-filter">Company</label>
        <select id="company-filter" value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
          <option value="">All Companies</option>
          {names.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
