import type { ReactNode } from 'react';
import { useDocumentTitle } from '../use-document-title';
import styles from './thank-you.module.css';

/** The confirmation shown after signup or a demo request: a clear title, then what happens next. */
export function ThankYou({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className={`container ${styles.page}`}>
      <div className={`card ${styles.card}`}>
        <svg className={styles.icon} width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="24" fill="#e6f4ea" />
          <path d="M14 25l7 7 13-15" fill="none" stroke="#1a6b3c" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h1>{title}</h1>
        <div className={styles.intro}>{intro}</div>
        {children}
      </div>
    </div>
  );
}
