import { COMPANY_ROLE_LABELS } from '@clearhire/contracts';
import { useTeamAdminsQuery, useTeamCompanyTeamQuery } from '../../api/generated';
import { useSession } from '../../session/use-session';
import { usePageTitle } from '../common/hooks';
import { DetailList } from '../common/DetailList';
import { ChangePasswordForm } from './ChangePasswordForm';
import { TwoFactorSection } from './TwoFactorSection';
import { CalendarFeedSection } from './CalendarFeedSection';
import shared from '../common/dashboard.module.css';

// The set-up screen a session that must turn two-factor sign-in on gets (dashboard/layout) loads
// from this page's chunk, which holds the set-up already: no chunk of its own (bundle budget).
export { TwoFactorRequiredScreen } from './TwoFactorRequiredScreen';

/** /dashboard/account, for every logged-in user: who they are, changing their password, two-factor sign-in and (company users) the calendar feed. */
export function AccountPage() {
  usePageTitle('Account');
  const { name, isAdmin, role } = useSession();
  return (
    <>
      <div className={shared.pageHeader}>
        <h1>Account</h1>
      </div>
      <div className={shared.stack}>
        <section aria-labelledby="account-details-title" className="card">
          <h2 id="account-details-title">Your details</h2>
          <DetailList
            items={[
              ['Name', name],
              ['E-mail', <YourEmail />],
              ['Role', isAdmin ? 'Administrator' : role ? COMPANY_ROLE_LABELS[role] : null],
            ]}
          />
        </section>
        <ChangePasswordForm />
        <TwoFactorSection />
        {!isAdmin && <CalendarFeedSection />}
      </div>
    </>
  );
}

/**
 * The token names the person but carries no address: it is read from the user list of their
 * company (or of the administrators), where the API marks the caller with `you`.
 */
function YourEmail() {
  const { isAdmin, companyId } = useSession();
  const admins = useTeamAdminsQuery(undefined, { skip: !isAdmin });
  const team = useTeamCompanyTeamQuery({ id: companyId ?? 0 }, { skip: isAdmin || companyId === null });
  const { data, isLoading } = isAdmin ? admins : team;
  if (isLoading) return <span role="status">Loading…</span>;
  const you = data?.users.find((user) => user.you);
  return <>{you?.email ?? '—'}</>;
}
