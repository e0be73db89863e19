import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSubmissionsChangeStatusMutation, type StatusChangeForm, type SubmissionDetailView } from '../../api/generated';
import { apiErrors } from '../../api/errors';
import { SUBMISSION_STATUSES, SUBMISSION_STATUS_LABELS, type SubmissionStatus } from '../common/status';
import { StatusEvidenceForm } from './StatusEvidenceForm';
import styles from './submissions.module.css';

interface Props {
  submission: SubmissionDetailView;
  /** The rest of the status row (date submitted, company), kept before the form that opens under it. */
  children?: ReactNode;
}

/**
 * Administrators set any of the four statuses (docs/product.md §4). Choosing one opens the form for its
 * evidence under the status row; nothing is saved until that form is, and Cancel puts the badge back.
 */
export function StatusPicker({ submission, children }: Props) {
  const [changeStatus, { isLoading: saving, error, reset }] = useSubmissionsChangeStatusMutation();
  const [draft, setDraft] = useState<SubmissionStatus | null>(null);
  // The saved status, shown until the refetched detail (a new object) replaces the one it was saved over.
  const [saved, setSaved] = useState<{ status: SubmissionStatus; over: SubmissionDetailView } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const select = useRef<HTMLSelectElement>(null);
  const returnFocus = useRef(false);
  const serverErrors = useMemo(() => apiErrors(error), [error]);
  const current = saved?.over === submission ? saved.status : submission.status;
  const shown = draft ?? current;

  const choose = (next: SubmissionStatus) => {
    reset();
    setAnnouncement('');
    setDraft(next === current ? null : next);
  };
  const close = (message: string) => {
    reset();
    setDraft(null);
    setAnnouncement(message);
    returnFocus.current = true;
  };
  // The form goes away with the button that had the focus: keyboard users continue from the picker,
  // once it is enabled again after a save.
  useEffect(() => {
    if (returnFocus.current && !draft && !saving) {
      returnFocus.current = false;
      select.current?.focus();
    }
  }, [draft, saving]);
  const save = async (change: StatusChangeForm) => {
    const over = submission;
    const result = await changeStatus({ id: submission.id, statusChangeForm: change });
    if ('data' in result) {
      setSaved({ status: change.newStatus, over });
      close(`Status changed to ${SUBMISSION_STATUS_LABELS[change.newStatus]}.`);
    }
  };

  return (
    <>
      <div className={styles.statusRow}>
        <span className={styles.statusPicker}>
          <label htmlFor="submission-status">Status</label>
          <select
            id="submission-status"
            ref={select}
            className={`badge badge--${shown}`}
            value={shown}
            disabled={saving}
            onChange={(event) => choose(event.target.value as SubmissionStatus)}
          >
            {SUBMISSION_STATUSES.map((option) => (
              <option key={option} value={option}>
                {SUBMISSION_STATUS_LABELS[option]}
              </option>
            ))}
          </select>
        </span>
        {children}
      </div>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {draft && (
        <StatusEvidenceForm
          key={draft}
          submission={submission}
          current={current}
          status={draft}
          saving={saving}
          serverErrors={serverErrors}
          onSave={save}
          onCancel={() => close('')}
        />
      )}
    </>
  );
}
