import type { INestApplicationContext } from '@nestjs/common';
import { agencyContactBy } from '@clearhire/domain';
import { Clock, EVERIFY_GATEWAY, type EVerifyGateway, EVerifyUnavailableError } from '@clearhire/server';
import { binaryBody, type CompanyAccount, employeeForEVerify, joinEVerify, TestContext } from './support/api-harness';
import { eventually, startWorker } from './support/worker-harness';

type CaseView = {
  id: string;
  case_number: string | null;
  status: string;
  agency: string | null;
  result_issued_on: string | null;
  referred_on: string | null;
  contact_by: string | null;
  next_action: { step: string; due_date: string | null } | null;
  closed_at: string | null;
  closure_reason: string | null;
  closure_label: string | null;
  documents: Record<'notice_en' | 'notice_es' | 'referral_en' | 'referral_es' | 'photo', string | null>;
};

/**
 * Every outcome of the E-Verify test mode's table, walked end to end through the API and the real
 * worker: the case is submitted, its results arrive by the worker's poll, and the employer's steps
 * (notice, decision, referral, photo matching, closure) move it to its end. The last name of the
 * employee picks the outcome.
 */
describe('E-Verify cases, end to end in test mode', () => {
  let ctx: TestContext;
  let worker: INestApplicationContext;
  let company: CompanyAccount;

  beforeAll(async () => {
    ctx = await TestContext.start();
    worker = await startWorker();
    company = await ctx.newCompany({ name: 'Harbor Foods' });
    await joinEVerify(ctx, company);
  });
  afterAll(async () => {
    await worker.close();
    await ctx.close();
  });
  afterEach(() => jest.restoreAllMocks());

  const create = (id: string, body: Record<string, unknown> = {}) => ctx.http.post(`/api/employees/${id}/everify`).set('Authorization', ctx.auth(company.token)).send(body);
  const act = (id: string, body: Record<string, unknown>) => ctx.http.post(`/api/employees/${id}/everify/actions`).set('Authorization', ctx.auth(company.token)).send(body);
  const current = async (id: string): Promise<CaseView> => (await ctx.http.get(`/api/employees/${id}`).set('Authorization', ctx.auth(company.token)).expect(200)).body.data.everify.current;
  /**
   * Waits for the worker's poll to bring the case to `status` (and, when asked, the documents that
   * come with it). Only for a state the case stays in until the employer acts, or its last: the poll
   * moves a case on from the others (needs more time, referred, in continuance) within a second, which
   * a busy test may miss. Those show in the trail (`actions`), or stay while `holdPolls` holds them.
   */
  const until = (id: string, status: string, documents: (keyof CaseView['documents'])[] = []) =>
    eventually(
      async () => {
        const c = await current(id);
        return c?.status === status && documents.every((d) => c.documents[d]) && c;
      },
      20000,
      `the case to be ${status}`,
    );
  /**
   * The worker's clock stands still until the returned release: no case's next poll comes due, so a
   * case the test just moved (referred, say) stays there while the test looks at it.
   */
  const holdPolls = () => {
    const clock = worker.get(Clock);
    const spy = jest.spyOn(clock, 'now').mockReturnValue(clock.now());
    return () => spy.mockRestore();
  };
  const started = async (lastName: string) => {
    const employee = await employeeForEVerify(ctx, company, { lastName });
    await create(employee.id).expect(201);
    return employee.id;
  };
  const revisionOf = async (id: string) => (await ctx.dataSource.query('SELECT i9_revision FROM employees WHERE id = $1', [id]))[0].i9_revision as number;
  /** Waits for the record version `revision` of the Form I-9 (the one that carries the case). */
  const recordVersion = (id: string, revision: number) =>
    eventually(
      async () => (await ctx.dataSource.query(`SELECT 1 FROM documents WHERE employee_id = $1 AND kind = 'i9-record' AND revision = $2`, [id, revision])).length === 1,
      15000,
      `record version ${revision}`,
    );
  /** The case's audit trail: each step, and each result as `from → to`. */
  const actions = async (caseId: string) =>
    (await ctx.dataSource.query('SELECT action, detail FROM audit_events WHERE record_id = $1 ORDER BY id', [caseId])).map((r: { action: string; detail: { from?: string; to?: string } }) =>
      r.action === 'everify.result' ? `${r.detail.from} → ${r.detail.to}` : r.action,
    );
  /** Notice given, the employee takes action and signs, the case referred: the mismatch steps in turn. */
  const contest = async (id: string) => {
    await act(id, { action: 'notify' }).expect(200);
    await act(id, { action: 'employee-decision', decision: 'take-action', signature: 'Ana M Silva' }).expect(200);
    return act(id, { action: 'refer' }).expect(200);
  };

  it('authorizes an ordinary case: a real-looking case number, closed by E-Verify, recorded on a new version of the I-9 record', async () => {
    const id = await started('Silva');
    const before = await revisionOf(id);
    const c = await until(id, 'employment-authorized');
    expect(c.case_number).toMatch(/^20\d{5}\d{6}[A-Z]{2}$/);
    // Closed by E-Verify itself: no employer's reason, and the page says so (issue 32).
    expect(c).toMatchObject({ next_action: null, closed_at: expect.any(String), closure_reason: null, closure_label: 'Closed automatically: employment authorized' });
    expect(await actions(c.id)).toEqual(['everify.case_requested', 'everify.submitted', 'submitting → verification-in-process', 'verification-in-process → employment-authorized']);
    expect(await revisionOf(id)).toBe(before + 1);
    await recordVersion(id, before + 1);
    // Never again for this employee: not to reverify, not for a rehire.
    expect((await create(id).expect(409)).body.errors[0].msg).toMatch(/not used again/);
  });

  it('waits while E-Verify needs more time, then authorizes', async () => {
    const id = await started('Slowman');
    const done = await until(id, 'employment-authorized');
    expect(await actions(done.id)).toEqual(['everify.case_requested', 'everify.submitted', 'submitting → verification-in-process', 'verification-in-process → needs-more-time', 'needs-more-time → employment-authorized']);
  });

  it('walks an SSA mismatch: notice in English and Spanish, decision, referral within the deadlines, continuance, then authorized', async () => {
    const id = await started('Ssamismatch');
    const tnc = await until(id, 'tentative-nonconfirmation', ['notice_en', 'notice_es']);
    expect(tnc).toMatchObject({ agency: 'ssa', next_action: { step: 'notify' } });
    // Out of turn: 409 naming the state.
    expect((await act(id, { action: 'refer' }).expect(409)).body.errors[0].msg).toMatch(/^The case is tentative-nonconfirmation: only a mismatch the employee chose to contest/);
    expect((await act(id, { action: 'photo-match', answer: 'yes' }).expect(409)).body.errors[0].msg).toBe('The case is tentative-nonconfirmation: photo-match is not possible now.');
    // No adverse action on the mismatch: it cannot be closed as a termination.
    expect((await act(id, { action: 'close', reason: 'OTHER', reasonText: 'Let go', currentlyEmployed: false }).expect(400)).body.errors[0]).toMatchObject({ param: 'currentlyEmployed' });

    const notice = await ctx.http.get(`/api/files/${tnc.documents.notice_es}`).set('Authorization', ctx.auth(company.token)).buffer(true).parse(binaryBody).expect(200);
    expect(notice.headers['content-type']).toBe('application/pdf');
    expect((notice.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await act(id, { action: 'notify' }).expect(200);
    expect((await current(id)).next_action).toMatchObject({ step: 'employee-decision' });
    await act(id, { action: 'employee-decision', decision: 'take-action', signature: 'Ana M Silva' }).expect(200);
    expect((await current(id)).next_action).toMatchObject({ step: 'refer' });
    const release = holdPolls();
    const referred = (await act(id, { action: 'refer' }).expect(200)).body.data.current as CaseView;
    expect(referred).toMatchObject({ status: 'referred', next_action: { step: 'wait' } });
    expect(referred.contact_by).toBe(agencyContactBy(referred.referred_on!));
    await until(id, 'referred', ['referral_en', 'referral_es']);
    release();
    // Then in continuance, then authorized: the trail below shows each step.
    const done = await until(id, 'employment-authorized');
    expect(await actions(done.id)).toEqual([
      'everify.case_requested',
      'everify.submitted',
      'submitting → verification-in-process',
      'verification-in-process → tentative-nonconfirmation',
      'everify.employee_notified',
      'everify.employee_decided',
      'everify.referred',
      'tentative-nonconfirmation → referred',
      'referred → case-in-continuance',
      'case-in-continuance → employment-authorized',
    ]);
  });

  it.each([
    ['Dhsmismatch', 'dhs'],
    ['Dualmismatch', 'dual'],
  ])('walks a %s case (%s) through referral to authorized', async (lastName, agency) => {
    const id = await started(lastName);
    expect((await until(id, 'tentative-nonconfirmation', ['notice_en'])).agency).toBe(agency);
    await contest(id);
    await until(id, 'employment-authorized');
  });

  it('ends a referred mismatch in a final nonconfirmation, closed with the employee’s termination', async () => {
    const id = await started('Finalmismatch');
    await until(id, 'tentative-nonconfirmation', ['notice_en']);
    await contest(id);
    const fnc = await until(id, 'final-nonconfirmation');
    expect(fnc.next_action).toMatchObject({ step: 'close' });
    expect((await act(id, { action: 'close', reason: 'EMPLOYEE_TERMINATED_FOR_FNC_RESULT', currentlyEmployed: true }).expect(400)).body.errors[0].param).toBe('currentlyEmployed');
    const before = await revisionOf(id);
    const closed = (await act(id, { action: 'close', reason: 'EMPLOYEE_TERMINATED_FOR_FNC_RESULT', currentlyEmployed: false }).expect(200)).body.data.current;
    expect(closed).toMatchObject({
      status: 'closed',
      closure_reason: 'EMPLOYEE_TERMINATED_FOR_FNC_RESULT',
      closure_label: 'The employee was terminated by the employer for receiving a Final Nonconfirmation result',
      currently_employed: false,
      next_action: null,
    });
    expect(await revisionOf(id)).toBe(before + 1);
    await recordVersion(id, before + 1);
  });

  it('gives a final nonconfirmation at once when the employee chooses not to take action', async () => {
    const id = await started('Ssamismatch-Ortiz');
    await until(id, 'tentative-nonconfirmation', ['notice_en']);
    await act(id, { action: 'notify' }).expect(200);
    const fnc = (await act(id, { action: 'employee-decision', decision: 'no-action', signature: 'Ana M Silva' }).expect(200)).body.data.current;
    expect(fnc).toMatchObject({ status: 'final-nonconfirmation', employee_decision: 'no-action', decision_signature: 'Ana M Silva' });
    expect((await act(id, { action: 'close', reason: 'EMPLOYEE_TERMINATED_FOR_FNC_RESULT', currentlyEmployed: false }).expect(400)).body.errors[0].param).toBe('reason');
    await act(id, { action: 'close', reason: 'EMPLOYEE_NOT_TAKING_ACTION_TERMINATED', currentlyEmployed: false }).expect(200);
  });

  it('matches a photo: the photo to compare downloads, a match authorizes', async () => {
    const id = await started('Photomatch');
    const c = await until(id, 'photo-match', ['photo']);
    expect(c.next_action).toMatchObject({ step: 'photo-match' });
    const photo = await ctx.http.get(`/api/files/${c.documents.photo}`).set('Authorization', ctx.auth(company.token)).buffer(true).parse(binaryBody).expect(200);
    expect(photo.headers['content-type']).toBe('image/png');
    await act(id, { action: 'photo-match', answer: 'yes' }).expect(200);
    await until(id, 'employment-authorized');
  });

  it.each(['no', 'no-photo'])('turns a photo answered %j into a DHS mismatch', async (answer) => {
    const id = await started('Photomatch');
    await until(id, 'photo-match', ['photo']);
    const tnc = (await act(id, { action: 'photo-match', answer }).expect(200)).body.data.current;
    expect(tnc).toMatchObject({ status: 'tentative-nonconfirmation', agency: 'dhs', next_action: { step: 'notify' } });
    await until(id, 'tentative-nonconfirmation', ['notice_en', 'notice_es']);
  });

  it('closes a case to resubmit it, then accepts a new case', async () => {
    const id = await started('Resubmit');
    expect((await until(id, 'close-and-resubmit')).next_action).toMatchObject({ step: 'close' });
    await act(id, { action: 'close', reason: 'INCORRECT_DATA', currentlyEmployed: true }).expect(200);
    const again = (await create(id).expect(201)).body.data;
    expect(again.previous).toHaveLength(1);
    // A new case, being submitted; the worker may already have taken it further (the API's own test
    // sees 'submitting' with no worker). It meets the same end as the first.
    expect(again.current.id).not.toBe(again.previous[0].id);
    expect(['submitting', 'verification-in-process', 'close-and-resubmit']).toContain(again.current.status);
    expect((await until(id, 'close-and-resubmit')).id).toBe(again.current.id);
  });

  it('closes a duplicate case as a duplicate', async () => {
    const id = await started('Duplicate');
    await until(id, 'duplicate-case');
    expect((await act(id, { action: 'close', reason: 'EMPLOYEE_CONTINUES_TO_WORK_AFTER_FNC', currentlyEmployed: true }).expect(400)).body.errors[0].param).toBe('reason');
    const closed = (await act(id, { action: 'close', reason: 'DUPLICATE_CASE_DATA_EXISTS', currentlyEmployed: true }).expect(200)).body.data.current;
    expect(closed.status).toBe('closed');
  });

  it('counts the deadlines in federal government working days, across Thanksgiving, Christmas and New Year’s Day', async () => {
    // Both processes stand on the same moving clock: the mismatch arrives on Wed 25 Nov 2026.
    const standAt = (iso: string) => {
      const base = Date.parse(iso);
      const start = Date.now();
      for (const clock of [worker.get(Clock), ctx.app.get(Clock)]) jest.spyOn(clock, 'now').mockImplementation(() => new Date(base + (Date.now() - start)));
    };
    standAt('2026-11-25T15:00:00Z');
    const id = await started('Dhsmismatch');
    const tnc = await until(id, 'tentative-nonconfirmation', ['notice_en']);
    expect(tnc.result_issued_on).toBe('2026-11-25');
    expect(tnc.next_action?.due_date).toBe('2026-12-10'); // Thanksgiving (26 Nov) skipped
    jest.restoreAllMocks();
    standAt('2026-12-22T15:00:00Z');
    holdPolls(); // the referred case stays referred while its deadline is read (restored after the test)
    const referred = (await contest(id)).body.data.current as CaseView;
    expect(referred).toMatchObject({ referred_on: '2026-12-22', contact_by: '2027-01-05', next_action: { step: 'wait', due_date: '2027-01-05' } });
  });

  it('changes nothing when E-Verify does not accept a step (503)', async () => {
    const id = await started('Dhsmismatch');
    await until(id, 'tentative-nonconfirmation', ['notice_en', 'notice_es']);
    await act(id, { action: 'notify' }).expect(200);
    await act(id, { action: 'employee-decision', decision: 'take-action', signature: 'Ana M Silva' }).expect(200);
    jest.spyOn(ctx.app.get<EVerifyGateway>(EVERIFY_GATEWAY), 'refer').mockRejectedValue(new EVerifyUnavailableError('E-Verify is down'));
    const res = await act(id, { action: 'refer' }).expect(503);
    expect(res.body).toEqual({ errors: [{ msg: expect.stringMatching(/nothing was changed/) }] });
    const c = await current(id);
    expect(c).toMatchObject({ status: 'tentative-nonconfirmation', referred_on: null, next_action: { step: 'refer' } });
    expect(await actions(c.id)).not.toContain('everify.referred');
  });
});
