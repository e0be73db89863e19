import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { store } from '../../app/store';
import { TOKEN_STORAGE_KEY } from '../../session/token';
import { ADMIN, COMPANY_USER, currentLocation, renderDashboard, tokenFor, type TestSession } from '../testing/render-dashboard';
import { mockApi } from '../testing/mock-api';
import { aTeam, aUser } from '../testing/fixtures';
import type { TwoFactorStatus } from '../../api/generated';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const QR = 'data:image/svg+xml;base64,PHN2Zy8+';
const RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);
const WRONG_CODE = 'The code is incorrect.';

/**
 * The API's two-factor endpoints for one user, as the server keeps them: turning it on or off ends
 * every session and answers with a new token; the old one then gets 401.
 */
function twoFactorApi(session: TestSession, start: Partial<TwoFactorStatus> = {}, extra: Parameters<typeof mockApi>[0] = {}) {
  let status: TwoFactorStatus = { enabled: false, required: false, recoveryCodesLeft: 0, ...start };
  let valid = `Bearer ${tokenFor(session)}`;
  const renewed = tokenFor({ ...session, twoFactorSetupRequired: false }).replace('.signature', '.renewed');
  const unauthorized = { status: 401, body: { errors: [{ msg: 'Your session has ended.' }] } };
  const api = mockApi({
    'GET /api/companies/:id/users': () => aTeam(),
    'GET /api/admins': () => ({ users: [aUser(9, { firstname: 'Ada', lastname: 'Admin', email: 'ada@clearhire.example', role: null, you: true })], invitations: [] }),
    'GET /api/auth/two-factor': (call) => (call.authorization === valid ? status : unauthorized),
    'POST /api/auth/two-factor/setup': () => ({ status: 201, body: { secret: SECRET, uri: `otpauth://totp/ClearHire?secret=${SECRET}`, qrCode: QR } }),
    'POST /api/auth/two-factor/enable': (call) => {
      if ((call.body as { code: string }).code !== '123456') return { status: 400, body: { errors: [{ msg: WRONG_CODE, param: 'code' }] } };
      status = { ...status, enabled: true, recoveryCodesLeft: 10 };
      valid = `Bearer ${renewed}`;
      return { recoveryCodes: RECOVERY_CODES, token: renewed };
    },
    'POST /api/auth/two-factor/disable': (call) => {
      if ((call.body as { password: string }).password !== 'correct horse') return { status: 400, body: { errors: [{ msg: 'The password is incorrect.', param: 'password' }] } };
      status = { ...status, enabled: false, recoveryCodesLeft: 0 };
      valid = `Bearer ${renewed}`;
      return { token: renewed };
    },
    ...extra,
  });
  return { ...api, renewed };
}

const section = async () => within((await screen.findByRole('heading', { name: 'Two-factor sign-in' })).closest('section') as HTMLElement);

/** Set up (with the password on the Account page) → the QR code and key → the app's code → Turn on. */
async function setUp(area: ReturnType<typeof within>, code = '123456', password: string | null = 'my password') {
  if (password !== null) await userEvent.type(await area.findByLabelText('Password'), password);
  await userEvent.click(await area.findByRole('button', { name: 'Set up' }));
  const qr = (await area.findByRole('img', { name: 'QR code for your authenticator app' })) as HTMLImageElement;
  expect(qr.getAttribute('src')).toBe(QR);
  expect(area.getByTestId('two-factor-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
  await userEvent.type(area.getByLabelText('Code'), code);
  await userEvent.click(area.getByRole('button', { name: 'Turn on' }));
}

describe('Two-factor sign-in on the Account page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sets it up: QR code and key, the code turns it on, the recovery codes show once and the token is renewed', async () => {
    const api = twoFactorApi(COMPANY_USER);
    renderDashboard('/dashboard/account', COMPANY_USER);
    const area = await section();
    expect(await area.findByText('Off')).toBeTruthy();
    await setUp(area);

    const codes = within(await area.findByRole('list', { name: 'Recovery codes' }));
    expect(codes.getAllByRole('listitem').map((li) => li.textContent)).toEqual(RECOVERY_CODES);
    expect(area.getByText('Save these codes now: each works once, and they will not be shown again.')).toBeTruthy();
    expect(area.getByRole('button', { name: 'Copy codes' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/two-factor/setup')[0].body).toEqual({ password: 'my password' });
    expect(api.callsTo('POST', '/api/auth/two-factor/enable')[0].body).toEqual({ code: '123456' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(api.renewed);
    expect(store.getState().session.bearer).toBe(`Bearer ${api.renewed}`);

    // Once saved, the status is read again with the new token: on, ten codes left, and still logged in.
    await userEvent.click(area.getByRole('button', { name: 'I have saved them' }));
    expect(await area.findByText('On')).toBeTruthy();
    expect(area.getByText('10')).toBeTruthy();
    expect(area.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(api.callsTo('GET', '/api/auth/two-factor').at(-1)?.authorization).toBe(`Bearer ${api.renewed}`);
    expect(store.getState().session.token).toBe(api.renewed);
    expect(currentLocation()).toBe('/dashboard/account');
  });

  it('shows a wrong code on the field and keeps the session', async () => {
    twoFactorApi(COMPANY_USER);
    renderDashboard('/dashboard/account', COMPANY_USER);
    const token = localStorage.getItem(TOKEN_STORAGE_KEY);
    const area = await section();
    await setUp(area, '654321');
    const field = area.getByLabelText('Code');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(area.getAllByText(WRONG_CODE).length).toBeGreaterThan(0);
    expect(area.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
  });

  it('turns it off with the password and keeps this device logged in with the new token', async () => {
    const api = twoFactorApi(COMPANY_USER, { enabled: true, recoveryCodesLeft: 7 });
    renderDashboard('/dashboard/account', COMPANY_USER);
    const area = await section();
    expect(await area.findByText('On')).toBeTruthy();
    expect(area.getByText('7')).toBeTruthy();
    await userEvent.click(area.getByRole('button', { name: 'Turn off' }));

    // A wrong password shows on the field.
    await userEvent.type(area.getByLabelText('Password'), 'wrong one');
    await userEvent.click(area.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await waitFor(() => expect(area.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true'));

    await userEvent.clear(area.getByLabelText('Password'));
    await userEvent.type(area.getByLabelText('Password'), 'correct horse');
    await userEvent.click(area.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await area.findByText(/Two-factor sign-in is off/)).toBeTruthy();
    expect(area.getByText('Off')).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/two-factor/disable').at(-1)?.body).toEqual({ password: 'correct horse' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(api.renewed);
    expect(area.getByRole('button', { name: 'Set up' })).toBeTruthy();
  });

  it('explains why it cannot be turned off when the company requires it', async () => {
    twoFactorApi(COMPANY_USER, { enabled: true, required: true, recoveryCodesLeft: 10 });
    renderDashboard('/dashboard/account', COMPANY_USER);
    const area = await section();
    expect(await area.findByText(/cannot be turned off: your company requires it/)).toBeTruthy();
    expect(area.queryByRole('button', { name: 'Turn off' })).toBeNull();
  });
});

describe('A session that must set up two-factor sign-in', () => {
  afterEach(() => vi.restoreAllMocks());

  const MUST_SET_UP: TestSession = { ...ADMIN, twoFactorSetupRequired: true };

  it('sees only the set-up and Logout, whatever the page, until it is on', async () => {
    const api = twoFactorApi(MUST_SET_UP, { required: true });
    renderDashboard('/dashboard/account', MUST_SET_UP);
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up two-factor sign-in' })).toBeTruthy();
    expect(screen.getByText('Your account requires two-factor sign-in. Set it up to continue.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    const menu = within(screen.getByRole('navigation', { name: 'Dashboard' }));
    expect(menu.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('heading', { level: 1, name: 'Account' })).toBeNull();

    const area = within(screen.getByRole('region', { name: 'Two-factor sign-in' }));
    // No password asked: the login that made this session has just checked it.
    expect(area.queryByLabelText('Password')).toBeNull();
    await setUp(area, '123456', null);
    expect(api.callsTo('POST', '/api/auth/two-factor/setup')[0].body).toEqual({});
    // The renewed token no longer asks for the set-up, but the codes stay until the person continues.
    expect(await area.findByRole('list', { name: 'Recovery codes' })).toBeTruthy();
    expect(store.getState().session.claims?.twoFactorSetupRequired).toBe(false);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(api.renewed);
    expect(screen.queryByRole('heading', { level: 1, name: 'Account' })).toBeNull();
    // Nothing but the two-factor calls went out while the set-up was asked for.
    expect(api.calls.every((call) => call.path.startsWith('/api/auth/two-factor'))).toBe(true);

    await userEvent.click(area.getByRole('button', { name: 'I have saved them: continue to the dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(await screen.findByText(/cannot be turned off: it is required of every ClearHire administrator/)).toBeTruthy();
    expect(store.getState().session.token).toBe(api.renewed);
  });

  it('keeps the set-up on any dashboard address', async () => {
    const api = twoFactorApi(MUST_SET_UP, { required: true });
    renderDashboard('/dashboard/employees', MUST_SET_UP);
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up two-factor sign-in' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Employees' })).toBeNull();
    expect(api.calls).toEqual([]);
  });
});
