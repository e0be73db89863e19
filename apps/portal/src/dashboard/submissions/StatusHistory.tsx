import type { StatusEventView } from '../../api/generated';
import { formatDate } from '../../ui/format';
import { DocumentButton } from '../common/DocumentButton';
import { StatusBadge } from '../common/StatusBadge';
import { evidenceText } from './status-evidence';
import styles from './submissions.module.css';

/**
 * Every status change with its evidence, newest first: the company's record of when its
 * submission went to the state and what the state answered. A 'sent' with a proof of sending
 * (postmark scan, fax confirmation, portal receipt) opens it in a new tab.
 */
export function StatusHistory({ events }: { events: StatusEventView[] }) {
  // The API answers newest first; sorting again keeps that true whatever the order on the wire.
  const newestFirst = [...events].sort((a, b) => Date.parse(b.changedAt) - Date.parse(a.changedAt));
  return (
    <section id="status-history" aria-labelledby="history-title" className="card">
      <h2 id="history-title">Status History</h2>
      {newestFirst.length === 0 ? (
        <p>No status changes yet.</p>
      ) : (
        <ol className={styles.history}>
          {newestFirst.map((event, index) => {
            const evidence = evidenceText(event);
            return (
              <li key={`${event.changedAt}-${index}`} className={styles.historyEvent}>
                <span className={styles.historyHead}>
                  <StatusBadge status={event.status} />
                  <time dateTime={event.changedAt}>{formatDate(event.changedAt)}</time>
                </span>
                {evidence && <span>{evidence}</span>}
                {event.proofDocumentId && (
                  <span>
                    <DocumentButton id={event.proofDocumentId} label="Proof (PDF/image)" />
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
