import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANY_SIZES, INDUSTRIES, SIGNUP_LIMITS } from '@clearhire/contracts';
import { currentLocation, jsonResponse, renderSite, sentBody, expectTitle } from '../testing';

type User = ReturnType<typeof userEvent.setup>;

async function fillValidForm(user: User) {
  await user.type(await screen.findByLabelText('First name'), 'Ana');
  await user.type(screen.getByLabelText('Last name'), 'Díaz');
  await user.type(screen.getByLabelText('Email'), 'ana@acme.example');
  await user.type(screen.getByLabelText('Password'), 'long enough 1');
  await user.type(screen.getByLabelText('Repeat password'), 'long enough 1');
  await user.type(screen.getByLabelText('Company name'), 'Acme Diners of Ohio');
  await user.type(screen.getByLabelText('Phone'), '6145550100');
  await user.selectOptions(screen.getByLabelText('Industry'), 'Restaurants');
  await user.selectOptions(screen.getByLabelText('Company size'), '51-100');
}

const submit = () => screen.getByRole('button', { name: 'Create account' });

describe('signup page', () => {
  let fetchMock: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse(201, { companyId: 41 }));
  });
  afterEach(() => {
    fetchMock.mockRestore();
    vi.unstubAllEnvs();
  });

  it('marks and checks the required fields', async () => {
    const user = userEvent.setup();
    renderSite('/signup');
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    for (const message of [
      'First name is required.',
      'Last name is required.',
      'Email is required.',
      'Password is required.',
      'Repeat password is required.',
      'Company name is required.',
      'Phone is required.',
      'Choose your industry.',
      'Choose your company size.',
    ]) {
      expect(screen.getByText(message), message).toBeTruthy();
    }
    expect(screen.getByLabelText('Fax').getAttribute('aria-invalid')).toBe('false');
    // The first invalid field on the page takes the focus (react-hook-form alone chose Company name, registered first).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First name')));
    expect(screen.getByLabelText('First name').getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText('Fax').getAttribute('aria-required')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers the industries and company sizes of the contracts picklists', async () => {
    renderSite('/signup');
    const industry = within(await screen.findByLabelText('Industry'));
    const size = within(screen.getByLabelText('Company size'));
    expect(
      industry
        .getAllByRole('option')
        .slice(1)
        .map((o) => o.textContent),
    ).toEqual([...INDUSTRIES]);
    expect(
      size
        .getAllByRole('option')
        .slice(1)
        .map((o) => o.textContent),
    ).toEqual([...COMPANY_SIZES]);
  });

  it('accepts digits only in phone and fax, and needs matching passwords', async () => {
    const user = userEvent.setup();
    renderSite('/signup');
    await fillValidForm(user);
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '(614) 555-');
    await user.type(screen.getByLabelText('Fax'), '614-555');
    await user.clear(screen.getByLabelText('Repeat password'));
    await user.type(screen.getByLabelText('Repeat password'), 'something else');
    await user.click(submit());

    expect(await screen.findByText('Phone must contain digits only.')).toBeTruthy();
    expect(screen.getByText('Fax must contain digits only.')).toBeTruthy();
    expect(screen.getByText('Passwords do not match.')).toBeTruthy();
    const phone = screen.getByLabelText('Phone');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-describedby')).toContain('signup-phone-error');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a password shorter than the minimum', async () => {
    const user = userEvent.setup();
    renderSite('/signup');
    await fillValidForm(user);
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(submit());
    expect(await screen.findByText(`Password must be at least ${SIGNUP_LIMITS.passwordMin} characters.`)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('registers the company and goes to Account Created', async () => {
    const user = userEvent.setup();
    renderSite('/signup');
    await fillValidForm(user);
    await user.click(submit());

    await screen.findByRole('heading', { level: 1, name: 'Account Created' });
    expect(currentLocation()).toBe('/thank-you');
    await expectTitle('Account Created | ClearHire');
    expect(await sentBody(fetchMock)).toEqual({
      firstname: 'Ana',
      lastname: 'Díaz',
      email: 'ana@acme.example',
      password: 'long enough 1',
      password2: 'long enough 1',
      name: 'Acme Diners of Ohio',
      phone: '6145550100',
      industry: 'Restaurants',
      size: '51-100',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(screen.getByRole('link', { name: 'Log in and complete the ERD' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fdashboard%2Ferd',
    );
  });

  it('shows the server errors, focuses the field they name and stays on the form', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(409, { errors: [{ msg: 'An account with this e-mail address already exists.', param: 'email' }] }),
    );
    const user = userEvent.setup();
    renderSite('/signup');
    await fillValidForm(user);
    await user.click(submit());

    const alert = (await screen.findByText('Please correct the following:')).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByRole('listitem').textContent).toBe('An account with this e-mail address already exists.');
    // The same message also sits under the field the server named.
    await waitFor(() => expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    expect(currentLocation()).toBe('/signup');
  });

  it('shows no robot check and loads no Google script without a site key', async () => {
    renderSite('/signup');
    await screen.findByLabelText('First name');
    expect(document.querySelector('script[src*="recaptcha"]')).toBeNull();
  });
});
