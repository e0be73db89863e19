import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { WOTC_FIGURES } from '../wotc-figures';
import styles from './home.module.css';

const QUESTIONS: readonly { question: string; answer: ReactNode }[] = [
  {
    question: 'What is the Work Opportunity Tax Credit?',
    answer: (
      <>
        A federal income tax credit for employers who hire people from certain target groups, such as veterans, SNAP recipients
        and the long-term unemployed. The state workforce agency certifies each hire, and you claim the credit on your federal
        return. <Link to="/work_opportunity_tax_credit_target_groups">See every target group</Link>.
      </>
    ),
  },
  {
    question: 'How much can my business save?',
    answer: `Up to ${WOTC_FIGURES.maxPerHire} per eligible hire. Depending on the target group and the hours worked, savings run from ${WOTC_FIGURES.standardCredit} to ${WOTC_FIGURES.maxPerHire} per employee, and small and mid-sized businesses report $50,000 to $100,000 a year.`,
  },
  {
    question: 'What does ClearHire cost?',
    answer:
      'Our fee is contingent on the credits we find. If no credits are found, there is no fee. Creating an account is free.',
  },
  {
    question: 'How long does pre-screening take for an applicant?',
    answer: `About 1 minute. Applicants answer before the job offer, and we send Form 8850 to the state within ${WOTC_FIGURES.submissionDays} days of the start date, the deadline the law sets.`,
  },
  {
    question: 'Can new employees complete Form I-9 remotely?',
    answer:
      'Yes. Employees complete Section 1 online by their first day of work and upload copies of their documents; you complete Section 2 within three business days. Examining documents by live video instead of in person is allowed only for employers enrolled in E-Verify in good standing.',
  },
  {
    question: 'How do you protect Social Security numbers and documents?',
    answer:
      'Social Security numbers are encrypted at rest and shown masked in the dashboard, uploaded files are encrypted, each company sees only its own records, and every access to personal data is recorded in an audit log.',
  },
  {
    question: 'What is the employer authorization, and how long does it last?',
    answer:
      'It is the form that authorizes ClearHire to prepare and submit WOTC paperwork on your behalf. You complete it once from the dashboard after signing up, and it remains effective for up to five years.',
  },
];

/** Section `faq-section`: an accordion of seven questions; the first one starts open (docs/product.md §2). */
export function Faq() {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set([0]));
  const baseId = useId();
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <section id="faq-section" tabIndex={-1} className={`${styles.section} ${styles.sectionTinted}`} aria-labelledby="faq-title">
      <div className={`container ${styles.faq}`}>
        <h2 id="faq-title">Frequently asked questions</h2>
        {QUESTIONS.map(({ question, answer }, index) => {
          const expanded = open.has(index);
          const panelId = `${baseId}-panel-${index}`;
          return (
            <div key={question} className={styles.faqItem}>
              <h3 className={styles.faqQuestion}>
                <button type="button" aria-expanded={expanded} aria-controls={panelId} onClick={() => toggle(index)}>
                  <span>{question}</span>
                  <span className={styles.faqIcon} aria-hidden="true">
                    {expanded ? '−' : '+'}
                  </span>
                </button>
              </h3>
              <div id={panelId} className={styles.faqAnswer} hidden={!expanded}>
                <p>{answer}</p>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
