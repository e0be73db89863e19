import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { store } from '../../app/store';
import { TOKEN_STORAGE_KEY } from '../../session/token';
import { ADMIN, COMPANY_USER, renderDashboard, tokenFor } from '../testing/render-dashboard';
import { mockApi } from '../testing/mock-api';
import { aTeam, aUser } from '../testing/fixtures';

const NEW_TOKEN = tokenFor(COMPANY_USER).replace('.signature', '.renewed');

async function changePassword(current: string, password: string, repeat: string) {
  const form = within(await screen.findByRole('form', { name: 'Change password' }));
  await userEvent.type(form.getByLabelText('Current password'), current);
  await userEvent.type(form.getByLabelText('New password'), password);
  await userEvent.type(form.getByLabelText('Repeat new password'), repeat);
  await userEvent.click(form.getByRole('button', { name: 'Change password' }));
}

describe('Account page', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the user's name, e-mail and role", async () => {
    mockApi({ 'GET /api/companies/:id/users': () => aTeam() });
    renderDashboard('/dashboard/account', COMPANY_USER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeTruthy();
    const details = within(screen.getByRole('heading', { name: 'Your details' }).closest('section') as HTMLElement);
    expect(details.getByText('Carla Owner')).toBeTruthy();
    expect(await details.findByText('carla@acme.example')).toBeTruthy();
    expect(details.getByText('Owner')).toBeTruthy();
  });

  it("reads an administrator's e-mail from the administrators", async () => {
    mockApi({ 'GET /api/admins': () => ({ users: [aUser(9, { firstname: 'Ada', lastname: 'Admin', email: 'ada@clearhire.example', role: null, you: true })], invitations: [] }) });
    renderDashboard('/dashboard/account', ADMIN);
    expect(await screen.findByText('ada@clearhire.example')).toBeTruthy();
    expect(screen.getByText('Administrator')).toBeTruthy();
  });

  it('changes the password and keeps this device logged in with the new token', async () => {
    const api = mockApi({
      'GET /api/companies/:id/users': () => aTeam(),
      'POST /api/auth/password': () => ({ token: NEW_TOKEN }),
    });
    renderDashboard('/dashboard/account', COMPANY_USER);
    await changePassword('old-secret-1', 'brand-new-secret', 'brand-new-secret');
    expect(await screen.findByText(/Your password has been changed/)).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/password')[0].body).toEqual({
      currentPassword: 'old-secret-1',
      password: 'brand-new-secret',
      password2: 'brand-new-secret',
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(NEW_TOKEN);
    expect(store.getState().session.bearer).toBe(`Bearer ${NEW_TOKEN}`);
    // Still on the page, logged in, and the fields are emptied.
    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeTruthy();
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('shows a wrong current password on that field, keeping the session', async () => {
    mockApi({
      'GET /api/companies/:id/users': () => aTeam(),
      'POST /api/auth/password': () => ({ status: 400, body: { errors: [{ msg: 'The current password is incorrect.', param: 'currentPassword' }] } }),
    });
    renderDashboard('/dashboard/account', COMPANY_USER);
    const token = localStorage.getItem(TOKEN_STORAGE_KEY);
    await changePassword('wrong-one', 'brand-new-secret', 'brand-new-secret');
    const current = screen.getByLabelText('Current password');
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = current.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy.split(' ').pop() as string)?.textContent).toBe('The current password is incorrect.');
    expect(screen.queryByText(/Your password has been changed/)).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
  });

  it('catches two different new passwords without calling the API', async () => {
    const api = mockApi({ 'GET /api/companies/:id/users': () => aTeam() });
    renderDashboard('/dashboard/account', COMPANY_USER);
    await changePassword('old-secret-1', 'brand-new-secret', 'brand-new-secrex');
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy();
    expect(screen.getByLabelText('Repeat new password').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/api/auth/password')).toHaveLength(0);
  });

  it('asks for at least 8 characters', async () => {
    const api = mockApi({ 'GET /api/companies/:id/users': () => aTeam() });
    renderDashboard('/dashboard/account', COMPANY_USER);
    await changePassword('old-secret-1', 'short', 'short');
    expect(await screen.findByText('New password must be at least 8 characters.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/password')).toHaveLength(0);
  });

  it('shows the wait asked for after too many attempts', async () => {
    mockApi({
      'GET /api/companies/:id/users': () => aTeam(),
      'POST /api/auth/password': () => ({ status: 429, body: { errors: [{ msg: 'Too many failed attempts. Please wait 5 minutes before trying again.' }] } }),
    });
    renderDashboard('/dashboard/account', COMPANY_USER);
    await changePassword('old-secret-1', 'brand-new-secret', 'brand-new-secret');
    expect(await screen.findByText('Too many failed attempts. Please wait 5 minutes before trying again.')).toBeTruthy();
  });
});
