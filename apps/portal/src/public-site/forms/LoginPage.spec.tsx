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

  it('lists the server errors at the top and stays on the page', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(401, {
        errors: [{ msg: 'The e-mail address or password is incorrect.' }, { msg: 'Too many attempts. Try again later.' }],
      }),
    );
    await logIn('/login');
    const alert = await screen.findByText('Please correct the following:');
    const list = within(alert.closest('[role="alert"]') as HTMLElement);
    expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'The e-mail address or password is incorrect.',
      'Too many attempts. Try again later.',
    ]);
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
    expect(screen.getByLabelText('Email').getAttribute('maxlength')).toBe('50');
    expect(screen.getByLabelText('Password').getAttribute('maxlength')).toBe('50');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the session-expired notice once', async () => {
    store.dispatch(sessionExpired());
    renderSite('/login');
    expect(await screen.findByText(SESSION_EXPIRED_NOTICE)).toBeTruthy();
    await waitFor(() => expect(store.getState().session.notice).toBeNull());
    expect(screen.getByText(SESSION_EXPIRED_NOTICE)).toBeTruthy();
  });
});
