import type { ApiErrorItem } from '../../api/errors';

/**
 * What went wrong with the last action on a list of users (409: the last owner or administrator
 * who can log in must stay), announced and shown above the list.
 */
export function ActionErrors({ errors }: { errors: ApiErrorItem[] }) {
  return (
    <div role="alert">
      {errors.length > 0 && (
        <div className="server-errors">
          <ul>
            {errors.map((e, i) => (
              <li key={i}>{e.msg}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The name of the person or invitation a row's button acts on, for screen readers ("Disable: Jane Doe"). */
export function ForWhom({ name }: { name: string }) {
  return <span className="visually-hidden">: {name}</span>;
}
