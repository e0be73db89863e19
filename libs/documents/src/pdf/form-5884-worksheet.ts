import type { Form5884LineTotal, Form5884Lines } from '@clearhire/domain';
import { formatEin, formatFormDate } from '../format';
import type { RenderOptions } from '../inputs';
import { renderPdf } from './form-writer';

/** One certified hire's part of the tax year, as the API computes it (libs/domain creditsByTaxYear). */
export interface Form5884EmployeeInput {
  readonly firstname: string;
  readonly lastname: string;
  /** Masked, '***-**-1234': the worksheet never carries a full SSN. */
  readonly maskedSsn: string;
  /** Target group name. */
  readonly group: string;
  readonly startDate: string;
  readonly certificationNumber: string | null;
  /** Hours of the whole first year, which set the rate. */
  readonly firstYearHours: number;
  readonly line: '1a' | '1b' | null;
  readonly qualifiedFirstYearWages: number;
  readonly firstYearCredit: number;
  readonly qualifiedSecondYearWages: number;
  readonly secondYearCredit: number;
  readonly credit: number;
}

export interface Form5884WorksheetInput extends RenderOptions {
  readonly employer: { readonly name: string; readonly ein: string | null };
  readonly taxYear: number;
  /** form5884Lines of the employees below. */
  readonly lines: Form5884Lines;
  readonly employees: readonly Form5884EmployeeInput[];
}

const TITLE = 'Form 5884 worksheet: Work Opportunity Credit';

// Always two decimals: these figures are copied onto a tax form.
const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dollars = (amount: number): string => `$${money.format(amount)}`;
const hours = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const percent = (rate: number | null): string => (rate === null ? 'mixed' : `${hours.format(rate * 100)}%`);
const lineRow = (line: string, text: string, total: Form5884LineTotal): string[] => [line, text, dollars(total.wages), percent(total.rate), dollars(total.credit)];

/**
 * The employer's Form 5884 figures for one tax year: lines 1a-2 worked out (wages × rate = credit)
 * and the schedule of the certified hires behind them. A worksheet to copy from, not the IRS form:
 * line 3 (credits passed through from partnerships, S corporations, cooperatives, estates and
 * trusts) is the employer's own to add.
 */
export async function renderForm5884Worksheet(input: Form5884WorksheetInput): Promise<Buffer> {
  const timeZone = input.timeZone;
  const { lines, employees, taxYear } = input;
  const sum = (pick: (e: Form5884EmployeeInput) => number) => employees.reduce((s, e) => s + Math.round(pick(e) * 100), 0) / 100;

  return renderPdf(
    { title: `${TITLE}, tax year ${taxYear}`, subject: 'Work Opportunity Credit (IRS Form 5884)', footerLabel: `Form 5884 worksheet ${taxYear}`, generatedAt: input.generatedAt, timeZone },
    (w) => {
      w.titleBlock({
        formNumber: 'Form 5884',
        formDetails: ['Worksheet', `Tax year ${taxYear}`],
        title: TITLE,
        subtitle: `The credit for the wages ${input.employer.name} recorded for its certified hires in tax year ${taxYear}. Copy the figures to Form 5884; keep this worksheet with the certifications.`,
      });

      w.section('Employer');
      w.fields([
        { label: 'Name', value: input.employer.name, span: 3 },
        { label: 'Employer identification number (EIN)', value: formatEin(input.employer.ein) },
        { label: 'Tax year', value: String(taxYear) },
      ]);

      w.section('Current year credit', 'Qualified wages × rate = credit');
      w.table(
        [{ header: 'Line', span: 0.5 }, { header: 'Description', span: 5 }, { header: 'Qualified wages', span: 1.4 }, { header: 'Rate', span: 0.8 }, { header: 'Credit', span: 1.4 }],
        [
          lineRow('1a', 'Qualified first-year wages of employees who worked for you at least 120 hours but fewer than 400 hours', lines.line1a),
          lineRow('1b', 'Qualified first-year wages of employees who worked for you at least 400 hours', lines.line1b),
          lineRow('1c', 'Qualified second-year wages of employees certified as long-term family assistance recipients', lines.line1c),
          ['2', 'Add lines 1a, 1b and 1c', '', '', dollars(lines.line2)],
        ],
      );
      w.paragraph(
        [
          `Line 2 (${dollars(lines.line2)}) goes to Form 3800, Part III, line 4b (partnerships and S corporations report it on Schedule K instead).`,
          `Reduce your deduction for salaries and wages by the credit: the wages on lines 1a-1c are deductible only to the extent they exceed it.`,
          `Line 3 (work opportunity credits from partnerships, S corporations, cooperatives, estates and trusts) is not included here.`,
          `Each line's credit is its total qualified wages × its rate, rounded to the cent once; the employee credits below are rounded per employee and can differ from the lines by a few cents.`,
        ].join('\n'),
        { shaded: true },
      );

      w.section('Employee schedule', `${employees.length} certified ${employees.length === 1 ? 'hire' : 'hires'}`);
      // Eight columns fit a portrait page with room for $9,999,999.99; the CSV has every figure apart.
      w.table(
        [
          { header: 'Employee', span: 95 },
          { header: 'Target group, certification', span: 110 },
          { header: 'Start date', span: 52 },
          { header: 'First-year hours', span: 40 },
          { header: 'Line', span: 25 },
          { header: 'Qualified first-year wages', span: 70 },
          { header: 'Qualified second-year wages (1c)', span: 70 },
          { header: 'Credit', span: 70 },
        ],
        [
          ...employees.map((e) => [
            `${e.lastname}, ${e.firstname} ${e.maskedSsn}`,
            e.certificationNumber ? `${e.group}; no. ${e.certificationNumber}` : e.group,
            formatFormDate(e.startDate, 'startDate'),
            hours.format(e.firstYearHours),
            e.line ?? '—',
            dollars(e.qualifiedFirstYearWages),
            dollars(e.qualifiedSecondYearWages),
            dollars(e.credit),
          ]),
          ['Total', '', '', '', '', dollars(sum((e) => e.qualifiedFirstYearWages)), dollars(sum((e) => e.qualifiedSecondYearWages)), dollars(sum((e) => e.credit))],
        ],
      );
    },
  );
}
