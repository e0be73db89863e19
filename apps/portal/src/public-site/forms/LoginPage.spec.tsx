import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { store } from '../../app/store';
import { sessionExpired, SESSION_EXPIRED_NOTICE } from '../../session/session-slice';
import { TOKEN_STORAGE_KEY } from '../../session/token';
import { currentLocation, fakeToken, jsonResponse, renderSite, sentBody, expectTitle } from '../testing';

const token = fakeToken({ name: 'Ana Díaz' });

async function logIn(path: string) {
  const user = userEvent.setup();
  renderSite(path);
  await user.type(await screen.findByLabelText('Email'), 'ana@acme.example');
  // Enter in the password field submits the form.
  await user.type(screen.getByLabelText('Password'), 'correct horse{Enter}');
  return user;
}

describe('login page', () => {
  let fetchMock: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse(201, { token }));
  });
  afterEach(() => fetchMock.mockRestore());

  it('logs in, stores the token and goes to the dashboard by default', async () => {
    await logIn('/login');
    await screen.findByRole('heading', { name: 'Dashboard stand-in' });
    expect(currentLocation()).toBe('/dashboard');
    expect(await sentBody(fetchMock)).toEqual({ email: 'ana@acme.example', password: 'correct horse' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    expect(store.getState().session.claims?.name).toBe('Ana Díaz');
    await expectTitle('Log in | ClearHire');
  });

  it('follows a same-site redirect', async () => {
    await logIn(`/login?redirect=${encodeURIComponent('/dashboard/erd')}`);
    await screen.findByRole('heading', { name: 'Dashboard stand-in' });
    expect(currentLocation()).toBe('/dashboard/erd');
  });

  it.each(['//evil.example', 'https://evil.example', '//evil.example/dashboard'])(
    'refuses the off-site redirect %s and goes to the dashboard',
    async (redirect) => {
      await logIn(`/login?redirect=${encodeURIComponent(redirect)}`);
      await screen.findByRole('heading', { name: 'Dashboard stand-in' });
      expect(currentLocation()).toBe('/dashboard');
    },
  );

  it('lists the server errors at the top, puts the focus on them and stays on the page', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(401, {
        errors: [{ msg: 'The e-mail address or password is incorrect.' }, { msg: 'Too many attempts. Try again later.' }],
      }),
    );
    await logIn('/login');
    const alert = await screen.findByText('Please correct the following:');
    const summary = alert.closest('[role="alert"]') as HTMLElement;
    const list = within(summary);
    expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'The e-mail address or password is incorrect.',
      'Too many attempts. Try again later.',
    ]);
    // The error names no field: the keyboard and the screen reader continue from the message, not from the page's top.
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(currentLocation()).toBe('/login');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('validates the fields before calling the server', async () => {
    const user = userEvent.setup();
    renderSite('/login');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email is required.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    // The first field on the page, though Password registered first.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the session-expired notice once', async () => {
    store.dispatch(sessionExpired());
    renderSite('/login');
    expect(await screen.findByText(SESSION_EXPIRED_NOTICE)).toBeTruthy();
    await waitFor(() => expect(store.getState().session.notice).toBeNull());
    expect(screen.getByText(SESSION_EXPIRED_NOTICE)).toBeTruthy();
  });

  describe('with two-factor sign-in', () => {
    const CHALLENGE = 'challenge-123';
    const EXPIRED = 'This sign-in has expired. Please log in again.';
    const USED = 'This sign-in was already completed, or closed after too many wrong codes. Please log in again.';

    /** The password step answers with a challenge; the code step with what `codeReply` gives. */
    function twoFactorServer(codeReply: () => Response) {
      fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
        const url = input instanceof Request ? input.url : String(input);
        return url.endsWith('/api/auth/login/two-factor') ? codeReply() : jsonResponse(201, { twoFactorChallenge: CHALLENGE });
      });
    }

    async function enterCode(user: ReturnType<typeof userEvent.setup>, code: string) {
      const field = await screen.findByLabelText('Authentication code');
      await user.type(field, `${code}{Enter}`);
      return field;
    }

    it('asks for the code, then stores the token and follows the redirect', async () => {
      twoFactorServer(() => jsonResponse(201, { token }));
      const user = await logIn(`/login?redirect=${encodeURIComponent('/dashboard/erd')}`);
      const field = await screen.findByLabelText('Authentication code');
      expect(field.getAttribute('inputmode')).toBe('numeric');
      expect(field.getAttribute('autocomplete')).toBe('one-time-code');
      expect(screen.getByText('The 6 digits your authenticator app shows, or one of your recovery codes')).toBeTruthy();
      expect(screen.queryByLabelText('Password')).toBeNull();
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();

      await enterCode(user, '123456');
      await screen.findByRole('heading', { name: 'Dashboard stand-in' });
      expect(currentLocation()).toBe('/dashboard/erd');
      expect(await sentBody(fetchMock, 1)).toEqual({ challenge: CHALLENGE, code: '123456' });
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
      expect(store.getState().session.claims?.name).toBe('Ana Díaz');
    });

    it('accepts a recovery code', async () => {
      twoFactorServer(() => jsonResponse(201, { token }));
      const user = await logIn('/login');
      await enterCode(user, 'ABCDE-FGHIJ');
      await screen.findByRole('heading', { name: 'Dashboard stand-in' });
      expect(await sentBody(fetchMock, 1)).toEqual({ challenge: CHALLENGE, code: 'ABCDE-FGHIJ' });
    });

    it('shows a wrong code on the field and stays on the step', async () => {
      twoFactorServer(() => jsonResponse(401, { errors: [{ msg: 'The code is incorrect or was already used.', param: 'code' }] }));
      const user = await logIn('/login');
      const field = await enterCode(user, '000000');
      await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
      const describedBy = field.getAttribute('aria-describedby') ?? '';
      expect(document.getElementById(describedBy.split(' ').pop() as string)?.textContent).toBe('The code is incorrect or was already used.');
      expect(screen.getByLabelText('Authentication code')).toBeTruthy();
      expect(currentLocation()).toBe('/login');
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    });

    it.each([
      ['expired', 401, { msg: EXPIRED }],
      ['was already used or closed', 400, { msg: USED, param: 'challenge' }],
    ])('goes back to the password step with the message when the challenge %s', async (_, status, error) => {
      twoFactorServer(() => jsonResponse(status, { errors: [error] }));
      const user = await logIn('/login');
      await enterCode(user, '123456');
      expect(await screen.findByText(error.msg)).toBeTruthy();
      expect(screen.queryByLabelText('Authentication code')).toBeNull();
      expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ana@acme.example');
      expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
      expect(store.getState().session.notice).toBeNull();
    });

    it('shows the wait asked for after too many attempts', async () => {
      twoFactorServer(() => jsonResponse(429, { errors: [{ msg: 'Too many attempts. Please wait 5 minutes before trying again.' }] }));
      const user = await logIn('/login');
      await enterCode(user, '123456');
      expect(await screen.findByText('Too many attempts. Please wait 5 minutes before trying again.')).toBeTruthy();
      expect(screen.getByLabelText('Authentication code')).toBeTruthy();
    });

    it('asks for the code before calling the server, and Start over goes back to the password', async () => {
      twoFactorServer(() => jsonResponse(201, { token }));
      const user = await logIn('/login');
      await user.click(await screen.findByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('Authentication code is required.')).toBeTruthy();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await user.click(screen.getByRole('button', { name: 'Start over' }));
      expect(await screen.findByLabelText('Password')).toBeTruthy();
      expect(screen.queryByLabelText('Authentication code')).toBeNull();
    });
  });
});
