import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, expectTitle, jsonResponse, renderSite, sentBody } from '../testing';

const MESSAGE = 'If an account uses this address, we have sent it a link to choose a new password.';

describe('forgot password page', () => {
  let fetchMock: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse(202, { message: MESSAGE }));
  });
  afterEach(() => fetchMock.mockRestore());

  it('is linked from the login page', async () => {
    const user = userEvent.setup();
    renderSite('/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    expect(currentLocation()).toBe('/forgot-password');
    await expectTitle('Forgot your password? | ClearHire');
  });

  it("sends the address and shows the server's answer, with a way back to log in", async () => {
    const user = userEvent.setup();
    renderSite('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), ' ana@acme.example ');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));

    expect((await screen.findByText(MESSAGE)).getAttribute('role')).toBe('status');
    expect(await sentBody(fetchMock)).toEqual({ email: 'ana@acme.example' });
    const [request] = fetchMock.mock.calls[0] as [Request];
    expect(new URL(request.url).pathname).toBe('/api/auth/password-reset');
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByLabelText('Email')).toBeNull();
  });

  it('checks the address before calling the server', async () => {
    const user = userEvent.setup();
    renderSite('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Email is required.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
