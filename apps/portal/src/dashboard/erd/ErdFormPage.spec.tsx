import { screen, waitFor, within } from '@testing-library/react';
import { ERD_AUTHORIZATION_VERSION, erdAuthorizationBlocks } from '@clearhire/contracts';
import userEvent from '@testing-library/user-event';
import { ADMIN, COMPANY_MEMBER, COMPANY_USER, renderDashboard } from '../testing/render-dashboard';
import { mockApi } from '../testing/mock-api';
import { aCompany } from '../testing/fixtures';
import { loadPage } from '../common/full-load';

vi.mock('../common/full-load', () => ({ loadPage: vi.fn() }));
vi.mock('../../ui/scroll', () => ({ scrollToTop: vi.fn(), SCROLL_DELAY_MS: 10 }));

async function fillAndSubmit() {
  const ein = await screen.findByRole('textbox', { name: 'EIN' });
  await userEvent.type(ein, '121234567');
  await userEvent.type(screen.getByRole('textbox', { name: 'Signature (your full name)' }), 'Carla Owner');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('ERD and I-9 Employer Authorization form', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => vi.restoreAllMocks());

  it('sends the ERD as pending, prefilled from the company, then reloads the dashboard', async () => {
    const api = mockApi({
      'GET /api/companies/:id': () => ({ data: aCompany({ erd_status: 'not-submitted' }) }),
      'POST /api/forms/erd': () => ({ status: 201, body: { id: 'erd-1' } }),
    });
    renderDashboard('/dashboard/erd', COMPANY_USER);
    expect(((await screen.findByRole('textbox', { name: 'Company legal name' })) as HTMLInputElement).value).toBe('Acme');
    await fillAndSubmit();
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/dashboard'));
    expect(api.callsTo('POST', '/api/forms/erd')[0].body).toEqual({
      firstname: 'Carla',
      lastname: 'Owner',
      name: 'Acme',
      phone: '5125550100',
      email: 'carla@acme.example',
      ein: '121234567',
      signature: 'Carla Owner',
      authorizationVersion: ERD_AUTHORIZATION_VERSION,
      erdStatus: 'pending',
    });
  });

  it('shows the whole authorization, for the legal name as typed, before the signature field', async () => {
    mockApi({ 'GET /api/companies/:id': () => ({ data: aCompany({ erd_status: 'not-submitted' }) }) });
    renderDashboard('/dashboard/erd', COMPANY_USER);
    const name = await screen.findByRole('textbox', { name: 'Company legal name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Acme Holdings LLC');
    const words = screen.getByRole('region', { name: 'Employer Representative Declaration and Form I-9 Employer Authorization' });
    // Every block of the words the API will keep with the signature, in their order.
    const shown = words.textContent ?? '';
    let from = 0;
    for (const block of erdAuthorizationBlocks('Acme Holdings LLC')) {
      const at = shown.indexOf(block.text, from);
      expect({ block: block.text, shown: at >= 0 }).toEqual({ block: block.text, shown: true });
      from = at + block.text.length;
    }
    expect(within(words).getByText(/^The employer, Acme Holdings LLC, designates ClearHire/)).toBeTruthy();
    expect(within(words).getAllByRole('listitem')).toHaveLength(7);
    // Read before signing: the words come before the signature field in the page.
    const signature = screen.getByRole('textbox', { name: 'Signature (your full name)' });
    expect(words.compareDocumentPosition(signature) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps the EIN to 9 digits and the signature to 30 characters', async () => {
    const api = mockApi({ 'GET /api/companies/:id': () => ({ data: aCompany({ erd_status: 'not-submitted' }) }) });
    renderDashboard('/dashboard/erd', COMPANY_USER);
    const ein = await screen.findByRole('textbox', { name: 'EIN' });
    const signature = screen.getByRole('textbox', { name: 'Signature (your full name)' }) as HTMLInputElement;
    await userEvent.click(signature);
    await userEvent.paste('S'.repeat(31));
    expect(signature.value).toHaveLength(31);
    await userEvent.type(ein, '12-34567');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('EIN must contain digits only.')).toBeTruthy();
    expect(screen.getByText('Signature must be at most 30 characters.')).toBeTruthy();
    expect(ein.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/api/forms/erd')).toHaveLength(0);
  });

  it('lists the server errors at the top without a smooth scroll, and moves the focus to them', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    mockApi({
      'GET /api/companies/:id': () => ({ data: aCompany({ erd_status: 'not-submitted' }) }),
      'POST /api/forms/erd': () => ({ status: 400, body: { errors: [{ msg: 'EIN is not a valid IRS number.', param: 'ein' }] } }),
    });
    renderDashboard('/dashboard/erd', COMPANY_USER);
    await fillAndSubmit();
    const message = await screen.findByText('EIN is not a valid IRS number.');
    await waitFor(() => expect(document.activeElement).toBe(message.closest('[role="alert"]')));
    // Brought into view only if it is out of view, without the smooth scroll of the public forms.
    expect(scrollIntoView).not.toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('tells a company whose ERD is pending that it is being processed', async () => {
    mockApi({ 'GET /api/companies/:id': () => ({ data: aCompany({ erd_status: 'pending' }) }) });
    renderDashboard('/dashboard/erd', COMPANY_USER);
    expect(await screen.findByText(/being processed/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('tells a member that an owner must sign, without offering the form', async () => {
    const api = mockApi({ 'GET /api/companies/:id': () => ({ data: aCompany({ erd_status: 'not-submitted' }) }) });
    renderDashboard('/dashboard/erd', COMPANY_MEMBER);
    expect(await screen.findByText('An owner of your company must sign the ERD and I-9 Employer Authorization forms.')).toBeTruthy();
    expect(screen.getByRole('link', { name: "See your company's owners" }).getAttribute('href')).toBe('/dashboard/team');
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(api.callsTo('POST', '/api/forms/erd')).toHaveLength(0);
  });

  it('is not available to administrators', async () => {
    mockApi({});
    renderDashboard('/dashboard/erd', ADMIN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not available' })).toBeTruthy();
  });
});
