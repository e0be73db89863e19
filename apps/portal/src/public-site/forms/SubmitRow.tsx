import type { ReactNode } from 'react';
import styles from './forms.module.css';

/**
 * A site form's last row: its submit button and, beside it, where else to go (log in instead, a
 * forgotten password, start over).
 */
export function SubmitRow({ label, disabled, children }: { label: ReactNode; disabled: boolean; children?: ReactNode }) {
  return (
    <div className={styles.actions}>
      <button type="submit" className="button" disabled={disabled}>
        {label}
      </button>
      {children}
    </div>
  );
}
