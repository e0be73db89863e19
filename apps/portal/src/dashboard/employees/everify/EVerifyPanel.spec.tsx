import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmployeeDetailView, EVerifyCaseView, EVerifyView } from '../../../api/generated';
import { COMPANY_USER, COMPANY_MEMBER, renderDashboard } from '../../testing/render-dashboard';
import { mockApi, type ApiCall } from '../../testing/mock-api';
import { anEmployeeDetail, anEVerifyCase, aSignedSection2 } from '../../testing/fixtures';

vi.mock('../../../api/open-file', () => ({ openFile: vi.fn().mockResolvedValue(true), fetchFileBlob: vi.fn().mockResolvedValue(new Blob(['png'], { type: 'image/png' })) }));

const ID = '20000000-0000-4000-8000-000000000001';
const PATH = `/dashboard/employees/${ID}`;
const ACTIONS = `/api/employees/${ID}/everify/actions`;

const everify = (over: Partial<EVerifyView> = {}): EVerifyView => ({
  participating: true,
  test_mode: true,
  case_due_date: '2026-11-30',
  case_days_left: 3,
  case_days_unit: 'business',
  can_create: false,
  current: null,
  previous: [],
  ...over,
});
const employee = (e: Partial<EVerifyView>): EmployeeDetailView => anEmployeeDetail({ i9_status: 'verified', section2: aSignedSection2(), start_date: '2026-11-24', everify: everify(e) });

/** The employee detail, whose E-Verify block the test changes as the API would after each step. */
function everifyApi(initial: Partial<EVerifyView>, after: (call: ApiCall) => Partial<EVerifyView> = () => initial) {
  let state = initial;
  const api = mockApi({
    'GET /api/employees/:id': () => ({ data: employee(state) }),
    'POST /api/employees/:id/everify': (call) => {
      state = after(call);
      return { status: 201, body: { data: everify(state) } };
    },
    'POST /api/employees/:id/everify/actions': (call) => {
      state = after(call);
      return { data: everify(state) };
    },
  });
  return api;
}
const panel = async () => within((await screen.findByRole('heading', { name: 'E-Verify' })).closest('section') as HTMLElement);
const withCase = (c: Partial<EVerifyCaseView>) => ({ current: anEVerifyCase(c) });

describe('Employee detail: E-Verify', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:photo');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('says it is test mode, shows the case deadline, and creates the case', async () => {
    const api = everifyApi({ can_create: true }, () => withCase({ status: 'submitting', status_label: 'Being submitted', case_number: null, agency: null, next_action: { step: 'wait', text: 'Wait for E-Verify’s result.', due_date: null, days_left: null, days_unit: null } }));
    renderDashboard(PATH, COMPANY_USER);
    const p = await panel();
    expect(p.getByText(/E-Verify test mode\./)).toBeTruthy();
    // The case is due by the 3rd business day: counted in business days.
    expect(p.getByText('Case due 30 Nov 2026: 3 business days left')).toBeTruthy();
    expect(p.queryByLabelText('Reason for delay')).toBeNull();
    await userEvent.click(p.getByRole('button', { name: 'Create E-Verify case' }));
    await waitFor(() => expect(api.callsTo('POST', `/api/employees/${ID}/everify`).map((c) => c.body)).toEqual([{}]));
    expect(await p.findByText('Being submitted to E-Verify')).toBeTruthy();
  });

  it('asks a late case for its reason, and an explanation without an SSN for "Other"', async () => {
    const api = everifyApi({ can_create: true, case_due_date: '2026-11-20', case_days_left: -3 });
    renderDashboard(PATH, COMPANY_USER);
    const p = await panel();
    expect(p.getByText('Case due 20 Nov 2026: late by 3 business days')).toBeTruthy();
    await userEvent.click(p.getByRole('button', { name: 'Create E-Verify case' }));
    expect(await p.findByText('Choose the reason for delay: E-Verify asks for it once the case is late.')).toBeTruthy();
    await userEvent.selectOptions(p.getByLabelText('Reason for delay'), 'OTHER');
    await userEvent.type(p.getByLabelText('Explanation'), 'Her SSN 219-09-9998 came late');
    await userEvent.click(p.getByRole('button', { name: 'Create E-Verify case' }));
    expect(await p.findByText('Leave out Social Security numbers and other personal data.')).toBeTruthy();
    expect(api.callsTo('POST', `/api/employees/${ID}/everify`)).toHaveLength(0);
    await userEvent.clear(p.getByLabelText('Explanation'));
    await userEvent.type(p.getByLabelText('Explanation'), 'The store was closed for a flood');
    await userEvent.click(p.getByRole('button', { name: 'Create E-Verify case' }));
    await waitFor(() => expect(api.callsTo('POST', `/api/employees/${ID}/everify`).map((c) => c.body)).toEqual([{ lateReason: 'OTHER', lateReasonText: 'The store was closed for a flood' }]));
  });

  it('walks a mismatch: the notices to hand over, the warning against adverse action, notice, decision and referral', async () => {
    const steps: Partial<EVerifyCaseView>[] = [
      { notified_at: '2026-11-26T15:00:00.000Z', next_action: { step: 'employee-decision', text: 'Record whether the employee takes action to resolve the mismatch, with their signature.', due_date: '2026-12-10', days_left: 9, days_unit: 'federal-working' } },
      { employee_decision: 'take-action', decision_signature: 'Ana M Silva', next_action: { step: 'refer', text: 'Refer the case so the employee can contact the agency.', due_date: '2026-12-10', days_left: 9, days_unit: 'federal-working' } },
      { status: 'referred', status_label: 'Referred', referred_on: '2026-11-27', contact_by: '2026-12-09', next_action: { step: 'wait', text: 'The employee must contact the agency; they keep working meanwhile, with no adverse action.', due_date: '2026-12-09', days_left: 8, days_unit: 'federal-working' } },
    ];
    let n = 0;
    const api = everifyApi(withCase({}), () => withCase(Object.assign({}, ...steps.slice(0, ++n))));
    renderDashboard(PATH, COMPANY_USER);
    const p = await panel();
    expect(p.getByText('Tentative nonconfirmation (mismatch) (test mode)')).toBeTruthy();
    expect(p.getByRole('button', { name: 'Further Action Notice (English)' })).toBeTruthy();
    expect(p.getByRole('button', { name: 'Further Action Notice (Spanish)' })).toBeTruthy();
    expect(p.getByRole('note').textContent).toMatch(/do not fire, suspend/);
    // E-Verify counts federal working days (10 from the mismatch, Thanksgiving skipped), never calendar days.
    expect(p.getByText('10 federal working days left (10 Dec 2026).')).toBeTruthy();
    expect(p.queryByText(/15 days|14 days/)).toBeNull();

    await userEvent.click(p.getByRole('button', { name: 'I gave the employee the Further Action Notice in private' }));
    const decision = await p.findByRole('form', { name: 'Record the employee’s decision' });
    await userEvent.click(within(decision).getByRole('button', { name: 'Record the decision' }));
    expect(await within(decision).findByText('Choose the employee’s decision.')).toBeTruthy();
    await userEvent.click(within(decision).getByRole('radio', { name: /^Takes action to resolve the mismatch with SSA/ }));
    await userEvent.type(within(decision).getByLabelText('Employee’s signature'), 'Ana M Silva');
    await userEvent.click(within(decision).getByRole('button', { name: 'Record the decision' }));
    // The decision in the words the Form I-9 record prints (contracts' EVERIFY_EMPLOYEE_DECISION_LABELS).
    expect(await p.findByText('Takes action to resolve the mismatch, signed “Ana M Silva”')).toBeTruthy();
    await userEvent.click(await p.findByRole('button', { name: 'Refer the case to SSA' }));
    expect(await p.findByText('9 Dec 2026')).toBeTruthy();
    // The referred employee's 8 federal working days, in those days.
    expect(p.getByText('8 federal working days left (9 Dec 2026).')).toBeTruthy();
    expect(api.callsTo('POST', ACTIONS).map((c) => c.body)).toEqual([
      { action: 'notify' },
      { action: 'employee-decision', decision: 'take-action', signature: 'Ana M Silva' },
      { action: 'refer' },
    ]);
  });

  it('shows E-Verify’s photo beside the employee’s document copy and sends the answer', async () => {
    const api = everifyApi(
      withCase({
        status: 'photo-match',
        status_label: 'Photo matching required',
        agency: null,
        documents: { notice_en: null, notice_es: null, referral_en: null, referral_es: null, photo: '72000000-0000-4000-8000-000000000001' },
        next_action: { step: 'photo-match', text: 'Compare the photo E-Verify returned with the photo on the employee’s document (not with the person).', due_date: null, days_left: null, days_unit: null },
      }),
      () =>
        withCase({
          status: 'employment-authorized',
          status_label: 'Employment authorized',
          agency: null,
          next_action: null,
          closed_at: '2026-11-25T16:00:00.000Z',
          closure_label: 'Closed automatically: employment authorized',
          photo_answer: 'yes',
        }),
    );
    renderDashboard(PATH, COMPANY_USER);
    const p = await panel();
    expect(await p.findByRole('img', { name: 'E-Verify test mode photo (a silhouette, not a person)' })).toBeTruthy();
    expect(p.getByRole('heading', { name: 'Documents uploaded by the employee' })).toBeTruthy();
    await userEvent.click(p.getByRole('radio', { name: 'Yes: the photos match' }));
    await userEvent.click(p.getByRole('button', { name: 'Send the answer to E-Verify' }));
    expect(await p.findByText('Employment authorized (test mode)')).toBeTruthy();
    // Issue 32: E-Verify closed it by itself, and the page used to show "Closed" with a date and no reason.
    expect(p.getByText('25 Nov 2026: Closed automatically: employment authorized')).toBeTruthy();
    // The answer given, in the words it was chosen by, not the API's code.
    expect(p.getByText('Yes: the photos match')).toBeTruthy();
    expect(api.callsTo('POST', ACTIONS).map((c) => c.body)).toEqual([{ action: 'photo-match', answer: 'yes' }]);
  });

  it('closes a final nonconfirmation with a reason that fits it and whether the employee still works here', async () => {
    const api = everifyApi(
      withCase({ status: 'final-nonconfirmation', status_label: 'Final nonconfirmation', next_action: { step: 'close', text: 'Close the case, saying whether the employee still works for the company.', due_date: null, days_left: null, days_unit: null } }),
      () =>
        withCase({
          status: 'closed',
          status_label: 'Closed',
          next_action: null,
          closure_reason: 'EMPLOYEE_TERMINATED_FOR_FNC_RESULT',
          closure_label: 'The employee was terminated by the employer for receiving a Final Nonconfirmation result',
          closed_at: '2026-12-12T15:00:00.000Z',
        }),
    );
    renderDashboard(PATH, COMPANY_USER);
    const p = await panel();
    const form = p.getByRole('form', { name: 'Close the E-Verify case' });
    const options = within(within(form).getByLabelText('Closure reason')).getAllByRole('option').map((o) => o.getAttribute('value'));
    expect(options).toEqual(['', 'EMPLOYEE_CONTINUES_TO_WORK_AFTER_FNC', 'EMPLOYEE_TERMINATED_FOR_FNC_RESULT', 'INCORRECT_DATA', 'EMPLOYEE_QUIT', 'OTHER']);
    await userEvent.selectOptions(within(form).getByLabelText('Closure reason'), 'EMPLOYEE_TERMINATED_FOR_FNC_RESULT');
    await userEvent.click(within(form).getByRole('radio', { name: 'No' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Close the case' }));
    expect(await p.findByText(/^12 Dec 2026: The employee was terminated/)).toBeTruthy();
    expect(api.callsTo('POST', ACTIONS).map((c) => c.body)).toEqual([{ action: 'close', reason: 'EMPLOYEE_TERMINATED_FOR_FNC_RESULT', currentlyEmployed: false }]);
  });

  it('lists earlier cases with how each ended: an authorized one by its status, a closed one with its reason and explanation', async () => {
    everifyApi({
      can_create: false,
      current: anEVerifyCase({ status: 'employment-authorized', status_label: 'Employment authorized', agency: null, next_action: null, closed_at: '2026-12-20T15:00:00.000Z', closure_label: 'Closed automatically: employment authorized' }),
      previous: [
        anEVerifyCase({ case_number: '2026329000111AA', status: 'closed', status_label: 'Closed', agency: null, next_action: null, closure_reason: 'OTHER', closure_text: 'Entered twice', closure_label: 'Other: Entered twice', closed_at: '2026-12-01T15:00:00.000Z' }),
      ],
    });
    renderDashboard(PATH, COMPANY_USER);
    const p = await panel();
    expect(await p.findByText('20 Dec 2026: Closed automatically: employment authorized')).toBeTruthy();
    expect(p.getByText('2026329000111AA: Closed, Other: Entered twice (1 Dec 2026)')).toBeTruthy();
  });

  it('tells a company outside E-Verify where to enroll, and offers nothing to create', async () => {
    everifyApi({ participating: false, can_create: false, case_due_date: null, case_days_left: null });
    renderDashboard(PATH, COMPANY_USER);
    const p = await panel();
    expect(p.getByRole('link', { name: 'Open the company settings' }).getAttribute('href')).toBe('/dashboard/companies/7');
    expect(p.queryByRole('button', { name: 'Create E-Verify case' })).toBeNull();
  });

  it('tells a member outside E-Verify to ask an owner, with no link to settings they cannot change', async () => {
    everifyApi({ participating: false, can_create: false, case_due_date: null, case_days_left: null });
    renderDashboard(PATH, COMPANY_MEMBER);
    const p = await panel();
    expect(p.queryByRole('link', { name: 'Open the company settings' })).toBeNull();
    expect(p.getByText('Ask an owner of your company to change its settings.')).toBeTruthy();
  });
});
