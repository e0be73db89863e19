import { TestContext, type CompanyAccount } from './support/test-app';
import { addEmployeePayload } from './support/payloads';

/** An employee's mobile number: given when added, corrected or cleared until Section 1 is done, shown masked. */
describe('employee mobile number', () => {
  let ctx: TestContext;
  let company: CompanyAccount;
  let other: CompanyAccount;
  beforeAll(async () => {
    ({ ctx, companies: [company, other] } = await TestContext.withCompanies(2));
  });
  afterAll(() => ctx.close());

  const as = (c: CompanyAccount) => ({ Authorization: ctx.auth(c.token) });
  const stored = async (id: string): Promise<string | null> => (await ctx.dataSource.query('SELECT mobile_phone FROM employees WHERE id = $1', [id]))[0].mobile_phone;
  const detail = async (id: string) => (await ctx.http.get(`/api/employees/${id}`).set(as(company)).expect(200)).body.data;

  it('takes a US 10-digit number as +1, stores E.164 and shows only the last four digits', async () => {
    const res = await ctx.http.post('/api/employees').set(as(company)).send(addEmployeePayload({ mobilePhone: '(808) 555-0142' })).expect(201);
    expect(await stored(res.body.employeeId)).toBe('+18085550142');
    const view = await detail(res.body.employeeId);
    expect(view).toMatchObject({ mobile_phone: '••• ••• 0142', texts_opted_out: false });
    expect(JSON.stringify(view)).not.toContain('8085550142');
    const list = await ctx.http.get('/api/employees').set(as(company)).expect(200);
    expect(list.body.data.find((e: { id: string }) => e.id === res.body.employeeId).mobile_phone).toBe('••• ••• 0142');
  });

  it.each([['555-0142'], ['+1 808 555 0142 ext 3'], ['0085550142'], [12345], [['+18085550142']]])('refuses %j by field and adds no one', async (mobilePhone) => {
    const payload = addEmployeePayload({ mobilePhone });
    const res = await ctx.http.post('/api/employees').set(as(company)).send(payload).expect(400);
    expect(res.body.errors).toEqual([{ msg: expect.stringContaining('Mobile number must be a mobile number'), param: 'mobilePhone' }]);
    expect(await ctx.dataSource.query('SELECT 1 FROM employees WHERE email = $1', [payload.email])).toHaveLength(0);
  });

  it('corrects the number before Section 1 is done, clears it with null, and audits the last four digits only', async () => {
    const { id } = await ctx.newEmployee(company, { mobilePhone: '+18085550142' });
    await ctx.http.patch(`/api/employees/${id}`).set(as(company)).send({ mobilePhone: '808 555 0199' }).expect(200);
    expect(await stored(id)).toBe('+18085550199');
    const [event] = await ctx.dataSource.query(`SELECT detail FROM audit_events WHERE action = 'employee.mobile_phone_changed' AND record_id = $1`, [id]);
    expect(event.detail).toEqual({ mobilePhone: { from: '••• ••• 0142', to: '••• ••• 0199' } });
    const cleared = await ctx.http.patch(`/api/employees/${id}`).set(as(company)).send({ mobilePhone: null }).expect(200);
    expect(cleared.body.data.mobile_phone).toBeNull();
    expect(await stored(id)).toBeNull();
  });

  it('refuses a bad correction by field and changes nothing', async () => {
    const { id } = await ctx.newEmployee(company, { mobilePhone: '+18085550142' });
    const res = await ctx.http.patch(`/api/employees/${id}`).set(as(company)).send({ mobilePhone: 'call me' }).expect(400);
    expect(res.body.errors[0].param).toBe('mobilePhone');
    expect(await stored(id)).toBe('+18085550142');
  });

  it('answers 409 once Section 1 is done, and leaves the number', async () => {
    const { id } = await ctx.newEmployee(company, { mobilePhone: '+18085550142' });
    await ctx.dataSource.query(`UPDATE employees SET i9_status = 'submitted' WHERE id = $1`, [id]);
    const res = await ctx.http.patch(`/api/employees/${id}`).set(as(company)).send({ mobilePhone: '+18085550199' }).expect(409);
    expect(res.body.errors).toEqual([{ msg: 'The mobile number can be corrected only until the employee completes Form I-9 Section 1.', param: 'mobilePhone' }]);
    expect(await stored(id)).toBe('+18085550142');
  });

  it("never changes another company's employee (404)", async () => {
    const { id } = await ctx.newEmployee(company, { mobilePhone: '+18085550142' });
    await ctx.http.patch(`/api/employees/${id}`).set(as(other)).send({ mobilePhone: '+18085550199' }).expect(404);
    expect(await stored(id)).toBe('+18085550142');
  });

  it('says when the number replied STOP', async () => {
    const { id } = await ctx.newEmployee(company, { mobilePhone: '+18085550177' });
    await ctx.http.post('/api/sms/inbound').type('form').send({ From: '+18085550177', Body: 'STOP' }).expect(200);
    expect((await detail(id)).texts_opted_out).toBe(true);
  });
});
