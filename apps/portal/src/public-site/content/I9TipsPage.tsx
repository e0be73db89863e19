import { Link } from 'react-router-dom';
import { ArticlePage, ArticleSection } from './ArticlePage';
import styles from './content.module.css';

const TIPS: readonly { title: string; text: string }[] = [
  {
    title: 'Use the current edition of the form',
    text: 'USCIS revises Form I-9 from time to time and prints the edition date at the bottom of each page. An outdated edition counts as an error, so use the current one for every new hire; an electronic system such as ClearHire keeps it current for you.',
  },
  {
    title: 'Start after the offer is accepted, finish Section 1 by day one',
    text: 'Never ask for Form I-9 before the applicant has accepted your job offer. Section 1 must be complete by the first day of employment.',
  },
  {
    title: 'Put the Section 2 deadline in the calendar',
    text: 'Section 2 is due within three business days of the first day, not counting the first day itself. For jobs shorter than three business days it is due on the first day.',
  },
  {
    title: 'Let the employee choose the documents',
    text: 'Accept any valid combination: one List A document, or one List B plus one List C document. Asking for a particular document, or for a List A document when List B and C documents were offered, can be unlawful discrimination.',
  },
  {
    title: 'Treat everyone the same way',
    text: 'If you photocopy documents, copy them for every employee. If you examine documents remotely under the alternative procedure, offer it to every employee at that site. Consistency is your best defense.',
  },
  {
    title: 'The person who examines the documents signs Section 2',
    text: 'Whoever examines the documents, in person or by live video, must be the person who completes and signs Section 2.',
  },
  {
    title: 'Reverify only when the rules require it',
    text: 'Before temporary work authorization expires, the employee presents a List A or List C document. Never reverify U.S. citizens, noncitizen nationals, U.S. passports, Permanent Resident Cards or List B documents, and never use E-Verify for reverification.',
  },
  {
    title: 'Use Supplement B for rehires and name changes',
    text: 'If you rehire someone within three years of the date their previous Form I-9 was completed, you may update that form in Supplement B instead of starting a new one. After three years, complete a new form.',
  },
  {
    title: 'Keep forms apart and purge them on time',
    text: 'Store Form I-9 separately from personnel files, with access limited to those who need it. Keep each form for 3 years after hire or 1 year after employment ends, whichever is later, then destroy it securely.',
  },
  {
    title: 'Correct mistakes openly',
    text: 'Never backdate a form or hide an error. Correct it by striking through, writing the right information, and initialing and dating the change; for an electronic form, the audit trail records who corrected what and when.',
  },
];

export function I9TipsPage() {
  return (
    <ArticlePage
      title="Tips for I-9 compliance"
      eyebrow="Form I-9"
      heading="Ten tips for Form I-9 compliance"
      resourcePath="/tips-for-i9-compliance"
      lead={
        <p>
          Most Form I-9 problems come from a handful of habits: a late Section 2, a request for the wrong document, an outdated
          edition. These tips keep your files complete and consistent.
        </p>
      }
    >
      <ArticleSection id="tips" title="The tips">
        <ol className={styles.tips}>
          {TIPS.map((tip) => (
            <li key={tip.title}>
              <h3>{tip.title}</h3>
              <p>{tip.text}</p>
            </li>
          ))}
        </ol>
      </ArticleSection>

      <ArticleSection id="more" title="Go further">
        <p>
          For the deadlines and document lists in detail, read{' '}
          <Link to="/effortless-i9-compliance">Effortless I-9 compliance</Link>. For retention, inspections and E-Verify
          mismatches, read <Link to="/protecting-your-business">Protecting your business</Link>.
        </p>
      </ArticleSection>
    </ArticlePage>
  );
}
