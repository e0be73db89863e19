import type { I9HistoryEvent } from '../../api/generated';
import { formatDate } from '../../ui/format';
import styles from './section2/section2.module.css';

/** The life of the Form I-9, oldest first: invitation, signatures and each version of the record. */
export function I9History({ history }: { history: I9HistoryEvent[] }) {
  if (history.length === 0) return null;
  return (
    <section id="history" aria-labelledby="history-title" className="card">
      <h2 id="history-title">History</h2>
      <ol className={styles.history}>
        {history.map((h, i) => (
          <li key={i}>
            <time dateTime={h.at}>{formatDate(h.at)}</time>: {h.description}
          </li>
        ))}
      </ol>
    </section>
  );
}
