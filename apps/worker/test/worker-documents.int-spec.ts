import type { INestApplicationContext } from '@nestjs/common';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pdfText } from '@clearhire/documents/testing';
import { addCalendarDays, todayCalendarDate } from '@clearhire/domain';

const TODAY = todayCalendarDate();
import { CHECKPOINT_PREFIX, Clock, JobName, JobQueue } from '@clearhire/server';
import { binaryBody, type CompanyAccount, contactPayload, i9Fields, PDF_BYTES, prescreeningPayload, TestContext } from './support/api-harness';
import { JOB_HANDLERS, type JobHandler } from '../src/job-handler';
import { MailSender } from '../src/mail/mail-sender';
import { eventually, MailCatcher, startWorker, TEST_WORKER_ENV } from './support/worker-harness';
import { completeSection2, employeeForEVerify, employeeWithSection1, joinEVerify, section2Payload } from './support/api-harness';

interface DocumentItem {
  id: string;
  kind: string;
  createdAt: string;
}

describe('the worker renders the forms, stores them encrypted and sends the mail', () => {
  let ctx: TestContext;
  let worker: INestApplicationContext;
  let mail: MailCatcher;
  let company: CompanyAccount;
  let other: CompanyAccount;

  beforeAll(async () => {
    mail = await MailCatcher.start();
    ctx = await TestContext.start();
    worker = await startWorker({ SMTP_URL: mail.url });
    company = await ctx.newCompany({ name: 'Harbor Bakery' });
    other = await ctx.newCompany();
  });
  afterAll(async () => {
    await worker.close();
    await ctx.close();
    await mail.close();
  });

  const submissionDocs = async (id: string, token = company.token): Promise<DocumentItem[]> =>
    (await ctx.http.get(`/api/submissions/${id}`).set('Authorization', ctx.auth(token)).expect(200)).body.data.documents;
  const download = (id: string, token: string) => ctx.http.get(`/api/files/${id}`).set('Authorization', ctx.auth(token)).buffer(true).parse(binaryBody);

  it('gives an eligible pre-screening its Form 8850 and ETA 9061 within seconds, readable by the owner and administrators only', async () => {
    const id = await ctx.newSubmission(company.id, { firstname: 'Maria', lastname: 'Lopez' });
    const docs = await eventually(async () => {
      const list = await submissionDocs(id);
      return list.length === 2 && list;
    }, 15000, 'the 8850 and 9061');
    expect(docs.map((d) => d.kind).sort()).toEqual(['form-8850', 'form-9061']);
    for (const d of docs) expect(Object.keys(d).sort()).toEqual(['contentType', 'createdAt', 'current', 'id', 'kind', 'revision', 'size', 'type', 'version']);

    const f8850 = docs.find((d) => d.kind === 'form-8850')!;
    const owner = await download(f8850.id, company.token).expect(200);
    expect(owner.headers['content-type']).toBe('application/pdf');
    expect(owner.headers['content-disposition']).toBe(`attachment; filename="form-8850-${f8850.id}.pdf"`);
    const text = pdfText(owner.body as Buffer);
    expect(text).toContain('Maria');
    expect(text).toContain('Lopez');
    expect(text).toContain('8850');

    await download(f8850.id, await ctx.adminToken()).expect(200);
    const refused = await download(f8850.id, other.token).expect(404);
    expect(JSON.parse((refused.body as Buffer).toString())).toEqual({ errors: [{ msg: 'File not found.' }] });
    await ctx.http.get(`/api/files/${f8850.id}`).expect(401);
  });

  it('gives a not-eligible pre-screening its 8850 only, and mails the applicant a receipt without the SSN', async () => {
    const payload = prescreeningPayload(company.id, { eligible: false, email: 'receipt.check@example.test' });
    const id = (await ctx.http.post('/api/submissions').send(payload).expect(201)).body.id as string;
    const docs = await eventually(async () => (await submissionDocs(id)).length === 1 && submissionDocs(id), 15000, 'the 8850');
    expect(docs.map((d) => d.kind)).toEqual(['form-8850']);

    const receipt = await mail.waitFor('receipt.check@example.test', /pre-screening/i);
    expect(receipt.parsed.text).toContain('Harbor Bakery');
    expect(receipt.parsed.html).toContain('Harbor Bakery');
    const everything = `${receipt.parsed.text}${receipt.parsed.html}`;
    expect(everything).not.toContain(String(payload.ssn));
    expect(everything).not.toContain(String(payload.ssn).slice(-4) + '<');
  });

  it('stores every generated form as ciphertext on disk', async () => {
    const id = await ctx.newSubmission(company.id);
    await eventually(async () => (await submissionDocs(id)).length === 2, 15000, 'the forms');
    const rows: { storage_key: string }[] = await ctx.dataSource.query('SELECT storage_key FROM documents WHERE submission_id = $1', [id]);
    for (const { storage_key } of rows) {
      const onDisk = readFileSync(join(process.env['STORAGE_DIR']!, storage_key));
      expect(onDisk.subarray(0, 4).toString()).toBe('CHE1');
      expect(onDisk.includes(Buffer.from('%PDF'))).toBe(false);
      expect(onDisk.includes(Buffer.from('James'))).toBe(false);
    }
  });

  it('never makes a second copy when the same work runs twice at once (double submit, retry racing the original, sweep)', async () => {
    const render = worker.get<JobHandler[]>(JOB_HANDLERS).find((h) => h.name === JobName.RenderSubmissionForms)!;
    const id = await ctx.newSubmission(company.id);
    await Promise.all([
      render.handle({ submissionId: id }),
      render.handle({ submissionId: id }),
      ctx.app.get(JobQueue).enqueue(JobName.RenderSubmissionForms, { submissionId: id }),
    ]);
    await eventually(async () => (await submissionDocs(id)).length === 2, 15000, 'the forms');
    await new Promise((r) => setTimeout(r, 1500)); // a sweep passes
    const rows: { kind: string }[] = await ctx.dataSource.query('SELECT kind FROM documents WHERE submission_id = $1 ORDER BY kind', [id]);
    expect(rows.map((r) => r.kind)).toEqual(['form-8850', 'form-9061']);
    // The losing runs removed their objects: every object on disk belongs to a document row. (Other
    // records may be mid-job in this worker, so an object briefly without its row is waited out.)
    const storageDir = process.env['STORAGE_DIR']!;
    const orphans = async () => {
      const files = readdirSync(storageDir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name).slice(storageDir.length + 1))
        // The audit trail's signed checkpoints are the worker's own objects, not documents.
        .filter((f) => !f.startsWith(CHECKPOINT_PREFIX));
      const keys = new Set((await ctx.dataSource.query('SELECT storage_key FROM documents')).map((r: { storage_key: string }) => r.storage_key));
      return files.filter((f) => !keys.has(f));
    };
    await eventually(async () => (await orphans()).length === 0, 10000, 'no orphaned objects');
  });

  it('renders the employer authorization when an ERD is signed, and tells administrators and then the company', async () => {
    const admin = await ctx.adminToken();
    const [adminUser] = await ctx.dataSource.query(`SELECT email FROM users WHERE is_admin ORDER BY created_at DESC LIMIT 1`);
    const fresh = await ctx.newCompany({ erd: 'pending', name: 'Copper Kettle Diner' });
    const docs = await eventually(async () => {
      const res = await ctx.http.get(`/api/companies/${fresh.id}`).set('Authorization', ctx.auth(fresh.token)).expect(200);
      return (res.body.data.documents as DocumentItem[]).length > 0 && (res.body.data.documents as DocumentItem[]);
    }, 15000, 'the ERD form');
    expect(docs.map((d) => d.kind)).toEqual(['erd-authorization']);
    const pdf = await download(docs[0].id, admin).expect(200);
    const text = pdfText(pdf.body as Buffer);
    // The legal name and EIN as signed on the declaration (support/payloads erdPayload).
    expect(text).toContain('Acme Restaurants LLC');
    expect(text).toContain('12-3456789');
    expect(text).toMatch(/Employer Representative Declaration/i);
    expect(text).toMatch(/Valid until/);
    // The words kept with the signature (erd_forms.authorization_text), with the version and SHA-256 stored beside them.
    const [kept] = await ctx.dataSource.query('SELECT authorization_version, authorization_sha256 FROM erd_forms WHERE company_id = $1', [fresh.id]);
    expect(kept.authorization_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(text).toContain('The employer, Acme Restaurants LLC, designates ClearHire as its representative for the Work Opportunity Tax Credit program.');
    expect(text).toContain('I declare that I am authorized to sign for Acme Restaurants LLC');
    expect(text).toContain(`Words signed (version shown before the signature) ${kept.authorization_version} SHA-256 of the words signed ${kept.authorization_sha256}`);
    await download(docs[0].id, company.token).expect(404);

    const received = await mail.waitFor(adminUser.email, /Copper Kettle Diner/);
    expect(received.parsed.text).toContain(`${TEST_WORKER_ENV.APP_URL}/dashboard/companies/${fresh.id}`);

    await ctx.http.patch(`/api/forms/${fresh.id}/erd`).set('Authorization', ctx.auth(admin)).expect(201);
    const approved = await mail.waitFor(fresh.email, /approved/i);
    expect(approved.parsed.text).toContain('Copper Kettle Diner');
  });

  it('e-mails a new employee the private I-9 link, and renders the I-9 record once it is submitted', async () => {
    const added = await ctx.http
      .post('/api/employees')
      .set('Authorization', ctx.auth(company.token))
      .send({ firstname: 'Nadia', lastname: 'Okafor', email: 'nadia.okafor@example.test' })
      .expect(201);
    const employeeId = added.body.employeeId as string;
    const [{ url }] = await ctx.dataSource.query('SELECT url FROM employees WHERE id = $1', [employeeId]);
    const invitation = await mail.waitFor('nadia.okafor@example.test', /Form I-9/);
    expect(invitation.parsed.text).toContain(`${TEST_WORKER_ENV.APP_URL}/i9/${url}`);
    expect(invitation.parsed.html).toContain(`${TEST_WORKER_ENV.APP_URL}/i9/${url}`);
    expect(invitation.parsed.text).toContain('Harbor Bakery');
    await eventually(async () => (await ctx.dataSource.query('SELECT invited_at FROM employees WHERE id = $1', [employeeId]))[0].invited_at, 5000, 'invited_at');

    const req = ctx.http.post('/api/forms/i9');
    for (const [name, value] of Object.entries(i9Fields(url, { firstname: 'Nadia', lastname: 'Okafor' }))) req.field(name, value);
    await req.attach('listA', PDF_BYTES, 'passport.pdf').expect(201);

    const record = await eventually(async () => {
      const res = await ctx.http.get(`/api/employees/${employeeId}`).set('Authorization', ctx.auth(company.token)).expect(200);
      return (res.body.data.documents as DocumentItem[]).find((d) => d.kind === 'i9-record');
    }, 15000, 'the I-9 record');
    const text = pdfText((await download(record.id, company.token).expect(200)).body as Buffer);
    expect(text).toContain('Okafor');
    expect(text).toContain('U.S. Passport');
    expect(text).toContain('The employer has not completed Section 2 yet.');
    await download(record.id, other.token).expect(404);

    // Section 2 makes a second version; the first, which an inspector may hold, stays as it was.
    await completeSection2(ctx, employeeId, company.token).expect(201);
    const versions = await eventually(async () => {
      const res = await ctx.http.get(`/api/employees/${employeeId}`).set('Authorization', ctx.auth(company.token)).expect(200);
      const records = (res.body.data.documents as (DocumentItem & { revision: number })[]).filter((d) => d.kind === 'i9-record');
      return records.length === 2 ? records.sort((a, b) => a.revision - b.revision) : undefined;
    }, 15000, 'the second version of the I-9 record');
    expect(versions.map((v) => v.revision)).toEqual([0, 1]);
    expect(versions[0].id).toBe(record.id);
    const second = pdfText((await download(versions[1].id, company.token).expect(200)).body as Buffer);
    expect(second).toContain('Form I-9 record, version 2');
    expect(second).toContain('U.S. Passport U.S. Department of State A12345678');
    expect(second).toContain('Lee, Pat, HR Manager');
    expect(second).toContain('Electronic signature record: Section 2');
    expect(pdfText((await download(record.id, company.token).expect(200)).body as Buffer)).toBe(text);
    await eventually(async () => (await ctx.dataSource.query('SELECT documents_ready_at FROM i9_forms WHERE employee_id = $1', [employeeId]))[0].documents_ready_at, 5000, 'the record marked ready');
  });

  // Issue 32: the address was cut to 30 characters, and the link that collects the SSN went to another domain.
  it('e-mails the private I-9 link to the whole address typed, however long, and says so in the history', async () => {
    const email = 'guadalupe.hernandez@bluebonnet-diner.com';
    const added = await ctx.http.post('/api/employees').set('Authorization', ctx.auth(company.token)).send({ firstname: 'Guadalupe', lastname: 'Hernandez', email }).expect(201);
    const employeeId = added.body.employeeId as string;
    const [{ url }] = await ctx.dataSource.query('SELECT url FROM employees WHERE id = $1', [employeeId]);
    const invitation = await mail.waitFor(email, /Form I-9/);
    expect(invitation.to).toEqual([email]);
    expect(invitation.parsed.text).toContain(`${TEST_WORKER_ENV.APP_URL}/i9/${url}`);
    expect(mail.messages.filter((m) => m.parsed.text?.includes(url)).map((m) => m.to)).toEqual([[email]]);
    const history = await eventually(async () => {
      const res = await ctx.http.get(`/api/employees/${employeeId}`).set('Authorization', ctx.auth(company.token)).expect(200);
      return (res.body.data.history as { event: string; description: string }[]).find((e) => e.event === 'invited');
    }, 5000, 'the invitation in the history');
    expect(history.description).toBe(`The private I-9 link was e-mailed to ${email}.`);
  });

  it('e-mails the Supplement B link, and prints the signed section in a new version of the record', async () => {
    const employee = await employeeWithSection1(ctx, company, { employee: { email: 'omar.haddad@example.test', firstname: 'Omar' }, section1: { citizenship: 'citizen4', expiry: addCalendarDays(TODAY, 400), citizen4Number1: '123456789' } });
    const ead = (expirationDate: string) => ({ list: 'A', title: 'Employment Authorization Document (Form I-766)', issuingAuthority: 'USCIS', number: 'IOE0123456789', expirationDate });
    await completeSection2(ctx, employee.id, company.token, section2Payload({ documents: [ead(addCalendarDays(TODAY, 20))] })).expect(201);
    // Issue 32: Section 2 and the employee's choice as they were stored before the lists took the M-274's titles.
    await ctx.dataSource.query("UPDATE i9_examined_documents SET title = 'Employment Auth. Document (Form I-766)' WHERE employee_id = $1", [employee.id]);
    await ctx.dataSource.query(`UPDATE employees SET documents_type = jsonb_set(documents_type, '{listA,type}', '"Employment Authorization"') WHERE id = $1`, [employee.id]);
    const rid = (await ctx.http.post(`/api/employees/${employee.id}/reverifications`).set('Authorization', ctx.auth(company.token)).send({ reason: 'reverification' }).expect(201)).body.id;
    const [{ url }] = await ctx.dataSource.query('SELECT url FROM i9_supplement_b WHERE id = $1', [rid]);
    const link = await mail.waitFor('omar.haddad@example.test', /new document/);
    expect(link.parsed.text).toContain(`${TEST_WORKER_ENV.APP_URL}/reverify/${url}`);
    expect(link.parsed.text).toContain('Harbor Bakery');
    await eventually(async () => (await ctx.dataSource.query('SELECT invited_at FROM i9_supplement_b WHERE id = $1', [rid]))[0].invited_at, 5000, 'invited_at');

    await ctx.http.patch(`/api/employees/${employee.id}/reverifications/${rid}`).set('Authorization', ctx.auth(company.token)).send({ alternativeProcedure: false, lastName: 'Lee', firstName: 'Pat', document: ead(addCalendarDays(TODAY, 700)) }).expect(200);
    const latest = await eventually(async () => {
      const res = await ctx.http.get(`/api/employees/${employee.id}`).set('Authorization', ctx.auth(company.token)).expect(200);
      return (res.body.data.documents as (DocumentItem & { revision: number })[]).find((d) => d.kind === 'i9-record' && d.revision === 2);
    }, 15000, 'the Supplement B version of the record');
    // Each version of the record numbered as people count them, the latest marked as the one in force.
    const records = ((await ctx.http.get(`/api/employees/${employee.id}`).set('Authorization', ctx.auth(company.token)).expect(200)).body.data.documents as { kind: string; version: number | null; current: boolean }[])
      .filter((d) => d.kind === 'i9-record')
      .map((d) => [d.version, d.current])
      .sort();
    // (Section 1's own version may be skipped when Section 2 follows before the worker renders it.)
    expect(records.at(-1)).toEqual([3, true]);
    expect(records.slice(0, -1).every(([version, current]) => (version as number) < 3 && current === false)).toBe(true);
    const text = pdfText((await download(latest.id, company.token).expect(200)).body as Buffer);
    expect(text).toContain('Supplement B. Reverification and Rehire (section 1)');
    expect(text).toContain('IOE0123456789');
    expect(text).toContain('Electronic signature record: Supplement B, section 1');
    // The rows stored under the former words print in today's.
    expect(text).toContain('List A: identity and employment authorization Employment Authorization Document (Form I-766)');
    expect(text).toContain('List A Employment Authorization Document (Form I-766) USCIS');
    expect(text).not.toContain('Auth. Document');
  });

  it('sends a demo request to the sales inbox', async () => {
    await ctx.http.post('/api/companies/contact').send(contactPayload({ company: 'Lakeside Logistics' })).expect(201);
    const demo = await mail.waitFor(TEST_WORKER_ENV.SALES_EMAIL, /Lakeside Logistics/);
    expect(demo.parsed.text).toContain('Lakeside Logistics');
  });

  describe('the daily due-list e-mail, on each company\'s own calendar', () => {
    let clock: Clock;
    const standAt = (instant: string) => jest.spyOn(clock, 'now').mockReturnValue(new Date(instant));
    const dueLists = () => worker.get<JobHandler[]>(JOB_HANDLERS).find((h) => h.name === JobName.SendDueLists)!;
    const dueMailsTo = (email: string) => mail.messages.filter((m) => m.to.includes(email) && /due at the state/.test(m.parsed.subject ?? ''));
    const hire = async (company: CompanyAccount, lastname: string, startDate: string) => {
      const id = await ctx.newSubmission(company.id, { lastname });
      await ctx.dataSource.query('UPDATE submissions SET start_date = $2 WHERE id = $1', [id, startDate]);
    };
    beforeAll(() => (clock = worker.get(Clock)));
    afterEach(() => jest.restoreAllMocks());

    it('lists the hires due within 7 days, late ones first, once a day', async () => {
      standAt('2026-11-25T15:00:00Z'); // 10:00 in New York, the company's zone
      const dueCompany = await ctx.newCompany({ name: 'Riverside Hardware' });
      await hire(dueCompany, 'Soonfield', addCalendarDays('2026-11-25', -23)); // deadline in 5 days
      await hire(dueCompany, 'Latefield', addCalendarDays('2026-11-25', -30)); // 2 days late
      await hire(dueCompany, 'Laterfield', addCalendarDays('2026-11-25', -10)); // deadline in 18 days: not listed
      await dueLists().handle({} as never);
      const sent = await mail.waitFor(dueCompany.email, /due at the state/);
      expect(sent.parsed.subject).toBe('2 WOTC requests for Riverside Hardware due at the state');
      const text = sent.parsed.text ?? '';
      expect(text.indexOf('Latefield')).toBeLessThan(text.indexOf('Soonfield'));
      // The 28 days are calendar days, and so are the counts.
      expect(text).toContain('late by 2 days');
      expect(text).toContain('(5 days left)');
      expect(text).not.toContain('Laterfield');

      await dueLists().handle({} as never);
      await new Promise((r) => setTimeout(r, 300));
      expect(dueMailsTo(dueCompany.email)).toHaveLength(1);
    });

    it('adds the Form I-9s whose Section 2 is due within a business day, and the late ones', async () => {
      standAt('2026-11-25T15:00:00Z'); // Wednesday 10:00 in New York; Thursday the 26th is Thanksgiving
      const employer = await ctx.newCompany({ name: 'Maple Diner' });
      const add = (lastname: string, startDate: string) =>
        ctx.http.post('/api/employees').set('Authorization', ctx.auth(employer.token)).send({ firstname: 'Ida', lastname, email: `${lastname.toLowerCase()}@example.test`, startDate }).expect(201);
      await add('Duetoday', '2026-11-20'); // Fri → due Wed the 25th
      await add('Longlate', '2026-11-16'); // due Thu the 19th: late by 4 business days (Fri 20, Mon 23, Tue 24, Wed 25), 6 calendar days
      await add('Notyet', '2026-11-24'); // due Fri the 27th: beyond tomorrow (Thanksgiving counts unless the company is closed)
      await dueLists().handle({} as never);
      const sent = await mail.waitFor(employer.email, /Form I-9/);
      expect(sent.parsed.subject).toBe('2 Form I-9s due for Section 2 at Maple Diner');
      const text = sent.parsed.text ?? '';
      expect(text.indexOf('Longlate')).toBeLessThan(text.indexOf('Duetoday'));
      expect(text).toContain('Ida Longlate: first day 16 Nov 2026, Section 2 due 19 Nov 2026 (late by 4 business days)');
      expect(text).toContain('Section 2 due 25 Nov 2026 (due today)');
      expect(text).not.toContain('Notyet');
    });

    it('adds the E-Verify cases to create and the mismatches waiting on the employer, and says test mode', async () => {
      standAt('2026-11-25T15:00:00Z');
      const employer = await ctx.newCompany({ name: 'Birch Outfitters' });
      await joinEVerify(ctx, employer);
      await employeeForEVerify(ctx, employer, { lastName: 'Nocaseyet', firstDay: '2026-11-13' }); // case due Wed the 18th: late by 5 business days
      const mismatch = await employeeForEVerify(ctx, employer, { lastName: 'Mismatched', firstDay: '2026-11-24' });
      await ctx.dataSource.query(
        `INSERT INTO everify_cases (company_id, employee_id, case_number, status, test_mode, hire_date, agency, result_issued_on, created_by)
         VALUES ($1, $2, '2026329000777AB', 'tentative-nonconfirmation', true, '2026-11-24', 'ssa', '2026-11-25', gen_random_uuid())`,
        [employer.id, mismatch.id],
      );
      await dueLists().handle({} as never);
      const sent = await mail.waitFor(employer.email, /E-Verify/);
      expect(sent.parsed.subject).toBe('2 E-Verify steps to take at Birch Outfitters');
      const text = sent.parsed.text ?? '';
      expect(text).toContain('TEST MODE: these cases are not real E-Verify results');
      // Each deadline in its own days: the case in business days; the mismatch, issued today, in federal working days (Thanksgiving skipped: 10, not 15 calendar days).
      expect(text).toContain('Ana Nocaseyet: Create the E-Verify case. By 18 Nov 2026 (late by 5 business days).');
      expect(text).toContain('Ana Mismatched: Notify the employee privately and give them the Further Action Notice. By 10 Dec 2026 (10 federal working days left).');
      expect(text.indexOf('Nocaseyet')).toBeLessThan(text.indexOf('Mismatched'));
    });

    it('counts the hired applicants whose Form I-9 is not started, from the hire date on the company\'s calendar', async () => {
      // 10:00 on Nov 26 at UTC+14, still Nov 25 in UTC: the company's today is the 26th.
      standAt('2026-11-25T20:00:00Z');
      const employer = await ctx.newCompany({ name: 'Atoll Grocers', timeZone: 'Pacific/Kiritimati' });
      const neighbour = await ctx.newCompany({ name: 'Lagoon Grocers', timeZone: 'Pacific/Kiritimati' });
      const hiredOn = async (company: CompanyAccount, hireDate: string) => {
        const id = await ctx.newSubmission(company.id);
        await ctx.dataSource.query('UPDATE submissions SET offer_date = $2, hire_date = $2, start_date = $3, hire_recorded_at = now() WHERE id = $1', [id, hireDate, addCalendarDays(hireDate, 3)]);
        return id;
      };
      await hiredOn(employer, '2026-11-26'); // hired today on its calendar: counts
      await hiredOn(employer, '2026-11-20'); // counts, the oldest
      await hiredOn(employer, '2026-11-27'); // tomorrow: not yet
      const linked = await hiredOn(employer, '2026-11-19'); // an employee was made from it: the I-9 is under way
      const employee = await ctx.newEmployee(employer);
      await ctx.dataSource.query('UPDATE employees SET submission_id = $1 WHERE id = $2', [linked, employee.id]);
      await hiredOn(neighbour, '2026-11-18');
      await dueLists().handle({} as never);
      const sent = await mail.waitFor(employer.email, /without a Form I-9/);
      expect(sent.parsed.subject).toContain('2 hires without a Form I-9 at Atoll Grocers');
      expect(sent.parsed.text).toContain('Hired, Form I-9 not started: 2 (the oldest hired 20 Nov 2026)');
      const theirs = await mail.waitFor(neighbour.email, /without a Form I-9/);
      expect(theirs.parsed.text).toContain('Hired, Form I-9 not started: 1 (the oldest hired 18 Nov 2026)');
    });

    it("sends each owner the whole list by location, each member only their locations' items, and nothing to a member with none due", async () => {
      standAt('2026-11-25T15:00:00Z'); // Wednesday 10:00 in New York
      const cafe = await ctx.newCompany({ name: 'Willow Cafe' });
      // Joined while the cafe has one location (Willow Cafe): both assigned to it; the idle one moves below.
      const idle = await ctx.newMember(cafe);
      const member = await ctx.newMember(cafe);
      const emailOf = async (userId: string) => (await ctx.dataSource.query('SELECT email FROM users WHERE id = $1', [userId]))[0].email as string;
      const [memberEmail, idleEmail] = [await emailOf(member.id), await emailOf(idle.id)];
      await hire(cafe, 'Nearfield', addCalendarDays('2026-11-25', -23)); // at Willow Cafe, deadline in 5 days
      const farId = await ctx.newSubmission(cafe.id, { lastname: 'Farfield' });
      await ctx.dataSource.query('UPDATE submissions SET start_date = $2 WHERE id = $1', [farId, addCalendarDays('2026-11-25', -30)]); // 2 days late
      const { body: added } = await ctx.http.post('/api/employees').set('Authorization', ctx.auth(cafe.token)).send({ firstname: 'Ida', lastname: 'Harborview', email: 'harborview@example.test', startDate: '2026-11-20' }).expect(201);
      // A hire (moved to Harbor Road) whose Form I-9 nobody started.
      const hiredId = await ctx.newSubmission(cafe.id, { lastname: 'Hiredonly' });
      await ctx.dataSource.query('UPDATE submissions SET offer_date = $2, hire_date = $2, start_date = $2, hire_recorded_at = now() WHERE id = $1', [hiredId, '2026-11-24']);
      const newLocation = async (name: string): Promise<number> =>
        (await ctx.dataSource.query(`INSERT INTO locations (company_id, name, link_key, time_zone) VALUES ($1, $2, replace(gen_random_uuid()::text, '-', ''), 'America/New_York') RETURNING id`, [cafe.id, name]))[0].id;
      const harbor = await newLocation('Harbor Road');
      const quiet = await newLocation('Quiet Lane');
      await ctx.dataSource.query('UPDATE submissions SET location_id = $2 WHERE id = ANY($1::uuid[])', [[farId, hiredId], harbor]);
      await ctx.dataSource.query('UPDATE employees SET location_id = $2 WHERE id = $1', [added.employeeId, harbor]);
      await ctx.dataSource.query('UPDATE user_locations SET location_id = $2 WHERE user_id = $1', [idle.id, quiet]);

      // The due lists of this test's users (their invitations and the sign-up's mails aside).
      const listsTo = (email: string, from = 0) => mail.messages.slice(from).filter((m) => m.to.includes(email) && /due at the state|due for Section 2/.test(m.parsed.subject ?? ''));
      await dueLists().handle({} as never);
      const owners = listsTo(cafe.email);
      expect(owners).toHaveLength(1);
      expect(owners[0].parsed.subject).toBe('2 WOTC requests for Willow Cafe due at the state, and 1 Form I-9 due for Section 2 and 1 hire without a Form I-9');
      const text = owners[0].parsed.text ?? '';
      // By location, by name: Harbor Road's late hire and Section 2, then Willow Cafe's hire; nothing under Quiet Lane.
      expect(text.indexOf('At Harbor Road:')).toBeLessThan(text.indexOf('Farfield'));
      expect(text.indexOf('Farfield')).toBeLessThan(text.indexOf('Ida Harborview: first day 20 Nov 2026'));
      expect(text.indexOf('Ida Harborview')).toBeLessThan(text.indexOf('Hired, Form I-9 not started: 1 (the oldest hired 24 Nov 2026)'));
      expect(text.indexOf('Hired, Form I-9 not started: 1')).toBeLessThan(text.indexOf('At Willow Cafe:'));
      expect(text.indexOf('At Willow Cafe:')).toBeLessThan(text.indexOf('Nearfield'));
      expect(text).not.toContain('Quiet Lane');

      // The member of Willow Cafe: its hire alone, without a location heading of the others.
      const memberMails = listsTo(memberEmail);
      expect(memberMails).toHaveLength(1);
      expect(memberMails[0].parsed.subject).toBe('1 WOTC request for Willow Cafe due at the state');
      const theirs = memberMails[0].parsed.text ?? '';
      expect(theirs).toContain('Hello Sam,');
      expect(theirs).toContain('Nearfield');
      for (const other of ['Farfield', 'Harborview', 'Harbor Road', 'Quiet Lane', 'Form I-9 not started']) expect(theirs).not.toContain(other);
      // The member of Quiet Lane, where nothing is due: no mail.
      expect(listsTo(idleEmail)).toEqual([]);

      // Once a day for the company: a second run sends nobody anything.
      const before = mail.messages.length;
      await dueLists().handle({} as never);
      expect([cafe.email, memberEmail, idleEmail].flatMap((to) => listsTo(to, before))).toEqual([]);
    });

    it('sends each list at most once a day: a recipient the mail server refused misses the day, the others get theirs once', async () => {
      standAt('2026-11-25T15:00:00Z');
      const shop = await ctx.newCompany({ name: 'Alder Books' });
      const member = await ctx.newMember(shop);
      const [{ email: memberEmail }] = await ctx.dataSource.query('SELECT email FROM users WHERE id = $1', [member.id]);
      await hire(shop, 'Soonbook', addCalendarDays('2026-11-25', -23));
      const sender = worker.get(MailSender);
      const send = sender.send.bind(sender);
      jest.spyOn(sender, 'send').mockImplementation(async (m) => {
        if (m.to === memberEmail) throw new Error('550 mailbox unavailable');
        return send(m);
      });
      await expect(dueLists().handle({} as never)).rejects.toThrow('550 mailbox unavailable');
      expect(dueMailsTo(shop.email)).toHaveLength(1);
      expect(dueMailsTo(memberEmail)).toEqual([]);

      // The retry: the company was mailed today, so nobody gets a list again (the refused member neither).
      jest.restoreAllMocks();
      standAt('2026-11-25T15:00:00Z');
      await dueLists().handle({} as never);
      expect(dueMailsTo(shop.email)).toHaveLength(1);
      expect(dueMailsTo(memberEmail)).toEqual([]);
    });

    it('sends every list at the retry when the mail server refused them all', async () => {
      standAt('2026-11-25T15:00:00Z');
      const shop = await ctx.newCompany({ name: 'Birch Books' });
      const member = await ctx.newMember(shop);
      const [{ email: memberEmail }] = await ctx.dataSource.query('SELECT email FROM users WHERE id = $1', [member.id]);
      await hire(shop, 'Soonbirch', addCalendarDays('2026-11-25', -23));
      const sender = worker.get(MailSender);
      const send = sender.send.bind(sender);
      jest.spyOn(sender, 'send').mockImplementation(async (m) => {
        if ([shop.email, memberEmail].includes(m.to as string)) throw new Error('421 service not available');
        return send(m);
      });
      await expect(dueLists().handle({} as never)).rejects.toThrow('421 service not available');
      expect([...dueMailsTo(shop.email), ...dueMailsTo(memberEmail)]).toEqual([]);

      jest.restoreAllMocks();
      standAt('2026-11-25T15:00:00Z');
      await dueLists().handle({} as never);
      expect(dueMailsTo(shop.email)).toHaveLength(1);
      expect(dueMailsTo(memberEmail)).toHaveLength(1);
    });

    it('counts days on the company\'s clock around its midnight, and waits for its morning', async () => {
      const west = await ctx.newCompany({ name: 'Pacific Bakery', timeZone: 'America/Los_Angeles' });
      await hire(west, 'Westfield', '2026-11-02'); // deadline 2026-11-30

      // 23:30 on Nov 25 in Los Angeles, already Nov 26 in UTC: the company's day is the 25th.
      standAt('2026-11-26T07:30:00Z');
      await dueLists().handle({} as never);
      const first = await mail.waitFor(west.email, /due at the state/);
      expect(first.parsed.text).toContain('(5 days left)');

      // 00:30 on Nov 26 there: a new day, but before its 8 o'clock: nothing yet.
      standAt('2026-11-26T08:30:00Z');
      await dueLists().handle({} as never);
      await new Promise((r) => setTimeout(r, 300));
      expect(dueMailsTo(west.email)).toHaveLength(1);

      // 08:00 on Nov 26 there: the day's e-mail, one day closer.
      standAt('2026-11-26T16:00:00Z');
      await dueLists().handle({} as never);
      const second = await eventually(() => dueMailsTo(west.email)[1], 5000, "the next day's e-mail");
      expect(second.parsed.text).toContain('(4 days left)');
    });
  });

  it('shows administrators the queues and their failures, and no one else', async () => {
    const res = await ctx.http.get('/api/jobs').set('Authorization', ctx.auth(await ctx.adminToken())).expect(200);
    expect(res.body.queues.map((q: { queue: string }) => q.queue).sort()).toEqual(['compliance', 'documents', 'everify', 'mail', 'webhooks']);
    expect(res.body.queues[0]).toEqual(expect.objectContaining({ failed: expect.any(Number), waiting: expect.any(Number) }));
    expect(Array.isArray(res.body.failures)).toBe(true);
    await ctx.http.get('/api/jobs').set('Authorization', ctx.auth(company.token)).expect(403);
    await ctx.http.get('/api/jobs').expect(401);
  });
});
