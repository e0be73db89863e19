import { Link } from 'react-router-dom';
import { CONTACT_EMAIL } from '../site-map';
import { WOTC_FIGURES } from '../wotc-figures';
import { ArticlePage, ArticleSection } from './ArticlePage';

export function TermsPage() {
  return (
    <ArticlePage
      title="Terms"
      heading="Terms of service"
      callToAction={false}
      lead={
        <p>
          These terms govern your use of ClearHire&apos;s website and services. By creating an account or using the service on
          behalf of an employer, you accept them for that employer.
        </p>
      }
    >
      <ArticleSection id="service" title="1. The service">
        <p>
          ClearHire provides software and services for Work Opportunity Tax Credit pre-screening, preparation and submission of
          WOTC forms to state workforce agencies, and electronic completion and storage of Form I-9. Separate written terms agreed
          with you, such as an order form, take precedence over these terms where they differ.
        </p>
      </ArticleSection>

      <ArticleSection id="accounts" title="2. Accounts">
        <p>
          Give accurate information when you sign up and keep it current. Keep your password secret and give access only to people
          who act for your company. You are responsible for what happens under your account; tell us at once if you suspect
          unauthorized use.
        </p>
      </ArticleSection>

      <ArticleSection id="responsibilities" title="3. Your responsibilities as the employer">
        <ul>
          <li>
            You remain the employer for every legal purpose. Hiring decisions, and compliance with Form I-9, E-Verify and
            anti-discrimination law, are yours.
          </li>
          <li>
            Give applicants the pre-screening link so they can answer on or before the day of the job offer, and tell us the
            offer, hire and start dates, wages and hours promptly and accurately: the {WOTC_FIGURES.submissionDays}-day state
            deadline runs from the start date.
          </li>
          <li>
            Make sure Form I-9 Section 1 is completed by the employee&apos;s first day and Section 2 within three business days,
            that documents are examined by an authorized person, and that you use the remote examination procedure only if you are
            enrolled in E-Verify in good standing.
          </li>
          <li>
            Sign the employer authorization truthfully. It allows us to act for you with state agencies and remains effective for
            up to five years unless you withdraw it earlier.
          </li>
          <li>Use the service only for lawful purposes and never to screen people in a discriminatory way.</li>
        </ul>
      </ArticleSection>

      <ArticleSection id="fees" title="4. Fees">
        <p>
          Creating an account is free. Our WOTC fee is contingent: it is calculated on the tax credits found for your hires, at
          the rate agreed with you. If no credits are found, there is no fee. Credits depend on state certification and on the
          hours and wages of each employee, and we do not guarantee any amount.
        </p>
      </ArticleSection>

      <ArticleSection id="advice" title="5. Not legal or tax advice">
        <p>
          Our website, guides and service give general information. They are not legal or tax advice. Consult your own attorney or
          tax adviser about your obligations and about claiming the credit on your return.
        </p>
      </ArticleSection>

      <ArticleSection id="availability" title="6. Programs we do not control">
        <p>
          The Work Opportunity Tax Credit exists only as long as Congress authorizes it, and state agencies decide every
          certification. E-Verify and state systems may be unavailable at times. We are not responsible for decisions or delays of
          government agencies, or for changes in the law, though we will tell you when they affect your filings.
        </p>
      </ArticleSection>

      <ArticleSection id="data" title="7. Data">
        <p>
          We process applicants&apos; and employees&apos; personal information on your behalf, as described in our{' '}
          <Link to="/privacy">privacy notice</Link>, and keep it for the periods the law requires. You must have a lawful basis to
          ask people to use the forms you send them.
        </p>
      </ArticleSection>

      <ArticleSection id="liability" title="8. Warranties and liability">
        <p>
          We provide the service with reasonable care and skill. To the extent the law allows, we exclude other warranties, and we
          are not liable for indirect or consequential losses, or for losses caused by inaccurate information given to us.
        </p>
      </ArticleSection>

      <ArticleSection id="ending" title="9. Ending the service">
        <p>
          You may close your account at any time. We may suspend access that threatens the security of the service or breaks these
          terms. Records we must keep by law are kept for the required period after an account closes.
        </p>
      </ArticleSection>

      <ArticleSection id="changes" title="10. Changes and contact">
        <p>
          We may update these terms and will tell account holders about material changes before they take effect. Questions:{' '}
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
        </p>
      </ArticleSection>
    </ArticlePage>
  );
}
