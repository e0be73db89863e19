import { Link } from 'react-router-dom';
import { useCompaniesDetailQuery, type CompanyView } from '../../api/generated';
import { useSession } from '../../session/use-session';
import { usePageTitle } from '../common/hooks';
import { LoadingText, NotAvailable } from '../common/states';
import { ErdForm } from './ErdForm';
import { ERD_OWNER_SIGNS } from '../common/erd';

const TITLE = 'ERD and I-9 Employer Authorization';

/** /dashboard/erd: an owner of a company signs its employer authorization here, once (members may not: 403). */
export function ErdFormPage() {
  const { isAdmin, companyId, isOwner } = useSession();
  if (isAdmin || companyId === null) {
    return <NotAvailable title="Page not available" message="The ERD and I-9 Employer Authorization forms are signed from a company account." />;
  }
  return <CompanyErd companyId={companyId} isOwner={isOwner} />;
}

function CompanyErd({ companyId, isOwner }: { companyId: number; isOwner: boolean }) {
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
      ) : !isOwner ? (
        <div className="banner banner--warning">
          <p>{ERD_OWNER_SIGNS}</p>
          <Link to="/dashboard/team">See your company's owners</Link>
        </div>
      ) : (
        // The form is offered even if the company could not be read: the API decides whether it is still needed.
        <ErdForm company={company} />
      )}
    </>
  );
}
