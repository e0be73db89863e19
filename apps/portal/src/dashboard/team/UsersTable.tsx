import type { ReactNode } from 'react';
import type { AccountUser } from '../../api/generated';
import { TableHead } from '../common/TableHead';
import { TableMessageRow } from '../common/states';
import { TableScroll } from '../common/TableScroll';
import { roleLabel, userName } from './people';
import { locationsLabel } from './LocationChoices';
import styles from './team.module.css';

interface Props {
  users: readonly AccountUser[];
  /** The table's name, for its scroll region. */
  label: string;
  /** Company users have a role; administrators do not. */
  showRole: boolean;
  /** The row's buttons, for someone who manages these users; without it the table is read-only. */
  actions?: (user: AccountUser) => ReactNode;
}

/** The users of a company (or the administrators): name with a "(you)" marker, e-mail, role, status, two-factor sign-in. */
export function UsersTable({ users, label, showRole, actions }: Props) {
  const headers = ['Name', 'E-mail', ...(showRole ? ['Role', 'Locations'] : []), 'Status', 'Two-factor', ...(actions ? ['Actions'] : [])];
  return (
    <TableScroll label={label}>
      <table className="table">
        <TableHead headers={headers} />
        <tbody>
          {users.length === 0 ? (
            <TableMessageRow columns={headers.length}>No users</TableMessageRow>
          ) : (
            users.map((user) => (
              <tr key={user.id}>
                <th scope="row" className={styles.nameCell}>
                  {userName(user)}
                  {user.you && <span className={styles.you}> (you)</span>}
                </th>
                <td>{user.email}</td>
                {showRole && <td>{roleLabel(user.role)}</td>}
                {showRole && <td>{locationsLabel(user.role, user.locations ?? [])}</td>}
                <td>
                  <span className={user.disabled ? 'badge badge--rejected' : 'badge badge--approved'}>{user.disabled ? 'Disabled' : 'Active'}</span>
                </td>
                <td>{user.twoFactor ? 'On' : 'Off'}</td>
                {actions && <td>{actions(user)}</td>}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </TableScroll>
  );
}
