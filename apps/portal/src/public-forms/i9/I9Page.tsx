import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { apiErrors } from '../../api/errors';
import { useI9LinkStatusQuery } from '../../api/public-client';
import { StoreProvider } from '../../app/StoreProvider';
import { PageLoading } from '../../ui/PageLoading';
import { ServerErrors } from '../../ui/ServerErrors';
import { LanguageProvider, useMessages } from '../i18n/language';
import { FormLayout } from '../layout/FormLayout';
import { Submitted } from '../layout/Submitted';
import { I9Form } from './I9Form';
import styles from '../layout/form.module.css';

/** /i9/{url}: the employee's Form I-9 Section 1 and identity documents (docs/product.md §2, §4). */
export function I9Page() {
  return (
    <StoreProvider>
      <LanguageProvider>
        <I9Screen />
      </LanguageProvider>
    </StoreProvider>
  );
}

function I9Screen() {
  const messages = useMessages();
  const { url = '' } = useParams();
  const link = useI9LinkStatusQuery({ url });
  // Kept here, above the link check: once submitted the link reads "used", but this visit shows the confirmation.
  const [submitted, setSubmitted] = useState(false);

  let content;
  if (submitted) {
    content = (
      <Submitted title={messages.i9.doneTitle}>
        <p>{messages.i9.doneText}</p>
      </Submitted>
    );
  } else if (link.isLoading) {
    content = <PageLoading />;
  } else if (link.error && 'status' in link.error && link.error.status === 404) {
    content = <LinkMessage title={messages.i9.notFoundTitle} text={messages.i9.notFoundText} />;
  } else if (link.error || !link.data) {
    content = (
      <section className={styles.section}>
        <h1>{messages.i9.loadFailedTitle}</h1>
        <ServerErrors errors={apiErrors(link.error)} title={messages.common.serverErrorsTitle} scroll={false} />
        <button type="button" className="button" onClick={() => void link.refetch()}>
          {messages.common.tryAgain}
        </button>
      </section>
    );
  } else if (link.data.status === 'used') {
    content = <LinkMessage title={messages.i9.usedTitle} text={messages.i9.usedText} />;
  } else {
    content = <I9Form url={url} firstname={link.data.firstname} onSubmitted={() => setSubmitted(true)} />;
  }
  return <FormLayout documentTitle={messages.i9.documentTitle}>{content}</FormLayout>;
}

function LinkMessage({ title, text }: { title: string; text: string }) {
  return (
    <section className={styles.section}>
      <h1>{title}</h1>
      <p>{text}</p>
    </section>
  );
}
