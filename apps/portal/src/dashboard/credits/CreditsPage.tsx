import { useSession } from '../../session/use-session';
import { CompanyPicker } from '../common/CompanyPicker';
import { usePageTitle } from '../common/hooks';
import { useCompanyParam } from '../common/use-company-param';
import { CertifiedHires } from './CertifiedHires';
import { Form5884Summary } from './Form5884Summary';
import { WageImport } from './WageImport';
import { WaitingForRenewal } from './WaitingForRenewal';
import shared from '../common/dashboard.module.css';

/**
 * Tax Credits (WOTC claiming, docs/compliance.md §2): Form 5884 by tax year with its files, the payroll
 * import, and the certified hires with their wages. A company user works on its own company; an
 * administrator sees every company's figures and chooses one, kept in the URL (`?companyId=`), to
 * download its Form 5884 or import its payroll.
 */
export function CreditsPage() {
  usePageTitle('Tax Credits');
  const { isAdmin } = useSession();
  const [companyId, chooseCompany] = useCompanyParam(isAdmin);
  const needsCompany = isAdmin && companyId === undefined;

  return (
    <>
      <div className={shared.pageHeader}>
        <h1>Tax Credits</h1>
      </div>
      <p className={shared.intro}>
        The Work Opportunity Tax Credit of each certified hire comes from its first-year hours and wages: 25% of qualified first-year wages for
        120 to 399 hours, 40% for 400 hours or more, and 50% of second-year wages for long-term family assistance recipients.
      </p>
      {isAdmin && <CompanyPicker id="credits-company" hint="Form 5884 and the payroll import are for one company at a time." value={companyId} onChange={chooseCompany} />}
      <Form5884Summary companyId={companyId} needsCompany={needsCompany} />
      <WaitingForRenewal companyId={companyId} />
      <WageImport key={`import-${companyId ?? 'all'}`} companyId={companyId} needsCompany={needsCompany} />
      <CertifiedHires key={`hires-${companyId ?? 'all'}`} companyId={companyId} showCompany={isAdmin} />
    </>
  );
}
