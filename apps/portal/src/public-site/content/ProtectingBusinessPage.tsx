import { i9RetainUntil } from '@clearhire/domain';
import { Link } from 'react-router-dom';
import { longDate } from '../wotc-figures';
import { ArticlePage, ArticleSection } from './ArticlePage';

/** Two worked retention examples, computed by the same rule the service uses to schedule deletion. */
const SHORT_EMPLOYMENT = { hired: '2024-01-15', ended: '2025-03-01' };
const LONG_EMPLOYMENT = { hired: '2019-06-03', ended: '2025-09-30' };
const retainUntil = ({ hired, ended }: { hired: string; ended: string }) => longDate(i9RetainUntil(hired, ended) ?? ended);

export function ProtectingBusinessPage() {
  return (
    <ArticlePage
      title="Protecting your business"
      eyebrow="Form I-9"
      heading="Protecting your business: retention, inspections and E-Verify"
      resourcePath="/protecting-your-business"
      lead={
        <p>
          A Form I-9 file is only as good as its weakest form. Missing, late or incorrect forms can lead to fines, and mishandled
          documents or mismatches can lead to discrimination claims. Here is what protects you.
        </p>
      }
    >
      <ArticleSection id="retention" title="How long to keep each Form I-9">
        <p>
          Keep a Form I-9 for every current employee for as long as they work for you. Once employment ends, keep it until 3 years
          after the date of hire or 1 year after the date employment ended, whichever is later. Keep any copies of documents with
          the form they belong to.
        </p>
        <ul>
          <li>
            An employee hired on {longDate(SHORT_EMPLOYMENT.hired)} who left on {longDate(SHORT_EMPLOYMENT.ended)}: keep the form
            until {retainUntil(SHORT_EMPLOYMENT)}.
          </li>
          <li>
            An employee hired on {longDate(LONG_EMPLOYMENT.hired)} who left on {longDate(LONG_EMPLOYMENT.ended)}: keep the form
            until {retainUntil(LONG_EMPLOYMENT)}.
          </li>
        </ul>
        <p>
          Destroying a form too early is a violation. Keeping it longer is not, but every extra year is more personal data to
          protect, so destroy each form securely once its retention date has passed.
        </p>
      </ArticleSection>

      <ArticleSection id="inspections" title="Government inspections">
        <p>
          The Department of Homeland Security (through Immigration and Customs Enforcement), the Department of Labor and the
          Department of Justice may inspect your forms. They give at least three business days&apos; notice, so every form needs
          to be complete and easy to find before anyone asks. Form I-9 is never mailed to USCIS or ICE: you keep it and present it
          during an inspection.
        </p>
        <p>
          Electronic Form I-9 systems must meet federal standards: controls that prevent and detect unauthorized changes, an audit
          trail recording who created or changed each record and when, an index to find any form, the ability to print legible
          copies, and electronic signatures that confirm the signer read the attestation. ClearHire keeps an audit trail of every
          change for this reason.
        </p>
      </ArticleSection>

      <ArticleSection id="penalties" title="What is at stake">
        <p>
          Penalties fall into a few broad kinds. Paperwork violations, such as forms that are missing, incomplete or late, bring
          civil fines for each form. Knowingly hiring or continuing to employ someone who is not authorized to work brings larger
          fines per worker, and a pattern or practice of such violations can lead to criminal charges. Discriminating against
          employees while verifying their eligibility, for example by asking for particular documents or treating workers
          differently because of citizenship or national origin, brings separate penalties and back-pay awards. Fine amounts are
          set by regulation and adjusted for inflation each year.
        </p>
        <p>
          Most fines are avoidable with the same habits: complete every form on time, apply the same process to everyone and keep
          records for the required period.
        </p>
      </ArticleSection>

      <ArticleSection id="e-verify" title="E-Verify basics">
        <p>
          E-Verify compares the information on Form I-9 with Social Security Administration and Department of Homeland Security
          records. It is voluntary for most employers, and required for some, such as certain federal contractors and employers in
          states that mandate it.
        </p>
        <ul>
          <li>
            Create the case after the Form I-9 is complete, no later than the third business day after the employee starts work
            for pay.
          </li>
          <li>
            Never use E-Verify to screen applicants before a job offer, and never use it to reverify an existing employee whose
            work authorization expires.
          </li>
          <li>
            A <em>Tentative Nonconfirmation</em> (a mismatch) is not proof that someone cannot work. Tell the employee in private,
            give them the Further Action Notice, and let them decide whether to take action; the notice and referral must happen
            within 10 federal government working days.
          </li>
          <li>
            While a mismatch is being resolved the employee keeps working: do not delay training, reduce hours or take any other
            adverse action because of it.
          </li>
          <li>
            Display the E-Verify participation and Right to Work notices, in English and Spanish, where applicants can see them.
          </li>
        </ul>
      </ArticleSection>

      <ArticleSection id="data" title="Protecting employee data">
        <p>
          Form I-9 and its document copies hold Social Security numbers, dates of birth and passport numbers. Limit access to the
          people who need it, keep the forms separate from general personnel files, and never put a Social Security number in an
          e-mail or a free-text note. In ClearHire, Social Security numbers are encrypted at rest and masked in the dashboard,
          files are encrypted, and every access is recorded. <Link to="/privacy">Read our privacy notice</Link>.
        </p>
      </ArticleSection>
    </ArticlePage>
  );
}
