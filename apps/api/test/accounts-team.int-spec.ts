import { FieldCipher, fieldAt } from '@clearhire/server';
import { TestContext, type CompanyAccount } from './support/test-app';
import { erdPayload, uniqueEmail } from './support/payloads';

/** A company's owners and members, invitations, and the administrators: roles, last owner, last administrator, isolation. */
describe('company users and administrators', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await TestContext.start()));
  afterAll(() => ctx.close());

  const as = (token: string) => ({ Authorization: ctx.auth(token) });
  /** The token the invitation mail carries, read back the way the worker reads it. */
  const invitationToken = async (id: string): Promise<string> => {
    const [row] = await ctx.dataSource.query('SELECT token_encrypted FROM account_links WHERE id = $1', [id]);
    return ctx.app.get(FieldCipher).decryptText(row.token_encrypted, fieldAt('account_links', 'token_encrypted', id));
  };
  const invite = (company: CompanyAccount, email: string, role: 'owner' | 'member', token = company.token) =>
    ctx.http.post(`/api/companies/${company.id}/invitations`).set(as(token)).send({ email, role });
  /** Someone invited and accepted: their e-mail, id and session token. */
  const teammate = async (company: CompanyAccount, role: 'owner' | 'member') => {
    const email = uniqueEmail(role);
    const invitation = await invite(company, email, role).expect(201);
    const token = await invitationToken(invitation.body.id);
    const accepted = await ctx.http.post('/api/auth/invitations/accept').send({ token, firstname: 'Sam', lastname: 'Rivera', password: 'teammate secret', password2: 'teammate secret' }).expect(201);
    const team = await ctx.http.get(`/api/companies/${company.id}/users`).set(as(company.token)).expect(200);
    const id = (team.body.users as { id: string; email: string }[]).find((u) => u.email === email)!.id;
    return { email, id, token: accepted.body.token as string };
  };

  it('an owner invites a member, who sees whom the invitation is for, joins with a name and password, and is a member', async () => {
    const company = await ctx.newCompany();
    const email = uniqueEmail('member');
    const invitation = await invite(company, email.toUpperCase(), 'member').expect(201);
    const token = await invitationToken(invitation.body.id);
    const lookup = await ctx.http.post('/api/auth/invitations/lookup').send({ token }).expect(200);
    expect(lookup.body).toEqual({ email, companyName: company.name, role: 'member', expiresAt: expect.any(String) });
    const pending = await ctx.http.get(`/api/companies/${company.id}/users`).set(as(company.token)).expect(200);
    expect(pending.body.invitations).toEqual([expect.objectContaining({ id: invitation.body.id, email, role: 'member' })]);
    const accepted = await ctx.http.post('/api/auth/invitations/accept').send({ token, firstname: 'Sam', lastname: 'Rivera', password: 'teammate secret', password2: 'teammate secret' }).expect(201);
    const claims = JSON.parse(Buffer.from(accepted.body.token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ isAdmin: false, companyId: company.id, role: 'member', name: 'Sam Rivera' });
    // The member works in the company: its employees, its team (read-only).
    await ctx.http.get('/api/employees').set(as(accepted.body.token)).expect(200);
    const team = await ctx.http.get(`/api/companies/${company.id}/users`).set(as(accepted.body.token)).expect(200);
    expect(team.body.users.map((u: { role: string; you: boolean }) => [u.role, u.you])).toEqual([
      ['owner', false],
      ['member', true],
    ]);
    expect(team.body.invitations).toEqual([]);
    // Used once.
    await ctx.http.post('/api/auth/invitations/accept').send({ token, firstname: 'Sam', lastname: 'Rivera', password: 'teammate secret', password2: 'teammate secret' }).expect(400);
    await ctx.http.post('/api/auth/invitations/lookup').send({ token }).expect(400);
  });

  it('keeps owners-only work from members: inviting, changing users, signing the ERD', async () => {
    const company = await ctx.newCompany({ erd: 'none' });
    const member = await teammate(company, 'member');
    const owners = { errors: [{ msg: "Only an owner of the company can do this: ask one of your company's owners." }] };
    expect((await invite(company, uniqueEmail('x'), 'member', member.token).expect(403)).body).toEqual(owners);
    expect((await ctx.http.patch(`/api/companies/${company.id}/users/${member.id}`).set(as(member.token)).send({ role: 'owner' }).expect(403)).body).toEqual(owners);
    await ctx.http.delete(`/api/companies/${company.id}/users/${member.id}`).set(as(member.token)).expect(403);
    expect((await ctx.http.post('/api/forms/erd').set(as(member.token)).send(erdPayload()).expect(403)).body).toEqual(owners);
    await ctx.http.post('/api/forms/erd').set(as(company.token)).send(erdPayload()).expect(201);
  });

  it('refuses invitations that cannot be: bad input, an address with an account, expired or withdrawn links', async () => {
    const company = await ctx.newCompany();
    for (const body of [{ email: 'not-an-address', role: 'member' }, { email: uniqueEmail('r'), role: 'boss' }, { role: 'member' }, {}]) {
      const res = await ctx.http.post(`/api/companies/${company.id}/invitations`).set(as(company.token)).send(body).expect(400);
      expect(res.body.errors.length).toBeGreaterThan(0);
    }
    expect((await invite(company, company.email, 'member').expect(409)).body).toEqual({ errors: [{ msg: 'This address already has a ClearHire account.', param: 'email' }] });
    const expired = await invite(company, uniqueEmail('late'), 'member').expect(201);
    await ctx.dataSource.query(`UPDATE account_links SET expires_at = now() - interval '1 second' WHERE id = $1`, [expired.body.id]);
    const accept = (token: string) => ctx.http.post('/api/auth/invitations/accept').send({ token, firstname: 'Sam', lastname: 'Rivera', password: 'teammate secret', password2: 'teammate secret' });
    await accept(await invitationToken(expired.body.id)).expect(400);
    const withdrawn = await invite(company, uniqueEmail('withdrawn'), 'member').expect(201);
    const token = await invitationToken(withdrawn.body.id);
    await ctx.http.delete(`/api/companies/${company.id}/invitations/${withdrawn.body.id}`).set(as(company.token)).expect(204);
    await accept(token).expect(400);
    await ctx.http.delete(`/api/companies/${company.id}/invitations/${withdrawn.body.id}`).set(as(company.token)).expect(404);
    // Inviting the same address again retires the first link.
    const email = uniqueEmail('twice');
    const first = await invite(company, email, 'member').expect(201);
    const firstToken = await invitationToken(first.body.id);
    await invite(company, email, 'owner').expect(201);
    await accept(firstToken).expect(400);
    // A common password, a mismatch, no name: refused, the link still usable.
    const fresh = await invite(company, uniqueEmail('fresh'), 'member').expect(201);
    const freshToken = await invitationToken(fresh.body.id);
    for (const [body, param] of [
      [{ token: freshToken, firstname: 'Sam', lastname: 'Rivera', password: 'password1', password2: 'password1' }, 'password'],
      [{ token: freshToken, firstname: 'Sam', lastname: 'Rivera', password: 'teammate secret', password2: 'teammate secreT' }, 'password2'],
      [{ token: freshToken, lastname: 'Rivera', password: 'teammate secret', password2: 'teammate secret' }, 'firstname'],
    ] as const) {
      const res = await ctx.http.post('/api/auth/invitations/accept').send(body).expect(400);
      expect(res.body.errors.map((e: { param: string }) => e.param)).toContain(param);
    }
    await accept(freshToken).expect(201);
  });

  it('changes roles and disables users at once, and always keeps one owner who can log in', async () => {
    const company = await ctx.newCompany();
    const member = await teammate(company, 'member');
    const ownerId = (await ctx.http.get(`/api/companies/${company.id}/users`).set(as(company.token)).expect(200)).body.users[0].id as string;
    // The list offers only what the API accepts: the only owner nothing on themself (issue 32), a member nothing at all.
    const offered = async (token: string) =>
      Object.fromEntries(((await ctx.http.get(`/api/companies/${company.id}/users`).set(as(token)).expect(200)).body.users as { id: string; actions: string[] }[]).map((u) => [u.id, u.actions]));
    expect(await offered(company.token)).toEqual({ [ownerId]: [], [member.id]: ['make-owner', 'disable', 'remove'] });
    expect(await offered(member.token)).toEqual({ [ownerId]: [], [member.id]: [] });
    expect(await offered(await ctx.adminToken())).toEqual({ [ownerId]: [], [member.id]: ['make-owner', 'disable', 'remove'] });
    const lastOwner = { errors: [{ msg: 'A company always keeps at least one owner who can log in: make another user an owner first.' }] };
    expect((await ctx.http.patch(`/api/companies/${company.id}/users/${ownerId}`).set(as(company.token)).send({ role: 'member' }).expect(409)).body).toEqual(lastOwner);
    await ctx.http.patch(`/api/companies/${company.id}/users/${ownerId}`).set(as(company.token)).send({ disabled: true }).expect(409);
    await ctx.http.delete(`/api/companies/${company.id}/users/${ownerId}`).set(as(company.token)).expect(409);
    // Promoted: the member's old token (a member's) ends; a new login carries the owner role.
    const promoted = await ctx.http.patch(`/api/companies/${company.id}/users/${member.id}`).set(as(company.token)).send({ role: 'owner' }).expect(200);
    expect(promoted.body.data).toMatchObject({ id: member.id, role: 'owner', disabled: false, actions: ['make-member', 'disable', 'remove'] });
    // Two owners who can log in: either may now step down.
    expect(await offered(company.token)).toEqual({ [ownerId]: ['make-member', 'disable', 'remove'], [member.id]: ['make-member', 'disable', 'remove'] });
    await ctx.http.get('/api/employees').set(as(member.token)).expect(401);
    const ownerToken = await ctx.login(member.email, 'teammate secret');
    // Now the first owner may step down.
    await ctx.http.patch(`/api/companies/${company.id}/users/${ownerId}`).set(as(ownerToken)).send({ role: 'member' }).expect(200);
    await ctx.http.get('/api/employees').set(as(company.token)).expect(401);
    // Disabled: sessions end, login says so (only to whoever knows the password); enabled again: login works.
    await ctx.http.patch(`/api/companies/${company.id}/users/${ownerId}`).set(as(ownerToken)).send({ disabled: true }).expect(200);
    const refused = await ctx.http.post('/api/auth/login').send({ email: company.email, password: 'correct horse battery' }).expect(401);
    expect(refused.body.errors[0].msg).toMatch(/disabled/);
    expect((await ctx.http.post('/api/auth/login').send({ email: company.email, password: 'wrong guess here' }).expect(401)).body.errors[0].msg).toBe('The e-mail or password is incorrect.');
    await ctx.http.patch(`/api/companies/${company.id}/users/${ownerId}`).set(as(ownerToken)).send({ disabled: false }).expect(200);
    await ctx.login(company.email, 'correct horse battery');
    for (const body of [{}, { role: 'boss' }, { disabled: 'yes' }]) {
      await ctx.http.patch(`/api/companies/${company.id}/users/${ownerId}`).set(as(ownerToken)).send(body).expect(400);
    }
    // Removed: gone from the team, sessions ended, cannot log in.
    const removedToken = await ctx.login(company.email, 'correct horse battery');
    await ctx.http.delete(`/api/companies/${company.id}/users/${ownerId}`).set(as(ownerToken)).expect(204);
    await ctx.http.get('/api/employees').set(as(removedToken)).expect(401);
    await ctx.http.post('/api/auth/login').send({ email: company.email, password: 'correct horse battery' }).expect(401);
    const team = await ctx.http.get(`/api/companies/${company.id}/users`).set(as(ownerToken)).expect(200);
    expect(team.body.users.map((u: { id: string }) => u.id)).toEqual([member.id]);
    const actions: { action: string }[] = await ctx.dataSource.query(`SELECT action FROM audit_events WHERE record_id IN ($1, $2) AND action LIKE 'company.user_%' ORDER BY id`, [member.id, ownerId]);
    expect(actions.map((a) => a.action)).toEqual(['company.user_updated', 'company.user_updated', 'company.user_updated', 'company.user_updated', 'company.user_removed']);
  });

  it('withdraws the invitations of an owner who is made a member, disabled or removed', async () => {
    const company = await ctx.newCompany();
    const second = await teammate(company, 'owner');
    const accept = async (id: string) =>
      ctx.http.post('/api/auth/invitations/accept').send({ token: await invitationToken(id), firstname: 'Alt', lastname: 'Account', password: 'teammate secret', password2: 'teammate secret' });
    // Invitations sent by the second owner, who is then made a member: they no longer open.
    const sent = await invite(company, uniqueEmail('alt'), 'owner', second.token).expect(201);
    const token = await invitationToken(sent.body.id);
    await ctx.http.patch(`/api/companies/${company.id}/users/${second.id}`).set(as(company.token)).send({ role: 'member' }).expect(200);
    await ctx.http.post('/api/auth/invitations/accept').send({ token, firstname: 'Alt', lastname: 'Account', password: 'teammate secret', password2: 'teammate secret' }).expect(400);
    // An owner removed leaves no open invitation behind either.
    const third = await teammate(company, 'owner');
    const beforeRemoval = await invite(company, uniqueEmail('alt2'), 'owner', third.token).expect(201);
    const tokenBefore = await invitationToken(beforeRemoval.body.id);
    await ctx.http.delete(`/api/companies/${company.id}/users/${third.id}`).set(as(company.token)).expect(204);
    await ctx.http.post('/api/auth/invitations/accept').send({ token: tokenBefore, firstname: 'Alt', lastname: 'Account', password: 'teammate secret', password2: 'teammate secret' }).expect(400);
    // The first owner's own invitations are untouched.
    await accept((await invite(company, uniqueEmail('kept'), 'member').expect(201)).body.id).then((res) => expect(res.status).toBe(201));
  });

  it("never shows or changes another company's users or invitations", async () => {
    const [a, b] = [await ctx.newCompany(), await ctx.newCompany()];
    const member = await teammate(a, 'member');
    const invitation = await invite(a, uniqueEmail('pending'), 'member').expect(201);
    await ctx.http.get(`/api/companies/${a.id}/users`).set(as(b.token)).expect(404);
    await invite(a, uniqueEmail('intruder'), 'owner', b.token).expect(404);
    await ctx.http.patch(`/api/companies/${a.id}/users/${member.id}`).set(as(b.token)).send({ role: 'owner' }).expect(404);
    await ctx.http.delete(`/api/companies/${a.id}/users/${member.id}`).set(as(b.token)).expect(404);
    await ctx.http.delete(`/api/companies/${a.id}/invitations/${invitation.body.id}`).set(as(b.token)).expect(404);
    // Through B's own company: A's user and invitation are not B's.
    await ctx.http.patch(`/api/companies/${b.id}/users/${member.id}`).set(as(b.token)).send({ role: 'owner' }).expect(404);
    await ctx.http.delete(`/api/companies/${b.id}/users/${member.id}`).set(as(b.token)).expect(404);
    await ctx.http.delete(`/api/companies/${b.id}/invitations/${invitation.body.id}`).set(as(b.token)).expect(404);
    // Nothing changed for A.
    const team = await ctx.http.get(`/api/companies/${a.id}/users`).set(as(a.token)).expect(200);
    expect(team.body.users.map((u: { role: string }) => u.role)).toEqual(['owner', 'member']);
    expect(team.body.invitations).toHaveLength(1);
    await ctx.http.get('/api/employees').set(as(member.token)).expect(200);
  });

  it('lets an administrator manage any company and invite and disable administrators, never the last one', async () => {
    const admin = await ctx.adminToken();
    const company = await ctx.newCompany();
    await invite(company, uniqueEmail('by-admin'), 'owner', admin).expect(201);
    await ctx.http.get(`/api/companies/${company.id}/users`).set(as(admin)).expect(200);
    await ctx.http.get(`/api/companies/999999/users`).set(as(admin)).expect(404);
    // A company user may not see or invite administrators.
    await ctx.http.get('/api/admins').set(as(company.token)).expect(403);
    await ctx.http.post('/api/admins/invitations').set(as(company.token)).send({ email: uniqueEmail('x') }).expect(403);

    const email = uniqueEmail('new-admin');
    const invited = await ctx.http.post('/api/admins/invitations').set(as(admin)).send({ email }).expect(201);
    const lookup = await ctx.http.post('/api/auth/invitations/lookup').send({ token: await invitationToken(invited.body.id) }).expect(200);
    expect(lookup.body).toMatchObject({ email, companyName: null, role: null });
    const accepted = await ctx.http
      .post('/api/auth/invitations/accept')
      .send({ token: await invitationToken(invited.body.id), firstname: 'Alex', lastname: 'Admin', password: 'second admin secret', password2: 'second admin secret' })
      .expect(201);
    const claims = JSON.parse(Buffer.from(accepted.body.token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ isAdmin: true, companyId: null, role: null });
    const admins = await ctx.http.get('/api/admins').set(as(accepted.body.token)).expect(200);
    const newAdmin = (admins.body.users as { id: string; email: string }[]).find((u) => u.email === email)!;
    // Disabled: that administrator's session ends at once.
    await ctx.http.patch(`/api/admins/${newAdmin.id}`).set(as(admin)).send({ disabled: true }).expect(200);
    await ctx.http.get('/api/admins').set(as(accepted.body.token)).expect(401);
    await ctx.http.patch(`/api/admins/${newAdmin.id}`).set(as(admin)).send({}).expect(400);
    // The last administrator who can log in stays: every other one disabled, this one cannot be.
    await ctx.dataSource.query('UPDATE users SET disabled_at = now() WHERE is_admin AND id <> $1', [adminIdOf(admin)]);
    const listed = (await ctx.http.get('/api/admins').set(as(admin)).expect(200)).body.users as { id: string; actions: string[] }[];
    expect(listed.find((u) => u.id === adminIdOf(admin))?.actions).toEqual([]);
    expect(listed.find((u) => u.id === newAdmin.id)?.actions).toEqual(['enable']);
    const last = await ctx.http.patch(`/api/admins/${adminIdOf(admin)}`).set(as(admin)).send({ disabled: true }).expect(409);
    expect(last.body).toEqual({ errors: [{ msg: 'There must always be at least one administrator who can log in: invite another one first.' }] });
    await ctx.dataSource.query(`UPDATE users SET disabled_at = NULL WHERE is_admin`);
  });

  const adminIdOf = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).userId;
});
