import { Link } from 'react-router-dom';
import { CONTACT_EMAIL } from '../site-map';
import { ArticlePage, ArticleSection } from './ArticlePage';

export function PrivacyPage() {
  return (
    <ArticlePage
      title="Privacy"
      heading="Privacy notice"
      callToAction={false}
      lead={
        <p>
          ClearHire handles some of the most sensitive information a person shares: Social Security numbers, dates of birth,
          identity documents and details of public assistance. This notice explains what we collect, why, how we protect it and
          how long we keep it.
        </p>
      }
    >
      <ArticleSection id="who" title="Whose information this covers">
        <ul>
          <li>Employers and their users who create an account and use the dashboard.</li>
          <li>Job applicants who complete a WOTC pre-screening form through an employer&apos;s link.</li>
          <li>Employees who complete Form I-9 through a link their employer sends.</li>
          <li>Visitors to this website and people who ask for a demo.</li>
        </ul>
        <p>
          For applicants and employees, we act on behalf of the employer that sent the link. That employer decides why the
          information is collected; we process it to provide our service to them.
        </p>
      </ArticleSection>

      <ArticleSection id="what" title="What we collect">
        <ul>
          <li>
            <strong>Employer accounts</strong>: names, e-mail address, password (stored only as a secure hash), company name,
            phone and fax numbers, industry, company size, and the details in the employer authorization, such as the employer
            identification number.
          </li>
          <li>
            <strong>WOTC pre-screening</strong>: name, address, county, phone, e-mail, Social Security number, date of birth, the
            answers to the Form 8850 eligibility questions (for example military service, SNAP, TANF or SSI benefits, unemployment
            and felony conviction dates) and the typed signature.
          </li>
          <li>
            <strong>Form I-9</strong>: the Section 1 information (name, address, date of birth, Social Security number, contact
            details, citizenship or immigration status and related numbers), the typed signature, and copies of the identity and
            work-authorization documents the employee uploads.
          </li>
          <li>
            <strong>Demo requests</strong>: name, company, position and e-mail address.
          </li>
          <li>
            <strong>Technical data</strong>: IP address and request details, used for security and to limit abuse.
          </li>
        </ul>
      </ArticleSection>

      <ArticleSection id="use" title="How we use it">
        <ul>
          <li>To prepare Form 8850 and ETA Form 9061 and submit them to the state workforce agency for certification.</li>
          <li>To complete, verify and store Form I-9, including E-Verify cases for employers who use it.</li>
          <li>To show employers the status of their submissions and employees.</li>
          <li>To answer demo requests and account questions.</li>
          <li>To keep the service secure, detect misuse and meet our legal obligations.</li>
        </ul>
        <p>We do not sell personal information, and we do not use it for advertising.</p>
      </ArticleSection>

      <ArticleSection id="protect" title="How we protect it">
        <ul>
          <li>Social Security numbers and document numbers are encrypted at rest.</li>
          <li>The dashboard shows Social Security numbers masked, with only the last four digits visible.</li>
          <li>Uploaded documents and generated forms are stored encrypted.</li>
          <li>
            Each employer&apos;s users see only their own company&apos;s records, and every access to personal data and every file
            download is recorded in an audit log that cannot be altered without detection.
          </li>
          <li>Information travels over encrypted connections, and passwords are never stored in readable form.</li>
        </ul>
      </ArticleSection>

      <ArticleSection id="share" title="Who we share it with">
        <ul>
          <li>The employer the applicant or employee applied to or works for.</li>
          <li>State workforce agencies, to request WOTC certification.</li>
          <li>
            The Department of Homeland Security and the Social Security Administration, through E-Verify, when the employer uses
            it.
          </li>
          <li>Service providers that host and run our systems, under contracts that require them to protect the data.</li>
          <li>Government authorities, when the law requires it, for example in a Form I-9 inspection.</li>
        </ul>
      </ArticleSection>

      <ArticleSection id="retention" title="How long we keep it">
        <ul>
          <li>
            Form I-9 records and document copies: for as long as the person works for the employer, then until 3 years after the
            date of hire or 1 year after employment ends, whichever is later. They are then deleted.
          </li>
          <li>
            WOTC records for hires: as long as they may be needed to support the tax credit, generally at least 3 years after the
            tax return claiming the credit is due or filed.
          </li>
          <li>
            Pre-screening answers of applicants who are not hired: only as long as the employer&apos;s retention policy requires.
          </li>
          <li>Employer accounts: while the account is open, and afterwards as long as needed for the records above.</li>
        </ul>
      </ArticleSection>

      <ArticleSection id="browser" title="Cookies and browser storage">
        <p>
          When you log in, your browser keeps a session token in local storage so you stay signed in; logging out removes it. We
          use no advertising or tracking cookies. Where our forms show Google reCAPTCHA to stop automated abuse, Google processes
          information about your device under its own privacy policy.
        </p>
      </ArticleSection>

      <ArticleSection id="choices" title="Your choices">
        <p>
          Applicants and employees may ask the employer that sent the link, or us, to see or correct their information. Some
          records, such as Form I-9, must be kept for the periods above even if you ask us to delete them. To ask a question or
          make a request, write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. See also our{' '}
          <Link to="/terms">terms of service</Link>.
        </p>
      </ArticleSection>
    </ArticlePage>
  );
}
