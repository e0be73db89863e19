import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { store } from '../../app/store';
import { TOKEN_STORAGE_KEY } from '../../session/token';
import { currentLocation, expectTitle, fakeToken, jsonResponse, renderSite, sentBody } from '../testing';
import { MISSING_INVITATION_LINK } from './InvitationPage';

const LINK_TOKEN = 'ZyXwVuTsRqPoNmLkJiHgFeDcBa9876543210_-ZyXwV';
const session = fakeToken({ name: 'Ben Ortiz', userId: 42 });
const INVITATION = { email: 'ben@acme.example', companyName: 'Acme Diners', role: 'member', expiresAt: '2030-01-08T12:00:00.000Z' };

function pathOf(call: unknown[]): string {
  return new URL((call[0] as Request).url).pathname;
}

describe('invitation page', () => {
  let fetchMock: ReturnType<typeof vi.spyOn>;
  let lookup: unknown;
  beforeEach(() => {
    lookup = INVITATION;
    fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = new URL((input as Request).url).pathname;
      if (path === '/api/auth/invitations/lookup') return jsonResponse(200, lookup);
      if (path === '/api/auth/invitations/accept') return jsonResponse(201, { token: session });
      return jsonResponse(404, { errors: [{ msg: 'Not found' }] });
    });
  });
  afterEach(() => fetchMock.mockRestore());

  it('shows the company, role and address, then creates the account and logs in', async () => {
    const user = userEvent.setup();
    renderSite(`/invitation#token=${LINK_TOKEN}`);

    await screen.findByRole('heading', { level: 1, name: 'Join Acme Diners on ClearHire as Member' });
    await waitFor(() => expect(currentLocation()).toBe('/invitation'));
    await expectTitle('Accept your invitation | ClearHire');
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('ben@acme.example');
    expect(email.readOnly).toBe(true);
    expect(pathOf(fetchMock.mock.calls[0])).toBe('/api/auth/invitations/lookup');
    expect(await sentBody(fetchMock)).toEqual({ token: LINK_TOKEN });

    await user.type(screen.getByLabelText('First name'), 'Ben');
    await user.type(screen.getByLabelText('Last name'), 'Ortiz');
    await user.type(screen.getByLabelText('Password'), 'a good password');
    await user.type(screen.getByLabelText('Repeat password'), 'a good password');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    await screen.findByRole('heading', { name: 'Dashboard stand-in' });
    expect(currentLocation()).toBe('/dashboard');
    const acceptCall = fetchMock.mock.calls.findIndex((call: unknown[]) => pathOf(call) === '/api/auth/invitations/accept');
    expect(await sentBody(fetchMock, acceptCall)).toEqual({
      token: LINK_TOKEN,
      firstname: 'Ben',
      lastname: 'Ortiz',
      password: 'a good password',
      password2: 'a good password',
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(session);
    expect(store.getState().session.claims?.name).toBe('Ben Ortiz');
  });

  it('names the administrators for an invitation without a company', async () => {
    lookup = { ...INVITATION, companyName: null, role: null };
    renderSite(`/invitation#token=${LINK_TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Join the ClearHire administrators' });
  });

  it('explains a link the server refuses', async () => {
    const message = 'This link has expired or has already been used. Please ask for a new one.';
    fetchMock.mockImplementation(async () => jsonResponse(400, { errors: [{ msg: message, param: 'token' }] }));
    renderSite(`/invitation#token=${LINK_TOKEN}`);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('explains a link without a token and calls nothing', async () => {
    renderSite('/invitation');
    expect(await screen.findByText(MISSING_INVITATION_LINK)).toBeTruthy();
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });
});
