import { Link } from 'react-router-dom';
import { useCompaniesDetailQuery, type CompanyView } from '../../api/generated';
import { useSession } from '../../session/use-session';
import { usePageTitle } from '../common/hooks';
import { LoadingText, NotAvailable } from '../common/states';
import { ErdForm } from './ErdForm';

const TITLE = 'ERD and I-9 Employer Authorization';

/** /dashboard/erd: company accounts sign their employer authorization here, once. */
export function ErdFormPage() {
  const { isAdmin, companyId } = useSession();
  if (isAdmin || companyId === null) {
    return <NotAvailable title="Page not available" message="The ERD and I-9 Employer Authorization forms are signed from a company account." />;
  }
  return <CompanyErd companyId={companyId} />;
}

function CompanyErd({ companyId }: { companyId: number }) {
  usePageTitle(TITLE);
  const { data, isLoading } = useCompaniesDetailQuery({ id: companyId });
  const company: CompanyView | undefined = data?.data;

  return (
    <>
      <h1>{TITLE}</h1>
      {isLoading ? (
        <LoadingText what="your company" />
      ) : company?.erd_status === 'pending' ? (
        <div className="banner">
          <p>Your ERD and I-9 Employer Authorization forms are being processed. You will be notified of any issue.</p>
          <Link to="/dashboard">Back to the dashboard</Link>
        </div>
      ) : company?.erd_status === 'approved' ? (
        <div className="banner banner--success">
          <p>Your ERD and I-9 Employer Authorization forms are approved.</p>
          <Link to="/dashboard">Back to the dashboard</Link>
        </div>
      ) : (
        // The form is offered even if the company could not be read: the API decides whether it is still needed.
        <ErdForm company={company} />
      )}
    </>
  );
}
