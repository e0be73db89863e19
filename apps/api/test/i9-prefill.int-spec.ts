import { i9Fields, PDF_BYTES, prescreeningPayload } from './support/payloads';
import { TestContext, type CompanyAccount } from './support/test-app';

/** The SSN of prescreeningPayload(), and the one a correcting employee types instead. */
const PRESCREENING_SSN = '123456789';
const CORRECTED_SSN = '219099998';

/** Section 1 typed exactly as the pre-screening gave it, the SSN left out: what the prefilled page sends unchanged. */
const section1AsPrescreened = (url: string, over: Record<string, string> = {}) => {
  const p = prescreeningPayload(0);
  const fields = i9Fields(url, {
    firstname: p.firstname,
    lastname: p.lastname,
    middleInitial: '',
    street: p.street,
    apt: p.apt,
    city: p.city,
    county: p.county,
    state: p.state,
    zip: p.zip,
    birthdate: p.birthdate,
    email: p.email,
    phone: p.phone,
    signature: 'James Carter',
    ...over,
  });
  if (!('ssn' in over)) delete fields['ssn'];
  return fields;
};

describe('Form I-9 Section 1 started from the pre-screening', () => {
  let ctx: TestContext;
  let company: CompanyAccount;
  let other: CompanyAccount;
  beforeAll(async () => ({ ctx, companies: [company, other] } = await TestContext.withCompanies(2)));
  afterAll(() => ctx.close());

  /** An employee of `employer` hired from a pre-screening sent to `submissionCompany` (the same company, but for the defence-in-depth case). */
  const linkedEmployee = async (employer = company, submissionCompany = employer) => {
    const submissionId = await ctx.newSubmission(submissionCompany.id);
    const employee = await ctx.newEmployee(employer);
    await ctx.dataSource.query('UPDATE employees SET submission_id = $1 WHERE id = $2', [submissionId, employee.id]);
    return { ...employee, submissionId };
  };
  const linkView = (url: string) => ctx.http.get(`/api/forms/i9/${url}`).expect(200);
  const submit = (fields: Record<string, string>) => {
    const req = ctx.http.post('/api/forms/i9');
    for (const [name, value] of Object.entries(fields)) req.field(name, value);
    return req.attach('listA', PDF_BYTES, 'passport.pdf');
  };
  const submissionDetail = async (id: string, token = company.token) =>
    (await ctx.http.get(`/api/submissions/${id}`).set('Authorization', ctx.auth(token)).expect(200)).body.data;
  const employeeDetail = async (id: string, token = company.token) => (await ctx.http.get(`/api/employees/${id}`).set('Authorization', ctx.auth(token)).expect(200)).body.data;
  const prefillReads = (employeeId: string) =>
    ctx.dataSource.query("SELECT actor_id, actor_role, record_type, company_id, detail FROM audit_events WHERE action = 'i9.prefill_read' AND record_id = $1", [employeeId]);
  const storedSection1 = async (employeeId: string) => {
    const [row] = await ctx.dataSource.query("SELECT e.i9_status, count(f.id)::int AS forms, (SELECT count(*)::int FROM documents d WHERE d.employee_id = e.id) AS documents FROM employees e LEFT JOIN i9_forms f ON f.employee_id = e.id WHERE e.id = $1 GROUP BY e.id", [employeeId]);
    return row;
  };
  const NOTHING_STORED = { i9_status: 'pending', forms: 0, documents: 0 };

  describe('GET /api/forms/i9/:url', () => {
    it('opens with what the applicant gave in the pre-screening, the SSN as its last four digits only', async () => {
      const employee = await linkedEmployee();
      const res = await linkView(employee.url);
      expect(res.body).toEqual({
        status: 'open',
        firstname: 'Ana',
        prefill: {
          firstname: 'James',
          lastname: 'Carter',
          street: '100 Main St',
          apt: 'Apt 4',
          city: 'Austin',
          county: 'Travis',
          state: 'TX',
          zip: '78701',
          birthdate: '1995-06-15',
          email: 'james.carter@example.test',
          phone: '5125550199',
          ssn_last4: '6789',
        },
      });
      expect(res.text).not.toContain(PRESCREENING_SSN);
    });

    it('audits the read of the pre-screening as a public act, with the employee and submission ids and no personal data', async () => {
      const employee = await linkedEmployee();
      await linkView(employee.url);
      const events = await prefillReads(employee.id);
      expect(events).toEqual([{ actor_id: null, actor_role: 'public', record_type: 'employee', company_id: company.id, detail: { employeeId: employee.id, submissionId: employee.submissionId } }]);
      expect(JSON.stringify(events)).not.toMatch(/6789|Carter|Main St/);
    });

    it('gives nothing to start from, and audits no read, for an employee hired from no pre-screening', async () => {
      const employee = await ctx.newEmployee(company);
      expect((await linkView(employee.url)).body).toEqual({ status: 'open', firstname: 'Ana', prefill: null });
      expect(await prefillReads(employee.id)).toEqual([]);
    });

    it('gives nothing once the link is used', async () => {
      const employee = await linkedEmployee();
      await submit(section1AsPrescreened(employee.url)).expect(201);
      const readsBefore = (await prefillReads(employee.id)).length;
      const res = await linkView(employee.url);
      expect(res.body).toEqual({ status: 'used', firstname: 'Ana', prefill: null });
      expect(await prefillReads(employee.id)).toHaveLength(readsBefore);
    });

    it("never fills in another company's pre-screening, even when a row links it", async () => {
      const employee = await linkedEmployee(company, other);
      const res = await linkView(employee.url);
      expect(res.body).toEqual({ status: 'open', firstname: 'Ana', prefill: null });
      expect(res.text).not.toContain('Carter');
      expect(await prefillReads(employee.id)).toEqual([]);
    });
  });

  describe('POST /api/forms/i9 without an SSN', () => {
    it("stores the pre-screening's SSN in Section 1 for an employee hired from it", async () => {
      const employee = await linkedEmployee();
      await submit(section1AsPrescreened(employee.url)).expect(201);
      expect((await employeeDetail(employee.id)).ssn).toBe('***-**-6789');
      const [form] = await ctx.dataSource.query('SELECT ssn_last4, ssn_encrypted FROM i9_forms WHERE employee_id = $1', [employee.id]);
      expect(form.ssn_last4).toBe('6789');
      // Encrypted under the Section 1 row's own address, not copied from the submission's ciphertext.
      const [submission] = await ctx.dataSource.query('SELECT ssn_encrypted FROM submissions WHERE id = $1', [employee.submissionId]);
      expect(form.ssn_encrypted).not.toBe(submission.ssn_encrypted);
      expect(form.ssn_encrypted).not.toContain(PRESCREENING_SSN);
      expect((await submissionDetail(employee.submissionId)).section1_differences).toEqual([]);
    });

    it('keeps the SSN the employee typed instead, and shows only that it differs', async () => {
      const employee = await linkedEmployee();
      await submit(section1AsPrescreened(employee.url, { ssn: CORRECTED_SSN })).expect(201);
      expect((await employeeDetail(employee.id)).ssn).toBe('***-**-9998');
      const detail = await ctx.http.get(`/api/submissions/${employee.submissionId}`).set('Authorization', ctx.auth(company.token)).expect(200);
      expect(detail.body.data.ssn).toBe('***-**-6789');
      expect(detail.body.data.section1_differences).toEqual([{ field: 'ssn', label: 'Social Security number', prescreening: null, section1: null }]);
      expect(detail.text).not.toContain(PRESCREENING_SSN);
      expect(detail.text).not.toContain(CORRECTED_SSN);
    });

    it('answers 400 naming the SSN, and stores nothing, for an employee hired from no pre-screening', async () => {
      const employee = await ctx.newEmployee(company);
      const res = await submit(section1AsPrescreened(employee.url));
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { errors: [{ msg: 'SSN is required.', param: 'ssn' }] } });
      expect(await storedSection1(employee.id)).toEqual(NOTHING_STORED);
    });

    it('answers 400 the same way when the SSN is sent empty', async () => {
      const employee = await ctx.newEmployee(company);
      const res = await submit(section1AsPrescreened(employee.url, { ssn: '' }));
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { errors: [{ msg: 'SSN is required.', param: 'ssn' }] } });
      expect(await storedSection1(employee.id)).toEqual(NOTHING_STORED);
    });

    it("answers 400 and stores nothing when the linked pre-screening is another company's", async () => {
      const employee = await linkedEmployee(company, other);
      const res = await submit(section1AsPrescreened(employee.url));
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { errors: [{ msg: 'SSN is required.', param: 'ssn' }] } });
      expect(await storedSection1(employee.id)).toEqual(NOTHING_STORED);
    });

    it('still refuses an SSN the SSA could not have issued for an employee hired from a pre-screening', async () => {
      const employee = await linkedEmployee();
      const res = await submit(section1AsPrescreened(employee.url, { ssn: '666099998' }));
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { errors: [{ msg: 'SSN is not a valid Social Security number.', param: 'ssn' }] } });
      expect(await storedSection1(employee.id)).toEqual(NOTHING_STORED);
    });
  });

  describe('GET /api/submissions/:id section1_differences', () => {
    it('is empty while no employee is linked, and before Section 1', async () => {
      const alone = await ctx.newSubmission(company.id);
      expect((await submissionDetail(alone)).section1_differences).toEqual([]);
      const employee = await linkedEmployee();
      expect((await submissionDetail(employee.submissionId)).section1_differences).toEqual([]);
    });

    it('lists a corrected address and leaves the pre-screening as the applicant signed it', async () => {
      const employee = await linkedEmployee();
      const before = await submissionDetail(employee.submissionId);
      await submit(section1AsPrescreened(employee.url, { street: '7 Elm Rd', city: 'AUSTIN ' })).expect(201);
      const after = await submissionDetail(employee.submissionId);
      expect(after.street).toBe('100 Main St');
      // Only what Section 1 adds changes: its differences and its step on the person's timeline.
      expect({ ...after, section1_differences: [], timeline: [] }).toEqual({ ...before, section1_differences: [], timeline: [] });
      expect(after.section1_differences).toEqual([{ field: 'street', label: 'Street address', prescreening: '100 Main St', section1: '7 Elm Rd' }]);
      const [row] = await ctx.dataSource.query('SELECT street, city FROM submissions WHERE id = $1', [employee.submissionId]);
      expect(row).toEqual({ street: '100 Main St', city: 'Austin' });
    });

    it("does not compare with an employee of another company linked to the submission", async () => {
      const employee = await linkedEmployee(company, other);
      await submit(section1AsPrescreened(employee.url, { ssn: CORRECTED_SSN, street: '7 Elm Rd' })).expect(201);
      expect((await submissionDetail(employee.submissionId, other.token)).section1_differences).toEqual([]);
    });

    it("answers 404 to another company's user, as for an unknown submission", async () => {
      const employee = await linkedEmployee();
      await ctx.http.get(`/api/submissions/${employee.submissionId}`).set('Authorization', ctx.auth(other.token)).expect(404);
    });
  });
});
