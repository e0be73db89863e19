import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKeyView } from '../../api/generated';
import { ADMIN, COMPANY_MEMBER, COMPANY_USER, renderDashboard } from '../testing/render-dashboard';
import { mockApi } from '../testing/mock-api';

const SECRET = `chk_ab12cd34_${'s'.repeat(43)}`;

function aKey(id: string, name: string, over: Partial<ApiKeyView> = {}): ApiKeyView {
  return {
    id,
    name,
    prefix: `chk_${id.padEnd(8, '0').slice(0, 8)}`,
    scopes: ['employees:read'],
    created_by: { id: 'u2', name: 'Carla Owner' },
    created_at: '2026-11-20T15:00:00.000Z',
    last_used_at: null,
    revoked_at: null,
    revoked_by: null,
    ...over,
  };
}

/** Acme's keys, kept current by the mutations the way the API would. */
function keysApi(start: ApiKeyView[] = [aKey('k1', 'Payroll', { last_used_at: '2026-11-26T09:30:00.000Z' }), aKey('k2', 'Old ATS', { revoked_at: '2026-11-21T10:00:00.000Z' })]) {
  let keys = start;
  return mockApi({
    'GET /api/companies/:id/api-keys': () => ({ data: keys, count: keys.length }),
    'POST /api/companies/:id/api-keys': (call) => {
      const body = call.body as { name: string; scopes: ApiKeyView['scopes'] };
      if (keys.some((k) => k.name === body.name && !k.revoked_at)) return { status: 409, body: { errors: [{ msg: 'The company already has an active API key with this name.', param: 'name' }] } };
      const made = aKey('ab12cd34', body.name, { scopes: body.scopes });
      keys = [made, ...keys];
      return { status: 201, body: { data: { ...made, key: SECRET } } };
    },
    'DELETE /api/companies/:id/api-keys/:keyId': (_call, params) => {
      keys = keys.map((k) => (k.id === params.keyId ? { ...k, revoked_at: '2026-11-27T12:00:00.000Z' } : k));
      return { data: keys.find((k) => k.id === params.keyId) };
    },
  });
}

const rowOf = async (name: string) => within(await screen.findByRole('row', { name: new RegExp(`^${name}`) }));

describe('API keys page', () => {
  afterEach(() => vi.restoreAllMocks());

  it("lists the company's keys by prefix, scopes, creator, use and status, never a secret", async () => {
    keysApi();
    renderDashboard('/dashboard/api-keys', COMPANY_USER);
    expect(await screen.findByRole('heading', { level: 1, name: 'API keys' })).toBeTruthy();
    const payroll = await rowOf('Payroll');
    expect(payroll.getByText('chk_k1000000_…')).toBeTruthy();
    expect(payroll.getByText('employees:read')).toBeTruthy();
    expect(payroll.getByText('Carla Owner')).toBeTruthy();
    expect(payroll.getByText('Active')).toBeTruthy();
    expect(payroll.queryByText('Never')).toBeNull();
    const old = await rowOf('Old ATS');
    expect(old.getByText(/^Revoked/)).toBeTruthy();
    expect(old.queryByRole('button', { name: /Revoke/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'API keys' }).getAttribute('aria-current')).toBe('page');
  });

  it('creates a key with the scopes chosen, shows its secret once with a copy button, and a taken name under the field', async () => {
    const api = keysApi();
    renderDashboard('/dashboard/api-keys', COMPANY_USER);
    const form = within(await screen.findByRole('form', { name: 'Create an API key' }));
    await userEvent.click(form.getByRole('button', { name: 'Create key' }));
    expect(await form.findByText('Choose at least one scope.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/companies/7/api-keys')).toHaveLength(0);

    await userEvent.type(form.getByLabelText(/^Name/), 'Payroll');
    await userEvent.click(form.getByLabelText('submissions:read'));
    await userEvent.click(form.getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(form.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('The company already has an active API key with this name.').length).toBeGreaterThan(0);
    expect(screen.queryByText(SECRET)).toBeNull();

    await userEvent.clear(form.getByLabelText(/^Name/));
    await userEvent.type(form.getByLabelText(/^Name/), '  Greenhouse ');
    await userEvent.click(form.getByLabelText('employees:write'));
    await userEvent.click(form.getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/companies/7/api-keys')).toHaveLength(2));
    expect(api.callsTo('POST', '/api/companies/7/api-keys')[1].body).toEqual({ name: 'Greenhouse', scopes: ['employees:write', 'submissions:read'] });
    expect(await screen.findByTestId('api-key-secret')).toHaveProperty('textContent', SECRET);
    expect(screen.getByText(/This is the only time the key is shown/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy the key' })).toBeTruthy();
    expect(await rowOf('Greenhouse')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'I have stored the key' }));
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it('revokes a key only once confirmed', async () => {
    const api = keysApi();
    renderDashboard('/dashboard/api-keys', COMPANY_USER);
    await userEvent.click((await rowOf('Payroll')).getByRole('button', { name: 'Revoke Payroll' }));
    const confirm = within(screen.getByRole('group', { name: 'Confirm revoking Payroll' }));
    expect(confirm.getByText(/stop working at once/)).toBeTruthy();
    await userEvent.click(confirm.getByRole('button', { name: 'Keep it' }));
    expect(api.callsTo('DELETE', '/api/companies/7/api-keys/k1')).toHaveLength(0);
    await userEvent.click((await rowOf('Payroll')).getByRole('button', { name: 'Revoke Payroll' }));
    await userEvent.click(screen.getByRole('button', { name: 'Revoke key Payroll' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/companies/7/api-keys/k1')).toHaveLength(1));
    await waitFor(async () => expect((await rowOf('Payroll')).getByText(/^Revoked/)).toBeTruthy());
  });

  it('is for owners: not in a member’s menu, and not for administrators', async () => {
    keysApi();
    renderDashboard('/dashboard/api-keys', COMPANY_MEMBER);
    expect(await screen.findByText('Only an owner of your company can manage its API keys.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'API keys' })).toBeNull();
  });

  it("sends an administrator to the company's page", async () => {
    keysApi();
    renderDashboard('/dashboard/api-keys', ADMIN);
    expect(await screen.findByText(/administrators manage a company's keys on its page/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'API keys' })).toBeNull();
  });
});
