import { JobName, JobQueue, QueueName } from '@clearhire/server';
import { addLocation, firstLocationOf } from './support/location-fixtures';
import { uniqueEmail } from './support/payloads';
import { TestContext, type CompanyAccount } from './support/test-app';

const HEADER = 'first_name,last_name,email,mobile_phone,first_day,offer_accepted,job_title,external_id,location,language';

/** A CSV line in HEADER's order; `over` replaces columns by name. */
function line(over: Partial<Record<string, string>> = {}): string {
  const row: Record<string, string> = {
    first_name: 'Ana',
    last_name: 'Reyes',
    email: uniqueEmail('import'),
    mobile_phone: '(415) 555-0123',
    first_day: '2026-02-02',
    offer_accepted: '2026-01-20',
    job_title: 'Line cook',
    external_id: '',
    location: '',
    language: '',
    ...over,
  };
  return HEADER.split(',').map((c) => row[c]).join(',');
}
const csv = (...lines: string[]) => [HEADER, ...lines].join('\r\n');

describe('employee imports', () => {
  let ctx: TestContext;
  let a: CompanyAccount;
  let b: CompanyAccount;
  let pending: CompanyAccount;
  beforeAll(async () => {
    ({ ctx, companies: [a, b, pending] } = await TestContext.withCompanies([{}, {}, { erd: 'pending' }]));
  });
  afterAll(() => ctx.close());

  const preview = (company: CompanyAccount, body: string | Buffer, token = company.token) =>
    ctx.http.post(`/api/companies/${company.id}/employee-imports/preview`).set('Authorization', ctx.auth(token)).attach('file', Buffer.from(body), { filename: 'hires.csv', contentType: 'text/csv' });
  const importCsv = (company: CompanyAccount, body: string, mode: string, token = company.token) =>
    ctx.http.post(`/api/companies/${company.id}/employee-imports?mode=${mode}`).set('Authorization', ctx.auth(token)).attach('file', Buffer.from(body), { filename: 'hires.csv', contentType: 'text/csv' });
  const employeeCount = async (companyId: number): Promise<number> => (await ctx.dataSource.query('SELECT count(*)::int AS n FROM employees WHERE company_id = $1', [companyId]))[0].n;
  const stateOf = async () => (await ctx.dataSource.query(`SELECT (SELECT count(*) FROM employees)::int AS employees, (SELECT count(*) FROM employee_imports)::int AS imports, (SELECT count(*) FROM audit_events)::int AS events`))[0];
  const invitationsFor = async (employeeIds: string[]) =>
    (await ctx.app.get(JobQueue).queue(QueueName.Mail).getJobs()).filter((job) => job.name === JobName.SendI9Invitation && employeeIds.includes(job.data.employeeId));

  describe('preview', () => {
    it('names every bad line and column, counts the rest, and saves nothing', async () => {
      const before = await stateOf();
      const body = csv(
        line({ external_id: 'HR-1' }),
        line({ email: 'not-an-email', first_name: '' }),
        line({ mobile_phone: '555-0123' }),
        line({ first_day: '2026-13-01', offer_accepted: '2026-01-20' }),
        line({ first_day: '2026-01-10', offer_accepted: '2026-01-20' }),
        line({ external_id: 'HR-1' }),
        line({ external_id: 'has space' }),
        line({ language: 'fr', location: 'Nowhere' }),
        line({ offer_accepted: '' }),
      );
      const res = await preview(a, body).expect(200);
      expect(res.body).toEqual({
        rows: 9,
        valid: 1,
        invalid: 8,
        duplicates: 0,
        problems: [
          { line: 3, column: 'first_name', msg: 'First name is required.' },
          { line: 3, column: 'email', msg: 'E-mail must be a valid e-mail address.' },
          { line: 4, column: 'mobile_phone', msg: expect.stringContaining('10 digits for a US number') },
          { line: 5, column: 'first_day', msg: 'First day of employment must be a date (YYYY-MM-DD).' },
          { line: 6, column: 'first_day', msg: 'The first day of employment cannot be before the job offer was accepted.' },
          { line: 7, column: 'external_id', msg: 'the same external id is already on line 2.' },
          { line: 8, column: 'external_id', msg: expect.stringContaining('External id may hold letters, digits and punctuation') },
          { line: 9, column: 'language', msg: 'Language must be one of the listed options.' },
          { line: 9, column: 'location', msg: 'No location of the company has this name.' },
          { line: 10, column: 'offer_accepted', msg: 'Job offer accepted on is required.' },
        ],
      });
      expect(await stateOf()).toEqual(before);
    });

    it('takes the CSV as a text/csv body, with a byte order mark and headers in any order and case', async () => {
      const body = `\uFEFFEmail,First_Name,Last_Name,First_Day,Offer_Accepted\n${uniqueEmail('bom')},Lee,Long,2026-03-02,2026-02-20\n`;
      const res = await ctx.http.post(`/api/companies/${a.id}/employee-imports/preview`).set('Authorization', ctx.auth(a.token)).set('Content-Type', 'text/csv').send(body).expect(200);
      expect(res.body).toMatchObject({ rows: 1, valid: 1, invalid: 0, problems: [] });
    });

    it.each([
      ['an unknown column', 'first_name,last_name,email,first_day,offer_accepted,shoe_size\nA,B,c@d.test,2026-01-02,2026-01-01,9', /unknown column "shoe_size"/],
      ['a missing column', 'first_name,last_name,email,first_day\nA,B,c@d.test,2026-01-02', /missing: offer_accepted/],
      ['a repeated column', 'first_name,first_name,last_name,email,first_day,offer_accepted\nA,A,B,c@d.test,2026-01-02,2026-01-01', /first_name appears twice/],
      ['an unclosed quote', `${HEADER}\n"Ana,Reyes,a@b.test,,2026-02-02,2026-01-20,,,,`, /quote/],
      ['a header without rows', HEADER, /no employees/],
      ['an empty file', '', /empty/],
    ])('refuses %s as a whole, naming it', async (_what, body, message) => {
      const res = await preview(a, body).expect(400);
      expect(res.body.errors[0].param).toBe('file');
      expect(res.body.errors.map((e: { msg: string }) => e.msg).join(' ')).toMatch(message);
    });

    it('refuses a file of 10,001 rows, and a file that is not a CSV', async () => {
      const rows = Array.from({ length: 10_001 }, (_, i) => `Ana,Reyes,a${i}@x.test,,2026-02-02,2026-01-20,,,,`);
      const res = await preview(a, csv(...rows)).expect(400);
      expect(res.body.errors).toEqual([{ msg: 'The file has 10,001 rows; at most 10,000 can be imported at once. Split it.', param: 'file' }]);
      await ctx.http.post(`/api/companies/${a.id}/employee-imports/preview`).set('Authorization', ctx.auth(a.token)).attach('file', Buffer.from('%PDF-1.7\n'), { filename: 'hires.pdf', contentType: 'application/pdf' }).expect(415);
      await ctx.http.post(`/api/companies/${a.id}/employee-imports/preview`).set('Authorization', ctx.auth(a.token)).set('Content-Type', 'application/json').send({}).expect(415);
    });

    it("refuses a company whose authorization is not approved, and another company's id", async () => {
      await preview(pending, csv(line())).expect(403);
      await ctx.http.post(`/api/companies/${b.id}/employee-imports/preview`).set('Authorization', ctx.auth(a.token)).attach('file', Buffer.from(csv(line())), { filename: 'h.csv' }).expect(404);
    });
  });

  describe('import', () => {
    it('mode all refuses the whole file for one bad row, listing it, and saves nothing', async () => {
      const before = await stateOf();
      const res = await importCsv(a, csv(line(), line({ email: 'nope' }), line()), 'all').expect(400);
      expect(res.body.errors).toEqual([{ msg: 'Line 3, email: E-mail must be a valid e-mail address.', param: 'file', line: 3, column: 'email' }]);
      expect(await stateOf()).toEqual(before);
    });

    it('refuses a missing or unknown mode', async () => {
      const res = await importCsv(a, csv(line()), 'some').expect(400);
      expect(res.body.errors).toEqual([{ msg: 'Mode must be one of the listed options.', param: 'mode' }]);
    });

    it('mode valid imports the good rows with their fields, audited, invites each, and reports the others', async () => {
      const good = [line({ external_id: 'HR-100', mobile_phone: '415.555.0199', language: 'ES', job_title: 'Host' }), line({ first_name: 'Zoë', external_id: '' })];
      const res = await importCsv(a, csv(good[0], line({ first_day: 'soon' }), good[1]), 'valid').expect(201);
      expect(res.body).toMatchObject({ mode: 'valid', rows: 3, created: 2, existing: 0, rejected: 1, problems: [{ line: 3, column: 'first_day' }] });
      const created = await ctx.dataSource.query(
        `SELECT id, firstname, mobile_phone, language, external_id, job_title, to_char(start_date, 'YYYY-MM-DD') AS start_date, i9_status, url FROM employees WHERE company_id = $1 AND created_at > now() - interval '1 minute' ORDER BY firstname`,
        [a.id],
      );
      expect(created).toEqual([
        expect.objectContaining({ firstname: 'Ana', mobile_phone: '+14155550199', language: 'es', external_id: 'HR-100', job_title: 'Host', start_date: '2026-02-02', i9_status: 'pending' }),
        expect.objectContaining({ firstname: 'Zoë', external_id: null }),
      ]);
      expect(new Set(created.map((e: { url: string }) => e.url)).size).toBe(2);
      const ids = created.map((e: { id: string }) => e.id);
      const events = await ctx.dataSource.query(`SELECT record_id, detail FROM audit_events WHERE action = 'employee.created' AND record_id = ANY($1)`, [ids]);
      expect(events).toHaveLength(2);
      expect(events[0].detail).toEqual({ locationId: (await firstLocationOf(ctx, a.id)).id, importId: res.body.id });
      const [summary] = await ctx.dataSource.query(`SELECT detail FROM audit_events WHERE action = 'employees.imported' AND detail->>'importId' = $1`, [res.body.id]);
      expect(summary.detail).toEqual({ importId: res.body.id, mode: 'valid', rows: 3, created: 2, existing: 0, rejected: 1 });
      expect((await invitationsFor(ids)).map((j) => j.id).sort()).toEqual(ids.map((id: string) => `${JobName.SendI9Invitation}.${id}`).sort());
      const list = await ctx.http.get(`/api/companies/${a.id}/employee-imports`).set('Authorization', ctx.auth(a.token)).expect(200);
      expect(list.body.data[0]).toMatchObject({ id: res.body.id, mode: 'valid', rows: 3, created: 2, existing: 0, rejected: 1, api_key_id: null });
      expect(JSON.stringify(list.body)).not.toContain('Ana');
    });

    it('re-importing the same file creates no one and reports everyone as already there', async () => {
      const body = csv(line({ external_id: 'HR-200' }), line({ email: uniqueEmail('same') }));
      const first = await importCsv(a, body, 'all').expect(201);
      expect(first.body).toMatchObject({ created: 2, existing: 0 });
      const count = await employeeCount(a.id);
      const again = await importCsv(a, body, 'all').expect(201);
      expect(again.body).toMatchObject({ created: 0, existing: 2, rejected: 0 });
      const previewed = await preview(a, body).expect(200);
      expect(previewed.body).toMatchObject({ valid: 0, duplicates: 2 });
      expect(await employeeCount(a.id)).toBe(count);
    });

    it('two imports of the same file at once create each employee once', async () => {
      const body = csv(...Array.from({ length: 50 }, (_, i) => line({ external_id: i % 2 ? `HR-C${i}` : '', email: `concurrent${i}.${a.id}@example.test` })));
      const count = await employeeCount(a.id);
      const [one, two] = await Promise.all([importCsv(a, body, 'all'), importCsv(a, body, 'all')]);
      expect([one.status, two.status]).toEqual([201, 201]);
      expect([one.body.created, two.body.created].sort()).toEqual([0, 50]);
      expect(await employeeCount(a.id)).toBe(count + 50);
    });

    it("keeps a member to their own locations and names the others' rows", async () => {
      const home = await firstLocationOf(ctx, b.id);
      const other = await addLocation(ctx, b.id, { name: 'Uptown' });
      const member = await ctx.newMember(b, [home.id]);
      const res = await importCsv(b, csv(line({ location: home.name }), line({ location: 'uptown' }), line()), 'valid', member.token).expect(201);
      expect(res.body).toMatchObject({ created: 1, rejected: 2 });
      expect(res.body.problems).toEqual([
        { line: 3, column: 'location', msg: 'Choose one of your locations.' },
        { line: 4, column: 'location', msg: 'Name the location: the company has several.' },
      ]);
      const [{ n }] = await ctx.dataSource.query('SELECT count(*)::int AS n FROM employees WHERE location_id = $1', [other.id]);
      expect(n).toBe(0);
    });

    it('takes an HR system\'s file with an API key holding employees:write, recorded under the key; a read-only key gets 403', async () => {
      const keyWith = async (scopes: string[]) =>
        (await ctx.http.post(`/api/companies/${a.id}/api-keys`).set('Authorization', ctx.auth(a.token)).send({ name: `HR ${scopes.join(' ')} ${Math.random()}`, scopes }).expect(201)).body.data;
      const writer = await keyWith(['employees:write']);
      const reader = await keyWith(['employees:read']);
      const body = csv(line({ external_id: 'PAYROLL-7' }));
      const viaKey = (key: string) =>
        ctx.http.post(`/api/companies/${a.id}/employee-imports?mode=all`).set('Authorization', `Bearer ${key}`).set('content-type', 'text/csv').send(body);
      const before = await stateOf();
      const refused = await viaKey(reader.key).expect(403);
      expect(JSON.stringify(refused.body)).toContain('employees:write');
      expect(await stateOf()).toEqual(before);
      const res = await viaKey(writer.key).expect(201);
      expect(res.body).toMatchObject({ created: 1, rejected: 0 });
      const [record] = await ctx.dataSource.query('SELECT user_id, api_key_id FROM employee_imports WHERE company_id = $1 ORDER BY created_at DESC LIMIT 1', [a.id]);
      expect(record).toEqual({ user_id: null, api_key_id: writer.id });
      const [event] = await ctx.dataSource.query(
        `SELECT actor_id, actor_role FROM audit_events WHERE action = 'employee.created' AND company_id = $1 ORDER BY occurred_at DESC LIMIT 1`,
        [a.id],
      );
      expect(event).toEqual({ actor_id: writer.id, actor_role: 'api_key' });
    });

    it('refuses an administrator, as adding an employee does', async () => {
      const admin = await ctx.adminToken();
      await importCsv(a, csv(line()), 'all', admin).expect(403);
    });
  });
});
