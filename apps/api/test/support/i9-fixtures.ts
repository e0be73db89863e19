import { addCalendarDays, addCalendarYears, todayCalendarDate } from '@clearhire/domain';
import { i9Fields, PDF_BYTES } from './payloads';
import type { CompanyAccount, TestContext } from './test-app';

/** The tests' today: companies sign up in the tests' own zone, so it is theirs too. */
export const I9_TODAY = todayCalendarDate();

/** A U.S. passport valid for five more years: the List A document of most tests. */
export const US_PASSPORT = {
  list: 'A',
  title: 'U.S. Passport',
  issuingAuthority: 'U.S. Department of State',
  number: 'A12345678',
  expirationDate: addCalendarYears(I9_TODAY, 5),
};

/** A complete Section 2 body (the examiner and employer of an Austin restaurant), changed one field at a time. */
export const section2Payload = (over: Record<string, unknown> = {}) => ({
  firstDayOfEmployment: I9_TODAY,
  documents: [US_PASSPORT],
  alternativeProcedure: false,
  lastName: 'Lee',
  firstName: 'Pat',
  title: 'HR Manager',
  employerName: 'Acme Restaurants LLC',
  employerStreet: '500 Congress Ave',
  employerCity: 'Austin',
  employerState: 'TX',
  employerZip: '78701',
  ...over,
});

/** An employee of `company` who completed Section 1 through the link with a List A passport scan. */
export async function employeeWithSection1(
  ctx: TestContext,
  company: CompanyAccount,
  opts: { employee?: Record<string, unknown>; section1?: Record<string, string> } = {},
): Promise<{ id: string; url: string }> {
  const employee = await ctx.newEmployee(company, opts.employee);
  const req = ctx.http.post('/api/forms/i9');
  for (const [name, value] of Object.entries(i9Fields(employee.url, opts.section1))) req.field(name, value);
  await req.attach('listA', PDF_BYTES, 'passport.pdf').expect(201);
  return employee;
}

/** PATCH /api/forms/:employeeId/i9 with a Section 2 body. */
export const completeSection2 = (ctx: TestContext, employeeId: string, token: string, body: Record<string, unknown> = section2Payload()) =>
  ctx.http.patch(`/api/forms/${employeeId}/i9`).set('Authorization', ctx.auth(token)).send(body);

/** Makes `company` an E-Verify employer: its E-Verify company ID and an MOU signed `mouDaysAgo` days back. */
export async function joinEVerify(ctx: TestContext, company: CompanyAccount, mouDaysAgo = 365): Promise<void> {
  await ctx.http
    .patch(`/api/companies/${company.id}`)
    .set('Authorization', ctx.auth(company.token))
    .send({ everifyCompanyId: '1234567', everifyMouSignedOn: addCalendarDays(I9_TODAY, -mouDaysAgo), everifyHiringSites: ['Austin store'] })
    .expect(200);
}

/**
 * A new hire ready for E-Verify: the offer accepted, Section 1 signed under `lastName` (which picks
 * the test mode's outcome) and Section 2 completed with a U.S. passport, first day `firstDay`.
 */
export async function employeeForEVerify(
  ctx: TestContext,
  company: CompanyAccount,
  opts: { lastName?: string; firstDay?: string; offerAcceptedOn?: string | null } = {},
): Promise<{ id: string; url: string }> {
  const firstDay = opts.firstDay ?? I9_TODAY;
  const offer = opts.offerAcceptedOn === undefined ? addCalendarDays(firstDay, -7) : opts.offerAcceptedOn;
  const lastName = opts.lastName ?? 'Silva';
  const employee = await employeeWithSection1(ctx, company, {
    employee: { lastname: lastName, ...(offer ? { offerAcceptedOn: offer } : {}) },
    section1: { lastname: lastName },
  });
  await completeSection2(ctx, employee.id, company.token, section2Payload({ firstDayOfEmployment: firstDay })).expect(201);
  return employee;
}
