import type { ReactNode, RefObject } from 'react';
import styles from './form.module.css';

interface FormStepProps {
  /** Names the section and its heading (`${id}-heading`), unique on the page. */
  id: string;
  heading: ReactNode;
  /** The heading takes the focus when the step opens, so a screen reader starts the new page at its title. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  /** "Fields marked * are required", where the step asks for any. */
  requiredNote?: ReactNode;
  children: ReactNode;
}

/** One step (or block) of an applicant's or employee's form: a section labelled by its heading. */
export function FormStep({ id, heading, headingRef, requiredNote, children }: FormStepProps) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {heading}
      </h2>
      {requiredNote && <p className={styles.muted}>{requiredNote}</p>}
      {children}
    </section>
  );
}
