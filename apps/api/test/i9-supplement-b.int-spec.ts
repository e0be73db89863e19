import { randomBytes, randomUUID } from 'node:crypto';
import { addCalendarDays, addCalendarYears } from '@clearhire/domain';
import { completeSection2, employeeWithSection1, I9_TODAY, section2Payload } from './support/i9-fixtures';
import { JPEG_BYTES, PDF_BYTES } from './support/payloads';
import { TestContext, type CompanyAccount } from './support/test-app';

const I766 = 'Employment Authorization Document (Form I-766)';
const EAD = (expirationDate: string) => ({ list: 'A', title: I766, issuingAuthority: 'USCIS', number: 'IOE0123456789', expirationDate });
const NONCITIZEN = (until: string) => ({ citizenship: 'citizen4', expiry: until, citizen4Number1: '123456789' });

describe('Form I-9 Supplement B: reverification, rehire and name change', () => {
  let ctx: TestContext;
  let admin: string;
  let company: CompanyAccount;
  let other: CompanyAccount;
  beforeAll(async () => ({ ctx, admin, companies: [company, other] } = await TestContext.withCompanies(2)));
  afterAll(() => ctx.close());

  const start = (employeeId: string, body: Record<string, unknown>, token = company.token) => ctx.http.post(`/api/employees/${employeeId}/reverifications`).set('Authorization', ctx.auth(token)).send(body);
  const complete = (employeeId: string, rid: string, body: Record<string, unknown>, token = company.token) =>
    ctx.http.patch(`/api/employees/${employeeId}/reverifications/${rid}`).set('Authorization', ctx.auth(token)).send(body);
  const detailOf = async (id: string, token = company.token) => (await ctx.http.get(`/api/employees/${id}`).set('Authorization', ctx.auth(token)).expect(200)).body.data;
  const urlOf = async (rid: string) => (await ctx.dataSource.query('SELECT url FROM i9_supplement_b WHERE id = $1', [rid]))[0].url as string;
  const upload = (url: string, over: Record<string, string> = {}, file: { bytes: Buffer; name: string } | null = { bytes: PDF_BYTES, name: 'ead.pdf' }) => {
    const req = ctx.http.post('/api/forms/reverification');
    for (const [k, v] of Object.entries({ url, list: 'listA', documentType: I766, ...over })) req.field(k, v);
    return file ? req.attach('document', file.bytes, file.name) : req;
  };
  /** A noncitizen whose EAD, recorded in Section 2, expires in `days` days: reverification is due then. */
  const withExpiringEad = async (days = 40, owner = company) => {
    const employee = await employeeWithSection1(ctx, owner, { section1: NONCITIZEN(addCalendarDays(I9_TODAY, 400)) });
    await completeSection2(ctx, employee.id, owner.token, section2Payload({ documents: [EAD(addCalendarDays(I9_TODAY, days))] })).expect(201);
    return employee;
  };
  const signature = { alternativeProcedure: false, lastName: 'Lee', firstName: 'Pat' };

  describe('a reverification', () => {
    it('starts, takes the employee’s new document through the private link, and is completed with the next reverification date', async () => {
      const employee = await withExpiringEad();
      const started = await start(employee.id, { reason: 'reverification' }).expect(201);
      const rid = started.body.id as string;
      let data = await detailOf(employee.id);
      const url = await urlOf(rid);
      expect(data.supplement_b).toEqual([
        expect.objectContaining({ id: rid, sequence: 1, reason: 'reverification', status: 'requested', status_label: 'Waiting for the employee’s new document', needs_document: true, url, document: null, document_ids: [] }),
      ]);
      expect(data.supplement_b[0].link_expires_at).toEqual(expect.any(String));

      expect(url).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await ctx.http.get(`/api/forms/reverification/${url}`).expect(200)).body).toEqual({ status: 'open', firstname: 'Ana', reason: 'reverification' });
      const uploaded = await upload(url).expect(201);
      expect((await ctx.http.get(`/api/forms/reverification/${url}`).expect(200)).body.status).toBe('used');
      await upload(url).expect(409);

      data = await detailOf(employee.id);
      expect(data.supplement_b[0]).toMatchObject({ status: 'uploaded', status_label: 'New document received', document_ids: [uploaded.body.id] });
      expect(data.documents).toEqual(expect.arrayContaining([expect.objectContaining({ id: uploaded.body.id, kind: 'i9-supplement-b', type: I766 })]));

      const next = addCalendarYears(I9_TODAY, 2);
      const res = await complete(employee.id, rid, { ...signature, document: EAD(next) }).expect(200);
      expect(res.body).toEqual({ id: rid, status: 'completed' });
      data = await detailOf(employee.id);
      expect(data.reverify_by).toBe(next);
      expect(data.supplement_b[0]).toMatchObject({
        status: 'completed',
        status_label: 'Signed',
        document: { list: 'A', title: I766, issuing_authority: 'USCIS', number: '••••6789', expiration_date: next, has_photo: null },
        examiner: 'Pat Lee',
        signed_on: I9_TODAY,
      });
      const [row] = await ctx.dataSource.query('SELECT i9_revision FROM employees WHERE id = $1', [employee.id]);
      expect(row.i9_revision).toBe(2);
      const [stored] = await ctx.dataSource.query('SELECT document_number_encrypted FROM i9_supplement_b WHERE id = $1', [rid]);
      expect(stored.document_number_encrypted).not.toContain('IOE0123456789');
      await complete(employee.id, rid, { ...signature, document: EAD(next) }).expect(409);
    });

    // Issue 32: a page loaded before the lists took the M-274's titles still sends the former choice and title.
    it('takes a former choice and a former title, and records the current ones', async () => {
      const employee = await withExpiringEad();
      const rid = (await start(employee.id, { reason: 'reverification' }).expect(201)).body.id as string;
      const uploaded = await upload(await urlOf(rid), { list: 'listC', documentType: 'Employment Authorization' }).expect(201);
      const dhsEad = 'Employment authorization document issued by the Department of Homeland Security';
      const [stored] = await ctx.dataSource.query('SELECT document_type FROM documents WHERE id = $1', [uploaded.body.id]);
      expect(stored.document_type).toBe(dhsEad);
      const document = { list: 'C', title: 'Employment authorization document issued by DHS', issuingAuthority: 'DHS', number: 'C0123456', expirationDate: addCalendarYears(I9_TODAY, 1) };
      await complete(employee.id, rid, { ...signature, document }).expect(200);
      const [section] = await ctx.dataSource.query('SELECT document_title FROM i9_supplement_b WHERE id = $1', [rid]);
      expect(section.document_title).toBe(dhsEad);
      // A section and an upload stored under the former words read in today's.
      await ctx.dataSource.query("UPDATE i9_supplement_b SET document_title = 'Employment authorization document issued by DHS' WHERE id = $1", [rid]);
      await ctx.dataSource.query("UPDATE documents SET document_type = 'Employment Authorization' WHERE id = $1", [uploaded.body.id]);
      const data = await detailOf(employee.id);
      expect(data.supplement_b[0].document.title).toBe(dhsEad);
      expect(data.documents.find((d: { id: string }) => d.id === uploaded.body.id).type).toBe('Employment authorization document (Form I-766, or one issued by the Department of Homeland Security)');
    });

    it('is refused for an employee with nothing that expires: asking a citizen for documents is discrimination', async () => {
      const citizen = await employeeWithSection1(ctx, company);
      await completeSection2(ctx, citizen.id, company.token).expect(201);
      const res = await start(citizen.id, { reason: 'reverification' }).expect(400);
      expect(res.body.errors.map((e: { param: string }) => e.param)).toEqual(['reason']);
      expect((await detailOf(citizen.id)).supplement_b).toEqual([]);
    });

    it('waits for Section 2, and one open section at a time', async () => {
      const pending = await employeeWithSection1(ctx, company, { section1: NONCITIZEN(addCalendarDays(I9_TODAY, 400)) });
      expect((await start(pending.id, { reason: 'reverification' }).expect(409)).body.errors[0].msg).toBe('Complete Section 2 of the Form I-9 before Supplement B.');
      const employee = await withExpiringEad();
      await start(employee.id, { reason: 'reverification' }).expect(201);
      expect((await start(employee.id, { reason: 'reverification' }).expect(409)).body.errors[0].msg).toBe('Supplement B section 1 is still open: complete it first.');
    });

    it.each([
      ['a List B document', { document: { list: 'B', title: 'School ID card with a photograph', number: 'S-1' } }, ['document.list']],
      ['no document', {}, ['document']],
      ['an expired document', { document: EAD(addCalendarDays(I9_TODAY, -1)) }, ['document.expirationDate']],
      ['a foreign passport without its I-94', { document: { ...EAD(addCalendarDays(I9_TODAY, 900)), title: 'Foreign Passport' } }, ['document.title']],
      ['the alternative procedure without E-Verify', { alternativeProcedure: true, document: EAD(addCalendarDays(I9_TODAY, 900)) }, ['alternativeProcedure']],
    ])('completion refuses %s with 400 and changes nothing', async (_case, over, params) => {
      const employee = await withExpiringEad();
      const rid = (await start(employee.id, { reason: 'reverification' }).expect(201)).body.id;
      const res = await complete(employee.id, rid, { ...signature, ...over }).expect(400);
      expect(res.body.errors.map((e: { param: string }) => e.param)).toEqual(params);
      expect((await detailOf(employee.id)).supplement_b[0].status).toBe('requested');
    });

    it('refuses what the link is not for: an unknown token, an expired link, a document of the wrong list, a file type', async () => {
      const employee = await withExpiringEad();
      const rid = (await start(employee.id, { reason: 'reverification' }).expect(201)).body.id;
      const url = await urlOf(rid);
      await ctx.http.get(`/api/forms/reverification/${randomBytes(32).toString('base64url')}`).expect(404);
      await upload(randomBytes(32).toString('base64url')).expect(404);
      expect((await upload(url, { documentType: 'Social Security Card' }).expect(400)).body.errors[0].param).toBe('documentType');
      expect((await upload(url, {}, { bytes: Buffer.from('GIF89a....'), name: 'ead.gif' }).expect(415)).body.errors[0].param).toBe('document');
      expect((await upload(url, {}, null).expect(400)).body.errors[0].param).toBe('document');
      await ctx.dataSource.query(`UPDATE i9_supplement_b SET link_expires_at = now() - interval '1 minute' WHERE id = $1`, [rid]);
      expect((await ctx.http.get(`/api/forms/reverification/${url}`).expect(200)).body.status).toBe('expired');
      expect((await upload(url, { list: 'listC', documentType: 'Social Security Card' }, { bytes: JPEG_BYTES, name: 'card.jpg' }).expect(409)).body.errors[0].msg).toBe('This link has expired. Please ask your employer for a new one.');
      expect((await ctx.dataSource.query(`SELECT count(*)::int AS n FROM documents WHERE supplement_b_id = $1`, [rid]))[0].n).toBe(0);
    });
  });

  describe('a rehire', () => {
    it('checks the link before reading the file: an unknown link is 404, not the 413 of an oversized upload', async () => {
      const res = await upload('y'.repeat(43), {}, { bytes: Buffer.concat([PDF_BYTES, Buffer.alloc(6 * 1024 * 1024)]), name: 'ead.pdf' });
      expect(res.status).toBe(404);
      expect(res.body.errors[0].msg).toMatch(/Reverification link/);
    });

    it('reuses the Form I-9 within 3 years of its completion: employed again, with no end or retention date', async () => {
      const employee = await employeeWithSection1(ctx, company);
      await completeSection2(ctx, employee.id, company.token, section2Payload({ firstDayOfEmployment: addCalendarDays(I9_TODAY, -300) })).expect(201);
      expect((await start(employee.id, { reason: 'rehire', rehireDate: I9_TODAY }).expect(400)).body.errors[0].param).toBe('rehireDate');
      await ctx.http.patch(`/api/employees/${employee.id}`).set('Authorization', ctx.auth(company.token)).send({ terminationDate: addCalendarDays(I9_TODAY, -30) }).expect(200);
      const rid = (await start(employee.id, { reason: 'rehire', rehireDate: I9_TODAY }).expect(201)).body.id;
      let data = await detailOf(employee.id);
      // A citizen's authorization never ends: no document, no link, nothing to wait for.
      expect(data.supplement_b[0]).toMatchObject({
        reason: 'rehire',
        rehire_date: I9_TODAY,
        needs_document: false,
        status: 'requested',
        status_label: 'Ready to sign: the employee’s work authorization has not expired, so no new document is needed',
        url: null,
        link_expires_at: null,
      });
      await complete(employee.id, rid, signature).expect(200);
      data = await detailOf(employee.id);
      expect(data).toMatchObject({ termination_date: null, retain_until: null });
      const [row] = await ctx.dataSource.query(`SELECT to_char(rehired_on, 'YYYY-MM-DD') AS rehired_on FROM employees WHERE id = $1`, [employee.id]);
      expect(row.rehired_on).toBe(I9_TODAY);
    });

    it('needs a new Form I-9 after 3 years', async () => {
      const employee = await employeeWithSection1(ctx, company);
      await completeSection2(ctx, employee.id, company.token).expect(201);
      await ctx.dataSource.query('UPDATE i9_section2 SET signed_on = $2 WHERE employee_id = $1', [employee.id, addCalendarYears(I9_TODAY, -4)]);
      await ctx.dataSource.query('UPDATE employees SET termination_date = $2 WHERE id = $1', [employee.id, addCalendarDays(I9_TODAY, -10)]);
      const res = await start(employee.id, { reason: 'rehire', rehireDate: I9_TODAY }).expect(400);
      expect(res.body.errors[0].msg).toMatch(/needs a new Form I-9, not Supplement B/);
    });
  });

  describe('a legal name change', () => {
    it('records the new name, which becomes the employee’s', async () => {
      const employee = await employeeWithSection1(ctx, company);
      await completeSection2(ctx, employee.id, company.token).expect(201);
      expect((await start(employee.id, { reason: 'name-change' }).expect(400)).body.errors.map((e: { param: string }) => e.param)).toEqual(['newLastName', 'newFirstName']);
      const rid = (await start(employee.id, { reason: 'name-change', newLastName: 'Costa', newFirstName: 'Ana' }).expect(201)).body.id;
      // Issue 32: it said "Waiting for the employee's new document", though none is needed and no mail goes out.
      expect((await detailOf(employee.id)).supplement_b[0]).toMatchObject({
        status: 'requested',
        status_label: 'Ready to sign: a legal name change needs no new document',
        needs_document: false,
        url: null,
        link_expires_at: null,
      });
      await ctx.http.get(`/api/forms/reverification/${await urlOf(rid)}`).expect(404);
      await complete(employee.id, rid, signature).expect(200);
      const data = await detailOf(employee.id);
      expect(data).toMatchObject({ firstname: 'Ana', lastname: 'Costa' });
      expect(data.supplement_b[0]).toMatchObject({ new_name: 'Ana Costa', status: 'completed', status_label: 'Signed' });
    });
  });

  describe('reminders and isolation', () => {
    it('lists the employees to reverify within 90 days, soonest first, and counts them on the dashboard', async () => {
      const reminders = await ctx.newCompany();
      const soon = await withExpiringEad(10, reminders);
      const later = await withExpiringEad(70, reminders);
      await withExpiringEad(200, reminders);
      const list = await ctx.http.get('/api/employees').query({ reverify: 'due' }).set('Authorization', ctx.auth(reminders.token)).expect(200);
      expect(list.body.data.map((e: { id: string }) => e.id)).toEqual([soon.id, later.id]);
      const dashboard = await ctx.http.get('/api/dashboard').set('Authorization', ctx.auth(reminders.token)).expect(200);
      expect(dashboard.body.reverifications).toEqual({ overdue: 0, within_30_days: 1, within_90_days: 1 });
    });

    it("answers 404 to another company's user on both calls, and for an unknown section", async () => {
      const employee = await withExpiringEad();
      await start(employee.id, { reason: 'reverification' }, other.token).expect(404);
      const rid = (await start(employee.id, { reason: 'reverification' }, admin).expect(201)).body.id;
      await complete(employee.id, rid, { ...signature, document: EAD(addCalendarDays(I9_TODAY, 900)) }, other.token).expect(404);
      await complete(employee.id, randomUUID(), { ...signature, document: EAD(addCalendarDays(I9_TODAY, 900)) }).expect(404);
      expect((await detailOf(employee.id)).supplement_b[0].status).toBe('requested');
    });
  });
});
