import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, COMPANY_MEMBER, COMPANY_USER, renderDashboard } from '../testing/render-dashboard';
import { mockApi } from '../testing/mock-api';
import { aCompany, aLocation, aTeam, aUser, anInvitation, offeredWhileOthersManage, submissionPage } from '../testing/fixtures';
import type { TeamView } from '../../api/generated';

const LAST_OWNER = 'The company must keep at least one owner who can log in.';

/** Acme's team, kept current by the mutations the way the API would. */
function teamApi(start: TeamView = aTeam(), extra: Parameters<typeof mockApi>[0] = {}) {
  let team = start;
  let company = aCompany();
  return mockApi({
    'GET /api/companies/:id/users': () => team,
    'GET /api/companies/:id': () => ({ data: company }),
    'PATCH /api/companies/:id': (call) => {
      const body = call.body as { requireTwoFactor?: boolean };
      company = { ...company, require_two_factor: body.requireTwoFactor ?? company.require_two_factor };
      return { data: company };
    },
    'POST /api/companies/:id/invitations': (call) => {
      const body = call.body as { email: string; role: 'owner' | 'member' };
      team = { ...team, invitations: [...team.invitations, anInvitation(9, { email: body.email, role: body.role })] };
      return { status: 201, body: { id: 'inv-9' } };
    },
    'DELETE /api/companies/:id/invitations/:invitationId': (_call, params) => {
      team = { ...team, invitations: team.invitations.filter((i) => i.id !== params.invitationId) };
      return { status: 204 };
    },
    // The changed user as the API lists them next (Mo, the member these tests change: Carla still owns the company).
    'PATCH /api/companies/:id/users/:userId': (call, params) => {
      team = { ...team, users: team.users.map((u) => (u.id === params.userId ? offeredWhileOthersManage({ ...u, ...(call.body as object) }) : u)) };
      return { data: team.users.find((u) => u.id === params.userId) };
    },
    'DELETE /api/companies/:id/users/:userId/two-factor': (_call, params) => {
      team = { ...team, users: team.users.map((u) => (u.id === params.userId ? offeredWhileOthersManage({ ...u, twoFactor: false }) : u)) };
      return { data: team.users.find((u) => u.id === params.userId) };
    },
    'DELETE /api/companies/:id/users/:userId': (_call, params) => {
      team = { ...team, users: team.users.filter((u) => u.id !== params.userId) };
      return { status: 204 };
    },
    ...extra,
  });
}

const usersTable = async () => within(await screen.findByRole('table'));
const rowOf = async (name: string) => (await usersTable()).getByRole('row', { name: new RegExp(name) });

describe('Team page', () => {
  afterEach(() => vi.restoreAllMocks());

  it("lists the company's users with role, status and a (you) marker, and the pending invitations", async () => {
    teamApi(aTeam({ users: [...aTeam().users.map((u) => (u.email === 'mo@acme.example' ? { ...u, disabled: true } : u))] }));
    renderDashboard('/dashboard/team', COMPANY_USER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeTruthy();
    const carla = within(await rowOf('Carla Owner'));
    expect(carla.getByText('(you)')).toBeTruthy();
    expect(carla.getByText('carla@acme.example')).toBeTruthy();
    expect(carla.getByText('Owner')).toBeTruthy();
    expect(carla.getByText('Active')).toBeTruthy();
    const mo = within(await rowOf('Mo Member'));
    expect(mo.getByText('Member')).toBeTruthy();
    expect(mo.getByText('Disabled')).toBeTruthy();
    expect(mo.queryByText('(you)')).toBeNull();
    const invitations = within(screen.getByRole('list', { name: 'Pending invitations' }));
    expect(invitations.getByText('invited1@acme.example')).toBeTruthy();
  });

  it('gives an owner the invite form and the actions on each user and invitation', async () => {
    teamApi();
    renderDashboard('/dashboard/team', COMPANY_USER);
    const mo = within(await rowOf('Mo Member'));
    expect(mo.getByRole('button', { name: 'Make owner: Mo Member' })).toBeTruthy();
    expect(mo.getByRole('button', { name: 'Disable: Mo Member' })).toBeTruthy();
    expect(mo.getByRole('button', { name: 'Remove: Mo Member' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw: invited1@acme.example' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Invite a teammate' })).toBeTruthy();
    expect(screen.queryByText(/Only an owner/)).toBeNull();
  });

  it('shows a member the list read-only, saying that owners manage users', async () => {
    teamApi();
    renderDashboard('/dashboard/team', COMPANY_MEMBER);
    await rowOf('Mo Member');
    expect(screen.getByText('Only an owner of your company can invite, change or remove users.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Invite a teammate' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove|Disable|Make owner|Make member|Withdraw/ })).toBeNull();
    expect(screen.getByText('invited1@acme.example')).toBeTruthy();
  });

  it('invites by e-mail with the role chosen, then says the invitation went', async () => {
    const api = teamApi();
    renderDashboard('/dashboard/team', COMPANY_USER);
    const form = within(await screen.findByRole('form', { name: 'Invite a teammate' }));
    const role = form.getByLabelText('Role');
    expect(within(role).getAllByRole('option').map((o) => o.textContent)).toEqual(['Owner', 'Member']);
    await userEvent.type(form.getByLabelText('E-mail'), ' new.owner@acme.example ');
    await userEvent.selectOptions(role, 'owner');
    await userEvent.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to new.owner@acme.example.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/companies/7/invitations')[0].body).toEqual({ email: 'new.owner@acme.example', role: 'owner' });
    // The list is read again and shows the new invitation; the field is emptied for the next one.
    expect(await screen.findByText('new.owner@acme.example')).toBeTruthy();
    expect((form.getByLabelText('E-mail') as HTMLInputElement).value).toBe('');
  });

  describe('with several locations', () => {
    const LOCATIONS = { 'GET /api/companies/:id/locations': () => ({ data: [aLocation(70, 'Acme'), aLocation(71, 'Airport')] }) };

    it("shows each member's locations, and asks which locations an invited member works at", async () => {
      const api = teamApi(aTeam(), LOCATIONS);
      renderDashboard('/dashboard/team', COMPANY_USER);
      expect(within(await rowOf('Carla Owner')).getByText('All locations')).toBeTruthy();
      expect(within(await rowOf('Mo Member')).getByText('Acme')).toBeTruthy();
      expect(within(screen.getByRole('list', { name: 'Pending invitations' })).getByText(/at Acme/)).toBeTruthy();
      const form = within(await screen.findByRole('form', { name: 'Invite a teammate' }));
      const places = within(await form.findByRole('group', { name: 'Locations' }));
      await userEvent.type(form.getByLabelText('E-mail'), 'new.member@acme.example');
      await userEvent.click(form.getByRole('button', { name: 'Send invitation' }));
      expect(await form.findByText('Choose at least one location.')).toBeTruthy();
      expect(api.callsTo('POST', '/api/companies/7/invitations')).toHaveLength(0);
      await userEvent.click(places.getByLabelText('Airport'));
      await userEvent.click(form.getByRole('button', { name: 'Send invitation' }));
      expect(await screen.findByText('Invitation sent to new.member@acme.example.')).toBeTruthy();
      expect(api.callsTo('POST', '/api/companies/7/invitations')[0].body).toEqual({ email: 'new.member@acme.example', role: 'member', locationIds: [71] });
      // An owner works everywhere: the question goes away.
      await userEvent.selectOptions(form.getByLabelText('Role'), 'owner');
      expect(form.queryByRole('group', { name: 'Locations' })).toBeNull();
    });

    it("shows under the question the API's refusal of the locations", async () => {
      teamApi(aTeam(), {
        ...LOCATIONS,
        'POST /api/companies/:id/invitations': () => ({ status: 400, body: { errors: [{ msg: "Choose among the company's locations.", param: 'locationIds' }] } }),
      });
      renderDashboard('/dashboard/team', COMPANY_USER);
      const form = within(await screen.findByRole('form', { name: 'Invite a teammate' }));
      await userEvent.type(form.getByLabelText('E-mail'), 'new.member@acme.example');
      await userEvent.click(within(await form.findByRole('group', { name: 'Locations' })).getByLabelText('Acme'));
      await userEvent.click(form.getByRole('button', { name: 'Send invitation' }));
      await waitFor(() => expect(within(form.getByRole('group', { name: 'Locations' })).getByLabelText('Acme').getAttribute('aria-invalid')).toBe('true'));
      expect(screen.getAllByText("Choose among the company's locations.").length).toBeGreaterThan(0);
    });

    it("lets an owner change a member's locations", async () => {
      const api = teamApi(aTeam(), LOCATIONS);
      renderDashboard('/dashboard/team', COMPANY_USER);
      await userEvent.click(within(await rowOf('Mo Member')).getByRole('button', { name: 'Change locations: Mo Member' }));
      const editor = within(screen.getByRole('group', { name: 'Locations of Mo Member' }));
      await userEvent.click(editor.getByLabelText('Acme'));
      await userEvent.click(editor.getByRole('button', { name: 'Save locations' }));
      expect(await editor.findByText('Choose at least one location.')).toBeTruthy();
      await userEvent.click(editor.getByLabelText('Airport'));
      await userEvent.click(editor.getByRole('button', { name: 'Save locations' }));
      await waitFor(() => expect(api.callsTo('PATCH', `/api/companies/7/users/${aUser(2).id}`)).toHaveLength(1));
      expect(api.callsTo('PATCH', `/api/companies/7/users/${aUser(2).id}`)[0].body).toEqual({ locationIds: [71] });
    });

    it('asks which locations before making an owner a member', async () => {
      const lee = aUser(3, { firstname: 'Lee', lastname: 'Second', email: 'lee@acme.example', role: 'owner' });
      const api = teamApi(aTeam({ users: [...aTeam().users, lee] }), LOCATIONS);
      renderDashboard('/dashboard/team', COMPANY_USER);
      await userEvent.click(within(await rowOf('Lee Second')).getByRole('button', { name: 'Make member: Lee Second' }));
      const editor = within(screen.getByRole('group', { name: 'Locations of Lee Second' }));
      expect(api.callsTo('PATCH', `/api/companies/7/users/${lee.id}`)).toHaveLength(0);
      await userEvent.click(editor.getByLabelText('Acme'));
      await userEvent.click(editor.getByRole('button', { name: 'Save locations' }));
      await waitFor(() => expect(api.callsTo('PATCH', `/api/companies/7/users/${lee.id}`)).toHaveLength(1));
      expect(api.callsTo('PATCH', `/api/companies/7/users/${lee.id}`)[0].body).toEqual({ role: 'member', locationIds: [70] });
    });
  });

  it('shows on the E-mail field that the address already has an account', async () => {
    teamApi(aTeam(), {
      'POST /api/companies/:id/invitations': () => ({ status: 409, body: { errors: [{ msg: 'This e-mail address already has an account.', param: 'email' }] } }),
    });
    renderDashboard('/dashboard/team', COMPANY_USER);
    const form = within(await screen.findByRole('form', { name: 'Invite a teammate' }));
    await userEvent.type(form.getByLabelText('E-mail'), 'mo@acme.example');
    await userEvent.click(form.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(form.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('This e-mail address already has an account.').length).toBeGreaterThan(0);
    expect(screen.queryByText(/Invitation sent/)).toBeNull();
  });

  it('checks the address before sending', async () => {
    const api = teamApi();
    renderDashboard('/dashboard/team', COMPANY_USER);
    const form = within(await screen.findByRole('form', { name: 'Invite a teammate' }));
    await userEvent.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await form.findByText('E-mail is required.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/companies/7/invitations')).toHaveLength(0);
  });

  // Issue 32: the only owner was offered "Make member", "Disable" and "Remove" on themself, and the first failed.
  it('offers the only owner nothing that would leave the company without one: no Make member, Disable or Remove on themself', async () => {
    teamApi();
    renderDashboard('/dashboard/team', COMPANY_USER);
    const carla = within(await rowOf('Carla Owner'));
    expect(carla.getByText('(you)')).toBeTruthy();
    expect(carla.queryByRole('button')).toBeNull();
    // The member beside her keeps every action the API offers.
    const mo = within(await rowOf('Mo Member'));
    expect(mo.getAllByRole('button').map((b) => b.textContent)).toEqual(['Make owner: Mo Member', 'Disable: Mo Member', 'Remove: Mo Member']);
  });

  it('offers an owner stepping down once another owner can log in, as the API lists it', async () => {
    const users = [
      aUser(1, { firstname: 'Carla', lastname: 'Owner', role: 'owner', you: true }),
      aUser(2, { firstname: 'Dana', lastname: 'Owner', role: 'owner' }),
    ];
    teamApi(aTeam({ users }));
    renderDashboard('/dashboard/team', COMPANY_USER);
    const carla = within(await rowOf('Carla Owner'));
    expect(carla.getAllByRole('button').map((b) => b.textContent)).toEqual(['Make member: Carla Owner', 'Disable: Carla Owner', 'Remove: Carla Owner']);
  });

  it("shows the API's 409 when the team changed since the list was read and the change would leave no owner", async () => {
    // Read while another owner could still log in: Carla was offered stepping down.
    const offeredToStepDown = aUser(1, { firstname: 'Carla', lastname: 'Owner', email: 'carla@acme.example', role: 'owner', you: true, actions: ['make-member', 'disable', 'remove'] });
    teamApi(aTeam({ users: [offeredToStepDown, aUser(2, { firstname: 'Mo', lastname: 'Member', email: 'mo@acme.example' })] }), {
      'PATCH /api/companies/:id/users/:userId': () => ({ status: 409, body: { errors: [{ msg: LAST_OWNER }] } }),
    });
    renderDashboard('/dashboard/team', COMPANY_USER);
    const carla = within(await rowOf('Carla Owner'));
    await userEvent.click(carla.getByRole('button', { name: 'Make member: Carla Owner' }));
    expect(await screen.findByText(LAST_OWNER)).toBeTruthy();
    expect(within(await rowOf('Carla Owner')).getByText('Owner')).toBeTruthy();
  });

  it('changes a role and disables a user', async () => {
    const api = teamApi();
    renderDashboard('/dashboard/team', COMPANY_USER);
    await userEvent.click(within(await rowOf('Mo Member')).getByRole('button', { name: 'Make owner: Mo Member' }));
    await waitFor(() => expect(within(screen.getByRole('row', { name: /Mo Member/ })).getByText('Owner')).toBeTruthy());
    await userEvent.click(within(await rowOf('Mo Member')).getByRole('button', { name: 'Disable: Mo Member' }));
    await waitFor(() => expect(within(screen.getByRole('row', { name: /Mo Member/ })).getByText('Disabled')).toBeTruthy());
    const patches = api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body);
    expect(patches).toEqual([{ role: 'owner' }, { disabled: true }]);
    expect(within(screen.getByRole('row', { name: /Mo Member/ })).getByRole('button', { name: 'Enable: Mo Member' })).toBeTruthy();
  });

  it("shows who signs in with two factors, and turns a teammate's off (a lost phone)", async () => {
    const api = teamApi(
      aTeam({
        users: [
          aUser(1, { firstname: 'Carla', lastname: 'Owner', role: 'owner', you: true, twoFactor: true, actions: [] }),
          aUser(2, { firstname: 'Mo', lastname: 'Member', twoFactor: true }),
        ],
      }),
    );
    renderDashboard('/dashboard/team', COMPANY_USER);
    expect(within(await rowOf('Carla Owner')).getByText('On')).toBeTruthy();
    // Never one's own: that is turned off on the account page, with the password.
    expect(within(await rowOf('Carla Owner')).queryByRole('button', { name: /Turn off two-factor/ })).toBeNull();
    await userEvent.click(within(await rowOf('Mo Member')).getByRole('button', { name: 'Turn off two-factor: Mo Member' }));
    await waitFor(() => expect(within(screen.getByRole('row', { name: /Mo Member/ })).getByText('Off')).toBeTruthy());
    expect(api.callsTo('DELETE', '/api/companies/7/users/80000000-0000-4000-8000-000000000002/two-factor')).toHaveLength(1);
    expect(within(screen.getByRole('row', { name: /Mo Member/ })).queryByRole('button', { name: /Turn off two-factor/ })).toBeNull();
  });

  it('asks before removing a user, and can be cancelled', async () => {
    const api = teamApi();
    renderDashboard('/dashboard/team', COMPANY_USER);
    await userEvent.click(within(await rowOf('Mo Member')).getByRole('button', { name: 'Remove: Mo Member' }));
    const confirm = screen.getByRole('group', { name: 'Remove Mo Member?' });
    expect(document.activeElement).toBe(confirm);
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'Remove Mo Member?' })).toBeNull();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await userEvent.click(within(await rowOf('Mo Member')).getByRole('button', { name: 'Remove: Mo Member' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Remove Mo Member?' })).getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Mo Member/ })).toBeNull());
    expect(api.callsTo('DELETE', '/api/companies/7/users/80000000-0000-4000-8000-000000000002')).toHaveLength(1);
  });

  it('withdraws an invitation', async () => {
    const api = teamApi();
    renderDashboard('/dashboard/team', COMPANY_USER);
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw: invited1@acme.example' }));
    expect(await screen.findByText('No pending invitations.')).toBeTruthy();
    expect(api.callsTo('DELETE', '/api/companies/7/invitations/81000000-0000-4000-8000-000000000001')).toHaveLength(1);
  });

  it('is not offered to administrators, who manage users from the company page', async () => {
    mockApi({});
    renderDashboard('/dashboard/team', ADMIN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not available' })).toBeTruthy();
  });

  it("gives an administrator a company's users on its page, with the owner's actions", async () => {
    const api = teamApi(aTeam({ users: aTeam().users.map((u) => ({ ...u, you: false })) }), {
      'GET /api/companies/:id': () => ({ data: aCompany() }),
      'GET /api/submissions': () => submissionPage(0, 5, 0),
    });
    renderDashboard('/dashboard/companies/7', ADMIN);
    const users = within((await screen.findByRole('heading', { level: 2, name: 'Users' })).closest('section') as HTMLElement);
    expect(await users.findByRole('button', { name: 'Disable: Mo Member' })).toBeTruthy();
    // Carla is the company's only owner: the API offers stepping her down to nobody, an administrator included.
    expect(users.queryByRole('button', { name: 'Disable: Carla Owner' })).toBeNull();
    expect(users.getByRole('heading', { level: 3, name: 'Invite a teammate' })).toBeTruthy();
    await userEvent.type(users.getByLabelText('E-mail'), 'second@acme.example');
    await userEvent.click(users.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/companies/7/invitations')[0]?.body).toEqual({ email: 'second@acme.example', role: 'member' }));
  });

  describe('two-factor sign-in requirement', () => {
    const requirement = async () => within((await screen.findByRole('heading', { name: 'Two-factor sign-in' })).closest('section') as HTMLElement);

    it('lets an owner require it of everyone in the company', async () => {
      const api = teamApi();
      renderDashboard('/dashboard/team', COMPANY_USER);
      const area = await requirement();
      const box = (await area.findByLabelText('Require two-factor sign-in for everyone in Acme')) as HTMLInputElement;
      expect(box.checked).toBe(false);
      expect(area.getByText(/will be asked to set it up at their next login/)).toBeTruthy();
      await userEvent.click(box);
      await userEvent.click(area.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(api.callsTo('PATCH', '/api/companies/7')).toHaveLength(1));
      expect(api.callsTo('PATCH', '/api/companies/7')[0].body).toEqual({ requireTwoFactor: true });
      expect(await area.findByText('Saved.')).toBeTruthy();
      expect((area.getByLabelText('Require two-factor sign-in for everyone in Acme') as HTMLInputElement).checked).toBe(true);
    });

    it('shows a member the setting read-only', async () => {
      teamApi();
      renderDashboard('/dashboard/team', COMPANY_MEMBER);
      const area = await requirement();
      expect(await area.findByText(/Two-factor sign-in is not required in Acme/)).toBeTruthy();
      expect(area.getByText(/Only an owner of your company can change this/)).toBeTruthy();
      expect(area.queryByRole('checkbox')).toBeNull();
      expect(area.queryByRole('button', { name: 'Save' })).toBeNull();
    });

    it("lets an administrator require it on the company's page", async () => {
      const api = teamApi(aTeam(), { 'GET /api/submissions': () => submissionPage(0, 5, 0) });
      renderDashboard('/dashboard/companies/7', ADMIN);
      const users = within((await screen.findByRole('heading', { level: 2, name: 'Users' })).closest('section') as HTMLElement);
      await userEvent.click(await users.findByLabelText('Require two-factor sign-in for everyone in Acme'));
      await userEvent.click(users.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(api.callsTo('PATCH', '/api/companies/7')[0]?.body).toEqual({ requireTwoFactor: true }));
    });
  });
});
