import { useState } from 'react';
import { formsApi, useFormsRead } from '../api/forms-api';
import { PageLoading } from '../../ui/PageLoading';
import { LanguageProvider, useMessages } from '../i18n/language';
import { FormLayout } from '../layout/FormLayout';
import { LinkLoadFailed } from '../layout/LinkLoadFailed';
import { Submitted } from '../layout/Submitted';
import { I9Start } from './I9Start';
import styles from '../layout/form.module.css';

/** /i9/{url}: the employee's Form I-9 Section 1 and identity documents (docs/product.md §2, §4). */
export function I9Page({ url }: { url: string }) {
  return (
    <LanguageProvider>
      <I9Screen url={url} />
    </LanguageProvider>
  );
}

function I9Screen({ url }: { url: string }) {
  const messages = useMessages();
  const link = useFormsRead(url, (signal) => formsApi.i9LinkStatus(url, signal));
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
    content = <LinkLoadFailed title={messages.i9.loadFailedTitle} error={link.error} onRetry={() => void link.refetch()} />;
  } else if (link.data.status === 'used') {
    content = <LinkMessage title={messages.i9.usedTitle} text={messages.i9.usedText} />;
  } else {
    content = <I9Start url={url} firstname={link.data.firstname} prefill={link.data.prefill ?? null} onSubmitted={() => setSubmitted(true)} />;
  }
  return <FormLayout documentTitle={messages.i9.documentTitle} pending={link.isLoading}>{content}</FormLayout>;
}

function LinkMessage({ title, text }: { title: string; text: string }) {
  return (
    <section className={styles.section}>
      <h1>{title}</h1>
      <p>{text}</p>
    </section>
  );
}
