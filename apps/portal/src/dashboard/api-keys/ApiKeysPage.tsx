import { useSession } from '../../session/use-session';
import { usePageTitle } from '../common/hooks';
import { NotAvailable } from '../common/states';
import { CompanyApiKeys } from './CompanyApiKeys';
import shared from '../common/dashboard.module.css';

/**
 * /dashboard/api-keys, for owners: the company's API keys, which let another system (an applicant
 * tracking, HR or payroll system) call the API as the company within the key's scopes. A new key's
 * secret shows once, here, to copy; revoking one stops it at the next request.
 */
export function ApiKeysPage() {
  const { isAdmin, companyId, isOwner } = useSession();
  if (isAdmin || companyId === null) {
    return <NotAvailable title="Page not available" message="The API keys page is for company accounts: administrators manage a company's keys on its page." />;
  }
  if (!isOwner) return <NotAvailable title="Page not available" message="Only an owner of your company can manage its API keys." />;
  return <ApiKeys companyId={companyId} />;
}

function ApiKeys({ companyId }: { companyId: number }) {
  usePageTitle('API keys');
  return (
    <>
      <div className={shared.pageHeader}>
        <h1>API keys</h1>
      </div>
      <p>
        An API key lets another system, such as your applicant tracking, HR or payroll system, call ClearHire for your company: it sends the key as{' '}
        <code>Authorization: Bearer &lt;key&gt;</code>. Each key may do only what its scopes allow, never manage your team or your keys, and every call made with it is recorded in
        the audit trail under its name. The API&apos;s description is at <a href="/api/docs">/api/docs</a>.
      </p>
      <CompanyApiKeys companyId={companyId} />
    </>
  );
}
