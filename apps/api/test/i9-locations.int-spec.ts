import { Clock } from '@clearhire/server';
import { completeSection2, employeeWithSection1, joinEVerify, section2Payload } from './support/i9-fixtures';
import { addLocation, firstLocationOf, setLocation } from './support/location-fixtures';
import { TestContext, type CompanyAccount } from './support/test-app';

const COMPANY_ADDRESS = { street: '500 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' };
const STORE_ADDRESS = { street: '1 Main St', city: 'Round Rock', state: 'TX', zip: '78664' };
const { employerStreet: _s, employerCity: _c, employerState: _st, employerZip: _z, ...WITHOUT_ADDRESS } = section2Payload();

/**
 * Form I-9 at the employee's location: its address is Section 2's business address by default, its
 * E-Verify hiring site decides the alternative procedure, and its calendar (time zone, weekends,
 * holidays) counts the deadlines and dates the forms, whatever the company's own settings say.
 */
describe("Form I-9 at the employee's location", () => {
  let ctx: TestContext;
  let clock: Clock;
  let company: CompanyAccount;
  const standAt = (instant: string) => jest.spyOn(clock, 'now').mockReturnValue(new Date(instant));
  const detailOf = async (employeeId: string, token = company.token) => (await ctx.http.get(`/api/employees/${employeeId}`).set('Authorization', ctx.auth(token)).expect(200)).body.data;
  const section2Row = async (employeeId: string) =>
    (await ctx.dataSource.query("SELECT employer_street, employer_city, employer_state, employer_zip, to_char(signed_on, 'YYYY-MM-DD') AS signed_on, to_char(due_date, 'YYYY-MM-DD') AS due_date FROM i9_section2 WHERE employee_id = $1", [employeeId]))[0] ?? null;
  const withAddress = (a: typeof COMPANY_ADDRESS) => ({ employer_street: a.street, employer_city: a.city, employer_state: a.state, employer_zip: a.zip });

  beforeAll(async () => {
    ({ ctx, companies: [company] } = await TestContext.withCompanies([{ timeZone: 'America/Chicago' }]));
    clock = ctx.app.get(Clock);
    await ctx.dataSource.query('UPDATE companies SET street = $2, city = $3, state = $4, zip = $5 WHERE id = $1', [company.id, ...Object.values(COMPANY_ADDRESS)]);
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => ctx.close());

  describe("Section 2's business address", () => {
    it("starts from the location's address, and from the company's where the location has none", async () => {
      const store = await addLocation(ctx, company.id, STORE_ADDRESS);
      const first = await firstLocationOf(ctx, company.id);
      const atStore = await ctx.newEmployee(company, { locationId: store.id });
      const atFirst = await ctx.newEmployee(company, { locationId: first.id });
      expect((await detailOf(atStore.id)).section2_business_address).toEqual(STORE_ADDRESS);
      expect((await detailOf(atFirst.id)).section2_business_address).toEqual(COMPANY_ADDRESS);
    });

    it("records the location's address when the examiner leaves the address to the default, and what they typed otherwise", async () => {
      const store = await addLocation(ctx, company.id, STORE_ADDRESS);
      const defaulted = await employeeWithSection1(ctx, company, { employee: { locationId: store.id } });
      await completeSection2(ctx, defaulted.id, company.token, WITHOUT_ADDRESS).expect(201);
      expect(await section2Row(defaulted.id)).toMatchObject(withAddress(STORE_ADDRESS));
      expect((await detailOf(defaulted.id)).section2.employer).toEqual({ name: 'Acme Restaurants LLC', ...STORE_ADDRESS });

      const typed = await employeeWithSection1(ctx, company, { employee: { locationId: store.id } });
      await completeSection2(ctx, typed.id, company.token, section2Payload()).expect(201);
      expect(await section2Row(typed.id)).toMatchObject(withAddress(COMPANY_ADDRESS));
    });

    it('refuses part of an address, or none where neither the location nor the company has one, and writes nothing', async () => {
      const store = await addLocation(ctx, company.id, STORE_ADDRESS);
      const partial = await employeeWithSection1(ctx, company, { employee: { locationId: store.id } });
      const res = await completeSection2(ctx, partial.id, company.token, { ...WITHOUT_ADDRESS, employerStreet: '9 Elm St' }).expect(400);
      expect(res.body.errors.map((e: { param: string }) => e.param)).toEqual(['employerCity', 'employerState', 'employerZip']);
      expect(await section2Row(partial.id)).toBeNull();

      const bare = await ctx.newCompany();
      const employee = await employeeWithSection1(ctx, bare);
      expect((await detailOf(employee.id, bare.token)).section2_business_address).toBeNull();
      const none = await completeSection2(ctx, employee.id, bare.token, WITHOUT_ADDRESS).expect(400);
      expect(none.body.errors.map((e: { param: string }) => e.param)).toEqual(['employerStreet', 'employerCity', 'employerState', 'employerZip']);
      expect(none.body.errors[0].msg).toContain("neither the employee's location nor the company");
      expect(await section2Row(employee.id)).toBeNull();
    });
  });

  describe('the alternative procedure (8 CFR 274a.2(b)(1)(ii)(C); 88 FR 47749)', () => {
    let enrolled: CompanyAccount;
    beforeAll(async () => {
      enrolled = await ctx.newCompany();
      await joinEVerify(ctx, enrolled);
    });

    it('is refused at a location that is not an E-Verify hiring site, naming it, and nothing is written', async () => {
      const site = await firstLocationOf(ctx, enrolled.id);
      await setLocation(ctx, site.id, { name: 'Austin store', everifyHiringSite: true });
      const elsewhere = await addLocation(ctx, enrolled.id, { name: 'Round Rock store', everifyHiringSite: false });
      const employee = await employeeWithSection1(ctx, enrolled, { employee: { locationId: elsewhere.id } });
      const res = await completeSection2(ctx, employee.id, enrolled.token, section2Payload({ alternativeProcedure: true })).expect(400);
      expect(res.body.errors).toEqual([
        { msg: 'The alternative procedure (remote examination) is only for E-Verify hiring sites, and Round Rock store is not one. Examine the original documents in person.', param: 'alternativeProcedure' },
      ]);
      expect(await section2Row(employee.id)).toBeNull();
      // The employee's page says so before anyone tries.
      expect(await detailOf(employee.id, enrolled.token)).toMatchObject({ i9_status: 'submitted', alternative_procedure_refusal: res.body.errors[0].msg });
      // The same examination in person is accepted there.
      await completeSection2(ctx, employee.id, enrolled.token, section2Payload({ alternativeProcedure: false })).expect(201);
    });

    it('is accepted at an E-Verify hiring site of the company', async () => {
      const site = await addLocation(ctx, enrolled.id, { name: 'Pflugerville store', everifyHiringSite: true });
      const employee = await employeeWithSection1(ctx, enrolled, { employee: { locationId: site.id } });
      expect((await detailOf(employee.id, enrolled.token)).alternative_procedure_refusal).toBeNull();
      await completeSection2(ctx, employee.id, enrolled.token, section2Payload({ alternativeProcedure: true })).expect(201);
      expect((await detailOf(employee.id, enrolled.token)).section2.alternative_procedure).toBe(true);
    });

    it('stays refused at a hiring site while the company is not enrolled in E-Verify', async () => {
      const site = await addLocation(ctx, company.id, { everifyHiringSite: true });
      const employee = await employeeWithSection1(ctx, company, { employee: { locationId: site.id } });
      const res = await completeSection2(ctx, employee.id, company.token, section2Payload({ alternativeProcedure: true })).expect(400);
      expect(res.body.errors).toEqual([{ msg: expect.stringContaining('participate in E-Verify'), param: 'alternativeProcedure' }]);
    });
  });

  describe("deadlines on the location's business days", () => {
    it('a Friday start is due Monday at a location open at weekends, Wednesday at one closed on them', async () => {
      // Sunday 2026-11-15, noon in Chicago.
      standAt('2026-11-15T18:00:00Z');
      const open = await addLocation(ctx, company.id, { openOnWeekends: true });
      const closed = await addLocation(ctx, company.id, { openOnWeekends: false });
      const atOpen = await ctx.newEmployee(company, { locationId: open.id, startDate: '2026-11-13' });
      const atClosed = await ctx.newEmployee(company, { locationId: closed.id, startDate: '2026-11-13' });
      expect(await detailOf(atOpen.id)).toMatchObject({ section2_due_date: '2026-11-16', section2_days_left: 1, section2_days_unit: 'business', section2_late: false });
      expect(await detailOf(atClosed.id)).toMatchObject({ section2_due_date: '2026-11-18', section2_days_left: 3, section2_late: false });
      // The list says the same.
      const list = (await ctx.http.get('/api/employees').set('Authorization', ctx.auth(company.token)).expect(200)).body.data;
      expect(list.find((e: { id: string }) => e.id === atOpen.id).section2_due_date).toBe('2026-11-16');
    });

    it('the due date Section 2 records is counted on the location where the employee works', async () => {
      standAt('2026-11-17T18:00:00Z');
      const open = await addLocation(ctx, company.id, { openOnWeekends: true, closedOnFederalHolidays: true });
      const employee = await employeeWithSection1(ctx, company, { employee: { locationId: open.id } });
      await completeSection2(ctx, employee.id, company.token, section2Payload({ firstDayOfEmployment: '2026-11-13' })).expect(201);
      expect(await section2Row(employee.id)).toMatchObject({ due_date: '2026-11-16', signed_on: '2026-11-17' });
      expect((await detailOf(employee.id)).section2).toMatchObject({ due_date: '2026-11-16', late: true });
    });
  });

  describe("the E-Verify case's deadline on the location's business days", () => {
    it('a Friday first day: the case is due Monday at a weekend-open location, Wednesday at one closed at weekends', async () => {
      standAt('2026-11-15T18:00:00Z');
      const enrolled = await ctx.newCompany({ timeZone: 'America/Chicago' });
      await joinEVerify(ctx, enrolled);
      const caseDueAt = async (openOnWeekends: boolean) => {
        const location = await addLocation(ctx, enrolled.id, { openOnWeekends });
        const employee = await employeeWithSection1(ctx, enrolled, { employee: { locationId: location.id } });
        await completeSection2(ctx, employee.id, enrolled.token, section2Payload({ firstDayOfEmployment: '2026-11-13' })).expect(201);
        return (await detailOf(employee.id, enrolled.token)).everify;
      };
      expect(await caseDueAt(true)).toMatchObject({ case_due_date: '2026-11-16', case_days_left: 1, case_days_unit: 'business' });
      expect(await caseDueAt(false)).toMatchObject({ case_due_date: '2026-11-18', case_days_left: 3, case_days_unit: 'business' });
    });
  });

  describe("today, on the location's calendar (company in New York, location in Honolulu)", () => {
    let eastern: CompanyAccount;
    let honolulu: number;
    beforeAll(async () => {
      eastern = await ctx.newCompany({ timeZone: 'America/New_York' });
      await ctx.dataSource.query('UPDATE companies SET street = $2, city = $3, state = $4, zip = $5 WHERE id = $1', [eastern.id, ...Object.values(COMPANY_ADDRESS)]);
      honolulu = (await addLocation(ctx, eastern.id, { timeZone: 'Pacific/Honolulu' })).id;
    });

    // A Friday 2026-11-20 start, closed at weekends: Section 2 is due Wednesday 2026-11-25.
    it('at 23:30 on the due day in Honolulu (04:30 the next day in New York) Section 2 is due today, not late', async () => {
      standAt('2026-11-26T09:30:00Z');
      const employee = await ctx.newEmployee(eastern, { locationId: honolulu, startDate: '2026-11-20' });
      expect(await detailOf(employee.id, eastern.token)).toMatchObject({ section2_due_date: '2026-11-25', section2_days_left: 0, section2_late: false });
    });

    it('at 00:30 the next day in Honolulu it is late', async () => {
      standAt('2026-11-26T10:30:00Z');
      const employee = await ctx.newEmployee(eastern, { locationId: honolulu, startDate: '2026-11-20' });
      expect(await detailOf(employee.id, eastern.token)).toMatchObject({ section2_due_date: '2026-11-25', section2_days_left: -1, section2_late: true });
    });

    it("judges a new employee's offer date on Honolulu's today: the 26th is still the future at 23:30 on the 25th there", async () => {
      const add = (offerAcceptedOn: string) =>
        ctx.http.post('/api/employees').set('Authorization', ctx.auth(eastern.token)).send({ firstname: 'Kai', lastname: 'Akana', email: 'kai@example.test', locationId: honolulu, offerAcceptedOn });
      standAt('2026-11-26T09:30:00Z');
      expect((await add('2026-11-26').expect(400)).body.errors).toEqual([{ msg: 'The job offer cannot be accepted in the future.', param: 'offerAcceptedOn' }]);
      standAt('2026-11-26T10:30:00Z');
      await add('2026-11-26').expect(201);
    });

    it("signs Section 2 on Honolulu's date: the 25th at 23:30 there, the 26th at 00:30", async () => {
      const signedOn = async (instant: string) => {
        standAt(instant);
        const employee = await employeeWithSection1(ctx, eastern, { employee: { locationId: honolulu } });
        await completeSection2(ctx, employee.id, eastern.token, section2Payload({ firstDayOfEmployment: '2026-11-20' })).expect(201);
        return (await section2Row(employee.id)).signed_on;
      };
      expect(await signedOn('2026-11-26T09:30:00Z')).toBe('2026-11-25');
      expect(await signedOn('2026-11-26T10:30:00Z')).toBe('2026-11-26');
    });
  });
});
