import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, COMPANY_USER, renderDashboard } from '../testing/render-dashboard';
import { mockApi } from '../testing/mock-api';
import { aCompany, aSubmissionDetail } from '../testing/fixtures';
import type { CompanyDetailView, HireEmployeeOutcome, SubmissionDetailView } from '../../api/generated';

const ID = '00000000-0000-4000-8000-000000000001';
const EMPLOYEE = '20000000-0000-4000-8000-000000000009';
const PATH = `/dashboard/submissions/${ID}`;
const HIRE = { offerDate: '2026-11-25', hireDate: '2026-11-28', startDate: '2026-12-01', startingWage: '15.50', jobTitle: 'Line cook' };

/** The submission, its company, and a hire answered with `employee` (the API's outcome). */
function hireApi(detail: SubmissionDetailView, employee: HireEmployeeOutcome | null, company: CompanyDetailView = aCompany()) {
  return mockApi({
    'GET /api/submissions/:id': () => ({ data: detail }),
    'GET /api/companies/:id': () => ({ data: company }),
    'PATCH /api/submissions/:id/hire': () => ({ data: { ...detail, start_date: HIRE.startDate, employee_id: employee?.id ?? detail.employee_id }, employee }),
  });
}

async function fillHire(hire: Partial<typeof HIRE> = {}) {
  const values = { ...HIRE, ...hire };
  await userEvent.type(await screen.findByLabelText(/Job offer date/), values.offerDate);
  await userEvent.type(screen.getByLabelText(/^Hire date/), values.hireDate);
  await userEvent.type(screen.getByLabelText(/^Start date/), values.startDate);
  await userEvent.type(screen.getByLabelText(/Starting wage/), values.startingWage);
  await userEvent.type(screen.getByLabelText(/Job title/), values.jobTitle);
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save hire record' }));
const CHECKBOX = "Start this employee's Form I-9 now";

describe('the hire record starts the Form I-9', () => {
  it('offers the Form I-9 start checked, sends it, and says the employee will receive the link, with the way to their page', async () => {
    const api = hireApi(aSubmissionDetail({ created_at: '2026-11-20T15:00:00.000Z' }), { id: EMPLOYEE, created: true, first_day: null, first_day_kept_reason: null });
    renderDashboard(PATH, COMPANY_USER);
    const box = (await screen.findByLabelText(CHECKBOX)) as HTMLInputElement;
    expect(box.checked).toBe(true);
    await fillHire();
    await save();

    const started = await screen.findByText('Form I-9 started: Maria Lopez will receive the private link by e-mail.');
    expect(within(started.closest('[role="status"]') as HTMLElement).getByText('Hire record saved.')).toBeTruthy();
    expect(api.callsTo('PATCH', `/api/submissions/${ID}/hire`)[0].body).toMatchObject({ startI9: true });
    expect(screen.getByRole('link', { name: "Maria Lopez's employee page" }).getAttribute('href')).toBe(`/dashboard/employees/${EMPLOYEE}`);
    // The employee exists now: the form no longer offers to start another.
    expect(screen.queryByLabelText(CHECKBOX)).toBeNull();
  });

  it('sends no Form I-9 start when the box is cleared', async () => {
    const api = hireApi(aSubmissionDetail({ created_at: '2026-11-20T15:00:00.000Z' }), null);
    renderDashboard(PATH, COMPANY_USER);
    await userEvent.click(await screen.findByLabelText(CHECKBOX));
    await fillHire();
    await save();
    await screen.findByText('Hire record saved.');
    expect(api.callsTo('PATCH', `/api/submissions/${ID}/hire`)[0].body).not.toHaveProperty('startI9');
    expect(screen.queryByText(/Form I-9 started/)).toBeNull();
  });

  it('has no box and says why when the company cannot add employees yet', async () => {
    hireApi(aSubmissionDetail(), null, aCompany({ erd_status: 'pending' }));
    renderDashboard(PATH, COMPANY_USER);
    expect(await screen.findByText(/can be started here once your ERD and I-9 employer authorization are approved/)).toBeTruthy();
    expect(screen.queryByLabelText(CHECKBOX)).toBeNull();
  });

  it('has no box once an employee is linked, links to them, and tells how the first day moved', async () => {
    const api = hireApi(aSubmissionDetail({ created_at: '2026-11-20T15:00:00.000Z', employee_id: EMPLOYEE }), {
      id: EMPLOYEE,
      created: false,
      first_day: { from: '2026-11-30', to: '2026-12-01' },
      first_day_kept_reason: null,
    });
    renderDashboard(PATH, COMPANY_USER);
    expect((await screen.findByRole('link', { name: "Maria Lopez's employee page" })).getAttribute('href')).toBe(`/dashboard/employees/${EMPLOYEE}`);
    expect(screen.queryByLabelText(CHECKBOX)).toBeNull();
    await fillHire();
    await save();
    expect(await screen.findByText('The first day of employment was changed from 30 Nov 2026 to 1 Dec 2026.')).toBeTruthy();
    expect(api.callsTo('PATCH', `/api/submissions/${ID}/hire`)[0].body).not.toHaveProperty('startI9');
  });

  it('says why the first day was kept once Section 2 is signed', async () => {
    const reason = 'Section 2 is signed: its first day of employment stays 2026-11-30; correct it in Section 2.';
    hireApi(aSubmissionDetail({ created_at: '2026-11-20T15:00:00.000Z', employee_id: EMPLOYEE }), { id: EMPLOYEE, created: false, first_day: null, first_day_kept_reason: reason });
    renderDashboard(PATH, COMPANY_USER);
    await fillHire();
    await save();
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.queryByText(/first day of employment was changed/)).toBeNull();
  });

  it('tells an administrator the company starts it', async () => {
    hireApi(aSubmissionDetail(), null);
    renderDashboard(PATH, ADMIN);
    expect(await screen.findByText(/company's users start this employee's Form I-9/)).toBeTruthy();
    expect(screen.queryByLabelText(CHECKBOX)).toBeNull();
  });
});
