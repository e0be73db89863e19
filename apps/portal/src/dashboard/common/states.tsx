import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { apiErrors } from '../../api/errors';
import { usePageTitle } from './hooks';

/** One full-width row of a table: loading, 'No results found'. */
export function TableMessageRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns}>{children}</td>
    </tr>
  );
}

export function LoadingRow({ columns }: { columns: number }) {
  return (
    <TableMessageRow columns={columns}>
      <span role="status">Loading…</span>
    </TableMessageRow>
  );
}

export function LoadingText({ what }: { what: string }) {
  return <p role="status">Loading {what}…</p>;
}

interface LoadFailedProps {
  what: string;
  error: FetchBaseQueryError | SerializedError | undefined;
  onRetry?: () => void;
}

/** A detail that could not be read: 404 says so plainly, anything else can be retried. */
export function LoadFailed({ what, error, onRetry }: LoadFailedProps) {
  const notFound = !!error && 'status' in error && (error.status === 404 || error.status === 403);
  return (
    <div className="banner banner--warning" role="alert">
      {notFound ? (
        <p>This {what} does not exist, or your account cannot see it.</p>
      ) : (
        <>
          <p>We could not load this {what}.</p>
          <ul>
            {apiErrors(error).map((e, i) => (
              <li key={i}>{e.msg}</li>
            ))}
          </ul>
          {onRetry && (
            <button type="button" className="button button--secondary" onClick={onRetry}>
              Try again
            </button>
          )}
        </>
      )}
    </div>
  );
}

/** A page this account has no use for (a company user on the companies list, an admin on the ERD form). */
export function NotAvailable({ title, message }: { title: string; message: string }) {
  usePageTitle(title);
  return (
    <>
      <h1>{title}</h1>
      <p>{message}</p>
      <p>
        <Link to="/dashboard">Back to the dashboard</Link>
      </p>
    </>
  );
}
