import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANY_USER, renderDashboard } from '../testing/render-dashboard';
import { mockApi } from '../testing/mock-api';
import { aCompany, anEmployeeDetail } from '../testing/fixtures';

vi.mock('../../ui/scroll', () => ({ scrollToTop: vi.fn(), SCROLL_DELAY_MS: 10 }));

const NEW_ID = '20000000-0000-4000-8000-000000000009';
const EMPLOYEE_PATH = '/api/employees/20000000-0000-4000-8000-000000000001';

describe('the mobile number', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is sent with a new employee as typed, and a number that is not one is refused before sending', async () => {
    const api = mockApi({
      'GET /api/companies/:id': () => ({ data: aCompany({ erd_status: 'approved' }) }),
      'POST /api/employees': () => ({ status: 201, body: { employeeId: NEW_ID } }),
      'GET /api/employees/:id': () => ({ data: anEmployeeDetail({ id: NEW_ID }) }),
    });
    renderDashboard('/dashboard/employees/add', COMPANY_USER);
    await userEvent.type(await screen.findByRole('textbox', { name: 'First name' }), 'Jo');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Kim');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'jo@example.com');
    const mobile = screen.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.type(mobile, '555-0142');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Mobile number must be a mobile number: 10 digits for a US number, or + and the country code.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/employees')).toHaveLength(0);
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '(808) 555-0142');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/employees')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/employees')[0].body).toEqual({ firstname: 'Jo', lastname: 'Kim', email: 'jo@example.com', mobilePhone: '(808) 555-0142' });
  });

  it('shows the masked number and an opt-out, corrects it, and shows the server’s refusal by the field', async () => {
    let refuse = true;
    const api = mockApi({
      'GET /api/employees/:id': () => ({ data: anEmployeeDetail({ mobile_phone: '••• ••• 0142', texts_opted_out: true }) }),
      'PATCH /api/employees/:id': () =>
        refuse ? { status: 409, body: { errors: [{ msg: 'The mobile number can be corrected only until the employee completes Form I-9 Section 1.', param: 'mobilePhone' }] } } : { data: anEmployeeDetail() },
    });
    renderDashboard('/dashboard/employees/20000000-0000-4000-8000-000000000001', COMPANY_USER);
    expect(await screen.findByText('••• ••• 0142')).toBeTruthy();
    expect(screen.getByText('Opted out of texts')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /Correct the mobile number/ }), '8085550199');
    await userEvent.click(screen.getByRole('button', { name: 'Save the number' }));
    expect((await screen.findAllByText('The mobile number can be corrected only until the employee completes Form I-9 Section 1.')).length).toBeGreaterThan(0);
    expect(api.callsTo('PATCH', EMPLOYEE_PATH)[0].body).toEqual({ mobilePhone: '8085550199' });
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Remove the number' }));
    await waitFor(() => expect(api.callsTo('PATCH', EMPLOYEE_PATH)).toHaveLength(2));
    expect(api.callsTo('PATCH', EMPLOYEE_PATH)[1].body).toEqual({ mobilePhone: null });
  });

  it('offers no correction once Section 1 is done', async () => {
    mockApi({ 'GET /api/employees/:id': () => ({ data: anEmployeeDetail({ mobile_phone: '••• ••• 0142', i9_status: 'submitted' }) }) });
    renderDashboard('/dashboard/employees/20000000-0000-4000-8000-000000000001', COMPANY_USER);
    expect(await screen.findByText('••• ••• 0142')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save the number' })).toBeNull();
  });
});
