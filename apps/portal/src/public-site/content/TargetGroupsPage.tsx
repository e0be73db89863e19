import { Link } from 'react-router-dom';
import { WOTC_FIGURES, formatDollars } from '../wotc-figures';
import { ArticlePage, ArticleSection, ScrollableTable } from './ArticlePage';
import { ProgramStatusNote } from './ProgramStatusNote';
import { TARGET_GROUP_ROWS } from './target-group-rows';
import styles from './content.module.css';

export function TargetGroupsPage() {
  const f = WOTC_FIGURES;
  return (
    <ArticlePage
      title="Target groups"
      eyebrow="Work Opportunity Tax Credit"
      heading="WOTC target groups and maximum credits"
      resourcePath="/work_opportunity_tax_credit_target_groups"
      lead={
        <p>
          A new hire earns you the credit when they belong to at least one of the target groups below on the day they are hired.
          The state workforce agency decides membership from Form 8850 and ETA Form 9061. An employee who fits more than one group
          still earns one credit, so it pays to identify the group worth the most.
        </p>
      }
    >
      <ProgramStatusNote />

      <ScrollableTable label="Target groups table" wide>
        <table className={`table ${styles.dataTable} ${styles.groupsTable}`}>
          <caption className={styles.tableCaption}>Target groups, who qualifies and the maximum credit per employee</caption>
          <colgroup>
            <col />
            <col />
            <col />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">Target group</th>
              <th scope="col">Who qualifies</th>
              <th scope="col">Maximum credit</th>
            </tr>
          </thead>
          <tbody>
            {TARGET_GROUP_ROWS.map((row) => (
              <tr key={row.code}>
                <th scope="row">
                  {row.name}
                  <span className={styles.groupMeta}>IRS group {row.irsGroup}</span>
                </th>
                <td>
                  {row.whoQualifies}
                  {row.needs9175 && ' The employee also signs ETA Form 9175, a self-attestation of the unemployment.'}
                </td>
                <td>
                  <span className={styles.money}>{formatDollars(row.maxCredit)}</span>
                  {row.twoYears && <span className={styles.groupMeta}>over two years</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollableTable>

      <ArticleSection id="reading" title="How to read the maximum credit">
        <p>
          Each maximum assumes the employee works at least {f.fullRateHours} hours for you in their first year, when the credit is{' '}
          {f.fullRate} of qualified first-year wages up to the group&apos;s wage limit. Between {f.minimumHours} and{' '}
          {f.fullRateHours - 1} hours the rate is {f.reducedRate}, and below {f.minimumHours} hours there is no credit. For
          long-term family assistance recipients you also earn {f.secondYearRate} of up to {f.secondYearWageCap} of second-year
          wages, which is why that group&apos;s maximum covers two years.
        </p>
      </ArticleSection>

      <ArticleSection id="windows" title="Eligibility windows at a glance">
        <p>Every window below is counted back from the hiring date.</p>
        <ul>
          <li>SNAP: benefits for the past 6 months, or at least 3 of the past 5 months when no longer eligible.</li>
          <li>Veterans receiving SNAP: at least 3 months of benefits within the past 15 months.</li>
          <li>TANF: any 9 of the past 18 months, or 18 months for long-term family assistance, within 2 years.</li>
          <li>SSI: benefits for any month ending within the past 60 days.</li>
          <li>Long-term unemployment: at least 27 consecutive weeks, with unemployment compensation for part of it.</li>
          <li>Ex-felons: conviction or release from prison within the past year.</li>
          <li>Veterans unemployed: 4 weeks to under 6 months, or 6 months or more, within the past year.</li>
        </ul>
      </ArticleSection>

      <ArticleSection id="notes" title="Good to know">
        <ul>
          <li>
            A veteran, for WOTC, served more than 180 days on active duty (not counting training) or was discharged for a
            service-connected disability, and had no period of active duty of more than 90 days that ended in the 60 days before
            the hire.
          </li>
          <li>
            Designated community residents and summer youth employees depend on where the employee lives, so there is no checkbox
            for them on Form 8850; the employer enters the group from the employee&apos;s age and address.
          </li>
          <li>
            Wages do not qualify for relatives or dependents, for employees rehired after working for you when they were not in a
            target group, or for time covered by federally funded on-the-job training payments.
          </li>
          <li>
            The applicant answers the Form 8850 questions on or before the day of the job offer, and the forms must reach the
            state within {f.submissionDays} days of the start date. <Link to="/earn_tax_credits">Read the full process</Link>.
          </li>
        </ul>
      </ArticleSection>
    </ArticlePage>
  );
}
