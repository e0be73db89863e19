import type { PendingInvitation } from '../../api/generated';
import { formatDate } from '../../ui/format';
import { ForWhom } from './ActionErrors';
import { roleLabel } from './people';
import shared from '../common/dashboard.module.css';
import styles from './team.module.css';

interface Props {
  invitations: readonly PendingInvitation[];
  showRole: boolean;
  /** Withdraws an invitation; without it the list is read-only. */
  onWithdraw?: (invitation: PendingInvitation) => void;
  busy?: boolean;
}

/** Invitations sent and not yet accepted, expired or withdrawn. */
export function InvitationsList({ invitations, showRole, onWithdraw, busy }: Props) {
  if (invitations.length === 0) return <p className={shared.muted}>No pending invitations.</p>;
  return (
    <ul className={shared.plainList} aria-label="Pending invitations">
      {invitations.map((invitation) => (
        <li key={invitation.id} className={styles.invitation}>
          <span>
            <strong>{invitation.email}</strong>
            {showRole && <> as {roleLabel(invitation.role).toLowerCase()}</>}
            {showRole && invitation.locations?.length > 0 && <> at {invitation.locations.map((l) => l.name).join(', ')}</>}
            <span className={shared.cellNote}>
              Sent {formatDate(invitation.createdAt)}, expires {formatDate(invitation.expiresAt)}
            </span>
          </span>
          {onWithdraw && (
            <button type="button" className="button button--secondary" disabled={busy} onClick={() => onWithdraw(invitation)}>
              Withdraw
              <ForWhom name={invitation.email} />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
