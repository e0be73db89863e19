import { randomUUID } from 'node:crypto';
import { addCalendarDays, addCalendarYears } from '@clearhire/domain';
import { completeSection2, employeeWithSection1, I9_TODAY, section2Payload, US_PASSPORT } from './support/i9-fixtures';
import { firstLocationOf, setLocation } from './support/location-fixtures';
import { TestContext, type CompanyAccount } from './support/test-app';

const LICENSE = { list: 'B', title: "Driver's license issued by a U.S. state or outlying possession", issuingAuthority: 'Texas DPS', number: 'D40012345', expirationDate: addCalendarYears(I9_TODAY, 3), hasPhoto: true };
const SS_CARD = { list: 'C', title: 'Social Security Account Number card (unrestricted)', issuingAuthority: 'Social Security Administration', number: '219099998' };
const RECEIPT_C = { list: 'C', title: 'Receipt: Replacement of a lost, stolen or damaged List C document', issuingAuthority: 'Social Security Administration', number: 'R-2211' };
const userIdOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).userId as string;

describe('PATCH /api/forms/:employeeId/i9: Form I-9 Section 2 ("Mark Verified")', () => {
  let ctx: TestContext;
  let admin: string;
  let company: CompanyAccount;
  let other: CompanyAccount;
  let eVerify: CompanyAccount;
  beforeAll(async () => {
    ({ ctx, admin, companies: [company, other, eVerify] } = await TestContext.withCompanies(3));
    await ctx.http
      .patch(`/api/companies/${eVerify.id}`)
      .set('Authorization', ctx.auth(eVerify.token))
      .send({ everifyCompanyId: '1234567', everifyMouSignedOn: addCalendarDays(I9_TODAY, -30), everifyHiringSites: ['Austin store'] })
      .expect(200);
    // The alternative procedure is for E-Verify hiring sites: the enrolled company's one location is one.
    await setLocation(ctx, (await firstLocationOf(ctx, eVerify.id)).id, { everifyHiringSite: true });
  });
  afterAll(() => ctx.close());

  const detailOf = async (employeeId: string, token = company.token) =>
    (await ctx.http.get(`/api/employees/${employeeId}`).set('Authorization', ctx.auth(token)).expect(200)).body.data;
  const stateOf = async (employeeId: string) => {
    const [row] = await ctx.dataSource.query(
      `SELECT e.i9_status, e.i9_revision, e.reverify_by, e.start_date,
              (SELECT count(*)::int FROM i9_section2 s WHERE s.employee_id = e.id) AS sections,
              (SELECT count(*)::int FROM i9_examined_documents d WHERE d.employee_id = e.id) AS documents
         FROM employees e WHERE e.id = $1`,
      [employeeId],
    );
    return row;
  };
  const UNCHANGED = { i9_status: 'submitted', i9_revision: 0, reverify_by: null, sections: 0, documents: 0 };
  /** Sends a Section 2 that must be refused with 400 naming `params`, and checks nothing was written. */
  const refused = async (body: Record<string, unknown>, params: string[], owner = company) => {
    const employee = await employeeWithSection1(ctx, owner);
    const res = await completeSection2(ctx, employee.id, owner.token, body).expect(400);
    expect(res.body.errors.map((e: { param?: string }) => e.param)).toEqual(params);
    expect(await stateOf(employee.id)).toMatchObject(UNCHANGED);
    return res.body.errors as { msg: string; param: string }[];
  };

  describe('accepted', () => {
    it("keeps the examiner's browser with the signature, cut to the column's 300 characters when its User-Agent is longer", async () => {
      const signed = async (userAgent: string) => {
        const employee = await employeeWithSection1(ctx, company);
        await completeSection2(ctx, employee.id, company.token).set('User-Agent', userAgent).expect(201);
        const [row] = await ctx.dataSource.query('SELECT signer_user_agent FROM i9_section2 WHERE employee_id = $1', [employee.id]);
        return row.signer_user_agent;
      };
      expect(await signed('Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0')).toBe('Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0');
      const long = `Mozilla/5.0 ${'(extension; build 2026) '.repeat(20)}`;
      expect(await signed(long)).toBe(long.slice(0, 300));
    });

    it("by the company's own user: 201, the record keeps the documents, the examiner, the employer and the signature", async () => {
      const employee = await employeeWithSection1(ctx, company);
      const res = await completeSection2(ctx, employee.id, company.token).expect(201);
      expect(res.body).toEqual({ i9_status: 'verified', everify_case_created: false });

      const data = await detailOf(employee.id);
      expect(data.i9_status).toBe('verified');
      expect(data.start_date).toBe(I9_TODAY);
      expect(data.section2).toEqual({
        first_day_of_employment: I9_TODAY,
        short_term_employment: false,
        documents: [{ list: 'A', title: 'U.S. Passport', issuing_authority: 'U.S. Department of State', number: '••••5678', expiration_date: US_PASSPORT.expirationDate, has_photo: null }],
        alternative_procedure: false,
        additional_information: null,
        examiner: { last_name: 'Lee', first_name: 'Pat', title: 'HR Manager', authorized_representative: false },
        employer: { name: 'Acme Restaurants LLC', street: '500 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
        signed_on: I9_TODAY,
        signed_at: expect.any(String),
        due_date: expect.any(String),
        late: false,
        attestation: expect.stringMatching(/^Certification: I attest, under penalty of perjury, that \(1\) I have examined/),
      });
      // A U.S. citizen with a U.S. passport is never reverified.
      expect(data.reverify_by).toBeNull();
      expect(data.history.map((h: { event: string }) => h.event)).toEqual(expect.arrayContaining(['section1-signed', 'section2-signed']));

      const [section] = await ctx.dataSource.query('SELECT examiner_user_id, signer_ip, signed_on FROM i9_section2 WHERE employee_id = $1', [employee.id]);
      expect(section.examiner_user_id).toBe(userIdOf(company.token));
      expect(section.signer_ip).toBeTruthy();
      const [stored] = await ctx.dataSource.query('SELECT number_encrypted, number_last4 FROM i9_examined_documents WHERE employee_id = $1', [employee.id]);
      expect(stored.number_encrypted).not.toContain('A12345678');
      expect(stored.number_last4).toBe('5678');
      expect(await stateOf(employee.id)).toMatchObject({ i9_status: 'verified', i9_revision: 1, sections: 1, documents: 1 });

      const [audit] = await ctx.dataSource.query("SELECT actor_role, detail FROM audit_events WHERE action = 'i9.section2.completed' AND record_id = $1", [employee.id]);
      expect(audit.actor_role).toBe('company');
      expect(audit.detail).toMatchObject({ documents: ['A: U.S. Passport'], alternativeProcedure: false, authorizedRepresentative: false, late: false });
      expect(JSON.stringify(audit.detail)).not.toContain('A12345678');
    });

    it("by an administrator as the employer's authorized representative under the approved ERD", async () => {
      const employee = await employeeWithSection1(ctx, company);
      await completeSection2(ctx, employee.id, admin, section2Payload({ firstName: 'Sam', lastName: 'Ortiz', title: 'ClearHire I-9 specialist' })).expect(201);
      const data = await detailOf(employee.id);
      expect(data.section2.examiner).toEqual({ last_name: 'Ortiz', first_name: 'Sam', title: 'ClearHire I-9 specialist', authorized_representative: true });
      const [section] = await ctx.dataSource.query('SELECT examiner_user_id FROM i9_section2 WHERE employee_id = $1', [employee.id]);
      expect(section.examiner_user_id).toBe(userIdOf(admin));
    });

    it('with a List B and a List C document, in the Form’s order whatever the order sent', async () => {
      const employee = await employeeWithSection1(ctx, company);
      await completeSection2(ctx, employee.id, company.token, section2Payload({ documents: [SS_CARD, LICENSE] })).expect(201);
      const docs = (await detailOf(employee.id)).section2.documents;
      expect(docs.map((d: { list: string; number: string }) => [d.list, d.number])).toEqual([['B', '••••2345'], ['C', '••••9998']]);
    });

    it('with a document that expires on the day of examination', async () => {
      const employee = await employeeWithSection1(ctx, company);
      await completeSection2(ctx, employee.id, company.token, section2Payload({ documents: [{ ...US_PASSPORT, expirationDate: I9_TODAY }] })).expect(201);
    });

    it('sets the reverification date of a noncitizen from the earliest expiring authorization', async () => {
      const authorizedUntil = addCalendarDays(I9_TODAY, 400);
      const eadExpires = addCalendarDays(I9_TODAY, 200);
      const employee = await employeeWithSection1(ctx, company, { section1: { citizenship: 'citizen4', expiry: authorizedUntil, citizen4Number1: '123456789' } });
      const ead = { list: 'A', title: 'Employment Authorization Document (Form I-766)', issuingAuthority: 'USCIS', number: 'IOE0123456789', expirationDate: eadExpires };
      await completeSection2(ctx, employee.id, company.token, section2Payload({ documents: [ead] })).expect(201);
      const data = await detailOf(employee.id);
      expect(data.reverify_by).toBe(eadExpires);
      expect(data.reverify_reason).toBe('Employment Authorization Document (Form I-766) expires.');
    });

    // Issue 32: the titles became the M-274's; a page loaded before still sends the former ones, and signed rows keep them.
    it('with a former title, recorded under the current one', async () => {
      const employee = await employeeWithSection1(ctx, company);
      const former = { list: 'C', title: 'Form FS-240 (Consular Report of Birth Abroad)', issuingAuthority: 'U.S. Department of State', number: 'FS0123' };
      await completeSection2(ctx, employee.id, company.token, section2Payload({ documents: [LICENSE, former] })).expect(201);
      const [row] = await ctx.dataSource.query("SELECT title FROM i9_examined_documents WHERE employee_id = $1 AND list = 'C'", [employee.id]);
      expect(row.title).toBe('Consular Report of Birth Abroad (Form FS-240)');
    });

    it('and shows a Section 2 signed under a former title in today\'s words, reverified alike', async () => {
      const eadExpires = addCalendarDays(I9_TODAY, 200);
      const employee = await employeeWithSection1(ctx, company, { section1: { citizenship: 'citizen4', expiry: addCalendarDays(I9_TODAY, 400), citizen4Number1: '123456789' } });
      const ead = { list: 'A', title: 'Employment Authorization Document (Form I-766)', issuingAuthority: 'USCIS', number: 'IOE0123456789', expirationDate: eadExpires };
      await completeSection2(ctx, employee.id, company.token, section2Payload({ documents: [ead] })).expect(201);
      // The row as signed before the change, with the employee's former choice.
      await ctx.dataSource.query("UPDATE i9_examined_documents SET title = 'Employment Auth. Document (Form I-766)' WHERE employee_id = $1", [employee.id]);
      await ctx.dataSource.query(`UPDATE employees SET documents_type = jsonb_set(documents_type, '{listA,type}', '"Employment Authorization"') WHERE id = $1`, [employee.id]);
      await ctx.dataSource.query("UPDATE documents SET document_type = 'Employment Authorization' WHERE employee_id = $1 AND kind = 'i9-list-a'", [employee.id]);
      const data = await detailOf(employee.id);
      expect(data.section2.documents[0].title).toBe('Employment Authorization Document (Form I-766)');
      expect(data.documents_type.listA.type).toBe('Employment Authorization Document (Form I-766)');
      expect(data.documents.find((d: { kind: string }) => d.kind === 'i9-list-a').type).toBe('Employment Authorization Document (Form I-766)');
      expect(data.reverify_by).toBe(eadExpires);
      expect(data.reverify_reason).toBe('Employment Authorization Document (Form I-766) expires.');
    });

    it('with a receipt, which must be replaced by the document within 90 days of the first day', async () => {
      const employee = await employeeWithSection1(ctx, company);
      await completeSection2(ctx, employee.id, company.token, section2Payload({ documents: [LICENSE, RECEIPT_C] })).expect(201);
      expect((await detailOf(employee.id)).reverify_by).toBe(addCalendarDays(I9_TODAY, 90));
    });

    it('by the alternative procedure for an E-Verify employer, keeping the attestation it accepted', async () => {
      const employee = await employeeWithSection1(ctx, eVerify);
      await completeSection2(ctx, employee.id, eVerify.token, section2Payload({ alternativeProcedure: true, documents: [LICENSE, SS_CARD] })).expect(201);
      const section2 = (await detailOf(employee.id, eVerify.token)).section2;
      expect(section2.alternative_procedure).toBe(true);
      expect(section2.attestation).toContain('live video interaction');
    });
  });

  describe('refused with 400, naming each field, and nothing written', () => {
    it('names every missing Section 2 field of an empty call (the business address may be left out for the default)', async () => {
      const errors = await refused({}, ['firstDayOfEmployment', 'documents', 'alternativeProcedure', 'lastName', 'firstName', 'title', 'employerName']);
      expect(errors[0].msg).toBe('First day of employment is required.');
    });

    it.each([
      ['a List A document with a List C document', { documents: [US_PASSPORT, SS_CARD] }, ['documents']],
      ['a List B document alone', { documents: [LICENSE] }, ['documents']],
      ['no document', { documents: [] }, ['documents']],
      ['a foreign passport without its Form I-94', { documents: [{ ...US_PASSPORT, title: 'Foreign Passport', issuingAuthority: 'Mexico' }] }, ['documents']],
      ['a title from another list', { documents: [{ ...US_PASSPORT, list: 'B' }, SS_CARD] }, ['documents.0.title']],
      ['a title that is not on the Form', { documents: [{ ...US_PASSPORT, title: 'Library card' }] }, ['documents.0.title']],
      ['four documents', { documents: [US_PASSPORT, US_PASSPORT, US_PASSPORT, US_PASSPORT] }, ['documents']],
      ['a document expired the day before the examination', { documents: [{ ...US_PASSPORT, expirationDate: addCalendarDays(I9_TODAY, -1) }] }, ['documents.0.expirationDate']],
      ['a passport without its expiration date', { documents: [{ ...US_PASSPORT, expirationDate: undefined }] }, ['documents.0.expirationDate']],
      ['a document without its number', { documents: [{ ...US_PASSPORT, number: '' }] }, ['documents.0.number']],
      ['a receipt for a job of fewer than 3 business days', { documents: [LICENSE, RECEIPT_C], shortTermEmployment: true }, ['documents.1.title']],
      ['the alternative procedure from an employer outside E-Verify', { alternativeProcedure: true }, ['alternativeProcedure']],
      ['a first day more than a year away', { firstDayOfEmployment: addCalendarDays(I9_TODAY, 366) }, ['firstDayOfEmployment']],
      ['a first day that is not a date', { firstDayOfEmployment: '2026-02-30' }, ['firstDayOfEmployment']],
      ['a state that is not a US state', { employerState: 'XX' }, ['employerState']],
      ['an unknown field', { ssn: '123456789' }, ['ssn']],
    ])('%s', async (_case, over, params) => {
      await refused(section2Payload(over), params);
    });

    it('a first day before the job offer was accepted', async () => {
      const offer = addCalendarDays(I9_TODAY, -10);
      const employee = await employeeWithSection1(ctx, company, { employee: { offerAcceptedOn: offer } });
      const res = await completeSection2(ctx, employee.id, company.token, section2Payload({ firstDayOfEmployment: addCalendarDays(offer, -1) })).expect(400);
      expect(res.body.errors).toEqual([{ msg: `The first day of employment cannot be before the job offer was accepted (${offer}).`, param: 'firstDayOfEmployment' }]);
      expect(await stateOf(employee.id)).toMatchObject(UNCHANGED);
    });

    it('a List B document without a photograph from an E-Verify employer', async () => {
      await refused(section2Payload({ documents: [{ ...LICENSE, hasPhoto: false }, SS_CARD] }), ['documents.0.hasPhoto'], eVerify);
      await refused(section2Payload({ documents: [{ list: 'B', title: "Voter's registration card", issuingAuthority: 'Travis County', number: 'V-1' }, SS_CARD] }), ['documents.0.title'], eVerify);
    });
  });

  describe('refused in other ways', () => {
    it('409 before the employee completed Section 1, and the second time', async () => {
      const pending = await ctx.newEmployee(company);
      const before = await completeSection2(ctx, pending.id, company.token).expect(409);
      expect(before.body).toEqual({ errors: [{ msg: 'The employee has not completed Section 1 yet.' }] });

      const employee = await employeeWithSection1(ctx, company);
      await completeSection2(ctx, employee.id, company.token).expect(201);
      const again = await completeSection2(ctx, employee.id, admin).expect(409);
      expect(again.body).toEqual({ errors: [{ msg: 'Section 2 of this Form I-9 is already complete.' }] });
      expect(await stateOf(employee.id)).toMatchObject({ i9_revision: 1, sections: 1 });
    });

    it("404 to another company's user, and nothing changes", async () => {
      const employee = await employeeWithSection1(ctx, company);
      const res = await completeSection2(ctx, employee.id, other.token).expect(404);
      expect(res.body).toEqual({ errors: [{ msg: 'Employee not found.' }] });
      expect(await stateOf(employee.id)).toMatchObject(UNCHANGED);
    });

    it('401 without a token, 404 for an unknown or malformed id', async () => {
      const employee = await employeeWithSection1(ctx, company);
      await ctx.http.patch(`/api/forms/${employee.id}/i9`).send(section2Payload()).expect(401);
      await completeSection2(ctx, randomUUID(), admin).expect(404);
      await completeSection2(ctx, 'not-an-id', admin).expect(404);
      expect(await stateOf(employee.id)).toMatchObject(UNCHANGED);
    });
  });

  describe('the Section 2 deadline', () => {
    it('shows on the list and the detail from the first day given when the employee is added', async () => {
      const employee = await ctx.newEmployee(company, { startDate: addCalendarDays(I9_TODAY, -30), offerAcceptedOn: addCalendarDays(I9_TODAY, -40) });
      const data = await detailOf(employee.id);
      expect(data).toMatchObject({ start_date: addCalendarDays(I9_TODAY, -30), offer_accepted_on: addCalendarDays(I9_TODAY, -40), section2_late: true });
      // Counted in business days, as the rule is: 30 calendar days back is some 18 business days late.
      expect(data.section2_days_unit).toBe('business');
      expect(data.section2_days_left).toBeLessThan(-15);
      const list = await ctx.http.get('/api/employees').set('Authorization', ctx.auth(company.token)).expect(200);
      expect(list.body.data.find((e: { id: string }) => e.id === employee.id)).toMatchObject({ section2_due_date: data.section2_due_date, section2_late: true });
    });

    it("counts federal holidays as business days unless the employee's location is closed on them", async () => {
      // Monday 2025-06-16; Thursday 2025-06-19 is Juneteenth.
      const open = await ctx.newCompany();
      const closed = await ctx.newCompany();
      await setLocation(ctx, (await firstLocationOf(ctx, closed.id)).id, { closedOnFederalHolidays: true });
      const a = await ctx.newEmployee(open, { startDate: '2025-06-16' });
      const b = await ctx.newEmployee(closed, { startDate: '2025-06-16' });
      expect((await detailOf(a.id, open.token)).section2_due_date).toBe('2025-06-19');
      expect((await detailOf(b.id, closed.token)).section2_due_date).toBe('2025-06-20');
    });

    it('records a late Section 2 as late', async () => {
      const employee = await employeeWithSection1(ctx, company);
      const firstDay = addCalendarDays(I9_TODAY, -20);
      await completeSection2(ctx, employee.id, company.token, section2Payload({ firstDayOfEmployment: firstDay })).expect(201);
      const data = await detailOf(employee.id);
      expect(data).toMatchObject({ section2_late: true, section2_days_left: null });
      expect(data.section2.late).toBe(true);
    });

    it('refuses an offer accepted in the future, and a first day before the offer, when the employee is added', async () => {
      const add = (over: Record<string, unknown>) =>
        ctx.http.post('/api/employees').set('Authorization', ctx.auth(company.token)).send({ firstname: 'Lia', lastname: 'Ng', email: 'lia@example.test', ...over }).expect(400);
      expect((await add({ offerAcceptedOn: addCalendarDays(I9_TODAY, 5) })).body.errors.map((e: { param: string }) => e.param)).toEqual(['offerAcceptedOn']);
      expect((await add({ offerAcceptedOn: addCalendarDays(I9_TODAY, -1), startDate: addCalendarDays(I9_TODAY, -5) })).body.errors).toEqual([
        { msg: 'The first day of employment cannot be before the job offer was accepted.', param: 'startDate' },
      ]);
      expect((await add({ startDate: addCalendarDays(I9_TODAY, 400) })).body.errors.map((e: { param: string }) => e.param)).toEqual(['startDate']);
    });
  });
});

describe('PATCH /api/companies/:id: business address, holidays and E-Verify participation', () => {
  let ctx: TestContext;
  let company: CompanyAccount;
  let other: CompanyAccount;
  beforeAll(async () => ({ ctx, companies: [company, other] } = await TestContext.withCompanies([{ erd: 'none' }, { erd: 'none' }])));
  afterAll(() => ctx.close());
  const patch = (body: Record<string, unknown>, account = company, id = company.id) => ctx.http.patch(`/api/companies/${id}`).set('Authorization', ctx.auth(account.token)).send(body);

  it('stores the address, the holiday setting and the E-Verify enrolment, and leaving E-Verify clears it', async () => {
    const mou = addCalendarDays(I9_TODAY, -100);
    const res = await patch({ street: '500 Congress Ave', city: 'Austin', state: 'TX', zip: '78701', closedOnFederalHolidays: true, everifyCompanyId: '1234567', everifyMouSignedOn: mou, everifyHiringSites: [' Austin store ', 'Dallas store'] }).expect(200);
    expect(res.body.data).toMatchObject({
      address: { street: '500 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
      closed_on_federal_holidays: true,
      everify: { participating: true, company_id: '1234567', mou_signed_on: mou, hiring_sites: ['Austin store', 'Dallas store'] },
    });
    const left = await patch({ everifyParticipating: false }).expect(200);
    expect(left.body.data.everify).toEqual({ participating: false, company_id: null, mou_signed_on: null, hiring_sites: [], create_after_section2: false });
    const [audit] = await ctx.dataSource.query("SELECT detail FROM audit_events WHERE action = 'company.updated' AND record_id = $1 ORDER BY id DESC LIMIT 1", [String(company.id)]);
    expect(audit.detail.everifyCompanyId).toEqual({ from: '1234567', to: null });
  });

  it.each([
    ['nothing to change', {}, [undefined]],
    ['a company ID without the MOU date', { everifyCompanyId: '1234567' }, ['everifyMouSignedOn']],
    ['an MOU date without the company ID', { everifyMouSignedOn: '2024-01-02' }, ['everifyCompanyId']],
    ['joining without either', { everifyParticipating: true }, ['everifyCompanyId', 'everifyMouSignedOn']],
    ['a company ID with letters', { everifyCompanyId: '12A4' }, ['everifyCompanyId']],
    ['an MOU signed in the future', { everifyCompanyId: '1234567', everifyMouSignedOn: addCalendarDays(I9_TODAY, 3) }, ['everifyMouSignedOn']],
    ['a hiring site that is blank', { everifyHiringSites: ['  '] }, ['everifyHiringSites']],
    ['a state that does not exist', { state: 'ZZ' }, ['state']],
    ['holidays answered in words', { closedOnFederalHolidays: 'yes' }, ['closedOnFederalHolidays']],
  ])('refuses %s with 400 and changes nothing', async (_case, body, params) => {
    const before = (await ctx.http.get(`/api/companies/${company.id}`).set('Authorization', ctx.auth(company.token)).expect(200)).body.data;
    const res = await patch(body).expect(400);
    expect(res.body.errors.map((e: { param?: string }) => e.param)).toEqual(params);
    const after = (await ctx.http.get(`/api/companies/${company.id}`).set('Authorization', ctx.auth(company.token)).expect(200)).body.data;
    expect(after).toEqual(before);
  });

  it("answers 404 for another company's settings", async () => {
    await patch({ closedOnFederalHolidays: true }, other, company.id).expect(404);
  });
});
