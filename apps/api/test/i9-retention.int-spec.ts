import { randomUUID } from 'node:crypto';
import { addCalendarDays, addCalendarYears } from '@clearhire/domain';
import { completeSection2, employeeWithSection1, I9_TODAY, section2Payload } from './support/i9-fixtures';
import { TestContext, type CompanyAccount } from './support/test-app';

describe('PATCH /api/employees/:id: termination, the Form I-9 retention date and the legal hold', () => {
  let ctx: TestContext;
  let admin: string;
  let company: CompanyAccount;
  let other: CompanyAccount;
  beforeAll(async () => ({ ctx, admin, companies: [company, other] } = await TestContext.withCompanies(2)));
  afterAll(() => ctx.close());

  const patch = (id: string, body: Record<string, unknown>, token = company.token) => ctx.http.patch(`/api/employees/${id}`).set('Authorization', ctx.auth(token)).send(body);
  const rowOf = async (id: string) =>
    (await ctx.dataSource.query(`SELECT to_char(termination_date, 'YYYY-MM-DD') AS termination_date, to_char(retain_until, 'YYYY-MM-DD') AS retain_until, legal_hold FROM employees WHERE id = $1`, [id]))[0];
  /** An employee whose Section 2 gave `firstDay` as the first day of employment. */
  const hiredOn = async (firstDay: string) => {
    const employee = await employeeWithSection1(ctx, company);
    await completeSection2(ctx, employee.id, company.token, section2Payload({ firstDayOfEmployment: firstDay })).expect(201);
    return employee;
  };

  it('records the termination and answers the retention date: 3 years after the first day when that is later', async () => {
    const firstDay = addCalendarDays(I9_TODAY, -200);
    const employee = await hiredOn(firstDay);
    const res = await patch(employee.id, { terminationDate: I9_TODAY }).expect(200);
    expect(res.body.data).toMatchObject({ termination_date: I9_TODAY, retain_until: addCalendarYears(firstDay, 3), legal_hold: false });
    const [audit] = await ctx.dataSource.query(`SELECT detail FROM audit_events WHERE action = 'employee.updated' AND record_id = $1`, [employee.id]);
    expect(audit.detail).toEqual({ terminationDate: { from: null, to: I9_TODAY }, retainUntil: { from: null, to: addCalendarYears(firstDay, 3) } });
  });

  it('keeps a long-serving employee’s I-9 one year after termination', async () => {
    const employee = await hiredOn(addCalendarDays(I9_TODAY, -250));
    // The first day on record is four years back (an I-9 completed long ago).
    const firstDay = addCalendarYears(I9_TODAY, -4);
    await ctx.dataSource.query('UPDATE employees SET start_date = $2 WHERE id = $1', [employee.id, firstDay]);
    const end = addCalendarDays(I9_TODAY, -3);
    const res = await patch(employee.id, { terminationDate: end }).expect(200);
    expect(res.body.data.retain_until).toBe(addCalendarYears(end, 1));
  });

  it.each([
    ['a termination in the future', () => ({ terminationDate: addCalendarDays(I9_TODAY, 1) }), 'terminationDate'],
    ['a termination before the first day', () => ({ terminationDate: addCalendarDays(I9_TODAY, -31) }), 'terminationDate'],
    ['a date that does not exist', () => ({ terminationDate: '2026-02-30' }), 'terminationDate'],
    ['nothing to change', () => ({}), undefined],
    ['an unknown field', () => ({ retainUntil: '2030-01-01' }), 'retainUntil'],
  ])('refuses %s with 400 and changes nothing', async (_case, body, param) => {
    const employee = await hiredOn(addCalendarDays(I9_TODAY, -30));
    const res = await patch(employee.id, body()).expect(400);
    expect(res.body.errors.map((e: { param?: string }) => e.param)).toEqual([param]);
    expect(await rowOf(employee.id)).toEqual({ termination_date: null, retain_until: null, legal_hold: false });
  });

  it('needs the first day of employment before a termination', async () => {
    const employee = await ctx.newEmployee(company);
    const res = await patch(employee.id, { terminationDate: I9_TODAY }).expect(400);
    expect(res.body.errors[0]).toEqual({ msg: expect.stringContaining('Record the first day of employment'), param: 'terminationDate' });
  });

  it('lets administrators alone place and lift a legal hold', async () => {
    const employee = await hiredOn(addCalendarDays(I9_TODAY, -30));
    const refused = await patch(employee.id, { legalHold: true }).expect(403);
    expect(refused.body).toEqual({ errors: [{ msg: 'Only administrators can place or lift a legal hold.' }] });
    expect((await rowOf(employee.id)).legal_hold).toBe(false);
    expect((await patch(employee.id, { legalHold: true }, admin).expect(200)).body.data.legal_hold).toBe(true);
    expect((await patch(employee.id, { legalHold: false }, admin).expect(200)).body.data.legal_hold).toBe(false);
  });

  it("answers 404 to another company's user and for an unknown id, 401 without a token", async () => {
    const employee = await hiredOn(addCalendarDays(I9_TODAY, -30));
    await patch(employee.id, { terminationDate: I9_TODAY }, other.token).expect(404);
    await patch(randomUUID(), { terminationDate: I9_TODAY }, admin).expect(404);
    await ctx.http.patch(`/api/employees/${employee.id}`).send({ terminationDate: I9_TODAY }).expect(401);
    expect(await rowOf(employee.id)).toEqual({ termination_date: null, retain_until: null, legal_hold: false });
  });
});
