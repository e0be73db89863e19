import { useSession } from '../../session/use-session';
import { usePageTitle } from '../common/hooks';
import { NotAvailable } from '../common/states';
import { CompanyTeam } from './CompanyTeam';
import { TwoFactorRequirement } from './TwoFactorRequirement';
import shared from '../common/dashboard.module.css';
import styles from './team.module.css';

/**
 * /dashboard/team, for company users: the users of their own company and its pending invitations.
 * Owners invite and manage them, and may require two-factor sign-in of everyone; members see both read-only.
 */
export function TeamPage() {
  const { isAdmin, companyId, isOwner } = useSession();
  if (isAdmin || companyId === null) {
    return (
      <NotAvailable
        title="Page not available"
        message="The Team page is for company accounts. Administrators manage a company's users from its page under Companies."
      />
    );
  }
  return <Team companyId={companyId} isOwner={isOwner} />;
}

function Team({ companyId, isOwner }: { companyId: number; isOwner: boolean }) {
  usePageTitle('Team');
  return (
    <>
      <div className={shared.pageHeader}>
        <h1>Team</h1>
      </div>
      {!isOwner && <p className={`banner ${styles.note}`}>Only an owner of your company can invite, change or remove users.</p>}
      <div className={shared.stack}>
        <CompanyTeam companyId={companyId} canManage={isOwner} level={2} />
        <TwoFactorRequirement companyId={companyId} canChange={isOwner} level={2} />
      </div>
    </>
  );
}
