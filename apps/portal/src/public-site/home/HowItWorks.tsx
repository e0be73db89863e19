import { useState } from 'react';
import { WOTC_FIGURES } from '../wotc-figures';
import styles from './home.module.css';

type Program = 'i9' | 'wotc';

interface Step {
  title: string;
  text: string;
}

const STEPS: Record<Program, { label: string; steps: readonly Step[] }> = {
  i9: {
    label: 'I-9',
    steps: [
      {
        title: 'Form completion',
        text: 'Add the new employee and ClearHire e-mails them a secure link. They complete Section 1 on any device by their first day and upload copies of the documents they choose.',
      },
      {
        title: 'Verification',
        text: 'You examine the documents and complete Section 2 within three business days of the start date. E-Verify employers confirm work authorization against government records.',
      },
      {
        title: 'Record keeping',
        text: 'The form and document copies are stored encrypted with an audit trail, and kept for 3 years after the hire or 1 year after employment ends, whichever is later.',
      },
    ],
  },
  wotc: {
    label: 'WOTC',
    steps: [
      {
        title: 'Pre-screening',
        text: 'Applicants answer a short questionnaire through your pre-screening link before the job offer. It takes about 1 minute and signs Form 8850 electronically.',
      },
      {
        title: 'Verification',
        text: `We check the answers against the target-group rules, prepare Form 8850 and ETA Form 9061, and send them to your state workforce agency within ${WOTC_FIGURES.submissionDays} days of the start date.`,
      },
      {
        title: 'Claim tax credit',
        text: 'When the state certifies a hire, you claim the credit on your federal return (Form 5884 and Form 3800). Unused credits carry forward for up to 20 years.',
      },
    ],
  },
};

/** Section `how-it-works`: three steps for each program, switched with two toggle buttons. */
export function HowItWorks() {
  const [program, setProgram] = useState<Program>('i9');
  const shown = STEPS[program];

  return (
    <section id="how-it-works" tabIndex={-1} className={`${styles.section} ${styles.sectionTinted}`} aria-labelledby="how-title">
      <div className="container">
        <h2 id="how-title">How it works</h2>
        <div className={styles.toggle} role="group" aria-label="Show the steps for">
          {(Object.keys(STEPS) as Program[]).map((key) => (
            <button
              key={key}
              type="button"
              className={styles.toggleButton}
              aria-pressed={program === key}
              onClick={() => setProgram(key)}
            >
              {STEPS[key].label}
            </button>
          ))}
        </div>
        <ol className={styles.steps} aria-label={`${shown.label} steps`}>
          {shown.steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
