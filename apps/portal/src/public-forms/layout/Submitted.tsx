import { useEffect, useRef, type ReactNode } from 'react';
import { scrollToTop } from '../../ui/scroll';
import styles from './form.module.css';

/** The confirmation that replaces a form once the server answered 201; focus moves to its title. */
export function Submitted({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    scrollToTop();
  }, []);
  return (
    <section className={`${styles.section} ${styles.done}`}>
      <svg className={styles.doneIcon} aria-hidden="true" focusable="false" width="56" height="56" viewBox="0 0 24 24">
        <circle cx="12" cy="12" r="11" fill="currentColor" />
        <path d="M6.5 12.5l3.5 3.5 7.5-8" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </section>
  );
}
