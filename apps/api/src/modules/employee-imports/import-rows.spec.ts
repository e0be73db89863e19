import 'reflect-metadata';
import { EMPLOYEE_IMPORT_LIMITS, type EmployeeImportColumn } from '@clearhire/contracts';
import type { EmployeeCsvRow } from './employee-csv';
import { checkEmployeeRows, type ImportLocation } from './import-rows';

const TODAY = '2026-06-15';
const HOME: ImportLocation = { id: 1, name: 'Downtown', timeZone: 'America/Chicago', inScope: true };
const OTHER: ImportLocation = { id: 2, name: 'Uptown', timeZone: 'America/Chicago', inScope: false };

let nextLine = 2;
function row(over: Partial<Record<EmployeeImportColumn, string>> = {}): EmployeeCsvRow {
  const cells = Object.fromEntries(EMPLOYEE_IMPORT_LIMITS.columns.map((c) => [c, ''])) as Record<EmployeeImportColumn, string>;
  return { line: nextLine++, cells: { ...cells, first_name: 'Ana', last_name: 'Reyes', email: 'Ana@Example.test', first_day: '2026-06-01', offer_accepted: '2026-05-20', ...over } };
}
const check = (rows: EmployeeCsvRow[], locations: ImportLocation[] = [HOME]) => checkEmployeeRows(rows, { locations, todayIn: () => TODAY });

describe('checkEmployeeRows', () => {
  beforeEach(() => (nextLine = 2));

  it('turns a good row into an employee: e-mail in lower case, phone in E.164, language defaulting to English, the only location', () => {
    const { employees, problems } = check([row({ mobile_phone: '(415) 555-0123', job_title: ' Cook ', external_id: 'HR-1' })]);
    expect(problems).toEqual([]);
    expect(employees).toEqual([
      { line: 2, locationId: 1, firstname: 'Ana', lastname: 'Reyes', email: 'ana@example.test', mobilePhone: '+14155550123', language: 'en', externalId: 'HR-1', jobTitle: 'Cook', startDate: '2026-06-01', offerAcceptedOn: '2026-05-20' },
    ]);
  });

  it('holds the offer date to the hire dates rule on the location calendar: accepted by today, first day at most a year ahead', () => {
    const { problems } = check([row({ offer_accepted: TODAY, first_day: TODAY }), row({ offer_accepted: '2026-06-16', first_day: '2026-06-20' }), row({ first_day: '2027-06-15' }), row({ first_day: '2027-06-16' })]);
    expect(problems).toEqual([
      { line: 3, column: 'offer_accepted', msg: 'The job offer cannot be accepted in the future.' },
      { line: 5, column: 'first_day', msg: 'The first day of employment is more than a year away. Check the date.' },
    ]);
  });

  it('uses the limits of adding an employee by hand', () => {
    const { problems } = check([row({ first_name: 'A'.repeat(51), email: 'a@y.test' }), row({ job_title: 'J'.repeat(101), email: 'b@y.test' }), row({ external_id: 'X'.repeat(101), email: 'c@y.test' })]);
    expect(problems.map((p) => [p.line, p.column])).toEqual([
      [2, 'first_name'],
      [3, 'job_title'],
      [4, 'external_id'],
    ]);
  });

  it('refuses a second row for the same employee: the same external id, or the same e-mail and first day', () => {
    const { problems, employees } = check([row({ external_id: 'HR-1' }), row({ external_id: 'HR-1', email: 'other@example.test' }), row({ email: 'ANA@example.test' }), row({ first_day: '2026-06-02' })]);
    expect(problems).toEqual([
      { line: 3, column: 'external_id', msg: 'the same external id is already on line 2.' },
      { line: 4, column: null, msg: 'an employee with the same e-mail and first day is already on line 2.' },
    ]);
    expect(employees.map((e) => e.line)).toEqual([2, 5]);
  });

  it("needs a location among several, and refuses one outside the user's scope", () => {
    const { problems, employees, invalidLines } = check([row(), row({ location: 'uptown ', email: 'b@y.test' }), row({ location: 'DOWNTOWN', email: 'c@y.test' }), row({ location: 'Midtown', email: 'd@y.test' })], [HOME, OTHER]);
    expect(problems).toEqual([
      { line: 2, column: 'location', msg: 'Name the location: the company has several.' },
      { line: 3, column: 'location', msg: 'Choose one of your locations.' },
      { line: 5, column: 'location', msg: 'No location of the company has this name.' },
    ]);
    expect(employees.map((e) => e.locationId)).toEqual([1]);
    expect([...invalidLines]).toEqual([2, 3, 5]);
  });
});
