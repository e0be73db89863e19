/**
 * The search box beside an administrator's Company list (the submissions' filter, the Tax Credits
 * picker): typing narrows the companies the list offers.
 */
export function CompanySearchField({ id, value, onChange }: { id: string; value: string; onChange: (text: string) => void }) {
  return (
    <div className="field">
      <label htmlFor={id}>Search companies</label>
      <input id={id} type="search" autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} aria-describedby={`${id}-hint`} />
      <span id={`${id}-hint`} className="field__hint">
        Narrows the companies offered in the Company list.
      </span>
    </div>
  );
}
