import { encodeCompanyLinkId } from '@clearhire/domain';
import { FieldCipher, fieldAt } from '@clearhire/server';
import { TestContext, type CompanyAccount } from './support/test-app';

interface LocationBody {
  id: number;
  name: string;
  prescreening_link: string;
  time_zone: string;
  employees: number;
  submissions: number;
}

/** A company's locations: owners manage them, members are assigned to theirs and see only what happens there. */
describe('locations', () => {
  let ctx: TestContext;
  let admin: string;
  let company: CompanyAccount;
  let other: CompanyAccount;
  beforeAll(async () => {
    ({ ctx, admin, companies: [company, other] } = await TestContext.withCompanies(2));
  });
  afterAll(() => ctx.close());

  const as = (token: string) => ({ Authorization: ctx.auth(token) });
  const listOf = async (c: CompanyAccount, token = c.token): Promise<LocationBody[]> => (await ctx.http.get(`/api/companies/${c.id}/locations`).set(as(token)).expect(200)).body.data;
  const create = (c: CompanyAccount, body: Record<string, unknown>, token = c.token) => ctx.http.post(`/api/companies/${c.id}/locations`).set(as(token)).send(body);
  const auditOf = (action: string, recordId: string | number): Promise<{ detail: Record<string, unknown>; actor_id: string }[]> =>
    ctx.dataSource.query('SELECT detail, actor_id FROM audit_events WHERE action = $1 AND record_id = $2 ORDER BY id', [action, String(recordId)]);
  const addEmployee = async (token: string, locationId: number): Promise<string> =>
    (await ctx.http.post('/api/employees').set(as(token)).send({ firstname: 'Ana', lastname: 'Silva', email: `ana-${locationId}-${Math.random().toString(36).slice(2, 8)}@example.test`, locationId }).expect(201)).body.employeeId;
  const addSubmission = (c: CompanyAccount, locationId: number) => ctx.newSubmission(c.id, { locationId });

  it("lists a company's first location with its own pre-screening link, and hides another company's", async () => {
    const [first] = await listOf(company);
    expect(first).toMatchObject({ name: company.name, time_zone: expect.any(String), everify_hiring_site: false, employees: 0, submissions: 0 });
    expect(first.prescreening_link).toMatch(new RegExp(`^/prescreening/${encodeCompanyLinkId(company.id)}/[A-Za-z0-9_-]{22}$`));
    await ctx.http.get(`/api/companies/${other.id}/locations`).set(as(company.token)).expect(404);
    expect(await listOf(other, admin)).toHaveLength(1);
  });

  it('adds locations with their settings, refuses bad input and a duplicate name, and audits what was set', async () => {
    const bad = await create(company, { name: '  ', state: 'XX', zip: '12a', timeZone: 'Mars/Base', openOnWeekends: 'yes' }).expect(400);
    expect(bad.body.errors.map((e: { param: string }) => e.param).sort()).toEqual(['name', 'openOnWeekends', 'state', 'timeZone', 'zip']);
    await create(company, { name: 'x'.repeat(101) }).expect(400);
    const before = await listOf(company);
    expect(before).toHaveLength(1);

    const added = await create(company, { name: '  Downtown  ', street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', timeZone: 'America/Chicago', everifyHiringSite: true, openOnWeekends: true }).expect(201);
    expect(added.body.data).toMatchObject({
      name: 'Downtown',
      street: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      time_zone: 'America/Chicago',
      everify_hiring_site: true,
      open_on_weekends: true,
      closed_on_federal_holidays: false,
    });
    expect(added.body.data.prescreening_link).not.toBe(before[0].prescreening_link);
    const duplicate = await create(company, { name: 'Downtown' }).expect(409);
    expect(duplicate.body.errors).toEqual([{ msg: expect.any(String), param: 'name' }]);
    // Another company may use the same name.
    await create(other, { name: 'Downtown' }).expect(201);
    const [event] = await auditOf('location.created', added.body.data.id);
    expect(event.detail).toMatchObject({ name: 'Downtown', timeZone: 'America/Chicago', everifyHiringSite: true });
    // The company's time zone when none is given.
    const plain = await create(company, { name: 'Warehouse' }).expect(201);
    expect(plain.body.data.time_zone).toBe(before[0].time_zone);
  });

  it('changes a location and issues a new link; refuses a taken name and bad input, changing nothing', async () => {
    const { body } = await create(company, { name: 'Airport' }).expect(201);
    const id = body.data.id as number;
    const changed = await ctx.http.patch(`/api/companies/${company.id}/locations/${id}`).set(as(company.token)).send({ name: 'Airport Terminal', closedOnFederalHolidays: true }).expect(200);
    expect(changed.body.data).toMatchObject({ name: 'Airport Terminal', closed_on_federal_holidays: true, prescreening_link: body.data.prescreening_link });
    const [event] = await auditOf('location.updated', id);
    expect(event.detail).toEqual({ name: { from: 'Airport', to: 'Airport Terminal' }, closedOnFederalHolidays: { from: false, to: true } });
    await ctx.http.patch(`/api/companies/${company.id}/locations/${id}`).set(as(company.token)).send({ name: 'Downtown' }).expect(409);
    await ctx.http.patch(`/api/companies/${company.id}/locations/${id}`).set(as(company.token)).send({ state: 'ZZ' }).expect(400);
    await ctx.http.patch(`/api/companies/${company.id}/locations/${id}`).set(as(company.token)).send({}).expect(400);
    const regenerated = await ctx.http.patch(`/api/companies/${company.id}/locations/${id}`).set(as(company.token)).send({ regenerateLink: true }).expect(200);
    expect(regenerated.body.data.prescreening_link).not.toBe(body.data.prescreening_link);
    const after = (await listOf(company)).find((l) => l.id === id)!;
    expect(after).toMatchObject({ name: 'Airport Terminal', prescreening_link: regenerated.body.data.prescreening_link });
    // Another company's location is not found, even by its id.
    await ctx.http.patch(`/api/companies/${other.id}/locations/${id}`).set(as(company.token)).send({ name: 'Mine' }).expect(404);
    await ctx.http.patch(`/api/companies/${company.id}/locations/${id}`).set(as(other.token)).send({ name: 'Mine' }).expect(404);
    // An administrator may change any company's.
    await ctx.http.patch(`/api/companies/${company.id}/locations/${id}`).set(as(admin)).send({ openOnWeekends: true }).expect(200);
    // The address is set, then cleared as a whole.
    const addressed = await ctx.http.patch(`/api/companies/${company.id}/locations/${id}`).set(as(company.token)).send({ street: '9 Gate Rd', city: 'Austin', state: 'TX', zip: '78719' }).expect(200);
    expect(addressed.body.data).toMatchObject({ street: '9 Gate Rd', city: 'Austin', state: 'TX', zip: '78719' });
    await ctx.http.patch(`/api/companies/${company.id}/locations/${id}`).set(as(company.token)).send({ clearAddress: true, city: 'Dallas' }).expect(400);
    const cleared = await ctx.http.patch(`/api/companies/${company.id}/locations/${id}`).set(as(company.token)).send({ clearAddress: true }).expect(200);
    expect(cleared.body.data).toMatchObject({ street: null, city: null, state: null, zip: null });
  });

  it('deletes only an empty location, never the last one, and unassigns its members', async () => {
    const solo = await ctx.newCompany();
    const [only] = await listOf(solo);
    expect((await ctx.http.delete(`/api/companies/${solo.id}/locations/${only.id}`).set(as(solo.token)).expect(409)).body.errors[0].msg).toMatch(/at least one location/);

    const busy = (await create(solo, { name: 'Busy' }).expect(201)).body.data.id as number;
    const applied = (await create(solo, { name: 'Applied' }).expect(201)).body.data.id as number;
    const empty = (await create(solo, { name: 'Empty' }).expect(201)).body.data.id as number;
    await addEmployee(solo.token, busy);
    await addSubmission(solo, applied);
    await ctx.http.delete(`/api/companies/${solo.id}/locations/${busy}`).set(as(solo.token)).expect(409);
    await ctx.http.delete(`/api/companies/${solo.id}/locations/${applied}`).set(as(solo.token)).expect(409);
    const counts = await listOf(solo);
    expect(counts.find((l) => l.id === busy)).toMatchObject({ employees: 1, submissions: 0 });
    expect(counts.find((l) => l.id === applied)).toMatchObject({ employees: 0, submissions: 1 });

    const member = await ctx.newMember(solo, [empty, busy]);
    await ctx.http.delete(`/api/companies/${solo.id}/locations/${empty}`).set(as(member.token)).expect(403);
    await ctx.http.delete(`/api/companies/${other.id}/locations/${empty}`).set(as(solo.token)).expect(404);
    await ctx.http.delete(`/api/companies/${solo.id}/locations/${empty}`).set(as(solo.token)).expect(204);
    expect((await listOf(solo)).map((l) => l.id)).not.toContain(empty);
    expect(await auditOf('location.deleted', empty)).toHaveLength(1);
    const team = await ctx.http.get(`/api/companies/${solo.id}/users`).set(as(solo.token)).expect(200);
    expect(team.body.users.find((u: { id: string }) => u.id === member.id).locations).toEqual([{ id: busy, name: 'Busy' }]);
  });

  describe("members and their locations", () => {
    let site: CompanyAccount;
    let north: number;
    let south: number;
    let northEmployee: string;
    let southEmployee: string;
    let northSubmission: string;
    let southSubmission: string;
    beforeAll(async () => {
      site = await ctx.newCompany();
      north = (await listOf(site))[0].id;
      await ctx.http.patch(`/api/companies/${site.id}/locations/${north}`).set(as(site.token)).send({ name: 'North' }).expect(200);
      south = (await create(site, { name: 'South' }).expect(201)).body.data.id;
      northEmployee = await addEmployee(site.token, north);
      southEmployee = await addEmployee(site.token, south);
      northSubmission = await addSubmission(site, north);
      southSubmission = await addSubmission(site, south);
    });

    it('refuses an invitation of a member without locations, or with locations not the company\'s, and one with locations for an owner', async () => {
      const send = (body: Record<string, unknown>) => ctx.http.post(`/api/companies/${site.id}/invitations`).set(as(site.token)).send({ email: `m-${Math.random().toString(36).slice(2, 8)}@example.test`, ...body });
      expect((await send({ role: 'member' }).expect(400)).body.errors).toEqual([{ msg: expect.any(String), param: 'locationIds' }]);
      const otherLocation = (await listOf(other))[0].id;
      expect((await send({ role: 'member', locationIds: [north, otherLocation] }).expect(400)).body.errors).toEqual([{ msg: expect.any(String), param: 'locationIds' }]);
      await send({ role: 'member', locationIds: [] }).expect(400);
      await send({ role: 'member', locationIds: ['x'] }).expect(400);
      await send({ role: 'owner', locationIds: [north] }).expect(400);
      const [{ n }] = await ctx.dataSource.query(`SELECT count(*)::int AS n FROM account_links WHERE company_id = $1 AND purpose = 'invitation'`, [site.id]);
      expect(n).toBe(0);
    });

    it('shows a pending invitation with its locations, and the member, once joined, sees only their location', async () => {
      const invited = await ctx.http.post(`/api/companies/${site.id}/invitations`).set(as(site.token)).send({ email: 'north-only@example.test', role: 'member', locationIds: [north] }).expect(201);
      const team = await ctx.http.get(`/api/companies/${site.id}/users`).set(as(site.token)).expect(200);
      expect(team.body.invitations.find((i: { id: string }) => i.id === invited.body.id).locations).toEqual([{ id: north, name: 'North' }]);

      const member = await ctx.newMember(site, [north]);
      expect((await listOf(site, member.token)).map((l) => l.name)).toEqual(['North']);
      const employees = await ctx.http.get('/api/employees').set(as(member.token)).expect(200);
      expect(employees.body.data.map((e: { id: string }) => e.id)).toEqual([northEmployee]);
      expect(employees.body.data[0].location).toEqual({ id: north, name: 'North' });
      const submissions = await ctx.http.get('/api/submissions').set(as(member.token)).expect(200);
      expect(submissions.body.data.map((s: { id: string }) => s.id)).toEqual([northSubmission]);
      expect(submissions.body.counts.total).toBe(1);
      await ctx.http.get(`/api/employees/${southEmployee}`).set(as(member.token)).expect(404);
      await ctx.http.get(`/api/submissions/${southSubmission}`).set(as(member.token)).expect(404);
      const detail = await ctx.http.get(`/api/submissions/${northSubmission}`).set(as(member.token)).expect(200);
      expect(detail.body.data.location).toEqual({ id: north, name: 'North' });
      // Naming another location in a filter matches nothing rather than failing.
      expect((await ctx.http.get(`/api/employees?locationId=${south}`).set(as(member.token)).expect(200)).body.data).toEqual([]);
      expect((await ctx.http.get(`/api/submissions?locationId=${south}`).set(as(member.token)).expect(200)).body.data).toEqual([]);
      // Adding at a location not theirs is refused.
      await ctx.http.post('/api/employees').set(as(member.token)).send({ firstname: 'Bo', lastname: 'Li', email: 'bo@example.test', locationId: south }).expect(400);
    });

    it("reassigns a member's locations at once, audited, and refuses what cannot be", async () => {
      const member = await ctx.newMember(site, [north]);
      const patch = (body: Record<string, unknown>, token = site.token) => ctx.http.patch(`/api/companies/${site.id}/users/${member.id}`).set(as(token)).send(body);
      await patch({ locationIds: [] }).expect(400);
      await patch({ locationIds: [(await listOf(other))[0].id] }).expect(400);
      await patch({ locationIds: [south] }, member.token).expect(403);
      await ctx.http.get(`/api/employees/${northEmployee}`).set(as(member.token)).expect(200);

      const moved = await patch({ locationIds: [south] }).expect(200);
      expect(moved.body.data.locations).toEqual([{ id: south, name: 'South' }]);
      // The member's session goes on, now at the new location.
      await ctx.http.get(`/api/employees/${northEmployee}`).set(as(member.token)).expect(404);
      await ctx.http.get(`/api/employees/${southEmployee}`).set(as(member.token)).expect(200);
      const [event] = await ctx.dataSource.query(`SELECT detail FROM audit_events WHERE action = 'company.user_updated' AND record_id = $1 ORDER BY id DESC LIMIT 1`, [member.id]);
      expect(event.detail).toEqual({ locationIds: { from: [north], to: [south] } });

      // An owner has no locations; made a member again, they must be given some.
      await patch({ role: 'owner' }).expect(200);
      const [{ n }] = await ctx.dataSource.query('SELECT count(*)::int AS n FROM user_locations WHERE user_id = $1', [member.id]);
      expect(n).toBe(0);
      await patch({ role: 'owner', locationIds: [north] }).expect(400);
      await patch({ role: 'member' }).expect(400);
      await patch({ role: 'member', locationIds: [north, south] }).expect(200);
    });

    it('filters the lists by location for an owner, and refuses a malformed filter', async () => {
      const onlySouth = await ctx.http.get(`/api/employees?locationId=${south}`).set(as(site.token)).expect(200);
      expect(onlySouth.body.data.map((e: { id: string }) => e.id)).toEqual([southEmployee]);
      const both = await ctx.http.get(`/api/employees?locationId=${north},${south}`).set(as(site.token)).expect(200);
      expect(both.body.data.map((e: { id: string }) => e.id).sort()).toEqual([northEmployee, southEmployee].sort());
      const submissions = await ctx.http.get(`/api/submissions?locationId=${north}`).set(as(site.token)).expect(200);
      expect(submissions.body.data.map((s: { id: string }) => s.id)).toEqual([northSubmission]);
      expect(submissions.body.counts.total).toBe(1);
      await ctx.http.get('/api/employees?locationId=north').set(as(site.token)).expect(400);
      await ctx.http.get('/api/submissions?locationId=1,,2').set(as(site.token)).expect(400);
    });

    it('moves an employee to another location of the company, audited, and refuses other moves', async () => {
      const employee = await addEmployee(site.token, north);
      const move = (locationId: unknown, token = site.token) => ctx.http.patch(`/api/employees/${employee}`).set(as(token)).send({ locationId });
      await move((await listOf(other))[0].id).expect(400);
      await move('south').expect(400);
      const moved = await move(south).expect(200);
      expect(moved.body.data.location).toEqual({ id: south, name: 'South' });
      const [event] = await auditOf('employee.moved', employee);
      expect(event.detail).toEqual({ locationId: { from: north, to: south } });
      // A member moves only between their own locations.
      const northOnly = await ctx.newMember(site, [north]);
      await move(north, northOnly.token).expect(404);
      const both = await ctx.newMember(site, [north, south]);
      await move(north, both.token).expect(200);
      const third = (await create(site, { name: 'Third' }).expect(201)).body.data.id;
      await move(third, both.token).expect(400);
      const detail = (await ctx.http.get(`/api/employees/${employee}`).set(as(site.token)).expect(200)).body.data;
      expect(detail.location).toEqual({ id: north, name: 'North' });
      // Both moves stay in the employee's history, with the locations' names as they were.
      expect(detail.history.filter((h: { event: string }) => h.event === 'moved').map((h: { description: string }) => h.description)).toEqual(['Moved from North to South.', 'Moved from South to North.']);
      // Another company's owner cannot find it.
      await ctx.http.patch(`/api/employees/${employee}`).set(as(other.token)).send({ locationId: north }).expect(404);
    });
  });

  it('assigns an accepted invitation the locations still there, and none deleted since', async () => {
    const c = await ctx.newCompany();
    const kept = (await create(c, { name: 'Kept' }).expect(201)).body.data.id as number;
    const gone = (await create(c, { name: 'Gone' }).expect(201)).body.data.id as number;
    const email = `late-${Math.random().toString(36).slice(2, 8)}@example.test`;
    const invitation = await ctx.http.post(`/api/companies/${c.id}/invitations`).set(as(c.token)).send({ email, role: 'member', locationIds: [kept, gone] }).expect(201);
    const [{ detail }] = await auditOf('company.user_invited', invitation.body.id);
    expect(detail).toEqual({ role: 'member', locationIds: [kept, gone].sort((x, y) => x - y) });
    await ctx.http.delete(`/api/companies/${c.id}/locations/${gone}`).set(as(c.token)).expect(204);
    const team = await ctx.http.get(`/api/companies/${c.id}/users`).set(as(c.token)).expect(200);
    expect(team.body.invitations[0].locations).toEqual([{ id: kept, name: 'Kept' }]);
    const [row] = await ctx.dataSource.query('SELECT token_encrypted FROM account_links WHERE id = $1', [invitation.body.id]);
    const token = ctx.app.get(FieldCipher).decryptText(row.token_encrypted, fieldAt('account_links', 'token_encrypted', invitation.body.id));
    const accepted = await ctx.http.post('/api/auth/invitations/accept').send({ token, firstname: 'Lu', lastname: 'Late', password: 'teammate secret', password2: 'teammate secret' }).expect(201);
    expect((await listOf(c, accepted.body.token)).map((l) => l.name)).toEqual(['Kept']);
  });

  it('lets a member read only their locations, and refuses them changes', async () => {
    const member = await ctx.newMember(other, [(await listOf(other))[0].id]);
    expect(await listOf(other, member.token)).toHaveLength(1);
    await create(other, { name: 'By a member' }, member.token).expect(403);
    await ctx.http.get(`/api/companies/${company.id}/locations`).set(as(member.token)).expect(404);
  });
});
