import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useEmployeesLinkSubmissionMutation, type EmployeeDetailView, type SubmissionMatchView } from '../../api/generated';
import { apiErrors } from '../../api/errors';
import { ServerErrors } from '../../ui/ServerErrors';
import { formatDate } from '../../ui/format';
import shared from '../common/dashboard.module.css';

const MATCHED_ON: Record<SubmissionMatchView['matched_on'], string> = {
  email: 'same e-mail',
  name_and_birthdate: 'same name and date of birth',
};

/**
 * The pre-screening (WOTC) this employee was hired from: a link to it once linked; otherwise the
 * company's recent pre-screenings that may be the same person, each linked only after the person
 * confirms, since a wrong link would join two people's records.
 */
export function PrescreeningBlock({ employee, onLinked }: { employee: EmployeeDetailView; onLinked: () => void }) {
  if (!employee.submission_id && employee.submission_matches.length === 0) return null;
  return (
    <section aria-labelledby="prescreening-title" className="card">
      <h2 id="prescreening-title">Pre-screening</h2>
      {employee.submission_id ? (
        <p>
          Hired from <Link to={`/dashboard/submissions/${employee.submission_id}`}>this WOTC pre-screening</Link>.
        </p>
      ) : (
        <>
          <p>These pre-screenings may be {employee.firstname}'s. Link the one that is, so each record shows the other.</p>
          <ul className={shared.plainList}>
            {employee.submission_matches.map((match) => (
              <MatchItem key={match.id} employeeId={employee.id} match={match} onLinked={onLinked} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function MatchItem({ employeeId, match, onLinked }: { employeeId: string; match: SubmissionMatchView; onLinked: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [link, { isLoading, error }] = useEmployeesLinkSubmissionMutation();
  // The button pressed goes away: the focus follows to the question, then back to the button on Cancel.
  const confirmRef = useRef<HTMLButtonElement>(null);
  const offerRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (asked.current) offerRef.current?.focus();
    asked.current = asked.current || confirming;
  }, [confirming]);
  const who = `${match.firstname} ${match.lastname}`;
  const onConfirm = async () => {
    const result = await link({ id: employeeId, linkSubmissionDto: { submissionId: match.id } });
    if ('data' in result) onLinked();
  };
  return (
    <li>
      <Link to={`/dashboard/submissions/${match.id}`}>{who}</Link>, pre-screened on {formatDate(match.created_at)} ({MATCHED_ON[match.matched_on]}){' '}
      {confirming ? (
        <div role="group" aria-label={`Link to the pre-screening of ${who}`}>
          <ServerErrors errors={apiErrors(error)} scroll={false} />
          Is this the same person?{' '}
          <button ref={confirmRef} type="button" className="button" disabled={isLoading} onClick={onConfirm}>
            {isLoading ? 'Linking…' : 'Yes, link them'}
          </button>{' '}
          <button type="button" className="button button--secondary" disabled={isLoading} onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </div>
      ) : (
        <button ref={offerRef} type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
          Link to this pre-screening
        </button>
      )}
    </li>
  );
}
