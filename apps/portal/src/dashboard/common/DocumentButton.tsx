import { useState } from 'react';
import { openFile } from '../../api/open-file';
import { useFileSession } from '../../session/use-file-session';
import linkStyles from '../../ui/link-button.module.css';

/**
 * Opens a stored PDF in a new tab. A button, not a link: the file needs the session token, which
 * only a script can send (GET /api/files/:id with Authorization).
 */
export function DocumentButton({ id, label }: { id: string; label: string }) {
  const session = useFileSession();
  const [failed, setFailed] = useState(false);
  const open = async () => {
    setFailed(false);
    setFailed(!(await openFile(session, id)));
  };
  return (
    <>
      <button type="button" className={linkStyles.linkButton} onClick={open}>
        {label}
      </button>
      {failed && (
        <span role="alert" className="field__error">
          {' '}
          The document could not be opened. Please try again.
        </span>
      )}
    </>
  );
}
