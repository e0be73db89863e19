import { creditsByTaxYear, form5884Lines } from '@clearhire/domain';
import { expectToContainAll } from '../testing/expect-text';
import { GENERATED_AT } from '../testing/fixtures';
import { PDF_SETUP_TIMEOUT, extractAll, joinAll } from '../testing/pdf-text';
import { renderForm5884Worksheet, type Form5884EmployeeInput, type Form5884WorksheetInput } from './form-5884-worksheet';

// W1 (SNAP, 450 h, $8,000 → $2,400 on line 1b), a 25% hire and an LTFA hire in its second year.
const snap = creditsByTaxYear({ group: 'SNAP', startDate: '2026-02-02', records: [{ taxYear: 2026, hours: 450, firstYearWages: 8000 }] })[0];
const vr = creditsByTaxYear({ group: 'VR', startDate: '2026-05-04', records: [{ taxYear: 2026, hours: 200, firstYearWages: 1234.57 }] })[0];
const ltfa = creditsByTaxYear({
  group: 'LTFA',
  startDate: '2025-07-01',
  records: [
    { taxYear: 2025, hours: 500, firstYearWages: 6000 },
    { taxYear: 2026, hours: 0, firstYearWages: 5000, secondYearWages: 3000.01 },
  ],
})[1];

const employee = (over: Partial<Form5884EmployeeInput> & Pick<Form5884EmployeeInput, 'line' | 'qualifiedFirstYearWages' | 'firstYearCredit' | 'qualifiedSecondYearWages' | 'secondYearCredit' | 'credit'>): Form5884EmployeeInput => ({
  firstname: 'James',
  lastname: 'Carter',
  maskedSsn: '***-**-6789',
  group: 'SNAP recipient',
  startDate: '2026-02-02',
  certificationNumber: 'TX-2026-004512',
  firstYearHours: 450,
  ...over,
});

const input = (over: Partial<Form5884WorksheetInput> = {}): Form5884WorksheetInput => ({
  generatedAt: GENERATED_AT,
  timeZone: 'America/Chicago',
  employer: { name: 'Acme Foods LLC', ein: '123456789' },
  taxYear: 2026,
  lines: form5884Lines([snap, vr, ltfa]),
  employees: [
    employee(snap),
    employee({ ...vr, firstname: 'Ana', lastname: 'Silva', maskedSsn: '***-**-4321', group: 'Vocational rehabilitation referral', startDate: '2026-05-04', certificationNumber: null, firstYearHours: 200 }),
    employee({ ...ltfa, firstname: 'Lee', lastname: 'Wong', maskedSsn: '***-**-1111', group: 'Long-term family assistance recipient', startDate: '2025-07-01', certificationNumber: 'TX-2025-1', firstYearHours: 500 }),
  ],
  ...over,
});

describe('renderForm5884Worksheet', () => {
  let pdf: Buffer;
  let text: Record<'main' | 'empty', string>;

  beforeAll(async () => {
    pdf = await renderForm5884Worksheet(input());
    text = joinAll(extractAll({ main: pdf, empty: await renderForm5884Worksheet(input({ employer: { name: 'Beta Inc', ein: null }, lines: form5884Lines([]), employees: [] })) }));
  }, PDF_SETUP_TIMEOUT);

  it('is titled as a Form 5884 worksheet for the employer, its EIN and the tax year', () => {
    expectToContainAll(text.main, ['Form 5884 worksheet: Work Opportunity Credit', 'Tax year 2026', 'Acme Foods LLC', '12-3456789']);
  });

  it('works out lines 1a, 1b, 1c and 2 as wages × rate = credit', () => {
    // 1a: $1,234.57 × 25% = $308.64; 1b: $6,000 + $4,000 (the LTFA hire's cap remainder) × 40%; 1c: $3,000.01 × 50% = $1,500.01 (half up).
    expect(text.main).toMatch(/1a Qualified first-year wages of employees who worked for you at least 120 hours but fewer than 400 hours \$1,234\.57 25% \$308\.64/);
    expect(text.main).toMatch(/1b Qualified first-year wages of employees who worked for you at least 400 hours \$10,000\.00 40% \$4,000\.00/);
    expect(text.main).toMatch(/1c Qualified second-year wages of employees certified as long-term family assistance recipients \$3,000\.01 50% \$1,500\.01/);
    expect(text.main).toMatch(/2 Add lines 1a, 1b and 1c \$5,808\.65/);
  });

  it('says where line 2 goes and that the wage deduction is reduced by the credit', () => {
    expect(text.main).toContain('Line 2 ($5,808.65) goes to Form 3800, Part III, line 4b');
    expect(text.main).toContain('Reduce your deduction for salaries and wages by the credit');
  });

  it('lists each hire with a masked SSN, group, start date, certification, hours, line and figures', () => {
    expect(text.main).toMatch(/Carter, James \*\*\*-\*\*-6789 SNAP recipient; no\. TX-2026-004512 02\/02\/2026 450 1b \$6,000\.00 \$0\.00 \$2,400\.00/);
    expect(text.main).toMatch(/Silva, Ana \*\*\*-\*\*-4321 Vocational rehabilitation referral 05\/04\/2026 200 1a \$1,234\.57 \$0\.00 \$308\.64/);
    expect(text.main).toMatch(/Wong, Lee \*\*\*-\*\*-1111 Long-term family assistance recipient; no\. TX-2025-1 07\/01\/2025 500 1b \$4,000\.00 \$3,000\.01 \$3,100\.01/);
    expect(text.main).toMatch(/Total \$11,234\.57 \$3,000\.01 \$5,808\.65/);
    expect(text.main).not.toMatch(/\d{3}-\d{2}-\d{4}/);
  });

  it('prints an empty year with zero lines and the rates of the form', () => {
    expect(text.empty).toMatch(/1a .* \$0\.00 25% \$0\.00/);
    expect(text.empty).toContain('0 certified hires');
    expect(text.empty).toContain('Beta Inc');
  });

  it('gives identical bytes for identical input', async () => {
    expect((await renderForm5884Worksheet(input())).equals(pdf)).toBe(true);
  });
});
