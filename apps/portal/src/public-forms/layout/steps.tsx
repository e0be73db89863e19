import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { scrollToTop } from '../../ui/scroll';
import styles from './steps.module.css';

/**
 * A new page of a multi-page form starts at the top (smooth, after 10 ms: docs/product.md §9) and puts the
 * keyboard focus on its heading, so screen-reader users hear where they are. Nothing moves on the
 * first page. `previous` is the page shown before this component mounted (the form's first screen,
 * drawn without the form's code): the form then opens on its second page as on a new one.
 */
export function useStepFocus<T>(step: T, previous: T = step): RefObject<HTMLHeadingElement | null> {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(previous);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    heading.current?.focus({ preventScroll: true });
    scrollToTop();
  }, [step]);
  return heading;
}

/** The buttons under a form page: Back on the left when there is one, the main action on the right. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/** A polite "Sending…" while a submission is on its way; the Submit button keeps its name. */
export function SendingStatus({ sending, text }: { sending: boolean; text: string }) {
  return (
    <p role="status" className={styles.status}>
      {sending ? text : ''}
    </p>
  );
}
