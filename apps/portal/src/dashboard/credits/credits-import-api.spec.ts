import { wageImportFormData } from './credits-import-api';

describe('wageImportFormData', () => {
  const file = new File(['ssn,tax_year,hours,first_year_wages\n'], 'payroll-2025.csv', { type: 'text/csv' });

  it('sends the CSV under its own name in the field "file"', () => {
    const data = wageImportFormData({ file });
    expect((data.get('file') as File).name).toBe('payroll-2025.csv');
    expect(data.has('companyId')).toBe(false);
  });

  it("adds the administrator's company as text", () => {
    expect(wageImportFormData({ file, companyId: 7 }).get('companyId')).toBe('7');
  });
});
