import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, COMPANY_USER, currentLocation, renderDashboard } from '../testing/render-dashboard';
import { mockApi } from '../testing/mock-api';
import { aCompany, aLocation, anEmployeeDetail } from '../testing/fixtures';

vi.mock('../../ui/scroll', () => ({ scrollToTop: vi.fn(), SCROLL_DELAY_MS: 10 }));

const NEW_ID = '20000000-0000-4000-8000-000000000009';

/** A company whose ERD is approved, which adds the employee as NEW_ID. */
const mockAddingApi = () =>
  mockApi({
    'GET /api/companies/:id': () => ({ data: aCompany({ erd_status: 'approved' }) }),
    'POST /api/employees': () => ({ status: 201, body: { employeeId: NEW_ID } }),
    'GET /api/employees/:id': () => ({ data: anEmployeeDetail({ id: NEW_ID }) }),
  });

/** Jo Kim, jo@example.com: the three required fields, once the form has loaded. */
async function fillRequiredFields() {
  await userEvent.type(await screen.findByRole('textbox', { name: 'First name' }), 'Jo');
  await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Kim');
  await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'jo@example.com');
}

describe('Add New Employee', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => vi.restoreAllMocks());

  it('adds the employee and opens their page', async () => {
    const api = mockAddingApi();
    renderDashboard('/dashboard/employees/add', COMPANY_USER);
    await fillRequiredFields();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentLocation()).toBe(`/dashboard/employees/${NEW_ID}`));
    expect(api.callsTo('POST', '/api/employees')[0].body).toEqual({ firstname: 'Jo', lastname: 'Kim', email: 'jo@example.com' });
  });

  it('writes to the employee in Spanish when chosen', async () => {
    const api = mockAddingApi();
    renderDashboard('/dashboard/employees/add', COMPANY_USER);
    await fillRequiredFields();
    await userEvent.selectOptions(screen.getByLabelText(/Language of the e-mails/), 'es');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/employees')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/employees')[0].body).toEqual({ firstname: 'Jo', lastname: 'Kim', email: 'jo@example.com', language: 'es' });
  });

  it('sends the job offer and first day when given, and refuses a first day before the offer', async () => {
    const api = mockAddingApi();
    renderDashboard('/dashboard/employees/add', COMPANY_USER);
    await fillRequiredFields();
    fireEvent.change(screen.getByLabelText('Job offer accepted on'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('First day of employment'), { target: { value: '2026-11-19' } });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The first day of employment cannot be before the job offer was accepted.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/employees')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('First day of employment'), { target: { value: '2026-11-30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/employees')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/employees')[0].body).toEqual({ firstname: 'Jo', lastname: 'Kim', email: 'jo@example.com', offerAcceptedOn: '2026-11-20', startDate: '2026-11-30' });
  });

  it('requires all three fields', async () => {
    const api = mockApi({ 'GET /api/companies/:id': () => ({ data: aCompany({ erd_status: 'approved' }) }) });
    renderDashboard('/dashboard/employees/add', COMPANY_USER);
    const first = await screen.findByRole('textbox', { name: 'First name' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('First name is required.')).toBeTruthy();
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/api/employees')).toHaveLength(0);
  });

  // Issue 32: a maxlength of 30 cut jonathan.smith@riverside-co.com to …@riverside-co.co, the address the
  // Form I-9 link then went to, and made guadalupe.hernandez@bluebonnet-diner.com "not a valid e-mail address".
  it.each(['jonathan.smith@riverside-co.com', 'guadalupe.hernandez@bluebonnet-diner.com'])('sends %s whole', async (email) => {
    const api = mockAddingApi();
    renderDashboard('/dashboard/employees/add', COMPANY_USER);
    await userEvent.type(await screen.findByRole('textbox', { name: 'First name' }), 'Jo');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Kim');
    const field = screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement;
    await userEvent.type(field, email);
    expect(field.value).toBe(email);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/employees')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/employees')[0].body).toEqual({ firstname: 'Jo', lastname: 'Kim', email });
  });

  it('says a name or an address is too long instead of cutting it, and sends nothing', async () => {
    const api = mockAddingApi();
    renderDashboard('/dashboard/employees/add', COMPANY_USER);
    const first = (await screen.findByRole('textbox', { name: 'First name' })) as HTMLInputElement;
    await userEvent.click(first);
    await userEvent.paste('F'.repeat(31));
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Kim');
    const email = screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement;
    await userEvent.click(email);
    await userEvent.paste(`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`);
    expect([first.value.length, email.value.length]).toEqual([31, 255]);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('First name must be at most 30 characters.')).toBeTruthy();
    expect(screen.getByText('E-mail must be at most 254 characters.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/employees')).toHaveLength(0);
  });

  it('lists server errors at the top without a smooth scroll, and moves the focus to them', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    mockApi({
      'GET /api/companies/:id': () => ({ data: aCompany({ erd_status: 'approved' }) }),
      'POST /api/employees': () => ({ status: 409, body: { errors: [{ msg: 'An employee with this e-mail already exists.', param: 'email' }] } }),
    });
    renderDashboard('/dashboard/employees/add', COMPANY_USER);
    await fillRequiredFields();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const message = await screen.findByText('An employee with this e-mail already exists.');
    await waitFor(() => expect(document.activeElement).toBe(message.closest('[role="alert"]')));
    // Brought into view only if it is out of view, without the smooth scroll of the public forms.
    expect(scrollIntoView).not.toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
  });

  it('explains that employees wait for the ERD approval', async () => {
    mockApi({ 'GET /api/companies/:id': () => ({ data: aCompany({ erd_status: 'pending' }) }) });
    renderDashboard('/dashboard/employees/add', COMPANY_USER);
    expect(await screen.findByText(/Employees can be added once your ERD/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('is not available to administrators', async () => {
    mockApi({});
    renderDashboard('/dashboard/employees/add', ADMIN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not available' })).toBeTruthy();
  });

  it('asks where the employee works when the user has several locations', async () => {
    const api = mockApi({
      'GET /api/companies/:id': () => ({ data: aCompany({ erd_status: 'approved' }) }),
      'GET /api/companies/:id/locations': () => ({ data: [aLocation(70, 'Acme'), aLocation(71, 'Airport')] }),
      'POST /api/employees': () => ({ status: 201, body: { employeeId: NEW_ID } }),
      'GET /api/employees/:id': () => ({ data: anEmployeeDetail({ id: NEW_ID }) }),
    });
    renderDashboard('/dashboard/employees/add', COMPANY_USER);
    await fillRequiredFields();
    const location = await screen.findByRole('combobox', { name: /Location/ });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Location is required.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/employees')).toHaveLength(0);
    await userEvent.selectOptions(location, 'Airport');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/employees')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/employees')[0].body).toEqual({ firstname: 'Jo', lastname: 'Kim', email: 'jo@example.com', locationId: 71 });
  });
});
