import shared from './dashboard.module.css';

interface Props {
  /** What the submit does ("Save wages"). */
  label: string;
  /** What it says while the call runs ("Saving…"). */
  busyLabel: string;
  busy: boolean;
  /** A step that takes something away (turning two-factor sign-in off) is drawn as one. */
  danger?: boolean;
  /** Leaves the form without saving; no Cancel where the form cannot be left. */
  onCancel?: () => void;
  /** Cancel waits for a save in flight, where leaving would close the form under it. */
  cancelWaitsForSave?: boolean;
}

/** A dashboard form's last row: its submit, which says what it is doing while the call runs, and Cancel. */
export function FormActions({ label, busyLabel, busy, danger, onCancel, cancelWaitsForSave }: Props) {
  return (
    <div className={shared.actions}>
      <button type="submit" className={danger ? 'button button--danger' : 'button'} disabled={busy} aria-busy={busy}>
        {busy ? busyLabel : label}
      </button>
      {onCancel && (
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={cancelWaitsForSave && busy}>
          Cancel
        </button>
      )}
    </div>
  );
}
