import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_LIMITS } from '@clearhire/contracts';
import { currentLocation, expectTitle, jsonResponse, renderSite, sentBody } from '../testing';
import { MISSING_RESET_LINK } from './ResetPasswordPage';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE';
const EXPIRED = 'This link has expired or has already been used. Please ask for a new one.';

async function fillAndSubmit(password = 'a new password', repeat = password) {
  const user = userEvent.setup();
  renderSite(`/reset-password#token=${TOKEN}`);
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Repeat new password'), repeat);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  return user;
}

describe('reset password page', () => {
  let fetchMock: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(null, { status: 204 }));
  });
  afterEach(() => fetchMock.mockRestore());

  it('reads the token from the fragment, drops it from the address and sends it with the new password', async () => {
    expect(TOKEN).toHaveLength(ACCOUNT_LIMITS.token);
    await fillAndSubmit();

    expect((await screen.findByText('Your password has been changed.')).getAttribute('role')).toBe('status');
    expect(screen.getByRole('link', { name: 'Log in with your new password' }).getAttribute('href')).toBe('/login');
    expect(await sentBody(fetchMock)).toEqual({ token: TOKEN, password: 'a new password', password2: 'a new password' });
    const [request] = fetchMock.mock.calls[0] as [Request];
    expect(new URL(request.url).pathname).toBe('/api/auth/password-reset/confirm');
    await waitFor(() => expect(currentLocation()).toBe('/reset-password'));
    await expectTitle('Choose a new password | ClearHire');
  });

  it('checks length and equality before calling the server', async () => {
    await fillAndSubmit('short', 'other');
    expect(await screen.findByText(`New password must be at least ${ACCOUNT_LIMITS.passwordMin} characters.`)).toBeTruthy();
    expect(screen.getByText('Passwords do not match.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts the server's password error under its field", async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(400, { errors: [{ msg: 'This password is too common. Choose another.', param: 'password' }] }),
    );
    await fillAndSubmit('password123');
    await waitFor(() => expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true'));
    const describedBy = screen.getByLabelText('New password').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy.split(' ').pop() as string)?.textContent).toBe('This password is too common. Choose another.');
  });

  it('shows an expired or used link as a page message with a way to ask for a new one', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(400, { errors: [{ msg: EXPIRED, param: 'token' }] }));
    await fillAndSubmit();
    expect((await screen.findByText(EXPIRED)).closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('explains a link without a token', async () => {
    renderSite('/reset-password');
    expect(await screen.findByText(MISSING_RESET_LINK)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
