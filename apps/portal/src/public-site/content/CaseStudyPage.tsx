import { Link } from 'react-router-dom';
import { WOTC_FIGURES, formatDollars } from '../wotc-figures';
import { ArticlePage, ArticleSection, Callout, ScrollableTable } from './ArticlePage';
import {
  CASE_STUDY_CERTIFIED_HIRES,
  CASE_STUDY_HIRES_SCREENED,
  CASE_STUDY_LOCATIONS,
  CASE_STUDY_ROWS,
  CASE_STUDY_TOTAL,
} from './case-study-figures';
import styles from './content.module.css';

export function CaseStudyPage() {
  const f = WOTC_FIGURES;
  const total = formatDollars(CASE_STUDY_TOTAL);
  return (
    <ArticlePage
      title="WOTC case study"
      eyebrow="Case study · illustrative example"
      heading="How a restaurant chain earned over $250,000 in tax credits"
      resourcePath="/wotc_case_study"
      lead={
        <p>
          Restaurants hire often, and many of their applicants belong to a WOTC target group. This example follows a regional
          chain through one year of screening every hire, and shows where {total} in credits came from.
        </p>
      }
    >
      <Callout title="Illustrative example">
        <p>
          This case study is a composite built from typical restaurant hiring patterns to show how WOTC credits add up. It is not
          the record of a specific ClearHire client. Your results depend on who you hire, how long they stay and whether the state
          certifies each request.
        </p>
      </Callout>

      <ArticleSection id="challenge" title="The challenge">
        <p>
          The chain runs {CASE_STUDY_LOCATIONS} full-service restaurants and hires about {CASE_STUDY_HIRES_SCREENED} people a
          year, most of them servers, cooks and dishwashers. Each general manager hired independently. Form 8850 was on paper in
          some locations and missing in others, and forms that did reach head office often arrived after the {f.submissionDays}
          -day state deadline, when the credit for that hire was already lost.
        </p>
      </ArticleSection>

      <ArticleSection id="approach" title="What changed">
        <ul>
          <li>
            Every location added the company&apos;s ClearHire pre-screening link to its application process, so each applicant
            answered the Form 8850 questions, in about 1 minute, before any job offer.
          </li>
          <li>
            ClearHire reviewed the answers, prepared Form 8850 and ETA Form 9061 for likely matches, and filed them with the state
            within {f.submissionDays} days of each start date.
          </li>
          <li>
            New employees completed Form I-9 Section 1 on their phones through ClearHire, and managers finished Section 2 within
            three business days, so nobody needed a trip to head office.
          </li>
          <li>Head office followed every request in the dashboard until the state certified or denied it.</li>
        </ul>
      </ArticleSection>

      <ArticleSection id="results" title="The results">
        <p>
          Of {CASE_STUDY_HIRES_SCREENED} hires screened, {CASE_STUDY_CERTIFIED_HIRES} were certified. Hours mattered: the credit
          is {f.fullRate} of first-year wages from {f.fullRateHours} hours, but only {f.reducedRate} for employees who leave after{' '}
          {f.minimumHours} to {f.fullRateHours - 1} hours.
        </p>
        <ScrollableTable label="Credits table">
          <table className={`table ${styles.dataTable}`}>
            <caption className={styles.tableCaption}>Credits in the example year</caption>
            <thead>
              <tr>
                <th scope="col">Certified hires</th>
                <th scope="col">Number</th>
                <th scope="col">Credit each</th>
                <th scope="col">Subtotal</th>
              </tr>
            </thead>
            <tbody>
              {CASE_STUDY_ROWS.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{row.hires}</td>
                  <td>{formatDollars(row.creditPerHire)}</td>
                  <td>{formatDollars(row.subtotal)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td>{CASE_STUDY_CERTIFIED_HIRES}</td>
                <td />
                <td className={styles.money}>{total}</td>
              </tr>
            </tfoot>
          </table>
        </ScrollableTable>
        <p>
          The long-term family assistance credit includes the employee&apos;s second year. Because ClearHire&apos;s fee is
          contingent on credits found, the chain paid nothing for the {CASE_STUDY_HIRES_SCREENED - CASE_STUDY_CERTIFIED_HIRES}{' '}
          hires who did not qualify. Any credit the chain cannot use against this year&apos;s tax carries forward for up to 20
          years.
        </p>
      </ArticleSection>

      <ArticleSection id="lessons" title="Lessons for any employer">
        <ul>
          <li>Screen every applicant, not only those you guess might qualify: eligibility is rarely visible.</li>
          <li>Collect the answers before the job offer; a form completed afterwards cannot support the credit.</li>
          <li>Treat the {f.submissionDays}-day filing deadline like payroll: it does not move.</li>
          <li>
            Retention pays twice: employees who reach {f.fullRateHours} hours earn the full credit.{' '}
            <Link to="/work_opportunity_tax_credit_target_groups">See every target group</Link>.
          </li>
        </ul>
      </ArticleSection>
    </ArticlePage>
  );
}
