/** The search box of a dashboard list: a labelled search input, with a hint when the label needs one. */
export function SearchField({ id, label, hint, value, onChange }: { id: string; label: string; hint?: string; value: string; onChange: (text: string) => void }) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} aria-describedby={hintId} />
      {hint && (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
    </div>
  );
}
