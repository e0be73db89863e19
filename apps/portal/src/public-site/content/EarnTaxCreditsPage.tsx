import { Link } from 'react-router-dom';
import { WOTC_FIGURES } from '../wotc-figures';
import { ArticlePage, ArticleSection } from './ArticlePage';
import { ProgramStatusNote } from './ProgramStatusNote';
import { FigureList } from '../layout/FigureList';
import styles from './content.module.css';

export function EarnTaxCreditsPage() {
  const f = WOTC_FIGURES;
  return (
    <ArticlePage
      title="Earn tax credits"
      eyebrow="Work Opportunity Tax Credit"
      heading="Earn tax credits for the people you already hire"
      resourcePath="/earn_tax_credits"
      lead={
        <p>
          Many employers qualify for the Work Opportunity Tax Credit without knowing it. The credit is worth up to {f.maxPerHire}{' '}
          per eligible hire, but only if the paperwork starts before the job offer and reaches the state on time. Here is how it
          works.
        </p>
      }
    >
      <FigureList
        className={styles.figures}
        figures={[
          ['Per eligible hire', `up to ${f.maxPerHire}`],
          ['Typical range per employee', `${f.standardCredit}–${f.maxPerHire}`],
          ['Reported by small and mid-sized businesses, per year', '$50,000–$100,000'],
          ['Carry-forward of unused credit', '20 years'],
        ]}
      />

      <ProgramStatusNote />

      <ArticleSection id="what" title="What the credit is">
        <p>
          The Work Opportunity Tax Credit (WOTC) is a federal tax credit under section 51 of the Internal Revenue Code. It rewards
          employers for hiring people from specific target groups who have faced barriers to employment: veterans, recipients of
          SNAP, TANF or SSI, people unemployed for 27 weeks or more, people hired within a year of a felony conviction or release,
          vocational rehabilitation referrals and residents of designated communities.
        </p>
        <p>
          A credit reduces the federal income tax you owe dollar for dollar, which makes it worth more than a deduction of the
          same size. There is no limit on how many eligible people you can hire, and you decide who to hire exactly as you do
          today: WOTC never asks you to change your hiring criteria.
        </p>
      </ArticleSection>

      <ArticleSection id="how-much" title="How much you can earn">
        <p>
          The credit is a percentage of the wages you pay an eligible employee in their first year, up to a wage limit set for
          their target group. Savings run from {f.standardCredit} to {f.maxPerHire} per employee depending on the target group and
          the hours worked:
        </p>
        <ul>
          <li>
            {f.fullRate} of qualified first-year wages when the employee works at least {f.fullRateHours} hours for you;
          </li>
          <li>
            {f.reducedRate} when they work at least {f.minimumHours} but fewer than {f.fullRateHours} hours;
          </li>
          <li>nothing for employees who work fewer than {f.minimumHours} hours.</li>
        </ul>
        <p>
          For most target groups the wage limit is {f.standardWageCap}, so the credit is {f.standardCredit}. Veterans with a
          service-connected disability who were unemployed for six months or more earn the most, {f.maxPerHire}, and long-term
          family assistance recipients earn a credit in their second year as well.{' '}
          <Link to="/work_opportunity_tax_credit_target_groups">See the maximum credit for every target group</Link>.
        </p>
        <p>
          Small and mid-sized businesses that screen every applicant report $50,000 to $100,000 in credits a year. Our{' '}
          <Link to="/wotc_case_study">restaurant chain example</Link> shows how the numbers add up.
        </p>
      </ArticleSection>

      <ArticleSection id="steps" title="From application to credit">
        <ol>
          <li>
            <strong>Screen before the offer.</strong> The applicant completes page 1 of IRS Form 8850 on or before the day you
            offer the job. With ClearHire that is a pre-screening questionnaire that takes about 1 minute, reached through a link
            you add to your application process.
          </li>
          <li>
            <strong>File with the state within {f.submissionDays} days.</strong> Form 8850 and ETA Form 9061 (or 9062 for a
            conditional certification) go to the state workforce agency of the state where the employee works, no later than the{' '}
            {f.submissionDays}th calendar day after the employee starts work. Miss it and the credit is lost for that hire. Form
            8850 is never sent to the IRS.
          </li>
          <li>
            <strong>Receive the certification.</strong> The state confirms that the employee belongs to a target group or explains
            a denial. States often take months, so we track every request until it is decided.
          </li>
          <li>
            <strong>Claim the credit.</strong> Once certified, you compute the credit on Form 5884 and claim it as part of the
            general business credit on Form 3800. Your deduction for wages is reduced by the amount of the credit. Unused credit
            can be carried back one year and forward up to 20 years.
          </li>
        </ol>
      </ArticleSection>

      <ArticleSection id="clearhire" title="What ClearHire does for you">
        <ul>
          <li>A pre-screening link for your company that applicants complete on any device, signed electronically.</li>
          <li>Every answer checked against the target-group rules before anything is filed.</li>
          <li>Preparation and submission of Form 8850 and ETA Form 9061 within the {f.submissionDays}-day window.</li>
          <li>Status tracking with the state and a dashboard of every submission.</li>
          <li>
            A contingent fee: we are paid from the credits we find, and there is no fee if no credits are found. Your one-time
            employer authorization lets us act for you for up to five years.
          </li>
        </ul>
      </ArticleSection>
    </ArticlePage>
  );
}
