import { addCalendarDays } from '@clearhire/domain';
import { completeSection2, employeeWithSection1, I9_TODAY, joinEVerify, section2Payload } from './support/i9-fixtures';
import { TestContext, type CompanyAccount } from './support/test-app';

const userIdOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).userId as string;

/**
 * The company option `everify_create_after_section2`: who may set it, when it is refused, and the
 * case it creates (or leaves to the employer) once Section 2 is signed.
 */
describe('E-Verify case created as soon as Section 2 is signed', () => {
  let ctx: TestContext;
  let admin: string;
  let company: CompanyAccount;
  let outsider: CompanyAccount;
  let other: CompanyAccount;
  beforeAll(async () => {
    ({ ctx, admin, companies: [company, outsider, other] } = await TestContext.withCompanies(3));
    await joinEVerify(ctx, company);
    await joinEVerify(ctx, other);
  });
  afterAll(() => ctx.close());

  const setOption = (target: CompanyAccount, value: unknown, token = target.token) =>
    ctx.http.patch(`/api/companies/${target.id}`).set('Authorization', ctx.auth(token)).send({ everifyCreateAfterSection2: value });
  const optionOf = async (target: CompanyAccount) =>
    (await ctx.http.get(`/api/companies/${target.id}`).set('Authorization', ctx.auth(target.token)).expect(200)).body.data.everify.create_after_section2 as boolean;
  const casesOf = async (employeeId: string) =>
    ctx.dataSource.query(`SELECT id, status, created_by FROM everify_cases WHERE employee_id = $1`, [employeeId]) as Promise<{ id: string; status: string; created_by: string }[]>;
  const detail = async (employeeId: string) => (await ctx.http.get(`/api/employees/${employeeId}`).set('Authorization', ctx.auth(company.token)).expect(200)).body.data;
  /** A hire with Section 1 signed and an accepted offer, waiting for Section 2 on `firstDay`. */
  const hire = (firstDay = I9_TODAY) => employeeWithSection1(ctx, company, { employee: { offerAcceptedOn: addCalendarDays(firstDay, -7) } });
  const signSection2 = (employeeId: string, firstDay = I9_TODAY) => completeSection2(ctx, employeeId, company.token, section2Payload({ firstDayOfEmployment: firstDay }));

  describe('the setting', () => {
    afterEach(async () => {
      await setOption(company, false).expect(200);
    });

    it('is off by default, and an owner turns it on and off: the company view says so, audited', async () => {
      expect(await optionOf(company)).toBe(false);
      const on = await setOption(company, true).expect(200);
      expect(on.body.data.everify.create_after_section2).toBe(true);
      expect(await optionOf(company)).toBe(true);
      const [event] = await ctx.dataSource.query(
        `SELECT detail FROM audit_events WHERE action = 'company.updated' AND record_id = $1 ORDER BY id DESC LIMIT 1`,
        [String(company.id)],
      );
      expect(event.detail).toEqual({ everifyCreateAfterSection2: { from: false, to: true } });
      await setOption(company, false).expect(200);
      expect(await optionOf(company)).toBe(false);
    });

    it('an administrator sets it for a company', async () => {
      await setOption(company, true, admin).expect(200);
      expect(await optionOf(company)).toBe(true);
    });

    it('400 for a company not enrolled in E-Verify, nothing changed', async () => {
      const res = await setOption(outsider, true).expect(400);
      expect(res.body).toEqual({
        errors: [{ msg: 'Only a company enrolled in E-Verify (its E-Verify company ID and MOU date) can have its cases created after Section 2.', param: 'everifyCreateAfterSection2' }],
      });
      expect(await optionOf(outsider)).toBe(false);
    });

    it('400 when asked for while leaving E-Verify in the same request, nothing changed', async () => {
      const res = await ctx.http
        .patch(`/api/companies/${other.id}`)
        .set('Authorization', ctx.auth(other.token))
        .send({ everifyParticipating: false, everifyCreateAfterSection2: true })
        .expect(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ param: 'everifyCreateAfterSection2' })]);
      expect((await ctx.http.get(`/api/companies/${other.id}`).set('Authorization', ctx.auth(other.token)).expect(200)).body.data.everify).toMatchObject({ participating: true, create_after_section2: false });
    });

    it('is turned off when the company leaves E-Verify', async () => {
      const leaving = await ctx.newCompany();
      await joinEVerify(ctx, leaving);
      await setOption(leaving, true).expect(200);
      const res = await ctx.http.patch(`/api/companies/${leaving.id}`).set('Authorization', ctx.auth(leaving.token)).send({ everifyParticipating: false }).expect(200);
      expect(res.body.data.everify).toMatchObject({ participating: false, create_after_section2: false });
    });

    it.each([
      ['a string', 'yes'],
      ['a number', 1],
      ['null', null],
    ])('400 for %s instead of true or false, nothing changed', async (_case, value) => {
      const res = await setOption(company, value).expect(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ param: 'everifyCreateAfterSection2' })]);
      expect(await optionOf(company)).toBe(false);
    });

    it("403 for a member who is not an owner, 404 for another company's owner: nothing changed", async () => {
      const member = await ctx.newMember(company);
      const forbidden = await setOption(company, true, member.token).expect(403);
      expect(forbidden.body.errors).toEqual([expect.objectContaining({ msg: expect.stringMatching(/owner/i) })]);
      const hidden = await setOption(company, true, other.token).expect(404);
      expect(hidden.body.errors).toEqual([expect.objectContaining({ msg: expect.stringMatching(/not found/i) })]);
      expect(await optionOf(company)).toBe(false);
    });
  });

  describe('Section 2 signed', () => {
    it('option off: no case, and the page still offers its creation', async () => {
      const employee = await hire();
      const res = await signSection2(employee.id).expect(201);
      expect(res.body).toEqual({ i9_status: 'verified', everify_case_created: false });
      expect(await casesOf(employee.id)).toEqual([]);
      expect((await detail(employee.id)).everify).toMatchObject({ can_create: true, current: null });
    });

    describe('option on', () => {
      beforeAll(async () => {
        await setOption(company, true).expect(200);
      });
      afterAll(async () => {
        await setOption(company, false).expect(200);
      });

      it('one case in the Section 2 signer’s name, being submitted like a user’s, audited as automatic', async () => {
        const employee = await hire();
        const res = await signSection2(employee.id).expect(201);
        expect(res.body).toEqual({ i9_status: 'verified', everify_case_created: true });

        const cases = await casesOf(employee.id);
        expect(cases).toEqual([{ id: expect.any(String), status: 'submitting', created_by: userIdOf(company.token) }]);
        const [event] = await ctx.dataSource.query(`SELECT actor_id, actor_role, detail FROM audit_events WHERE action = 'everify.case_requested' AND record_id = $1`, [cases[0].id]);
        expect(event).toEqual({
          actor_id: userIdOf(company.token),
          actor_role: 'company',
          detail: expect.objectContaining({ employeeId: employee.id, automatic: true, late: false, lateReason: null }),
        });
        const everify = (await detail(employee.id)).everify;
        expect(everify).toMatchObject({ can_create: false, current: { id: cases[0].id, status: 'submitting' } });
      });

      it('Section 2 sent again: 409, still one case', async () => {
        const employee = await hire();
        await signSection2(employee.id).expect(201);
        await signSection2(employee.id).expect(409);
        expect(await casesOf(employee.id)).toHaveLength(1);
      });

      it('two Section 2 sent at once: one signs, one case', async () => {
        const employee = await hire();
        const answers = await Promise.all([signSection2(employee.id), signSection2(employee.id)]);
        expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
        expect(await casesOf(employee.id)).toHaveLength(1);
      });

      it('a late case needs the employer’s reason: Section 2 signs, no case, the page leads to creating it', async () => {
        const firstDay = addCalendarDays(I9_TODAY, -14);
        const employee = await hire(firstDay);
        const res = await signSection2(employee.id, firstDay).expect(201);
        expect(res.body).toEqual({ i9_status: 'verified', everify_case_created: false });
        expect(await casesOf(employee.id)).toEqual([]);
        const everify = (await detail(employee.id)).everify;
        expect(everify).toMatchObject({ can_create: true, current: null });
        expect(everify.case_days_left).toBeLessThan(0);
        expect(await ctx.dataSource.query(`SELECT id FROM audit_events WHERE action = 'everify.case_requested' AND detail->>'employeeId' = $1`, [employee.id])).toEqual([]);
      });

      it('no accepted job offer (E-Verify never pre-screens): Section 2 signs, no case', async () => {
        const employee = await employeeWithSection1(ctx, company);
        const res = await signSection2(employee.id).expect(201);
        expect(res.body.everify_case_created).toBe(false);
        expect(await casesOf(employee.id)).toEqual([]);
      });

      it("another company's Section 2 creates nothing for it", async () => {
        const employee = await employeeWithSection1(ctx, other, { employee: { offerAcceptedOn: addCalendarDays(I9_TODAY, -7) } });
        const res = await completeSection2(ctx, employee.id, other.token).expect(201);
        expect(res.body.everify_case_created).toBe(false);
        expect(await casesOf(employee.id)).toEqual([]);
      });
    });
  });
});
