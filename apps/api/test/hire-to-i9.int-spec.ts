import { addCalendarDays } from '@clearhire/domain';
import { JobName, JobQueue, QueueName } from '@clearhire/server';
import { TestContext, type CompanyAccount } from './support/test-app';
import { uniqueEmail } from './support/payloads';
import { completeSection2, employeeWithSection1, I9_TODAY, section2Payload } from './support/i9-fixtures';

const hire = (over: Record<string, unknown> = {}) => ({
  offerDate: I9_TODAY,
  hireDate: I9_TODAY,
  startDate: addCalendarDays(I9_TODAY, 3),
  startingWage: 15.5,
  jobTitle: 'Line Cook',
  ...over,
});

describe('From a recorded hire to Form I-9', () => {
  let ctx: TestContext;
  let admin: string;
  let company: CompanyAccount;
  let other: CompanyAccount;
  beforeAll(async () => ({ ctx, admin, companies: [company, other] } = await TestContext.withCompanies(2)));
  afterAll(() => ctx.close());

  const patchHire = (id: string, body: unknown, token = company.token) =>
    ctx.http.patch(`/api/submissions/${id}/hire`).set('Authorization', ctx.auth(token)).send(body as object);
  const employeesOf = (submissionId: string): Promise<{ id: string; firstname: string; lastname: string; email: string; start_date: string | null; offer_accepted_on: string | null; company_id: number; at_applicants_location: boolean }[]> =>
    ctx.dataSource.query(
      `SELECT e.id, e.firstname, e.lastname, e.email, to_char(e.start_date, 'YYYY-MM-DD') AS start_date, to_char(e.offer_accepted_on, 'YYYY-MM-DD') AS offer_accepted_on, e.company_id,
              e.location_id = s.location_id AS at_applicants_location
         FROM employees e JOIN submissions s ON s.id = e.submission_id WHERE e.submission_id = $1`,
      [submissionId],
    );
  const invitationsFor = async (employeeIds: string[]) =>
    (await ctx.app.get(JobQueue).queue(QueueName.Mail).getJobs()).filter((job) => job.name === JobName.SendI9Invitation && employeeIds.includes(job.data.employeeId));
  const auditOf = (recordId: string, action: string): Promise<{ detail: Record<string, unknown> | null }[]> =>
    ctx.dataSource.query('SELECT detail FROM audit_events WHERE record_id = $1 AND action = $2 ORDER BY id', [recordId, action]);
  const newApplicant = (companyId = company.id, over: Record<string, unknown> = {}) => ctx.newSubmission(companyId, { email: uniqueEmail('applicant'), ...over });

  describe('PATCH /api/submissions/:id/hire with startI9', () => {
    it('adds the applicant as an employee linked both ways, audited, and queues one invitation', async () => {
      const email = uniqueEmail('applicant');
      const id = await ctx.newSubmission(company.id, { email, firstname: 'James', lastname: 'Carter' });
      const res = await patchHire(id, hire({ startI9: true })).expect(200);

      const [employee, ...more] = await employeesOf(id);
      expect(more).toEqual([]);
      expect(employee).toEqual({
        id: res.body.employee.id,
        firstname: 'James',
        lastname: 'Carter',
        email,
        start_date: addCalendarDays(I9_TODAY, 3),
        offer_accepted_on: I9_TODAY,
        company_id: company.id,
        // The employee works where the applicant applied.
        at_applicants_location: true,
      });
      expect(res.body.employee).toEqual({ id: employee.id, created: true, first_day: null, first_day_kept_reason: null });
      expect(res.body.data.employee_id).toBe(employee.id);

      const detail = await ctx.http.get(`/api/employees/${employee.id}`).set('Authorization', ctx.auth(company.token)).expect(200);
      expect(detail.body.data).toMatchObject({ submission_id: id, i9_status: 'pending', start_date: addCalendarDays(I9_TODAY, 3), submission_matches: [] });
      const submission = await ctx.http.get(`/api/submissions/${id}`).set('Authorization', ctx.auth(company.token)).expect(200);
      expect(submission.body.data.employee_id).toBe(employee.id);
      const list = await ctx.http.get('/api/employees').query({ search: email }).set('Authorization', ctx.auth(company.token)).expect(200);
      expect(list.body.data.map((e: { submission_id: string }) => e.submission_id)).toEqual([id]);

      const [{ location_id: locationId }] = await ctx.dataSource.query('SELECT location_id FROM submissions WHERE id = $1', [id]);
      expect(await auditOf(employee.id, 'employee.created')).toEqual([{ detail: { submissionId: id, locationId } }]);
      expect(await invitationsFor([employee.id])).toHaveLength(1);
    });

    it('adds no employee without startI9, or with startI9 false', async () => {
      const id = await newApplicant();
      const res = await patchHire(id, hire()).expect(200);
      expect(res.body.employee).toBeNull();
      expect(res.body.data.employee_id).toBeNull();
      await patchHire(id, hire({ startI9: false })).expect(200);
      expect(await employeesOf(id)).toEqual([]);
    });

    it('never adds a second employee when the hire is recorded again, corrected or not', async () => {
      const id = await newApplicant();
      const first = await patchHire(id, hire({ startI9: true })).expect(200);
      const again = await patchHire(id, hire({ startI9: true })).expect(200);
      expect(again.body.employee).toEqual({ id: first.body.employee.id, created: false, first_day: null, first_day_kept_reason: null });
      await patchHire(id, hire({ jobTitle: 'Sous Chef', startI9: false })).expect(200);
      expect(await employeesOf(id)).toHaveLength(1);
      expect(await invitationsFor([first.body.employee.id])).toHaveLength(1);
    });

    it('adds one employee and one invitation when the same hire arrives twice at once', async () => {
      const id = await newApplicant();
      const results = await Promise.all([patchHire(id, hire({ startI9: true })), patchHire(id, hire({ startI9: true }))]);
      expect(results.map((r) => r.status)).toEqual([200, 200]);
      const employees = await employeesOf(id);
      expect(employees).toHaveLength(1);
      expect(results.map((r) => r.body.employee.created).sort()).toEqual([false, true]);
      expect(results.map((r) => r.body.employee.id)).toEqual([employees[0].id, employees[0].id]);
      expect(await invitationsFor([employees[0].id])).toHaveLength(1);
      expect(await auditOf(employees[0].id, 'employee.created')).toHaveLength(1);
    });

    it('moves the linked employee\'s first day with a corrected start date while Section 2 is not signed', async () => {
      const id = await newApplicant();
      const { body } = await patchHire(id, hire({ startI9: true })).expect(200);
      const corrected = addCalendarDays(I9_TODAY, 5);
      const res = await patchHire(id, hire({ startDate: corrected })).expect(200);
      expect(res.body.employee).toEqual({ id: body.employee.id, created: false, first_day: { from: addCalendarDays(I9_TODAY, 3), to: corrected }, first_day_kept_reason: null });
      expect((await employeesOf(id))[0].start_date).toBe(corrected);
      const [updated] = await auditOf(body.employee.id, 'employee.updated');
      expect(updated.detail).toMatchObject({ startDate: { from: addCalendarDays(I9_TODAY, 3), to: corrected } });
    });

    it('keeps the first day of a signed Section 2 and says where to correct it', async () => {
      const email = uniqueEmail('applicant');
      const employee = await employeeWithSection1(ctx, company, { employee: { email, startDate: I9_TODAY, offerAcceptedOn: I9_TODAY } });
      const id = await newApplicant(company.id, { email });
      await ctx.http.post(`/api/employees/${employee.id}/submission`).set('Authorization', ctx.auth(company.token)).send({ submissionId: id }).expect(201);
      await completeSection2(ctx, employee.id, company.token, section2Payload({ firstDayOfEmployment: I9_TODAY })).expect(201);

      const res = await patchHire(id, hire({ startDate: addCalendarDays(I9_TODAY, 2), startI9: true })).expect(200);
      expect(res.body.employee).toEqual({
        id: employee.id,
        created: false,
        first_day: null,
        first_day_kept_reason: `Section 2 is signed: its first day of employment stays ${I9_TODAY}; correct it in Section 2.`,
      });
      expect((await employeesOf(id))[0].start_date).toBe(I9_TODAY);
      expect(await auditOf(employee.id, 'employee.updated')).toEqual([]);
    });

    it('refuses (403) and records no hire when the company cannot add employees', async () => {
      const id = await newApplicant();
      await ctx.dataSource.query(`UPDATE companies SET erd_status = 'pending' WHERE id = $1`, [company.id]);
      try {
        const res = await patchHire(id, hire({ startI9: true })).expect(403);
        expect(res.body).toEqual({ errors: [{ msg: 'Employees can be added once your ERD and I-9 employer authorization are approved.' }] });
      } finally {
        await ctx.dataSource.query(`UPDATE companies SET erd_status = 'approved' WHERE id = $1`, [company.id]);
      }
      const [row] = await ctx.dataSource.query('SELECT hire_date FROM submissions WHERE id = $1', [id]);
      expect(row.hire_date).toBeNull();
      expect(await employeesOf(id)).toEqual([]);
      expect(await auditOf(id, 'submission.hire_recorded')).toEqual([]);
    });

    it('refuses a start date more than a year away, naming the field, and records nothing', async () => {
      const id = await newApplicant();
      const res = await patchHire(id, hire({ startDate: addCalendarDays(I9_TODAY, 400), startI9: true })).expect(400);
      expect(res.body.errors).toContainEqual({ msg: expect.stringContaining('more than a year away'), param: 'startDate' });
      expect(await employeesOf(id)).toEqual([]);
    });

    it("refuses (400) an applicant's name longer than an employee record takes, never cutting it, and records nothing", async () => {
      const id = await newApplicant(company.id, { lastname: 'Montgomery-Featherstonehaugh-Smyth' });
      const res = await patchHire(id, hire({ startI9: true })).expect(400);
      expect(res.body.errors).toEqual([{ msg: expect.stringMatching(/^The applicant's last name is longer than an employee's last name may be \(30 characters\)/), param: 'startI9' }]);
      expect(await employeesOf(id)).toEqual([]);
      const [row] = await ctx.dataSource.query('SELECT hire_date FROM submissions WHERE id = $1', [id]);
      expect(row.hire_date).toBeNull();
    });

    it('refuses a startI9 that is not true or false', async () => {
      const id = await newApplicant();
      const res = await patchHire(id, hire({ startI9: 'yes' })).expect(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ param: 'startI9' })]);
      expect(await employeesOf(id)).toEqual([]);
    });

    it("answers 404 to another company's user, as for an unknown id, and adds nothing", async () => {
      const id = await newApplicant();
      const res = await patchHire(id, hire({ startI9: true }), other.token).expect(404);
      expect(res.body).toEqual({ errors: [{ msg: 'Submission not found.' }] });
      expect(await employeesOf(id)).toEqual([]);
    });

    it("leaves starting it to the company's users: an administrator's startI9 is refused (403) and nothing is recorded", async () => {
      const id = await newApplicant();
      const res = await patchHire(id, hire({ startI9: true }), admin).expect(403);
      expect(res.body.errors).toEqual([{ msg: "The company's users start an employee's Form I-9; save the hire without starting it." }]);
      expect(await employeesOf(id)).toEqual([]);
      expect((await ctx.http.get(`/api/submissions/${id}`).set('Authorization', ctx.auth(admin)).expect(200)).body.data.hire_date).toBeNull();
      // Without it, the administrator records the hire as before.
      await patchHire(id, hire(), admin).expect(200);
    });

    it('refuses (409) a second employee for someone already added by hand with the same e-mail, and records nothing', async () => {
      const email = uniqueEmail('applicant');
      const byHand = await ctx.newEmployee(company, { email });
      const id = await newApplicant(company.id, { email });
      const res = await patchHire(id, hire({ startI9: true })).expect(409);
      expect(res.body.errors).toEqual([{ msg: expect.stringMatching(/is already an employee with this e-mail: link that employee to this pre-screening from their page/), param: 'startI9' }]);
      expect(await employeesOf(id)).toEqual([]);
      expect((await ctx.http.get(`/api/submissions/${id}`).set('Authorization', ctx.auth(company.token)).expect(200)).body.data.hire_date).toBeNull();
      // The hand-added employee is offered this pre-screening instead.
      const detail = await ctx.http.get(`/api/employees/${byHand.id}`).set('Authorization', ctx.auth(company.token)).expect(200);
      expect(detail.body.data.submission_matches.map((m: { id: string }) => m.id)).toEqual([id]);
    });

    it('waits for the accepted offer: an offer dated after today starts no Form I-9 (400 on startI9) and records nothing', async () => {
      const id = await newApplicant();
      const later = addCalendarDays(I9_TODAY, 2);
      const res = await patchHire(id, hire({ offerDate: later, hireDate: later, startDate: addCalendarDays(I9_TODAY, 5), startI9: true })).expect(400);
      expect(res.body.errors).toEqual([{ msg: expect.stringContaining(`The Form I-9 can start once the job offer is accepted (${later})`), param: 'startI9' }]);
      expect(await employeesOf(id)).toEqual([]);
      // The same hire without the Form I-9 is recorded.
      await patchHire(id, hire({ offerDate: later, hireDate: later, startDate: addCalendarDays(I9_TODAY, 5) })).expect(200);
    });
  });

  describe('pre-screenings offered to an employee added by hand', () => {
    const detailOf = (employeeId: string, token = company.token) => ctx.http.get(`/api/employees/${employeeId}`).set('Authorization', ctx.auth(token));
    const link = (employeeId: string, submissionId: unknown, token = company.token) =>
      ctx.http.post(`/api/employees/${employeeId}/submission`).set('Authorization', ctx.auth(token)).send({ submissionId });
    const setCreatedAt = (id: string, sql: string) =>
      ctx.dataSource.query(`UPDATE submissions s SET created_at = ${sql} FROM companies c WHERE c.id = s.company_id AND s.id = $1`, [id]);

    it('offers the same e-mail when adding, and on the detail, newest first, but not another company\'s', async () => {
      const email = uniqueEmail('Applicant');
      const older = await ctx.newSubmission(company.id, { email, firstname: 'James', lastname: 'Carter' });
      const newer = await ctx.newSubmission(company.id, { email });
      await ctx.newSubmission(other.id, { email });
      const added = await ctx.http.post('/api/employees').set('Authorization', ctx.auth(company.token)).send({ firstname: 'Jim', lastname: 'Carter', email: email.toUpperCase() }).expect(201);
      expect(added.body.submission_matches.map((m: { id: string }) => m.id)).toEqual([newer, older]);
      expect(added.body.submission_matches[1]).toEqual({ id: older, firstname: 'James', lastname: 'Carter', created_at: expect.any(String), matched_on: 'email' });
      const detail = await detailOf(added.body.employeeId).expect(200);
      expect(detail.body.data.submission_matches.map((m: { id: string }) => m.id)).toEqual([newer, older]);
      expect(detail.body.data.submission_id).toBeNull();
    });

    it("offers the same name and birth date once Section 1 is in, whatever the case and spaces", async () => {
      const submission = await newApplicant(company.id, { firstname: 'Ana', lastname: 'Silva', birthdate: '1990-02-01' });
      await newApplicant(company.id, { firstname: 'Ana', lastname: 'Silva', birthdate: '1990-02-02' });
      const employee = await employeeWithSection1(ctx, company, { section1: { firstname: ' ANA', lastname: 'silva ', birthdate: '1990-02-01' } });
      const { body } = await detailOf(employee.id).expect(200);
      expect(body.data.submission_matches).toEqual([expect.objectContaining({ id: submission, matched_on: 'name_and_birthdate' })]);
    });

    it('offers the pre-screenings of the last 12 months on the company calendar, not one a second older', async () => {
      const email = uniqueEmail('applicant');
      const inside = await ctx.newSubmission(company.id, { email });
      const outside = await ctx.newSubmission(company.id, { email });
      const since = `((((now() AT TIME ZONE c.time_zone)::date - interval '1 year')::timestamp) AT TIME ZONE c.time_zone)`;
      await setCreatedAt(inside, since);
      await setCreatedAt(outside, `${since} - interval '1 second'`);
      const added = await ctx.http.post('/api/employees').set('Authorization', ctx.auth(company.token)).send({ firstname: 'Ana', lastname: 'Silva', email }).expect(201);
      expect(added.body.submission_matches.map((m: { id: string }) => m.id)).toEqual([inside]);
    });

    it('links the confirmed one (audited), then offers none, and no other employee is offered it', async () => {
      const email = uniqueEmail('applicant');
      const submission = await ctx.newSubmission(company.id, { email });
      const employee = await ctx.newEmployee(company, { email });
      const res = await link(employee.id, submission).expect(201);
      expect(res.body.data).toMatchObject({ id: employee.id, submission_id: submission, submission_matches: [] });
      expect(await auditOf(employee.id, 'employee.submission_linked')).toEqual([{ detail: { submissionId: submission } }]);
      const detail = await ctx.http.get(`/api/submissions/${submission}`).set('Authorization', ctx.auth(company.token)).expect(200);
      expect(detail.body.data.employee_id).toBe(employee.id);

      const second = await ctx.newEmployee(company, { email });
      expect((await detailOf(second.id).expect(200)).body.data.submission_matches).toEqual([]);
      const taken = await link(second.id, submission).expect(409);
      expect(taken.body.errors).toEqual([{ msg: 'This pre-screening is already linked to another employee.', param: 'submissionId' }]);
      const again = await link(employee.id, await ctx.newSubmission(company.id, { email })).expect(409);
      expect(again.body.errors).toEqual([{ msg: 'This employee is already linked to a pre-screening.', param: 'submissionId' }]);
      expect((await employeesOf(submission)).map((e) => e.id)).toEqual([employee.id]);
    });

    it("answers 404 for another company's or an unknown employee or pre-screening, 400 for a bad id, and links nothing", async () => {
      const employee = await ctx.newEmployee(company);
      const mine = await newApplicant();
      const theirs = await newApplicant(other.id);
      expect((await link(employee.id, theirs).expect(404)).body).toEqual({ errors: [{ msg: 'Submission not found.' }] });
      expect((await link(employee.id, '5b1f6c1e-8a0e-4a8c-9d53-0d7f4a3b2c10').expect(404)).body).toEqual({ errors: [{ msg: 'Submission not found.' }] });
      expect((await link(employee.id, mine, other.token).expect(404)).body).toEqual({ errors: [{ msg: 'Employee not found.' }] });
      expect((await link('5b1f6c1e-8a0e-4a8c-9d53-0d7f4a3b2c10', mine).expect(404)).body).toEqual({ errors: [{ msg: 'Employee not found.' }] });
      // An administrator sees both companies, and still cannot link across them.
      expect((await link(employee.id, theirs, admin).expect(404)).body).toEqual({ errors: [{ msg: 'Submission not found.' }] });
      const bad = await link(employee.id, 'not-an-id').expect(400);
      expect(bad.body.errors).toEqual([expect.objectContaining({ param: 'submissionId' })]);
      await link(employee.id, undefined).expect(400);
      expect((await detailOf(employee.id).expect(200)).body.data.submission_id).toBeNull();
      expect(await auditOf(employee.id, 'employee.submission_linked')).toEqual([]);
    });

    it('links only a pre-screening offered for the employee (400 otherwise), so Section 1 never opens with another person\'s answers', async () => {
      const employee = await ctx.newEmployee(company, { email: uniqueEmail('employee') });
      const stranger = await newApplicant();
      const res = await link(employee.id, stranger).expect(400);
      expect(res.body.errors).toEqual([{ msg: expect.stringMatching(/^Only a pre-screening offered for this employee can be linked/), param: 'submissionId' }]);
      expect((await detailOf(employee.id).expect(200)).body.data.submission_id).toBeNull();
      const link2 = await ctx.http.get(`/api/forms/i9/${employee.url}`).expect(200);
      expect(link2.body.prefill).toBeNull();
    });

    it("never offers another company's user an employee's matches: the detail answers 404", async () => {
      const employee = await ctx.newEmployee(company);
      await detailOf(employee.id, other.token).expect(404);
    });
  });
});
