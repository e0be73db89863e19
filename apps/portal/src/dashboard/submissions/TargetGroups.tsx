import type { SubmissionDetailView } from '../../api/generated';
import { formatMoney } from '../../ui/format';
import styles from './submissions.module.css';
import shared from '../common/dashboard.module.css';

/**
 * The WOTC target groups the answers point to, best first, and the largest credit among those the
 * answers alone confirm (groups that also need an address check are listed but not counted). When
 * the groups earn nothing whatever the address (a rehire), the reason says why.
 */
export function TargetGroups({ submission: s }: { submission: SubmissionDetailView }) {
  const groups = s.target_groups;
  return (
    <section id="credits" aria-labelledby="groups-title" className="card">
      <h2 id="groups-title">Target Groups</h2>
      {groups.length === 0 ? (
        <p>The answers do not point to a WOTC target group.</p>
      ) : (
        <>
          <p>
            Largest possible credit: <span className={styles.credit}>{formatMoney(s.max_credit)}</span>
          </p>
          {s.program_status === 'hiatus' && s.max_credit > 0 && (
            <p role="note">
              Waiting for the program to be renewed: this hire started after WOTC&apos;s authorization ended, so the state agency can hold the
              request but not certify it. The credit is not counted in the potential credits until WOTC is renewed.
            </p>
          )}
          {s.no_credit_reason ? (
            <p role="note">{s.no_credit_reason}</p>
          ) : (
            s.max_credit === 0 && <p className={shared.muted}>Every group found depends on the applicant's address being checked.</p>
          )}
          <ul>
            {groups.map((group) => (
              <li key={group.code}>
                <strong>{group.name}</strong>: up to {formatMoney(group.maxCredit)}, with ETA Form {group.form}
                {group.needs9175 && '; ETA Form 9175 must go with the request'}
                {group.needsAddressCheck && '; only if the applicant lives in an Empowerment Zone or Rural Renewal County'}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
