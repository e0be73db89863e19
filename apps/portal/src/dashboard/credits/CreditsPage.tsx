import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../session/use-session';
import { usePageTitle } from '../shared/hooks';
import { CertifiedHires } from './CertifiedHires';
import { CompanyPicker } from './CompanyPicker';
import { Form5884Summary } from './Form5884Summary';
import { WageImport } from './WageImport';
import shared from '../shared/dashboard.module.css';
import styles from './credits.module.css';

/** `?companyId=` as a company id, or undefined when absent or not a positive whole number. */
function companyIdParam(value: string | null): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/**
 * Tax Credits (WOTC claiming, docs/compliance.md §2): Form 5884 by tax year with its files, the payroll
 * import, and the certified hires with their wages. A company user works on its own company; an
 * administrator sees every company's figures and chooses one, kept in the URL (`?companyId=`), to
 * download its Form 5884 or import its payroll.
 */
export function CreditsPage() {
  usePageTitle('Tax Credits');
  const { isAdmin } = useSession();
  const [params, setParams] = useSearchParams();
  // Company users are always scoped to their own company by the API; the choice is an admin tool.
  const companyId = isAdmin ? companyIdParam(params.get('companyId')) : undefined;
  const needsCompany = isAdmin && companyId === undefined;

  const chooseCompany = (id: number | undefined) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === undefined) next.delete('companyId');
      else next.set('companyId', String(id));
      return next;
    });
  };

  return (
    <>
      <div className={shared.pageHeader}>
        <h1>Tax Credits</h1>
      </div>
      <p className={styles.intro}>
        The Work Opportunity Tax Credit of each certified hire comes from its first-year hours and wages: 25% of qualified first-year wages for
        120 to 399 hours, 40% for 400 hours or more, and 50% of second-year wages for long-term family assistance recipients.
      </p>
      {isAdmin && <CompanyPicker value={companyId} onChange={chooseCompany} />}
      <Form5884Summary companyId={companyId} needsCompany={needsCompany} />
      <WageImport key={`import-${companyId ?? 'all'}`} companyId={companyId} needsCompany={needsCompany} />
      <CertifiedHires key={`hires-${companyId ?? 'all'}`} companyId={companyId} showCompany={isAdmin} />
    </>
  );
}
