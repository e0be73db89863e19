import { useEffect, useRef, useState } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import {
  useLocationsListQuery,
  useTeamCompanyTeamQuery,
  useTeamInviteMutation,
  useTeamRemoveUserMutation,
  useTeamResetTwoFactorMutation,
  useTeamUpdateUserMutation,
  useTeamWithdrawMutation,
  type AccountUser,
} from '../../api/generated';
import { apiErrors, type ApiErrorItem } from '../../api/errors';
import { LoadFailed, LoadingText } from '../common/states';
import { ActionErrors, ForWhom } from './ActionErrors';
import { InvitationsList } from './InvitationsList';
import { InviteForm, type InviteValues } from './InviteForm';
import { MemberLocationsEditor } from './LocationChoices';
import { UsersTable } from './UsersTable';
import { roleLabel, userName } from './people';
import shared from '../common/dashboard.module.css';
import styles from './team.module.css';

interface Props {
  companyId: number;
  /** An owner of the company, or an administrator: invites, changes roles, disables and removes users. */
  canManage: boolean;
  /** The level of the headings inside ("Pending invitations", "Invite a teammate"): under the page's title or a section's. */
  level: 2 | 3;
}

type MutationResult = { error?: FetchBaseQueryError | SerializedError };

/**
 * A company's users and pending invitations (GET /api/companies/:id/users), with the owner's
 * actions: the Team page of a company user, and the Users section of a company's page for an
 * administrator. Changing a user's role, disabling or removing them ends their sessions at once.
 * Each user's buttons are the actions the API lists for them (`actions`): it offers only what it
 * would accept, so the only owner is never offered to step down, be disabled or removed; a 409 is
 * still shown should the team change in between.
 */
export function CompanyTeam({ companyId, canManage, level }: Props) {
  const { data, error, isLoading, refetch } = useTeamCompanyTeamQuery({ id: companyId });
  const [updateUser, update] = useTeamUpdateUserMutation();
  const [removeUser, removal] = useTeamRemoveUserMutation();
  const [withdraw, withdrawal] = useTeamWithdrawMutation();
  const [resetTwoFactor, reset] = useTeamResetTwoFactorMutation();
  const [invite, invitation] = useTeamInviteMutation();
  const [actionErrors, setActionErrors] = useState<ApiErrorItem[]>([]);
  const [confirming, setConfirming] = useState<string | null>(null);
  // The member whose locations are being chosen, and whether they are an owner being made a member.
  const [placing, setPlacing] = useState<{ userId: string; makeMember: boolean } | null>(null);
  // The company's locations, for those who assign members to them.
  const { data: locationList } = useLocationsListQuery({ companyId }, { skip: !canManage });
  const locations = (locationList?.data ?? []).map((l) => ({ id: l.id, name: l.name }));
  const busy = update.isLoading || removal.isLoading || withdrawal.isLoading || reset.isLoading;
  const Heading = `h${level}` as const;

  const act = async (run: () => Promise<MutationResult>) => {
    setActionErrors([]);
    const result = await run();
    if (result.error) setActionErrors(apiErrors(result.error));
  };

  const sendInvitation = async (values: InviteValues) => {
    const result = await invite({ id: companyId, invitationDto: { email: values.email, role: values.role, ...(values.locationIds ? { locationIds: values.locationIds } : {}) } });
    return !('error' in result && result.error);
  };

  if (isLoading) return <LoadingText what="the users" />;
  if (!data) return <LoadFailed what="list of users" error={error} onRetry={refetch} />;

  const actions = (user: AccountUser) => {
    const name = userName(user);
    if (confirming === user.id) {
      return (
        <ConfirmRemoval
          name={name}
          busy={busy}
          onConfirm={() => {
            setConfirming(null);
            return act(() => removeUser({ id: companyId, userId: user.id }));
          }}
          onCancel={() => setConfirming(null)}
        />
      );
    }
    if (placing?.userId === user.id) {
      const makeMember = placing.makeMember;
      return (
        <MemberLocationsEditor
          name={name}
          locations={locations}
          current={user.locations}
          busy={busy}
          onSave={(locationIds) => {
            setPlacing(null);
            return act(() => updateUser({ id: companyId, userId: user.id, userUpdateDto: makeMember ? { role: 'member', locationIds } : { locationIds } }));
          }}
          onCancel={() => setPlacing(null)}
        />
      );
    }
    const offered = new Set(user.actions);
    const placeable = user.role === 'member' && locations.length > 1;
    const newRole = offered.has('make-owner') ? 'owner' : offered.has('make-member') ? 'member' : null;
    const disable = offered.has('disable') ? true : offered.has('enable') ? false : null;
    if (offered.size === 0 && !placeable) return null;
    return (
      <div className={styles.rowActions}>
        {placeable && (
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => setPlacing({ userId: user.id, makeMember: false })}>
            Change locations
            <ForWhom name={name} />
          </button>
        )}
        {newRole && (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() =>
              // A member works at some of several locations: making one asks which first.
              newRole === 'member' && locations.length > 1
                ? setPlacing({ userId: user.id, makeMember: true })
                : act(() => updateUser({ id: companyId, userId: user.id, userUpdateDto: { role: newRole } }))
            }
          >
            Make {roleLabel(newRole).toLowerCase()}
            <ForWhom name={name} />
          </button>
        )}
        {disable !== null && (
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => act(() => updateUser({ id: companyId, userId: user.id, userUpdateDto: { disabled: disable } }))}>
            {disable ? 'Disable' : 'Enable'}
            <ForWhom name={name} />
          </button>
        )}
        {offered.has('turn-off-two-factor') && (
          // A lost phone: the user signs in with the password again (and sets it up anew where it is required).
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => act(() => resetTwoFactor({ id: companyId, userId: user.id }))}>
            Turn off two-factor
            <ForWhom name={name} />
          </button>
        )}
        {offered.has('remove') && (
          <button type="button" className="button button--danger" disabled={busy} onClick={() => setConfirming(user.id)}>
            Remove
            <ForWhom name={name} />
          </button>
        )}
      </div>
    );
  };

  return (
    <div className={shared.stack}>
      <ActionErrors errors={actionErrors} />
      <UsersTable users={data.users} label="Users table" showRole actions={canManage ? actions : undefined} />
      <section aria-labelledby={`team-${companyId}-invitations`}>
        <Heading id={`team-${companyId}-invitations`}>Pending invitations</Heading>
        <InvitationsList
          invitations={data.invitations}
          showRole
          busy={busy}
          onWithdraw={canManage ? (inv) => act(() => withdraw({ id: companyId, invitationId: inv.id })) : undefined}
        />
      </section>
      {canManage && (
        <section aria-labelledby={`team-${companyId}-invite`}>
          <Heading id={`team-${companyId}-invite`}>Invite a teammate</Heading>
          <InviteForm id={`team-${companyId}-invite`} withRole locations={locations} onInvite={sendInvitation} isLoading={invitation.isLoading} error={invitation.error} />
        </section>
      )}
    </div>
  );
}

/** The second step of Remove: says what happens, and takes focus so the question is read out. */
function ConfirmRemoval({ name, busy, onConfirm, onCancel }: { name: string; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className={styles.confirm} role="group" aria-label={`Remove ${name}?`} tabIndex={-1}>
      <span>Remove {name}? They lose access at once.</span>
      <button type="button" className="button button--danger" disabled={busy} onClick={onConfirm}>
        Yes, remove
      </button>
      <button type="button" className="button button--secondary" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
