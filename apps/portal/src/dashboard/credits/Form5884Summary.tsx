import { useCreditsSummaryQuery, type TaxYearSummary } from '../../api/generated';
import { formatMoney } from '../../ui/format';
import { LoadingText } from '../common/states';
import { TableScroll } from '../common/TableScroll';
import { Form5884Downloads } from './Form5884Downloads';
import shared from '../common/dashboard.module.css';
import styles from './credits.module.css';

interface Props {
  companyId: number | undefined;
  /** An administrator who has not chosen a company: the figures are every company's, and no file can be made. */
  needsCompany: boolean;
}

/** Form 5884's credit lines (docs/compliance.md §2.3), each with its rate and what its wages are. */
const LINES = [
  { key: 'line_1a', line: '1a', rate: '25%', what: 'Qualified first-year wages, employees with 120 to 399 hours' },
  { key: 'line_1b', line: '1b', rate: '40%', what: 'Qualified first-year wages, employees with 400 hours or more' },
  { key: 'line_1c', line: '1c', rate: '50%', what: 'Qualified second-year wages of long-term family assistance recipients' },
] as const;

/**
 * "Form 5884 by tax year": the lines 1a, 1b, 1c and 2 of each tax year with recorded wages, newest
 * first (the API's order), and the year's worksheet (PDF) and schedule (CSV) to download.
 */
export function Form5884Summary({ companyId, needsCompany }: Props) {
  const { data, isLoading, isError } = useCreditsSummaryQuery({ companyId });
  const years = data?.data ?? [];

  return (
    <section aria-labelledby="form-5884-title" className={shared.section}>
      <h2 id="form-5884-title">Form 5884 by tax year</h2>
      <p className={shared.muted}>
        Line 2, the credit, goes to Form 3800, Part III, line 4b (general business credit). The deduction for salaries and wages is reduced by the
        credit.
      </p>
      {isLoading ? (
        <LoadingText what="the Form 5884 figures" />
      ) : isError ? (
        <p>We could not load the Form 5884 figures. Reload the page to try again.</p>
      ) : years.length === 0 ? (
        <p className="card">No wages are recorded yet. Record a certified hire&apos;s hours and wages below, or import a payroll file, and each tax year&apos;s Form 5884 lines appear here.</p>
      ) : (
        <div className={styles.years}>
          {years.map((year) => (
            <TaxYearCard key={year.tax_year} year={year} companyId={companyId} needsCompany={needsCompany} />
          ))}
        </div>
      )}
    </section>
  );
}

function TaxYearCard({ year, companyId, needsCompany }: { year: TaxYearSummary; companyId: number | undefined; needsCompany: boolean }) {
  const titleId = `form-5884-${year.tax_year}-title`;
  return (
    <article className={`card ${styles.year}`} aria-labelledby={titleId}>
      <h3 id={titleId}>Tax year {year.tax_year}</h3>
      <TableScroll label={`Form 5884 lines, tax year ${year.tax_year}`}>
        <table className="table">
          <caption className="visually-hidden">Form 5884, tax year {year.tax_year}</caption>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col" className={styles.number}>
                Qualified wages
              </th>
              <th scope="col" className={styles.number}>
                Credit
              </th>
            </tr>
          </thead>
          <tbody>
            {LINES.map(({ key, line, rate, what }) => (
              <tr key={key}>
                <th scope="row">
                  {line} ({rate})<span className={styles.lineWhat}>{what}</span>
                </th>
                <td className={styles.number}>{formatMoney(year[key].wages)}</td>
                <td className={styles.number}>{formatMoney(year[key].credit)}</td>
              </tr>
            ))}
            <tr className={styles.total}>
              <th scope="row">
                2<span className={styles.lineWhat}>Total: lines 1a + 1b + 1c</span>
              </th>
              <td />
              <td className={styles.number}>{formatMoney(year.line_2)}</td>
            </tr>
          </tbody>
        </table>
      </TableScroll>
      <p>
        Employees with wages in {year.tax_year}: <strong>{year.employees.toLocaleString('en-US')}</strong>
      </p>
      <Form5884Downloads taxYear={year.tax_year} companyId={companyId} needsCompany={needsCompany} />
    </article>
  );
}
