import { useId, useMemo, useState } from 'react';
import { useCompaniesUpdateMutation, type CompanyView } from '../../api/generated';
import { apiErrors } from '../../api/errors';
import { ServerErrors } from '../../ui/ServerErrors';
import shared from '../common/dashboard.module.css';

/** Every IANA zone the browser knows, the company's own first if the browser lacks it. */
function zoneOptions(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

/**
 * The company's time zone: its calendar decides "today" for its deadlines, due lists, tax years and
 * its applicants' and employees' forms, so an employer in California is never told its today is
 * tomorrow. The company and administrators may change it.
 */
export function CompanyCalendar({ company, onSaved }: { company: CompanyView; onSaved: () => void }) {
  const [zone, setZone] = useState(company.time_zone);
  const [update, { isLoading, error, isSuccess, reset }] = useCompaniesUpdateMutation();
  const options = useMemo(() => zoneOptions(company.time_zone), [company.time_zone]);
  const selectId = useId();
  const changed = zone !== company.time_zone;

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = await update({ id: company.id, companyUpdateDto: { timeZone: zone } });
    if ('data' in result) onSaved();
  };

  return (
    <section aria-labelledby="calendar-title" className="card">
      <h2 id="calendar-title">Calendar</h2>
      <p>Deadlines, due lists and tax years follow this time zone&apos;s calendar.</p>
      <ServerErrors errors={apiErrors(error)} scroll={false} />
      <form onSubmit={save} className={shared.inlineForm} aria-label="Company time zone">
        <label htmlFor={selectId}>Time zone</label>
        <select
          id={selectId}
          value={zone}
          onChange={(e) => {
            setZone(e.target.value);
            reset();
          }}
        >
          {options.map((z) => (
            <option key={z} value={z}>
              {z.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
        <button type="submit" className="button" disabled={!changed || isLoading}>
          {isLoading ? 'Saving…' : 'Save time zone'}
        </button>
        {isSuccess && !changed ? <span role="status">Saved.</span> : null}
      </form>
    </section>
  );
}
