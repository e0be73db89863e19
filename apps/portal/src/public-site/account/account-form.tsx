import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { ApiErrorItem } from '../../api/errors';


/**
 * The server's errors split in two: those about the link itself (param `token`: expired, used,
 * unknown), which no field can fix and the page shows on its own, and the rest, for the form.
 */
export function useLinkErrors(errors: ApiErrorItem[]): { linkErrors: ApiErrorItem[]; formErrors: ApiErrorItem[] } {
  return useMemo(
    () => ({ linkErrors: errors.filter((e) => e.param === 'token'), formErrors: errors.filter((e) => e.param !== 'token') }),
    [errors],
  );
}

/** A link that cannot be used (none in the address, expired, used): why, and where to go instead. */
export function UnusableLink({ message, action }: { message: string; action: { to: string; label: string } }) {
  return (
    <div role="alert">
      <p className="banner banner--warning">{message}</p>
      <p>
        <Link to={action.to}>{action.label}</Link>
      </p>
    </div>
  );
}
