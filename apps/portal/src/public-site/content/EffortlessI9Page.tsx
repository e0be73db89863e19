import { Link } from 'react-router-dom';
import { I9_LIST_A, I9_LIST_B, I9_LIST_C, UPLOAD_LIMITS } from '@clearhire/contracts';
import { ArticlePage, ArticleSection } from './ArticlePage';
import styles from './content.module.css';

const UPLOAD_TYPES = UPLOAD_LIMITS.extensions.map((ext) => ext.toUpperCase()).join(', ');
const UPLOAD_MB = UPLOAD_LIMITS.maxBytes / (1024 * 1024);

const DOCUMENT_LISTS = [
  { title: 'List A', proves: 'identity and employment authorization', documents: I9_LIST_A },
  { title: 'List B', proves: 'identity', documents: I9_LIST_B },
  { title: 'List C', proves: 'employment authorization', documents: I9_LIST_C },
] as const;

export function EffortlessI9Page() {
  return (
    <ArticlePage
      title="Effortless I-9 compliance"
      eyebrow="Form I-9"
      heading="Effortless Form I-9 compliance, even when your new hire is miles away"
      resourcePath="/effortless-i9-compliance"
      lead={
        <p>
          Form I-9 confirms that each person you hire is who they say they are and may work in the United States. It is short, but
          its deadlines are strict and its rules on documents are easy to get wrong. ClearHire moves the whole form online, from
          the employee&apos;s phone to your secure records.
        </p>
      }
    >
      <ArticleSection id="who" title="Who needs a Form I-9">
        <p>
          You must complete Form I-9 for every person you hire to work for pay in the United States, citizens and noncitizens
          alike. The employee completes Section 1; you, or someone you authorize, complete Section 2 after examining the
          employee&apos;s documents. The form is not filed with any agency: you keep it and produce it if the government asks to
          inspect it.
        </p>
      </ArticleSection>

      <ArticleSection id="timing" title="The deadlines">
        <ul>
          <li>
            <strong>Section 1</strong>: the employee completes and signs it no later than their first day of employment, and never
            before they have accepted your job offer.
          </li>
          <li>
            <strong>Section 2</strong>: you examine the documents and complete it within three business days of the first day of
            employment. The first day is not counted, so an employee who starts on a Monday must be finished by Thursday.
          </li>
          <li>
            <strong>Short jobs</strong>: if the job lasts fewer than three business days, Section 2 is due by the first day, and
            receipts for documents are not accepted.
          </li>
          <li>
            <strong>E-Verify</strong>: employers enrolled in E-Verify create a case no later than the third business day after the
            employee starts work for pay.
          </li>
        </ul>
      </ArticleSection>

      <ArticleSection id="documents" title="Acceptable documents: Lists A, B and C">
        <p>
          The employee chooses which documents to present: one document from List A, or one from List B together with one from
          List C. Documents must be unexpired. You may not ask for specific documents, or ask for more than the form requires.
        </p>
        <div className={styles.documentLists}>
          {DOCUMENT_LISTS.map((list) => (
            <div key={list.title}>
              <h3>{list.title}</h3>
              <p className={styles.groupMeta}>Proves {list.proves}</p>
              <ul>
                {list.documents.map((document) => (
                  <li key={document}>{document}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p>
          These are the short names used in ClearHire&apos;s form. The USCIS Lists of Acceptable Documents give the full
          description of each, along with the receipts that may stand in for a document for a limited time and the special rules
          for minors. E-Verify employers may accept a List B document only if it has a photograph.
        </p>
      </ArticleSection>

      <ArticleSection id="remote" title="Completing Form I-9 remotely">
        <ol>
          <li>
            You add the new employee in the dashboard with their name and e-mail address, and ClearHire sends them a private link.
          </li>
          <li>
            The employee completes Section 1 on any device, selects the documents they will present and uploads copies (
            {UPLOAD_TYPES}, up to {UPLOAD_MB} MB each).
          </li>
          <li>
            The documents are examined and Section 2 is completed within three business days of the start date, and the
            employee&apos;s status in your dashboard changes to Verified.
          </li>
        </ol>
        <p>
          Since August 1, 2023, employers enrolled in E-Verify in good standing may examine documents remotely under a procedure
          authorized by the Department of Homeland Security: review copies of the front and back of each document, hold a live
          video call in which the employee presents the same documents, check the box on Form I-9 showing the alternative
          procedure was used, and keep clear copies. If you offer it at a hiring site, offer it to every employee there; you may
          limit it to remote hires, but never use it in a discriminatory way. Employers not enrolled in E-Verify must still have
          someone examine the original documents in person.
        </p>
      </ArticleSection>

      <ArticleSection id="records" title="Secure records, kept for the right time">
        <p>
          Completed forms and document copies are stored encrypted, with a record of every change: who made it, what they did and
          when. Keep each Form I-9 for 3 years after the date of hire or 1 year after employment ends, whichever is later.{' '}
          <Link to="/protecting-your-business">Read about retention and inspections</Link>, or go straight to our{' '}
          <Link to="/tips-for-i9-compliance">tips for I-9 compliance</Link>.
        </p>
      </ArticleSection>
    </ArticlePage>
  );
}
