import { useState } from 'react';
import {
  useTeamAdminsQuery,
  useTeamInviteAdminMutation,
  useTeamResetAdminTwoFactorMutation,
  useTeamUpdateAdminMutation,
  useTeamWithdrawAdminMutation,
  type AccountUser,
} from '../../api/generated';
import { apiErrors, type ApiErrorItem } from '../../api/errors';
import { useSession } from '../../session/use-session';
import { usePageTitle } from '../common/hooks';
import { LoadFailed, LoadingText, NotAvailable } from '../common/states';
import { ActionErrors, ForWhom } from '../team/ActionErrors';
import { InvitationsList } from '../team/InvitationsList';
import { InviteForm, type InviteValues } from '../team/InviteForm';
import { UsersTable } from '../team/UsersTable';
import { userName } from '../team/people';
import shared from '../common/dashboard.module.css';
import teamStyles from '../team/team.module.css';

const TITLE = 'Administrators';

/** /dashboard/admins, for administrators: who administers ClearHire, inviting another, disabling one. */
export function AdminsPage() {
  const { isAdmin } = useSession();
  if (!isAdmin) return <NotAvailable title="Page not available" message="Only administrators can see this page." />;
  return <Admins />;
}

function Admins() {
  usePageTitle(TITLE);
  const { data, error, isLoading, refetch } = useTeamAdminsQuery();
  const [updateAdmin, update] = useTeamUpdateAdminMutation();
  const [withdraw, withdrawal] = useTeamWithdrawAdminMutation();
  const [invite, invitation] = useTeamInviteAdminMutation();
  const [resetTwoFactor, reset] = useTeamResetAdminTwoFactorMutation();
  const [actionErrors, setActionErrors] = useState<ApiErrorItem[]>([]);
  const busy = update.isLoading || withdrawal.isLoading || reset.isLoading;

  const act = async (run: () => Promise<{ error?: Parameters<typeof apiErrors>[0] }>) => {
    setActionErrors([]);
    const result = await run();
    if (result.error) setActionErrors(apiErrors(result.error));
  };

  const sendInvitation = async ({ email }: InviteValues) => {
    const result = await invite({ adminInvitationDto: { email } });
    return !('error' in result && result.error);
  };

  // Disabling ends the administrator's sessions; the API keeps one administrator who can log in, and
  // offers only what it accepts (`actions`): never disabling the last one.
  // Turning off another administrator's two-factor sign-in (a lost phone) makes them set it up again at the next login.
  const actions = (user: AccountUser) => {
    const offered = new Set(user.actions);
    const disable = offered.has('disable') ? true : offered.has('enable') ? false : null;
    if (offered.size === 0) return null;
    return (
      <div className={teamStyles.rowActions}>
        {disable !== null && (
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => act(() => updateAdmin({ userId: user.id, adminUpdateDto: { disabled: disable } }))}>
            {disable ? 'Disable' : 'Enable'}
            <ForWhom name={userName(user)} />
          </button>
        )}
        {offered.has('turn-off-two-factor') && (
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => act(() => resetTwoFactor({ userId: user.id }))}>
            Turn off two-factor
            <ForWhom name={userName(user)} />
          </button>
        )}
      </div>
    );
  };

  return (
    <>
      <div className={shared.pageHeader}>
        <h1>{TITLE}</h1>
      </div>
      {isLoading ? (
        <LoadingText what="the administrators" />
      ) : !data ? (
        <LoadFailed what="list of administrators" error={error} onRetry={refetch} />
      ) : (
        <div className={shared.stack}>
          <ActionErrors errors={actionErrors} />
          <UsersTable users={data.users} label="Administrators table" showRole={false} actions={actions} />
          <section aria-labelledby="admin-invitations-title">
            <h2 id="admin-invitations-title">Pending invitations</h2>
            <InvitationsList
              invitations={data.invitations}
              showRole={false}
              busy={busy}
              onWithdraw={(inv) => act(() => withdraw({ invitationId: inv.id }))}
            />
          </section>
          <section aria-labelledby="admin-invite-title">
            <h2 id="admin-invite-title">Invite an administrator</h2>
            <InviteForm id="admin-invite" withRole={false} onInvite={sendInvitation} isLoading={invitation.isLoading} error={invitation.error} />
          </section>
        </div>
      )}
    </>
  );
}
