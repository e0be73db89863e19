import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, COMPANY_USER, renderDashboard } from '../testing/render-dashboard';
import { mockApi } from '../testing/mock-api';
import { aUser, anInvitation } from '../testing/fixtures';
import type { TeamView } from '../../api/generated';

const LAST_ADMIN = 'ClearHire must keep at least one administrator who can log in.';

/** Ada, the caller, is the only administrator who can log in: the API offers nothing on her. */
function admins(): TeamView {
  return {
    users: [
      aUser(1, { firstname: 'Ada', lastname: 'Admin', email: 'ada@clearhire.example', role: null, you: true, actions: [] }),
      aUser(2, { firstname: 'Bo', lastname: 'Backup', email: 'bo@clearhire.example', role: null, disabled: true }),
    ],
    invitations: [anInvitation(1, { email: 'next.admin@clearhire.example', role: null })],
  };
}

const rowOf = async (name: string) => within(await screen.findByRole('row', { name: new RegExp(name) }));

describe('Administrators page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the administrators and the pending invitations', async () => {
    mockApi({ 'GET /api/admins': () => admins() });
    renderDashboard('/dashboard/admins', ADMIN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Administrators' })).toBeTruthy();
    const ada = await rowOf('Ada Admin');
    expect(ada.getByText('(you)')).toBeTruthy();
    expect(ada.getByText('ada@clearhire.example')).toBeTruthy();
    expect(ada.getByText('Active')).toBeTruthy();
    // The last administrator who can log in is never offered disabling (themself here).
    expect(ada.queryByRole('button', { name: /Disable/ })).toBeNull();
    const bo = await rowOf('Bo Backup');
    expect(bo.getByText('Disabled')).toBeTruthy();
    expect(bo.getByRole('button', { name: 'Enable: Bo Backup' })).toBeTruthy();
    // Administrators have no role column.
    expect(screen.queryByRole('columnheader', { name: 'Role' })).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Pending invitations' })).getByText('next.admin@clearhire.example')).toBeTruthy();
  });

  it('invites an administrator by e-mail', async () => {
    let team = admins();
    const api = mockApi({
      'GET /api/admins': () => team,
      'POST /api/admins/invitations': (call) => {
        team = { ...team, invitations: [...team.invitations, anInvitation(2, { email: (call.body as { email: string }).email, role: null })] };
        return { status: 201, body: { id: 'inv-2' } };
      },
    });
    renderDashboard('/dashboard/admins', ADMIN);
    const form = within(await screen.findByRole('form', { name: 'Invite an administrator' }));
    expect(form.queryByLabelText('Role')).toBeNull();
    await userEvent.type(form.getByLabelText('E-mail'), 'third@clearhire.example');
    await userEvent.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to third@clearhire.example.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/admins/invitations')[0].body).toEqual({ email: 'third@clearhire.example' });
    expect(await within(screen.getByRole('list', { name: 'Pending invitations' })).findByText('third@clearhire.example')).toBeTruthy();
  });

  it('shows the 409 when the administrators changed since the list was read and the last one would be disabled', async () => {
    const api = mockApi({
      'GET /api/admins': () => ({ ...admins(), users: admins().users.map((u) => (u.you ? { ...u, actions: ['disable' as const] } : u)) }),
      'PATCH /api/admins/:userId': () => ({ status: 409, body: { errors: [{ msg: LAST_ADMIN }] } }),
    });
    renderDashboard('/dashboard/admins', ADMIN);
    await userEvent.click((await rowOf('Ada Admin')).getByRole('button', { name: 'Disable: Ada Admin' }));
    expect(await screen.findByText(LAST_ADMIN)).toBeTruthy();
    expect(api.callsTo('PATCH', '/api/admins/80000000-0000-4000-8000-000000000001')[0].body).toEqual({ disabled: true });
    expect((await rowOf('Ada Admin')).getByText('Active')).toBeTruthy();
  });

  it('enables a disabled administrator', async () => {
    let team = admins();
    const api = mockApi({
      'GET /api/admins': () => team,
      'PATCH /api/admins/:userId': (call, params) => {
        team = { ...team, users: team.users.map((u) => (u.id === params.userId ? { ...u, ...(call.body as object) } : u)) };
        return { data: team.users.find((u) => u.id === params.userId) };
      },
    });
    renderDashboard('/dashboard/admins', ADMIN);
    await userEvent.click((await rowOf('Bo Backup')).getByRole('button', { name: 'Enable: Bo Backup' }));
    await waitFor(async () => expect((await rowOf('Bo Backup')).getByText('Active')).toBeTruthy());
    expect(api.callsTo('PATCH', '/api/admins/80000000-0000-4000-8000-000000000002')[0].body).toEqual({ disabled: false });
  });

  it('is not available to company users', async () => {
    const api = mockApi({});
    renderDashboard('/dashboard/admins', COMPANY_USER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not available' })).toBeTruthy();
    expect(api.callsTo('GET', '/api/admins')).toHaveLength(0);
  });

  it("turns another administrator's two-factor sign-in off, never one's own", async () => {
    let team: TeamView = {
      users: [aUser(1, { firstname: 'Ada', lastname: 'Admin', role: null, you: true, twoFactor: true }), aUser(2, { firstname: 'Bo', lastname: 'Backup', role: null, twoFactor: true })],
      invitations: [],
    };
    const api = mockApi({
      'GET /api/admins': () => team,
      'DELETE /api/admins/:userId/two-factor': (_call, params) => {
        team = { ...team, users: team.users.map((u) => (u.id === params.userId ? { ...u, twoFactor: false } : u)) };
        return { data: team.users.find((u) => u.id === params.userId) };
      },
    });
    renderDashboard('/dashboard/admins', ADMIN);
    expect((await rowOf('Ada Admin')).queryByRole('button', { name: /Turn off two-factor/ })).toBeNull();
    await userEvent.click((await rowOf('Bo Backup')).getByRole('button', { name: 'Turn off two-factor: Bo Backup' }));
    await waitFor(async () => expect((await rowOf('Bo Backup')).getByText('Off')).toBeTruthy());
    expect(api.callsTo('DELETE', '/api/admins/80000000-0000-4000-8000-000000000002/two-factor')).toHaveLength(1);
  });
});
