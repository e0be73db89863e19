import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CertifiedHireCredit } from '../../api/generated';
import { formatDate, formatMoney } from '../../ui/format';
import { CompanyName } from '../common/CompanyName';
import { DetailList, type DetailItem } from '../common/DetailList';
import { HireWages } from './HireWages';
import styles from './credits.module.css';

/** The submission the hire came from (its detail page). */
const submissionPath = (id: string) => `/dashboard/submissions/${encodeURIComponent(id)}`;

/** One certified hire: who, the certified group, the first year's hours, the credit, and its wages behind a disclosure. */
export function HireCard({ hire, showCompany }: { hire: CertifiedHireCredit; showCompany: boolean }) {
  const [open, setOpen] = useState(false);
  const name = `${hire.firstname} ${hire.lastname}`;
  const panelId = `hire-wages-${hire.submission_id}`;
  const items: DetailItem[] = [
    ...(showCompany ? [['Company', <CompanyName key="company" name={hire.company_name} />] satisfies DetailItem] : []),
    ['Certified group', hire.group_name],
    ['Start date', formatDate(hire.start_date)],
    ['First-year hours', hire.first_year_hours.toLocaleString('en-US')],
    ['Credit', formatMoney(hire.credit_total)],
    ['Certification number', hire.certification_number],
  ];

  return (
    <li className="card">
      <h3 className={styles.hireName}>
        <Link to={submissionPath(hire.submission_id)}>{name}</Link>
      </h3>
      <DetailList items={items} />
      <p className={styles.disclosure}>
        <button type="button" className="button button--secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
          Wages <span className="visually-hidden">of {name}</span>
        </button>
      </p>
      <div id={panelId} hidden={!open}>
        {open && <HireWages hire={hire} name={name} />}
      </div>
    </li>
  );
}
