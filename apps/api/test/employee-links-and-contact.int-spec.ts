import { Clock } from '@clearhire/server';
import { addCalendarDays } from '@clearhire/domain';
import { employeeForEVerify, employeeWithSection1, I9_TODAY, joinEVerify } from './support/i9-fixtures';
import { addLocation } from './support/location-fixtures';
import { TestContext, type CompanyAccount } from './support/test-app';

/**
 * What the employer may change about the way an employee is reached, before and after Section 1:
 * the private link sent again, the e-mail corrected, the language of the mail, and the day the job
 * offer was accepted (which E-Verify needs), each audited; and names the forms cannot print.
 */
describe('reaching an employee: the link, the e-mail, the language and the offer day', () => {
  let ctx: TestContext;
  let company: CompanyAccount;
  let other: CompanyAccount;
  beforeAll(async () => {
    ({ ctx, companies: [company, other] } = await TestContext.withCompanies(2));
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => ctx.close());

  const auth = (token = company.token) => ctx.auth(token);
  const detail = async (id: string) => (await ctx.http.get(`/api/employees/${id}`).set('Authorization', auth()).expect(200)).body.data;
  const patch = (id: string, body: Record<string, unknown>, token = company.token) => ctx.http.patch(`/api/employees/${id}`).set('Authorization', auth(token)).send(body);
  const resend = (id: string, token = company.token) => ctx.http.post(`/api/employees/${id}/resend-link`).set('Authorization', auth(token));
  const events = (id: string, action: string) => ctx.dataSource.query('SELECT detail, row_to_json(a)::text AS whole FROM audit_events a WHERE record_id = $1 AND action = $2 ORDER BY id', [id, action]);
  const row = async (id: string) => (await ctx.dataSource.query("SELECT email, language, url, invited_at, to_char(offer_accepted_on, 'YYYY-MM-DD') AS offer FROM employees WHERE id = $1", [id]))[0];

  describe('language', () => {
    it('is English unless the employer chooses Spanish, and can be changed later, audited', async () => {
      const english = await ctx.newEmployee(company);
      expect((await detail(english.id)).language).toBe('en');
      const spanish = await ctx.newEmployee(company, { firstname: 'José', lastname: 'Nguyễn', language: 'es' });
      expect(await detail(spanish.id)).toMatchObject({ language: 'es', firstname: 'José', lastname: 'Nguyễn' });
      await patch(english.id, { language: 'es' }).expect(200);
      expect((await row(english.id)).language).toBe('es');
      expect((await events(english.id, 'employee.updated'))[0].detail).toEqual({ language: { from: 'en', to: 'es' } });
    });

    it('comes from the pre-screening when the employee is hired from it', async () => {
      const submissionId = await ctx.newSubmission(company.id, { email: 'maria.es@example.test' });
      await ctx.dataSource.query("UPDATE submissions SET language = 'es' WHERE id = $1", [submissionId]);
      const hire = { offerDate: I9_TODAY, hireDate: I9_TODAY, startDate: I9_TODAY, startingWage: 15.5, jobTitle: 'Cook', startI9: true };
      const res = await ctx.http.patch(`/api/submissions/${submissionId}/hire`).set('Authorization', auth()).send(hire).expect(200);
      const employeeId = res.body.employee?.id ?? (await ctx.dataSource.query('SELECT id FROM employees WHERE submission_id = $1', [submissionId]))[0].id;
      expect((await detail(employeeId)).language).toBe('es');
    });

    it('refuses a language ClearHire does not write in, by field, and adds no one', async () => {
      const before = (await ctx.dataSource.query('SELECT count(*)::int AS n FROM employees'))[0].n;
      const res = await ctx.http.post('/api/employees').set('Authorization', auth()).send({ firstname: 'Ana', lastname: 'Ruiz', email: 'ana.ruiz@example.test', language: 'fr' }).expect(400);
      expect(res.body.errors).toEqual([{ msg: 'Language must be one of the listed options.', param: 'language' }]);
      expect((await ctx.dataSource.query('SELECT count(*)::int AS n FROM employees'))[0].n).toBe(before);
    });
  });

  describe('names', () => {
    it("keeps apostrophes, hyphens and accents as typed: O'Brien, García-López, Nguyễn", async () => {
      const employee = await ctx.newEmployee(company, { firstname: "Siobhán O'Brien", lastname: 'García-López' });
      expect(await detail(employee.id)).toMatchObject({ firstname: "Siobhán O'Brien", lastname: 'García-López' });
    });

    it('refuses a character the forms cannot print with a message naming it, and adds no one', async () => {
      const res = await ctx.http.post('/api/employees').set('Authorization', auth()).send({ firstname: 'Ana 😀', lastname: '李', email: 'emoji@example.test' }).expect(400);
      expect(res.body.errors).toEqual([
        { msg: "First name contains a character the forms cannot print (😀): write the name as on the person's documents.", param: 'firstname' },
        { msg: "Last name contains a character the forms cannot print (李): write the name as on the person's documents.", param: 'lastname' },
      ]);
      expect((await ctx.dataSource.query("SELECT count(*)::int AS n FROM employees WHERE email = 'emoji@example.test'"))[0].n).toBe(0);
    });
  });

  describe('POST /api/employees/:id/resend-link', () => {
    it('gives a new private link at once: the old one answers the same 404 as an unknown link; audited; mailed again', async () => {
      const employee = await ctx.newEmployee(company);
      await ctx.dataSource.query('UPDATE employees SET invited_at = now() WHERE id = $1', [employee.id]);
      const res = await resend(employee.id).expect(200);
      const fresh = res.body.data.url as string;
      expect(fresh).not.toBe(employee.url);
      expect(await row(employee.id)).toMatchObject({ url: fresh, invited_at: null });
      const old = await ctx.http.get(`/api/forms/i9/${employee.url}`).expect(404);
      const unknown = await ctx.http.get(`/api/forms/i9/${'x'.repeat(employee.url.length)}`).expect(404);
      expect(old.body).toEqual(unknown.body);
      await ctx.http.get(`/api/forms/i9/${fresh}`).expect(200);
      const [event] = await events(employee.id, 'employee.link_resent');
      expect(event.whole).not.toContain(fresh);
      expect(event.whole).not.toContain(employee.url);
    });

    it('409 with a clear message once Section 1 is done, and the link is unchanged', async () => {
      const employee = await employeeWithSection1(ctx, company);
      const res = await resend(employee.id).expect(409);
      expect(res.body.errors).toEqual([{ msg: 'The employee has completed Section 1 of Form I-9: the link has nothing left to fill in, so it cannot be sent again.' }]);
      expect((await row(employee.id)).url).toBe(employee.url);
    });

    it("404 for another company's employee, and nothing changes", async () => {
      const employee = await ctx.newEmployee(company);
      await resend(employee.id, other.token).expect(404);
      expect((await row(employee.id)).url).toBe(employee.url);
    });
  });

  describe('PATCH /api/employees/:id {email}', () => {
    // 64 characters before the @ (the most an address's local part may have), 247 in all.
    const long = `guadalupe.hernandez.villarreal.${'x'.repeat(33)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(47)}.example.test`;

    it('corrects the address before Section 1, any valid length; the trail says it changed, not what to', async () => {
      const employee = await ctx.newEmployee(company, { email: 'typo@exmaple.test' });
      expect(long.length).toBeGreaterThan(200);
      await patch(employee.id, { email: long }).expect(200);
      expect((await row(employee.id)).email).toBe(long);
      const [event] = await events(employee.id, 'employee.updated');
      expect(event.detail).toEqual({ email: { changed: true } });
      expect(event.whole).not.toMatch(/typo@|guadalupe/);
    });

    it.each([
      ['not an address', 'jo@', 'E-mail must be a valid e-mail address.'],
      ['longer than SMTP carries (254)', `${'a'.repeat(250)}@x.io`, 'E-mail must be at most 254 characters.'],
    ])('refuses %s by field and changes nothing', async (_case, email, msg) => {
      const employee = await ctx.newEmployee(company, { email: 'kept@example.test' });
      const res = await patch(employee.id, { email }).expect(400);
      expect(res.body.errors).toContainEqual({ msg, param: 'email' });
      expect((await row(employee.id)).email).toBe('kept@example.test');
    });

    it('409 once Section 1 is done: the e-mail they gave is on the form', async () => {
      const employee = await employeeWithSection1(ctx, company);
      const before = (await row(employee.id)).email;
      const res = await patch(employee.id, { email: 'new@example.test' }).expect(409);
      expect(res.body.errors).toEqual([{ msg: 'The e-mail can be corrected until the employee completes Section 1 of Form I-9; the e-mail they gave there is now on the form.', param: 'email' }]);
      expect((await row(employee.id)).email).toBe(before);
    });
  });

  describe('PATCH /api/employees/:id {offerAcceptedOn}', () => {
    it('records the day after the employee was added, audited, and an E-Verify case can then be created', async () => {
      await joinEVerify(ctx, company);
      const employee = await employeeForEVerify(ctx, company, { offerAcceptedOn: null });
      const refused = await ctx.http.post(`/api/employees/${employee.id}/everify`).set('Authorization', auth()).send({}).expect(409);
      expect(refused.body.errors[0].msg).toMatch(/no pre-screening/);
      const offer = addCalendarDays(I9_TODAY, -7);
      const res = await patch(employee.id, { offerAcceptedOn: offer }).expect(200);
      expect(res.body.data.offer_accepted_on).toBe(offer);
      expect((await events(employee.id, 'employee.updated'))[0].detail).toEqual({ offerAcceptedOn: { from: null, to: offer } });
      await ctx.http.post(`/api/employees/${employee.id}/everify`).set('Authorization', auth()).send({}).expect(201);
    });

    it('refuses a day after the first day of employment by field, and changes nothing', async () => {
      const employee = await ctx.newEmployee(company, { startDate: addCalendarDays(I9_TODAY, -3), offerAcceptedOn: addCalendarDays(I9_TODAY, -10) });
      const res = await patch(employee.id, { offerAcceptedOn: addCalendarDays(I9_TODAY, -1) }).expect(400);
      expect(res.body.errors).toEqual([{ msg: 'The first day of employment cannot be before the job offer was accepted.', param: 'offerAcceptedOn' }]);
      expect((await row(employee.id)).offer).toBe(addCalendarDays(I9_TODAY, -10));
    });

    it('refuses what is not a date', async () => {
      const employee = await ctx.newEmployee(company);
      const res = await patch(employee.id, { offerAcceptedOn: '2026-02-30' }).expect(400);
      expect(res.body.errors.map((e: { param: string }) => e.param)).toEqual(['offerAcceptedOn']);
    });

    it("judges 'not in the future' on the location's calendar: at 23:30 on the 25th in Honolulu the 26th is refused, at 00:30 it is taken", async () => {
      // A company of its own: a second location makes the location a required field of every new employee.
      const eastern = await ctx.newCompany({ timeZone: 'America/New_York' });
      const honolulu = (await addLocation(ctx, eastern.id, { timeZone: 'Pacific/Honolulu' })).id;
      const employee = await ctx.newEmployee(eastern, { locationId: honolulu });
      const patchEastern = (body: Record<string, unknown>) => patch(employee.id, body, eastern.token);
      const clock = ctx.app.get(Clock);
      jest.spyOn(clock, 'now').mockReturnValue(new Date('2026-11-26T09:30:00Z'));
      expect((await patchEastern({ offerAcceptedOn: '2026-11-26' }).expect(400)).body.errors).toEqual([{ msg: 'The job offer cannot be accepted in the future.', param: 'offerAcceptedOn' }]);
      jest.spyOn(clock, 'now').mockReturnValue(new Date('2026-11-26T10:30:00Z'));
      await patchEastern({ offerAcceptedOn: '2026-11-26' }).expect(200);
      expect((await row(employee.id)).offer).toBe('2026-11-26');
    });
  });

  it('refuses a PATCH with nothing to change', async () => {
    const employee = await ctx.newEmployee(company);
    const res = await patch(employee.id, {}).expect(400);
    expect(res.body.errors[0].msg).toMatch(/^Give a termination date, a legal hold, a location, a mobile number, an e-mail/);
  });
});
