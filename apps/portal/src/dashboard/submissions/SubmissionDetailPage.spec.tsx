import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, COMPANY_USER, renderDashboard } from '../testing/render-dashboard';
import { mockApi } from '../testing/mock-api';
import { aSubmissionDetail } from '../testing/fixtures';
import type { DocumentView, SubmissionDetailView } from '../../api/generated';
import { openFile } from '../../api/open-file';

vi.mock('../../api/open-file', () => ({ openFile: vi.fn().mockResolvedValue(true) }));

const ID = '00000000-0000-4000-8000-000000000001';
const PATH = `/dashboard/submissions/${ID}`;

function detailApi(detail: SubmissionDetailView) {
  let current = detail;
  return mockApi({
    'GET /api/submissions/:id': () => ({ data: current }),
    'PATCH /api/submissions/:id': (call) => {
      current = { ...current, status: (call.body as { newStatus: SubmissionDetailView['status'] }).newStatus };
      return { data: current };
    },
    'PATCH /api/submissions/:id/hire': (call) => {
      const body = call.body as { offerDate: string; hireDate: string; startDate: string; startingWage: number; jobTitle: string };
      current = {
        ...current,
        offer_date: body.offerDate,
        hire_date: body.hireDate,
        start_date: body.startDate,
        starting_wage: body.startingWage.toFixed(2),
        job_title: body.jobTitle,
        state_deadline: '2026-12-29',
        program_status: 'hiatus',
      };
      return { data: current };
    },
  });
}

function aPdf(id: string, kind: DocumentView['kind']): DocumentView {
  return { id, kind, type: null, contentType: 'application/pdf', size: 20_000, createdAt: '2026-11-22T15:01:00.000Z' };
}

function answersSection(): HTMLElement {
  return screen.getByRole('heading', { name: 'WOTC Answers' }).closest('section') as HTMLElement;
}

describe('Submission detail', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => vi.restoreAllMocks());

  it('hides applicant data and answers when the applicant is not eligible', async () => {
    detailApi(aSubmissionDetail({ eligible: false, target_groups: [], max_credit: 0 }));
    renderDashboard(PATH, COMPANY_USER);
    expect(await screen.findByText('Applicant is not eligible for WOTC')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'WOTC Answers' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Applicant' })).toBeNull();
    expect(screen.queryByText('***-**-6789')).toBeNull();
  });

  it('shows the applicant, the masked SSN, the age group and the best credit when eligible', async () => {
    detailApi(aSubmissionDetail({ birthdate: '1970-01-15', age_group: 'Over 40' }));
    renderDashboard(PATH, COMPANY_USER);
    const applicant = (await screen.findByRole('heading', { name: 'Applicant' })).closest('section') as HTMLElement;
    // Name and signature.
    expect(within(applicant).getAllByText('Maria Lopez', { selector: 'dd' })).toHaveLength(2);
    expect(within(applicant).getByText('***-**-6789')).toBeTruthy();
    expect(within(applicant).getByText('Over 40')).toBeTruthy();
    expect(screen.getByText('$2,400')).toBeTruthy();
  });

  it('shows snap3 only under a snap answer of No', async () => {
    const base = aSubmissionDetail();
    detailApi({ ...base, answers: { ...base.answers, snap: '0', snap3: '1' } });
    const { unmount } = renderDashboard(PATH, COMPANY_USER);
    await screen.findByRole('heading', { name: 'WOTC Answers' });
    expect(within(answersSection()).getByText(/at least 3 of the past 5 months/)).toBeTruthy();
    unmount();

    // A leftover snap3 under a Yes is not a question the applicant was asked.
    detailApi({ ...base, answers: { ...base.answers, snap: '1', snap3: '1' } });
    renderDashboard(PATH, COMPANY_USER);
    await screen.findByRole('heading', { name: 'WOTC Answers' });
    expect(within(answersSection()).queryByText(/at least 3 of the past 5 months/)).toBeNull();
  });

  it("shows other follow-ups only under a '1' parent", async () => {
    const base = aSubmissionDetail();
    detailApi({ ...base, answers: { ...base.answers, military: '0', militaryBranch: 'Navy', felony: '1', felonyType: 'State' } });
    renderDashboard(PATH, COMPANY_USER);
    await screen.findByRole('heading', { name: 'WOTC Answers' });
    const answers = answersSection();
    expect(within(answers).queryByText('Navy')).toBeNull();
    expect(within(answers).getByText('State')).toBeTruthy();
  });

  it('gives administrators a status picker, the company link and the PDFs', async () => {
    const api = detailApi(
      aSubmissionDetail({ documents: [aPdf('doc-8850', 'form-8850'), aPdf('doc-9061', 'form-9061')] }),
    );
    renderDashboard(PATH, ADMIN);
    const picker = await screen.findByRole('combobox', { name: 'Status' });
    expect(screen.getByRole('link', { name: 'Acme' }).getAttribute('href')).toBe('/dashboard/companies/7');

    await userEvent.selectOptions(picker, 'approved');
    await waitFor(() => expect(api.callsTo('PATCH', `/api/submissions/${ID}`)[0]?.body).toEqual({ newStatus: 'approved' }));
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('approved'));

    await userEvent.click(screen.getByRole('button', { name: 'Form 8850 (PDF)' }));
    expect(openFile).toHaveBeenCalledWith('doc-8850');
    await userEvent.click(screen.getByRole('button', { name: 'ETA Form 9061 (PDF)' }));
    expect(openFile).toHaveBeenCalledWith('doc-9061');
  });

  it('gives administrators the Form 8850 of an applicant who is not eligible', async () => {
    detailApi(aSubmissionDetail({ eligible: false, target_groups: [], max_credit: 0, documents: [aPdf('doc-8850', 'form-8850')] }));
    renderDashboard(PATH, ADMIN);
    expect(await screen.findByText('Applicant is not eligible for WOTC')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Form 8850 (PDF)' })).toBeTruthy();
    expect(screen.queryByText(/9061/)).toBeNull();
  });

  it('tells administrators the PDFs are being prepared until the worker lists them', async () => {
    detailApi(aSubmissionDetail());
    renderDashboard(PATH, ADMIN);
    expect(await screen.findByText('Documents are being prepared')).toBeTruthy();
  });

  it('shows a company user a read-only status and no admin tools', async () => {
    detailApi(aSubmissionDetail({ status: 'sent' }));
    renderDashboard(PATH, COMPANY_USER);
    expect(await screen.findByText('Sent To State')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    expect(screen.queryByText(/Submitted to/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Documents' })).toBeNull();
  });

  it('records the hire and shows the state deadline from the answer', async () => {
    const api = detailApi(aSubmissionDetail({ created_at: '2026-11-20T15:00:00.000Z' }));
    renderDashboard(PATH, COMPANY_USER);
    await userEvent.type(await screen.findByLabelText(/Job offer date/), '2026-11-25');
    await userEvent.type(screen.getByLabelText(/^Hire date/), '2026-11-28');
    await userEvent.type(screen.getByLabelText(/^Start date/), '2026-12-01');
    await userEvent.type(screen.getByLabelText(/Starting wage/), '15.50');
    await userEvent.type(screen.getByLabelText(/Job title/), 'Line cook');
    await userEvent.click(screen.getByRole('button', { name: 'Save hire record' }));

    expect(await screen.findByText('29 Dec 2026 (start date + 28 days)')).toBeTruthy();
    expect(screen.getByText(/Held by the state until WOTC is renewed/)).toBeTruthy();
    expect(api.callsTo('PATCH', `/api/submissions/${ID}/hire`)[0].body).toEqual({
      offerDate: '2026-11-25',
      hireDate: '2026-11-28',
      startDate: '2026-12-01',
      startingWage: 15.5,
      jobTitle: 'Line cook',
    });
  });

  it('refuses a hire dated before the job offer without calling the API', async () => {
    const api = detailApi(aSubmissionDetail({ created_at: '2026-11-20T15:00:00.000Z' }));
    renderDashboard(PATH, COMPANY_USER);
    await userEvent.type(await screen.findByLabelText(/Job offer date/), '2026-11-25');
    await userEvent.type(screen.getByLabelText(/^Hire date/), '2026-11-21');
    await userEvent.type(screen.getByLabelText(/^Start date/), '2026-12-01');
    await userEvent.type(screen.getByLabelText(/Starting wage/), '15');
    await userEvent.type(screen.getByLabelText(/Job title/), 'Server');
    await userEvent.click(screen.getByRole('button', { name: 'Save hire record' }));
    expect(await screen.findByText('The hire date cannot be before the job offer.')).toBeTruthy();
    expect(screen.getByLabelText(/^Hire date/).getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PATCH', `/api/submissions/${ID}/hire`)).toHaveLength(0);
  });

  it('says so when the submission does not exist', async () => {
    mockApi({ 'GET /api/submissions/:id': () => ({ status: 404, body: { errors: [{ msg: 'Submission not found.' }] } }) });
    renderDashboard(PATH, COMPANY_USER);
    expect(await screen.findByText('This submission does not exist, or your account cannot see it.')).toBeTruthy();
  });
});
