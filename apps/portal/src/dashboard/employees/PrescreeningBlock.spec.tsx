import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANY_USER, renderDashboard } from '../testing/render-dashboard';
import { mockApi } from '../testing/mock-api';
import { aCompany, anEmployeeDetail } from '../testing/fixtures';
import type { EmployeeDetailView, SubmissionMatchView } from '../../api/generated';

const ID = '20000000-0000-4000-8000-000000000001';
const PATH = `/dashboard/employees/${ID}`;
const MATCH: SubmissionMatchView = { id: '00000000-0000-4000-8000-000000000005', firstname: 'Jo', lastname: 'Kim', created_at: '2026-10-02T15:00:00.000Z', matched_on: 'email' };
const OTHER: SubmissionMatchView = { id: '00000000-0000-4000-8000-000000000006', firstname: 'Joanne', lastname: 'Kim', created_at: '2026-09-12T15:00:00.000Z', matched_on: 'name_and_birthdate' };

/** The employee with its matches; linking answers as the API does, or refuses with `refusal`. */
function employeeApi(employee: EmployeeDetailView, refusal?: { status: number; body: unknown }) {
  let current = employee;
  return mockApi({
    'GET /api/employees/:id': () => ({ data: current }),
    'GET /api/companies/:id': () => ({ data: aCompany() }),
    'POST /api/employees/:id/submission': (call) => {
      if (refusal) return refusal;
      current = { ...current, submission_id: (call.body as { submissionId: string }).submissionId, submission_matches: [] };
      return { status: 201, body: { data: current } };
    },
  });
}

const block = () => screen.findByRole('region', { name: 'Pre-screening' });

describe('the pre-screening of an employee', () => {
  it('offers each match, links the one confirmed, then shows the link to it', async () => {
    const api = employeeApi(anEmployeeDetail({ id: ID, submission_matches: [MATCH, OTHER] }));
    renderDashboard(PATH, COMPANY_USER);
    const region = await block();
    expect(within(region).getByText(/same name and date of birth/)).toBeTruthy();
    const [first] = within(region).getAllByRole('button', { name: 'Link to this pre-screening' });
    await userEvent.click(first);
    // Nothing is linked before the person confirms; the focus follows to the question.
    expect(api.callsTo('POST', `/api/employees/${ID}/submission`)).toEqual([]);
    expect(document.activeElement).toBe(within(region).getByRole('button', { name: 'Yes, link them' }));
    await userEvent.click(within(region).getByRole('button', { name: 'Yes, link them' }));

    expect(api.callsTo('POST', `/api/employees/${ID}/submission`).map((c) => c.body)).toEqual([{ submissionId: MATCH.id }]);
    const linked = await screen.findByRole('link', { name: 'this WOTC pre-screening' });
    expect(linked.getAttribute('href')).toBe(`/dashboard/submissions/${MATCH.id}`);
    expect(screen.queryByRole('button', { name: 'Link to this pre-screening' })).toBeNull();
  });

  it('links nothing when the person cancels', async () => {
    const api = employeeApi(anEmployeeDetail({ id: ID, submission_matches: [MATCH] }));
    renderDashboard(PATH, COMPANY_USER);
    const region = await block();
    await userEvent.click(within(region).getByRole('button', { name: 'Link to this pre-screening' }));
    await userEvent.click(within(region).getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(within(region).getByRole('button', { name: 'Link to this pre-screening' }));
    expect(api.callsTo('POST', `/api/employees/${ID}/submission`)).toEqual([]);
  });

  it("shows the API's refusal when the pre-screening was linked meanwhile", async () => {
    employeeApi(anEmployeeDetail({ id: ID, submission_matches: [MATCH] }), {
      status: 409,
      body: { errors: [{ msg: 'This pre-screening is already linked to another employee.', param: 'submissionId' }] },
    });
    renderDashboard(PATH, COMPANY_USER);
    const region = await block();
    await userEvent.click(within(region).getByRole('button', { name: 'Link to this pre-screening' }));
    await userEvent.click(within(region).getByRole('button', { name: 'Yes, link them' }));
    expect(await within(region).findByText('This pre-screening is already linked to another employee.')).toBeTruthy();
  });

  it('shows no block without a link or a match', async () => {
    employeeApi(anEmployeeDetail({ id: ID }));
    renderDashboard(PATH, COMPANY_USER);
    await screen.findByRole('heading', { name: 'Form I-9' });
    expect(screen.queryByRole('region', { name: 'Pre-screening' })).toBeNull();
  });
});
