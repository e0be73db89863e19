import { useMessages } from '../i18n/language';
import type { WhereApplied } from './where-applied';
import styles from '../layout/form.module.css';

/** Under the title of a location's own link: where the applicant is applying (nothing otherwise). */
export function ApplyingAt({ where }: { where: WhereApplied }) {
  const messages = useMessages();
  if (where.kind !== 'named') return null;
  return <p className={styles.note}>{messages.prescreening.applyingAt(where.location.name)}</p>;
}
