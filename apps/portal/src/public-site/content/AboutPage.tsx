import { Link } from 'react-router-dom';
import { CONTACT_EMAIL } from '../site-map';
import { WOTC_FIGURES } from '../wotc-figures';
import { ArticlePage, ArticleSection } from './ArticlePage';

export function AboutPage() {
  return (
    <ArticlePage
      title="About"
      eyebrow="About ClearHire"
      heading="About ClearHire"
      lead={
        <p>
          ClearHire helps US employers with two obligations that come with every new hire: verifying employment eligibility on
          Form I-9, and claiming the Work Opportunity Tax Credit for the people who qualify.
        </p>
      }
    >
      <ArticleSection id="why" title="Why we exist">
        <p>
          Both programs reward care and punish delay. The tax credit is lost if Form 8850 reaches the state more than{' '}
          {WOTC_FIGURES.submissionDays} days after the start date; a Form I-9 is late if Section 2 is not done within three
          business days. For a busy hiring manager these are two more forms on a first day that is already full. We turn them into
          a few minutes on a phone for the applicant and employee, and a dashboard for you.
        </p>
      </ArticleSection>

      <ArticleSection id="what" title="What we do">
        <ul>
          <li>
            <strong>WOTC pre-screening and filing.</strong> Applicants answer the Form 8850 questions through your company&apos;s
            link in about a minute. We prepare Form 8850 and ETA Form 9061, file them with your state workforce agency on time and
            follow each request to a decision.
          </li>
          <li>
            <strong>Remote Form I-9.</strong> New employees complete Section 1 online and upload their documents, and you see
            every form&apos;s status in one list. Records are kept encrypted for as long as the law requires.
          </li>
          <li>
            <strong>One dashboard.</strong> Submissions, employees and your employer authorization, with filters, status badges
            and links you can copy and share.
          </li>
        </ul>
      </ArticleSection>

      <ArticleSection id="how" title="How we work">
        <ul>
          <li>
            <strong>Paid on results.</strong> Our WOTC fee is contingent on the credits we find. If no credits are found, there is
            no fee.
          </li>
          <li>
            <strong>Authorized once.</strong> Your employer authorization lets us act for you with state agencies for up to five
            years.
          </li>
          <li>
            <strong>Careful with data.</strong> Social Security numbers are encrypted at rest and masked on screen, files are
            encrypted, and every access is recorded. <Link to="/privacy">Read our privacy notice</Link>.
          </li>
          <li>
            <strong>Clear about our role.</strong> We provide software and services, not legal or tax advice. You remain the
            employer responsible for your hiring decisions and your forms.
          </li>
        </ul>
      </ArticleSection>

      <ArticleSection id="contact" title="Talk to us">
        <p>
          Write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>, <Link to="/contact">request a demo</Link>, or{' '}
          <Link to="/signup">create a free account</Link> and start screening today.
        </p>
      </ArticleSection>
    </ArticlePage>
  );
}
