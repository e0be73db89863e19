import type { RefObject } from 'react';
import { useMessages } from '../i18n/language';
import { FormStep } from '../layout/FormStep';
import styles from '../layout/form.module.css';

interface IntroStepProps {
  companyName: string | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onAnswer: (eligible: boolean) => void;
  /** The applicant reaches for an answer (pointer, touch, keyboard focus): time to fetch the form's code. */
  onIntent?: () => void;
  /** Drawn before the page's script runs (the first screen in the HTML): the answers wait for it. */
  pending?: boolean;
}

/**
 * Page 0 (docs/product.md §2): who asks and why, the eligibility statements (the Form 8850 groups in plain
 * words, with the windows of docs/product.md §9), and one yes/no answer that decides which path follows.
 */
export function IntroStep({ companyName, headingRef, onAnswer, onIntent, pending = false }: IntroStepProps) {
  const { prescreening: text, common } = useMessages();
  return (
    <FormStep id="prescreening-intro" heading={text.introHeading} headingRef={headingRef}>
      <p>{text.intro(companyName ?? text.thisEmployer)}</p>
      <p>{text.introProgram}</p>
      <p>{text.statementsIntro}</p>
      <ul className={styles.list}>
        {text.statements.map((statement) => (
          <li key={statement}>{statement}</li>
        ))}
      </ul>
      <div role="group" aria-labelledby="eligibility-question">
        <p id="eligibility-question" className={styles.question}>
          {text.eligibilityQuestion}
          <span className="required" aria-hidden="true">
            {' '}
            *
          </span>
        </p>
        <div className={styles.choiceButtons} onPointerOver={onIntent} onTouchStart={onIntent} onFocus={onIntent}>
          <button type="button" className="button" disabled={pending} onClick={() => onAnswer(true)}>
            {common.yes}
          </button>
          <button type="button" className="button button--secondary" disabled={pending} onClick={() => onAnswer(false)}>
            {common.no}
          </button>
        </div>
      </div>
    </FormStep>
  );
}
