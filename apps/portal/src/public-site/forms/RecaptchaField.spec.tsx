import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, jsonResponse, renderSite, sentBody } from '../testing';

type Render = NonNullable<Window['grecaptcha']>['render'];

async function fillContactForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('First name'), 'Sam');
  await user.type(screen.getByLabelText('Last name'), 'Lee');
  await user.type(screen.getByLabelText('Company'), 'Lee Logistics');
  await user.type(screen.getByLabelText('Position'), 'HR Manager');
  await user.type(screen.getByLabelText('Email'), 'sam@lee.example');
}

describe('reCAPTCHA on the public forms', () => {
  let fetchMock: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.stubEnv('VITE_RECAPTCHA_SITE_KEY', 'site-key-for-tests');
    fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse(201, { id: 'c1' }));
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    fetchMock.mockRestore();
    delete window.grecaptcha;
    document.querySelectorAll('script[src*="recaptcha"]').forEach((script) => script.remove());
  });

  it('loads no Google script on pages without a form', async () => {
    renderSite('/about');
    await screen.findByRole('heading', { level: 1, name: 'About ClearHire' });
    expect(document.querySelector('script[src*="recaptcha"]')).toBeNull();
  });

  it('requires the check when a site key is set, then sends its token as recaptcha', async () => {
    let solve: (token: string) => void = () => undefined;
    const render = vi.fn<Render>((_container, options) => {
      solve = options.callback;
      return 0;
    });
    window.grecaptcha = { render, reset: vi.fn() };
    const user = userEvent.setup();
    renderSite('/contact');
    await fillContactForm(user);
    expect(render).toHaveBeenCalledWith(expect.any(HTMLElement), expect.objectContaining({ sitekey: 'site-key-for-tests' }));

    await user.click(screen.getByRole('button', { name: 'Request a demo' }));
    expect(await screen.findByText('Please confirm that you are not a robot.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await act(async () => {
      solve('token-from-google');
    });
    await user.click(screen.getByRole('button', { name: 'Request a demo' }));
    await screen.findByRole('heading', { level: 1, name: 'Request Sent' });
    expect(currentLocation()).toBe('/thank-you-demo');
    expect(await sentBody(fetchMock)).toMatchObject({ recaptcha: 'token-from-google' });
  });

  it('injects the Google script when the API object is not there yet', async () => {
    renderSite('/contact');
    await screen.findByLabelText('Position');
    const script = document.querySelector<HTMLScriptElement>('script[src*="recaptcha"]');
    expect(script?.src).toContain('https://www.google.com/recaptcha/api.js');
    expect(script?.src).toContain('render=explicit');
  });

  it('resets the widget after the server refuses a token', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(400, { errors: [{ msg: 'Please confirm that you are not a robot.', param: 'recaptcha' }] }),
    );
    let solve: (token: string) => void = () => undefined;
    const reset = vi.fn();
    window.grecaptcha = {
      render: (_container, options) => {
        solve = options.callback;
        return 5;
      },
      reset,
    };
    const user = userEvent.setup();
    renderSite('/contact');
    await fillContactForm(user);
    await act(async () => {
      solve('used-token');
    });
    await user.click(screen.getByRole('button', { name: 'Request a demo' }));
    await screen.findByText('Please correct the following:');
    expect(reset).toHaveBeenCalledWith(5);
  });
});
