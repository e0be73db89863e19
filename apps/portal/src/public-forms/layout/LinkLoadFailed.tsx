import { apiErrors } from '../../api/errors';
import { ServerErrors } from '../../ui/ServerErrors';
import type { FormsApiError } from '../api/forms-api';
import { useMessages } from '../i18n/language';
import styles from './form.module.css';

/** The form's link could not be read (network, server): what went wrong, and a button to read it again. */
export function LinkLoadFailed({ title, error, onRetry }: { title: string; error: FormsApiError | undefined; onRetry: () => void }) {
  const messages = useMessages();
  return (
    <section className={styles.section}>
      <h1>{title}</h1>
      <ServerErrors errors={apiErrors(error)} title={messages.common.serverErrorsTitle} scroll={false} />
      <button type="button" className="button" onClick={onRetry}>
        {messages.common.tryAgain}
      </button>
    </section>
  );
}
