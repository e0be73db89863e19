import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HIRE_LIMITS } from '@clearhire/contracts';
import { ADMIN, COMPANY_MEMBER, COMPANY_USER, renderDashboard } from '../testing/render-dashboard';
import { mockApi } from '../testing/mock-api';
import { withFixedToday } from '../testing/clock';
import { aSubmissionDetail } from '../testing/fixtures';
import type { DocumentView, StatusChangeForm, StatusEventView, SubmissionDetailView } from '../../api/generated';
import { openFile } from '../../api/open-file';

vi.mock('../../api/open-file', () => ({ openFile: vi.fn().mockResolvedValue(true) }));

const ID = '00000000-0000-4000-8000-000000000001';
const PATH = `/dashboard/submissions/${ID}`;

function detailApi(detail: SubmissionDetailView) {
  let current = detail;
  return mockApi({
    'GET /api/submissions/:id': () => ({ data: current }),
    'PATCH /api/submissions/:id': (call) => {
      const change = call.body as StatusChangeForm;
      current = { ...current, status: change.newStatus, status_history: [anEvent(change), ...current.status_history] };
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

/** Types a hire into the Hire Record form, once the page has loaded, and saves it. */
async function saveHire(hire: { offerDate: string; hireDate: string; startDate: string; startingWage: string; jobTitle: string }) {
  await userEvent.type(await screen.findByLabelText(/Job offer date/), hire.offerDate);
  await userEvent.type(screen.getByLabelText(/^Hire date/), hire.hireDate);
  await userEvent.type(screen.getByLabelText(/^Start date/), hire.startDate);
  await userEvent.type(screen.getByLabelText(/Starting wage/), hire.startingWage);
  await userEvent.type(screen.getByLabelText(/Job title/), hire.jobTitle);
  await userEvent.click(screen.getByRole('button', { name: 'Save hire record' }));
}

/** A status change as the API records it: the request's evidence, the rest null. */
function anEvent(change: StatusChangeForm, changedAt = new Date().toISOString()): StatusEventView {
  return {
    status: change.newStatus,
    changedAt,
    sentOn: change.sentOn ?? null,
    sentChannel: change.sentChannel ?? null,
    certifiedOn: change.certifiedOn ?? null,
    certificationNumber: change.certificationNumber ?? null,
    certifiedGroup: change.certifiedGroup ?? null,
    rejectionReason: change.rejectionReason ?? null,
    proofDocumentId: null,
  };
}

function aPdf(id: string, kind: DocumentView['kind']): DocumentView {
  return { id, kind, type: null, contentType: 'application/pdf', size: 20_000, createdAt: '2026-11-22T15:01:00.000Z', revision: 0, version: kind === 'i9-record' ? 1 : null, current: true };
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

  it('shows where Section 1 differs from the pre-screening, the SSN without numbers', async () => {
    detailApi(
      aSubmissionDetail({
        section1_differences: [
          { field: 'street', label: 'Street address', prescreening: '12 Main St', section1: '7 Elm Rd' },
          { field: 'apt', label: 'Apartment', prescreening: null, section1: 'Unit 2' },
          { field: 'ssn', label: 'Social Security number', prescreening: null, section1: null },
        ],
      }),
    );
    renderDashboard(PATH, COMPANY_USER);
    const heading = await screen.findByRole('heading', { name: 'Section 1 differs from the pre-screening' });
    const table = within(heading.parentElement as HTMLElement).getByRole('table');
    const rows = within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Field', 'Pre-screening', 'Section 1'],
      ['Street address', '12 Main St', '7 Elm Rd'],
      ['Apartment', '—', 'Unit 2'],
      ['Social Security number', 'Differs (numbers not shown)'],
    ]);
  });

  it('shows no differences section when Section 1 matches the pre-screening or is not there', async () => {
    detailApi(aSubmissionDetail({ section1_differences: [] }));
    renderDashboard(PATH, COMPANY_USER);
    await screen.findByRole('heading', { name: 'Applicant' });
    expect(screen.queryByText('Section 1 differs from the pre-screening')).toBeNull();
  });

  it('says why the groups of a rehire earn no credit', async () => {
    const reason = 'No credit: the applicant worked for this company before. No wages count for a person the employer employed at any time before the hiring date (IRC §51(i)(2)).';
    detailApi(aSubmissionDetail({ max_credit: 0, target_group: null, target_group_name: null, no_credit_reason: reason }));
    renderDashboard(PATH, COMPANY_USER);
    const groups = (await screen.findByRole('heading', { name: 'Target Groups' })).closest('section') as HTMLElement;
    expect(within(groups).getByText('SNAP recipient')).toBeTruthy();
    expect(within(groups).getByRole('note').textContent).toBe(reason);
    expect(within(groups).queryByText(/address being checked/)).toBeNull();
  });

  it('says a hire who started after the program ended waits for its renewal', async () => {
    detailApi(aSubmissionDetail({ start_date: '2026-03-02', hire_date: '2026-03-02', offer_date: '2026-03-01', program_status: 'hiatus' }));
    renderDashboard(PATH, COMPANY_USER);
    const groups = (await screen.findByRole('heading', { name: 'Target Groups' })).closest('section') as HTMLElement;
    expect(within(groups).getByRole('note').textContent).toMatch(/^Waiting for the program to be renewed: .* not counted in the potential credits until WOTC is renewed\.$/);
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

  it('lists the TANF follow-ups under TANF in the order the form asks them: 9 of 18 months (Form 8850 line 2), then 18 months and stopped (line 6)', async () => {
    const base = aSubmissionDetail();
    const tanfAnswers = { tanf: '1', tanfState: 'NM', tanfStopped: '1', tanfAssistance9: '0', tanfAssistance18: '1', tanfTime: '18 months or more' };
    detailApi({ ...base, answers: { ...base.answers, ...tanfAnswers } });
    renderDashboard(PATH, COMPANY_USER);
    await screen.findByRole('heading', { name: 'WOTC Answers' });
    const tanf = within(answersSection()).getByText('Family received TANF assistance:').closest('li') as HTMLElement;
    const shownUnderTanf = [...tanf.querySelectorAll('[data-answer]')].map((item) => item.getAttribute('data-answer'));
    expect(shownUnderTanf).toEqual(['tanfState', 'tanfTime', 'tanfAssistance9', 'tanfAssistance18', 'tanfStopped']);
    expect(answersSection().querySelectorAll('[data-answer]')).toHaveLength(shownUnderTanf.length);
  });

  it('gives administrators a status picker, the company link and the PDFs', async () => {
    detailApi(aSubmissionDetail({ documents: [aPdf('doc-8850', 'form-8850'), aPdf('doc-9061', 'form-9061')] }));
    renderDashboard(PATH, ADMIN);
    const picker = (await screen.findByRole('combobox', { name: 'Status' })) as HTMLSelectElement;
    expect(picker.value).toBe('pending');
    expect(screen.getByRole('link', { name: 'Acme' }).getAttribute('href')).toBe('/dashboard/companies/7');

    await userEvent.click(screen.getByRole('button', { name: 'Form 8850 (PDF)' }));
    expect(openFile).toHaveBeenCalledWith(expect.anything(), 'doc-8850');
    await userEvent.click(screen.getByRole('button', { name: 'ETA Form 9061 (PDF)' }));
    expect(openFile).toHaveBeenCalledWith(expect.anything(), 'doc-9061');
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
  });

  // The employer keeps its Forms 8850 with its records (docs/compliance.md §3.5): its owners and
  // members open them from the submission, as the API allows them (GET /api/files/:id).
  it.each([
    ['an owner', COMPANY_USER],
    ['a member', COMPANY_MEMBER],
  ])('lets %s of the company open its Forms 8850 and 9061, and the forms as sent to the state', async (_who, session) => {
    detailApi(
      aSubmissionDetail({
        status: 'sent',
        documents: [aPdf('doc-8850', 'form-8850'), aPdf('doc-9061', 'form-9061'), aPdf('doc-8850-sent', 'form-8850-as-sent'), aPdf('doc-9061-sent', 'form-9061-as-sent')],
      }),
    );
    renderDashboard(PATH, session);
    const documents = (await screen.findByRole('heading', { name: 'Documents' })).closest('section') as HTMLElement;
    const opened: [string, string][] = [
      ['Form 8850 (PDF)', 'doc-8850'],
      ['ETA Form 9061 (PDF)', 'doc-9061'],
      ['Form 8850 as sent to the state (PDF)', 'doc-8850-sent'],
      ['ETA Form 9061 as sent to the state (PDF)', 'doc-9061-sent'],
    ];
    for (const [label, id] of opened) {
      await userEvent.click(within(documents).getByRole('button', { name: label }));
      expect(openFile).toHaveBeenLastCalledWith(expect.anything(), id);
    }
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
  });

  it("gives a company user the Form 8850 of an applicant who is not eligible, and says when it is being prepared", async () => {
    detailApi(aSubmissionDetail({ eligible: false, target_groups: [], max_credit: 0, documents: [aPdf('doc-8850', 'form-8850')] }));
    const { unmount } = renderDashboard(PATH, COMPANY_USER);
    expect(await screen.findByRole('button', { name: 'Form 8850 (PDF)' })).toBeTruthy();
    expect(screen.queryByText(/9061/)).toBeNull();
    unmount();

    detailApi(aSubmissionDetail());
    renderDashboard(PATH, COMPANY_MEMBER);
    expect(await screen.findByText('Documents are being prepared')).toBeTruthy();
  });

  it('records the hire and shows the state deadline from the answer', async () => {
    const api = detailApi(aSubmissionDetail({ created_at: '2026-11-20T15:00:00.000Z' }));
    renderDashboard(PATH, COMPANY_USER);
    await saveHire({ offerDate: '2026-11-25', hireDate: '2026-11-28', startDate: '2026-12-01', startingWage: '15.50', jobTitle: 'Line cook' });

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

  it('shows a company user the hire of a sent submission without a form, with its corrections', async () => {
    detailApi(
      aSubmissionDetail({
        status: 'sent',
        offer_date: '2026-11-02',
        hire_date: '2026-11-03',
        start_date: '2026-11-09',
        starting_wage: '16.00',
        job_title: 'Head Cook',
        hire_corrections: [
          {
            corrected_at: '2026-11-20T15:00:00.000Z',
            reason: 'The employer typed the wrong title',
            before: { offer_date: '2026-11-02', hire_date: '2026-11-03', start_date: '2026-11-09', starting_wage: '16.00', job_title: 'Line Cook' },
            after: { offer_date: '2026-11-02', hire_date: '2026-11-03', start_date: '2026-11-09', starting_wage: '16.00', job_title: 'Head Cook' },
          },
        ],
      }),
    );
    renderDashboard(PATH, COMPANY_USER);
    expect(await screen.findByText('20 Nov 2026: job title Line Cook → Head Cook. Reason: The employer typed the wrong title')).toBeTruthy();
    expect(screen.getByText(/contact ClearHire to correct its hire/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /hire record/ })).toBeNull();
  });

  it('asks an administrator for the reason before correcting the hire of a sent submission', async () => {
    const api = detailApi(aSubmissionDetail({ status: 'sent', created_at: '2026-11-20T15:00:00.000Z', offer_date: '2026-11-25', hire_date: '2026-11-28', start_date: '2026-12-01', starting_wage: '15.50', job_title: 'Line cook' }));
    renderDashboard(PATH, ADMIN);
    const title = await screen.findByLabelText(/Job title/);
    await userEvent.clear(title);
    await userEvent.type(title, 'Head cook');
    await userEvent.click(screen.getByRole('button', { name: 'Correct the hire record' }));
    expect(await screen.findByText('Give the reason for correcting a hire the state already has.')).toBeTruthy();
    expect(api.callsTo('PATCH', `/api/submissions/${ID}/hire`)).toHaveLength(0);
    await userEvent.type(screen.getByLabelText(/Reason for the correction/), 'Wrong title typed');
    await userEvent.click(screen.getByRole('button', { name: 'Correct the hire record' }));
    await waitFor(() => expect(api.callsTo('PATCH', `/api/submissions/${ID}/hire`)[0]?.body).toMatchObject({ jobTitle: 'Head cook', reason: 'Wrong title typed' }));
  });

  it('says the job title and the correction reason are longer than the API accepts, without cutting them, and sends nothing', async () => {
    const api = detailApi(aSubmissionDetail({ status: 'sent', created_at: '2026-11-20T15:00:00.000Z', offer_date: '2026-11-25', hire_date: '2026-11-28', start_date: '2026-12-01', starting_wage: '15.50', job_title: 'Line cook' }));
    renderDashboard(PATH, ADMIN);
    const title = (await screen.findByLabelText(/Job title/)) as HTMLInputElement;
    const reason = screen.getByLabelText(/Reason for the correction/) as HTMLTextAreaElement;
    await userEvent.clear(title);
    await userEvent.click(title);
    await userEvent.paste('t'.repeat(HIRE_LIMITS.jobTitle + 1));
    await userEvent.click(reason);
    await userEvent.paste('r'.repeat(HIRE_LIMITS.correctionReason + 1));
    expect([title.value.length, reason.value.length]).toEqual([101, 501]);
    await userEvent.click(screen.getByRole('button', { name: 'Correct the hire record' }));
    expect(await screen.findByText('Job title must be at most 100 characters.')).toBeTruthy();
    expect(screen.getByText('Reason for the correction must be at most 500 characters.')).toBeTruthy();
    expect(api.callsTo('PATCH', `/api/submissions/${ID}/hire`)).toHaveLength(0);
  });

  it('refuses a hire dated before the job offer without calling the API', async () => {
    const api = detailApi(aSubmissionDetail({ created_at: '2026-11-20T15:00:00.000Z' }));
    renderDashboard(PATH, COMPANY_USER);
    await saveHire({ offerDate: '2026-11-25', hireDate: '2026-11-21', startDate: '2026-12-01', startingWage: '15', jobTitle: 'Server' });
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

describe('Submission status change', () => {
  const STATUS_URL = `/api/submissions/${ID}`;
  const picker = () => screen.findByRole('combobox', { name: 'Status' }) as Promise<HTMLSelectElement>;
  const statusForm = (label: string) => screen.getByRole('form', { name: `Change status to ${label}` });

  withFixedToday();
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => vi.restoreAllMocks());

  it('asks when and how it was sent before saving, and sends just that evidence', async () => {
    const api = detailApi(aSubmissionDetail());
    renderDashboard(PATH, ADMIN);
    await userEvent.selectOptions(await picker(), 'sent');

    const form = statusForm('Sent To State');
    expect(api.callsTo('PATCH', STATUS_URL)).toHaveLength(0);
    // The saved status stays in view while the new one waits for its evidence.
    expect(within(form).getByText('Pending').className).toContain('badge--pending');
    const sentOn = within(form).getByLabelText(/Date sent/) as HTMLInputElement;
    expect(sentOn.value).toBe('2026-11-22');
    expect(sentOn.max).toBe('2026-11-22');
    await userEvent.clear(sentOn);
    await userEvent.type(sentOn, '2026-11-20');
    await userEvent.selectOptions(within(form).getByLabelText(/Sent by/), 'Bulk upload');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(api.callsTo('PATCH', STATUS_URL).map((c) => c.body)).toEqual([{ newStatus: 'sent', sentOn: '2026-11-20', sentChannel: 'bulk-upload' }]);
    const select = await picker();
    expect(select.value).toBe('sent');
    expect(document.activeElement).toBe(select);
    expect(screen.getByText('Status changed to Sent To State.').getAttribute('role')).toBe('status');
    expect(await screen.findByText('Sent 20 Nov 2026 by bulk upload')).toBeTruthy();
  });

  it('refuses a sent date in the future and a missing channel without calling the API', async () => {
    const api = detailApi(aSubmissionDetail());
    renderDashboard(PATH, ADMIN);
    await userEvent.selectOptions(await picker(), 'sent');
    const form = statusForm('Sent To State');
    const sentOn = within(form).getByLabelText(/Date sent/);
    await userEvent.clear(sentOn);
    await userEvent.type(sentOn, '2026-11-23');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByText('Date sent cannot be in the future.')).toBeTruthy();
    expect(within(form).getByText('Sent by is required.')).toBeTruthy();
    expect(sentOn.getAttribute('aria-invalid')).toBe('true');
    expect(sentOn.getAttribute('aria-describedby')).toBe('status-sent-on-error');
    expect(api.callsTo('PATCH', STATUS_URL)).toHaveLength(0);
  });

  it("sends the certification of an approval, the answers' best group chosen to start with", async () => {
    const api = detailApi(aSubmissionDetail({ status: 'sent' }));
    renderDashboard(PATH, ADMIN);
    await userEvent.selectOptions(await picker(), 'approved');
    const form = statusForm('Approved');
    expect((within(form).getByLabelText(/Certified target group/) as HTMLSelectElement).value).toBe('SNAP');
    await userEvent.type(within(form).getByLabelText(/Certification date/), '2026-11-21');
    await userEvent.type(within(form).getByLabelText(/Certification number/), ' TX-123 ');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(api.callsTo('PATCH', STATUS_URL).map((c) => c.body)).toEqual([
        { newStatus: 'approved', certifiedOn: '2026-11-21', certificationNumber: 'TX-123', certifiedGroup: 'SNAP' },
      ]),
    );
    expect(await screen.findByText('Certified 21 Nov 2026, certification no. TX-123, SNAP recipient')).toBeTruthy();
    expect((await picker()).value).toBe('approved');
  });

  it('sends the reason of a denial, filled with the keyboard alone', async () => {
    const api = detailApi(aSubmissionDetail({ status: 'sent' }));
    renderDashboard(PATH, ADMIN);
    await userEvent.selectOptions(await picker(), 'rejected');
    const reason = within(statusForm('Rejected')).getByLabelText(/Reason for the denial/);
    // From the picker: the company link on the status row, then the form's first field.
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(reason);
    await userEvent.keyboard('Not a member of a targeted group.');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
    await userEvent.keyboard('{Enter}');

    await waitFor(() =>
      expect(api.callsTo('PATCH', STATUS_URL).map((c) => c.body)).toEqual([{ newStatus: 'rejected', rejectionReason: 'Not a member of a targeted group.' }]),
    );
    expect(await screen.findByText('Rejected: Not a member of a targeted group.')).toBeTruthy();
  });

  it('puts a submission back to pending with no evidence', async () => {
    const api = detailApi(aSubmissionDetail({ status: 'sent' }));
    renderDashboard(PATH, ADMIN);
    await userEvent.selectOptions(await picker(), 'pending');
    const form = statusForm('Pending');
    expect(within(form).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', STATUS_URL).map((c) => c.body)).toEqual([{ newStatus: 'pending' }]));
  });

  it('sends nothing on Cancel and puts the saved status back on the badge', async () => {
    const api = detailApi(aSubmissionDetail());
    renderDashboard(PATH, ADMIN);
    const select = await picker();
    await userEvent.selectOptions(select, 'approved');
    expect(select.className).toContain('badge--approved');
    await userEvent.type(within(statusForm('Approved')).getByLabelText(/Certification number/), 'TX-9');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('form')).toBeNull();
    expect(select.value).toBe('pending');
    expect(select.className).toContain('badge--pending');
    await waitFor(() => expect(document.activeElement).toBe(select));
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it("lists the server's errors together at the top of the form and keeps it open", async () => {
    const api = mockApi({
      'GET /api/submissions/:id': () => ({ data: aSubmissionDetail({ status: 'sent' }) }),
      'PATCH /api/submissions/:id': () => ({
        status: 400,
        body: {
          errors: [
            { msg: 'Certification number must be at most 40 characters.', param: 'certificationNumber' },
            { msg: 'Certification date must not be before the date sent.', param: 'certifiedOn' },
          ],
        },
      }),
    });
    renderDashboard(PATH, ADMIN);
    await userEvent.selectOptions(await picker(), 'approved');
    const form = statusForm('Approved');
    await userEvent.type(within(form).getByLabelText(/Certification date/), '2026-11-01');
    await userEvent.type(within(form).getByLabelText(/Certification number/), 'TX-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    const alert = await within(form).findByText('Please correct the following:');
    const list = within(alert.closest('[role="alert"]') as HTMLElement).getAllByRole('listitem');
    expect(list.map((item) => item.textContent)).toEqual([
      'Certification number must be at most 40 characters.',
      'Certification date must not be before the date sent.',
    ]);
    // The alert comes before the first field.
    expect(alert.compareDocumentPosition(within(form).getByLabelText(/Certification date/)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect((await picker()).value).toBe('approved');
    expect(within(form).getByText('Sent To State')).toBeTruthy();
    expect(api.callsTo('PATCH', STATUS_URL)).toHaveLength(1);
  });

  it('reminds the administrator that a hire in hiatus is held by the state', async () => {
    detailApi(aSubmissionDetail({ status: 'sent', start_date: '2026-11-02', state_deadline: '2026-11-30', program_status: 'hiatus' }));
    renderDashboard(PATH, ADMIN);
    await userEvent.selectOptions(await picker(), 'approved');
    expect(within(statusForm('Approved')).getByText(/Held by the state until WOTC is renewed/)).toBeTruthy();
    // The hire record keeps its own wording.
    expect(screen.getByText('Held by the state until WOTC is renewed: the start date is after the program end date.')).toBeTruthy();
  });
});

describe('Submission status history', () => {
  const sentEvent = anEvent({ newStatus: 'sent', sentOn: '2026-11-20', sentChannel: 'bulk-upload' }, '2026-11-20T16:00:00.000Z');
  const approvedEvent = anEvent(
    { newStatus: 'approved', certifiedOn: '2026-11-21', certificationNumber: 'TX-123', certifiedGroup: 'VET_UNEMPLOYED_6M' },
    '2026-11-21T10:00:00.000Z',
  );
  const rejectedEvent = anEvent({ newStatus: 'rejected', rejectionReason: 'Applicant worked for the employer before.' }, '2026-11-22T09:00:00.000Z');
  const pendingEvent = anEvent({ newStatus: 'pending' }, '2026-11-19T08:00:00.000Z');
  const oldSentEvent = anEvent({ newStatus: 'sent' }, '2026-11-18T08:00:00.000Z');
  const mailEvent = anEvent({ newStatus: 'sent', sentOn: '2026-11-17', sentChannel: 'state-portal' }, '2026-11-17T08:00:00.000Z');

  function historyItems(): string[] {
    const history = screen.getByRole('region', { name: 'Status History' });
    return within(history)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
  }

  afterEach(() => vi.restoreAllMocks());

  it('shows a company user each change with its evidence in words, newest first, and no picker', async () => {
    detailApi(
      aSubmissionDetail({ status: 'rejected', status_history: [approvedEvent, mailEvent, rejectedEvent, sentEvent, pendingEvent, oldSentEvent] }),
    );
    renderDashboard(PATH, COMPANY_USER);
    await screen.findByRole('heading', { name: 'Status History' });
    expect(historyItems()).toEqual([
      'Rejected22 Nov 2026Rejected: Applicant worked for the employer before.',
      'Approved21 Nov 2026Certified 21 Nov 2026, certification no. TX-123, Veteran unemployed 6 months or more',
      'Sent To State20 Nov 2026Sent 20 Nov 2026 by bulk upload',
      'Pending19 Nov 2026',
      'Sent To State18 Nov 2026No date or channel recorded.',
      'Sent To State17 Nov 2026Sent 17 Nov 2026 through the state portal',
    ]);
    const when = within(screen.getByRole('region', { name: 'Status History' })).getByText('22 Nov 2026');
    expect(when.tagName).toBe('TIME');
    expect(when.getAttribute('datetime')).toBe('2026-11-22T09:00:00.000Z');
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows the history of an applicant who is not eligible too', async () => {
    detailApi(aSubmissionDetail({ eligible: false, target_groups: [], max_credit: 0, status: 'sent', status_history: [sentEvent] }));
    renderDashboard(PATH, COMPANY_USER);
    await screen.findByRole('heading', { name: 'Status History' });
    expect(historyItems()).toEqual(['Sent To State20 Nov 2026Sent 20 Nov 2026 by bulk upload']);
  });

  it('says when there is no status change yet', async () => {
    detailApi(aSubmissionDetail());
    renderDashboard(PATH, COMPANY_USER);
    const history = (await screen.findByRole('heading', { name: 'Status History' })).closest('section') as HTMLElement;
    expect(within(history).getByText('No status changes yet.')).toBeTruthy();
    expect(within(history).queryByRole('list')).toBeNull();
  });
});
