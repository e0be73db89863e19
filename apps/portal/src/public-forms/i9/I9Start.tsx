import { lazy, Suspense, useRef, useState } from 'react';
import type { I9Prefill } from '../../api/public-client';
import { PageLoading } from '../../ui/PageLoading';
import { useMessages } from '../i18n/language';
import { NoticeStep } from './NoticeStep';
import styles from '../layout/form.module.css';

const loadForm = () => import('./I9Form');
const I9Form = lazy(async () => ({ default: (await loadForm()).I9Form }));

interface I9StartProps {
  url: string;
  firstname: string;
  /** What the pre-screening the employee was hired from gave; Section 1 opens with it. */
  prefill: I9Prefill | null;
  onSubmitted: () => void;
}

/**
 * The notice before Form I-9 Section 1 (what it is, when it is due, the acceptable documents, "I
 * agree"), drawn with the page's own code. Section 1 and the documents step (react-hook-form, the
 * fields, libs/domain's Section 1 rules) are their own chunk, fetched when the employee reaches for
 * the button and shown once they agree (budget: 90 KB gzip, tools/bundle-report.mjs).
 */
export function I9Start({ url, firstname, prefill, onSubmitted }: I9StartProps) {
  const messages = useMessages();
  const [agreed, setAgreed] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  if (agreed) {
    return (
      <Suspense fallback={<PageLoading />}>
        <I9Form url={url} prefill={prefill} onSubmitted={onSubmitted} />
      </Suspense>
    );
  }
  return (
    <>
      <h1 className={styles.title}>{messages.i9.title}</h1>
      <NoticeStep firstname={firstname} headingRef={headingRef} onAgree={() => setAgreed(true)} onIntent={() => void loadForm()} />
    </>
  );
}
