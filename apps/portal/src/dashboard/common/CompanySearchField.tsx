import { SearchField } from './SearchField';

/**
 * The search box beside an administrator's Company list (the submissions' filter, the Tax Credits
 * picker): typing narrows the companies the list offers.
 */
export function CompanySearchField({ id, value, onChange }: { id: string; value: string; onChange: (text: string) => void }) {
  return <SearchField id={id} label="Search companies" hint="Narrows the companies offered in the Company list." value={value} onChange={onChange} />;
}
