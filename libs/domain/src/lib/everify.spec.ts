import {
  addFederalWorkingDays,
  agencyContactBy,
  closureProblems,
  everifyActionConflict,
  automaticEVerifyCaseAllowed,
  everifyCaseRefusal,
  everifyHireDate,
  everifyNextAction,
  looksLikeItHoldsAnSsn,
  reasonTextProblems,
  tncReferBy,
  type EVerifyCaseRequest,
  type EVerifyCaseState,
} from './everify';

describe('federal government working days (weekends and observed federal holidays skipped, the day itself not counted)', () => {
  it.each([
    ['a TNC the day before Thanksgiving 2026 (Thu 26 Nov)', () => tncReferBy('2026-11-25'), '2026-12-10'],
    ['a TNC on the Wednesday a week before, the holiday inside the window', () => tncReferBy('2026-11-18'), '2026-12-03'],
    ['a TNC before Independence Day observed on Friday 3 July 2026', () => tncReferBy('2026-07-02'), '2026-07-17'],
    ['a referral before Christmas (Fri 25 Dec 2026)', () => agencyContactBy('2026-12-18'), '2026-12-31'],
    ['a referral across Christmas and New Year’s Day 2027', () => agencyContactBy('2026-12-22'), '2027-01-05'],
    ['a referral on a Friday with no holiday near', () => agencyContactBy('2026-09-11'), '2026-09-23'],
    ['a referral across Columbus Day (Mon 12 Oct 2026)', () => agencyContactBy('2026-10-02'), '2026-10-15'],
    ['a TNC issued on a Saturday counts from the Monday, Columbus Day skipped', () => tncReferBy('2026-10-03'), '2026-10-19'],
  ])('%s', (_case, due, expected) => {
    expect(due()).toBe(expected);
  });

  it('counts nothing for zero days', () => {
    expect(addFederalWorkingDays('2026-11-26', 0)).toBe('2026-11-26');
  });

  it('never lands on a weekend or a federal holiday', () => {
    for (let d = 0; d < 400; d++) {
      const due = tncReferBy(new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 10));
      const weekday = new Date(`${due}T12:00:00Z`).getUTCDay();
      expect({ due, weekend: weekday === 0 || weekday === 6 }).toEqual({ due, weekend: false });
      expect(['2026-01-01', '2026-12-25', '2027-01-01', '2026-07-03', '2026-11-26']).not.toContain(due);
    }
  });
});

describe('everifyHireDate: the first day, or the day of the case when it comes first', () => {
  it.each([
    ['2026-12-01', '2026-11-25', '2026-11-25'],
    ['2026-12-01', '2026-12-01', '2026-12-01'],
    ['2026-12-01', '2026-12-03', '2026-12-01'],
  ])('first day %s, case on %s → %s', (firstDay, createdOn, expected) => {
    expect(everifyHireDate(firstDay, createdOn)).toBe(expected);
  });
});

describe('free text sent to E-Verify holds no SSN', () => {
  it.each(['123-45-6789', '123456789', '123 45 6789', 'ssn 123.45.6789 pending', 'x219099998y'])('finds an SSN shape in %j', (text) => {
    expect(looksLikeItHoldsAnSsn(text)).toBe(true);
  });
  it.each(['Employee lost their card', 'ticket 12345678', 'call 5125550142', 'case 2026329000123AB'])('lets %j through', (text) => {
    expect(looksLikeItHoldsAnSsn(text)).toBe(false);
  });
  it('wants an explanation of at most 200 characters', () => {
    expect(reasonTextProblems('', 'reasonText')[0].msg).toMatch(/Explain/);
    expect(reasonTextProblems('a'.repeat(200), 'reasonText')).toEqual([]);
    expect(reasonTextProblems('a'.repeat(201), 'reasonText')[0].msg).toMatch(/at most 200/);
    expect(reasonTextProblems('SSN 123-45-6789 was wrong', 'reasonText')[0]).toEqual({ msg: expect.stringMatching(/leave out Social Security numbers/), param: 'reasonText' });
  });
});

describe('everifyCaseRefusal: when a case may be created', () => {
  const ready: EVerifyCaseRequest = {
    mouSignedOn: '2026-01-15',
    section2Complete: true,
    offerAcceptedOn: '2026-11-16',
    firstDay: '2026-11-23',
    today: '2026-11-24',
    dueDate: '2026-11-27', // Mon 23 → Tue, Wed, Fri (Thanksgiving skipped)
    hasOpenCase: false,
    hasAuthorizedCase: false,
  };
  const refusal = (over: Partial<EVerifyCaseRequest>) => everifyCaseRefusal({ ...ready, ...over });

  it('allows a case for a completed I-9 of an E-Verify employer, before or on the due date', () => {
    expect(refusal({})).toBeNull();
    expect(refusal({ today: '2026-11-27' })).toBeNull();
    // Before the first day, once the offer is accepted and the I-9 is complete.
    expect(refusal({ today: '2026-11-20' })).toBeNull();
  });

  it.each([
    ['a company outside E-Verify', { mouSignedOn: null }, /does not participate/],
    ['an I-9 without Section 2', { section2Complete: false }, /Complete Form I-9 Section 2/],
    ['no accepted offer (pre-screening)', { offerAcceptedOn: null }, /no pre-screening/],
    ['an offer accepted on a later day', { offerAcceptedOn: '2026-11-25' }, /no pre-screening/],
    ['an employee hired before the MOU', { mouSignedOn: '2026-11-24' }, /before the company signed its E-Verify MOU/],
    ['an open case', { hasOpenCase: true }, /already has an open E-Verify case/],
    ['an employee whose earlier case ended employment authorized (a reverification, a rehire)', { hasAuthorizedCase: true }, /not used again, neither to reverify nor for a rehire/],
  ])('refuses %s with 409', (_case, over, msg) => {
    const r = refusal(over as Partial<EVerifyCaseRequest>);
    expect(r?.status).toBe(409);
    expect(r?.errors[0].msg).toMatch(msg);
  });

  it('asks the day after the due date for a reason for delay, and an explanation for "Other" without an SSN', () => {
    expect(refusal({ today: '2026-11-30' })).toEqual({ status: 400, errors: [{ msg: expect.stringMatching(/choose the reason/), param: 'lateReason' }] });
    expect(refusal({ today: '2026-11-30', lateReason: 'TECHNICAL_PROBLEMS' })).toBeNull();
    expect(refusal({ today: '2026-11-30', lateReason: 'OTHER' })?.errors[0].param).toBe('lateReasonText');
    expect(refusal({ today: '2026-11-30', lateReason: 'OTHER', lateReasonText: 'SSN 219-09-9998 was missing' })?.errors[0].msg).toMatch(/leave out Social Security numbers/);
    expect(refusal({ today: '2026-11-30', lateReason: 'OTHER', lateReasonText: 'The new hire forgot their card' })).toBeNull();
  });

  it('refuses a reason for delay on a case that is not late', () => {
    expect(refusal({ lateReason: 'TECHNICAL_PROBLEMS' })).toEqual({ status: 400, errors: [{ msg: expect.stringMatching(/not late/), param: 'lateReason' }] });
  });
});

const tnc = (over: Partial<EVerifyCaseState> = {}): EVerifyCaseState => ({
  status: 'tentative-nonconfirmation',
  resultIssuedOn: '2026-11-25',
  notifiedAt: null,
  employeeDecision: null,
  referredOn: null,
  ...over,
});

describe('everifyNextAction: the employer’s next step and its deadline', () => {
  it('walks a mismatch through notice, decision and referral within 10 federal working days of its issue', () => {
    const referBy = { dueDate: '2026-12-10', unit: 'federal-working' };
    expect(everifyNextAction(tnc())).toMatchObject({ step: 'notify', deadline: referBy });
    expect(everifyNextAction(tnc({ notifiedAt: '2026-11-27T15:00:00Z' }))).toMatchObject({ step: 'employee-decision', deadline: referBy });
    expect(everifyNextAction(tnc({ notifiedAt: '2026-11-27T15:00:00Z', employeeDecision: 'take-action' }))).toMatchObject({ step: 'refer', deadline: referBy });
    expect(everifyNextAction(tnc({ status: 'referred', referredOn: '2026-12-18' }))).toMatchObject({ step: 'wait', deadline: { dueDate: '2026-12-31', unit: 'federal-working' } });
  });

  it.each([
    ['photo-match', 'photo-match'],
    ['verification-in-process', 'wait'],
    ['needs-more-time', 'wait'],
    ['case-in-continuance', 'wait'],
    ['close-and-resubmit', 'close'],
    ['duplicate-case', 'close'],
    ['final-nonconfirmation', 'close'],
  ] as const)('%s → %s', (status, step) => {
    expect(everifyNextAction(tnc({ status }))?.step).toBe(step);
  });

  it('asks nothing more of an authorized or closed case', () => {
    expect(everifyNextAction(tnc({ status: 'employment-authorized' }))).toBeNull();
    expect(everifyNextAction(tnc({ status: 'closed' }))).toBeNull();
  });
});

describe('everifyActionConflict: an action out of turn names the state', () => {
  it('keeps the order notify → decision → refer', () => {
    expect(everifyActionConflict('notify', tnc())).toBeNull();
    expect(everifyActionConflict('employee-decision', tnc())).toMatch(/^The case is tentative-nonconfirmation: notify/);
    expect(everifyActionConflict('refer', tnc({ notifiedAt: '2026-11-27T15:00:00Z' }))).toMatch(/chose to contest/);
    expect(everifyActionConflict('refer', tnc({ notifiedAt: '2026-11-27T15:00:00Z', employeeDecision: 'take-action' }))).toBeNull();
    expect(everifyActionConflict('employee-decision', tnc({ notifiedAt: '2026-11-27T15:00:00Z', employeeDecision: 'no-action' }))).toMatch(/already recorded/);
  });
  it.each([
    ['photo-match', 'referred'],
    ['refer', 'employment-authorized'],
    ['close', 'closed'],
    ['close', 'submitting'],
    ['notify', 'photo-match'],
  ] as const)('%s on a %s case', (action, status) => {
    expect(everifyActionConflict(action, tnc({ status }))).toBe(`The case is ${status}: ${action} is not possible now.`);
  });
});

describe('closureProblems: no adverse action on an interim result', () => {
  it.each(['tentative-nonconfirmation', 'referred', 'case-in-continuance', 'needs-more-time', 'photo-match'] as const)(
    'refuses to record a %s employee as gone unless they quit',
    (status) => {
      expect(closureProblems(tnc({ status }), 'INCORRECT_DATA', false)[0]).toMatchObject({ param: 'currentlyEmployed', msg: expect.stringMatching(/not final/) });
      expect(closureProblems(tnc({ status }), 'EMPLOYEE_QUIT', false)).toEqual([]);
      expect(closureProblems(tnc({ status }), 'INCORRECT_DATA', true)).toEqual([]);
    },
  );

  it('matches the final nonconfirmation reasons to the result and to whether the employee still works', () => {
    const fnc = tnc({ status: 'final-nonconfirmation' });
    expect(closureProblems(fnc, 'EMPLOYEE_TERMINATED_FOR_FNC_RESULT', false)).toEqual([]);
    expect(closureProblems(fnc, 'EMPLOYEE_CONTINUES_TO_WORK_AFTER_FNC', true)).toEqual([]);
    expect(closureProblems(fnc, 'EMPLOYEE_TERMINATED_FOR_FNC_RESULT', true)[0].param).toBe('currentlyEmployed');
    expect(closureProblems(fnc, 'EMPLOYEE_NOT_TAKING_ACTION_TERMINATED', false)[0].param).toBe('reason');
    const noAction = tnc({ status: 'final-nonconfirmation', employeeDecision: 'no-action' });
    expect(closureProblems(noAction, 'EMPLOYEE_NOT_TAKING_ACTION_TERMINATED', false)).toEqual([]);
    expect(closureProblems(tnc({ status: 'close-and-resubmit' }), 'EMPLOYEE_TERMINATED_FOR_FNC_RESULT', false)[0].param).toBe('reason');
  });

  it('keeps the duplicate reason for a duplicate case and explains "Other"', () => {
    expect(closureProblems(tnc({ status: 'duplicate-case' }), 'DUPLICATE_CASE_DATA_EXISTS', true)).toEqual([]);
    expect(closureProblems(tnc({ status: 'close-and-resubmit' }), 'DUPLICATE_CASE_DATA_EXISTS', true)[0].param).toBe('reason');
    expect(closureProblems(tnc({ status: 'close-and-resubmit' }), 'OTHER', true, '')[0].param).toBe('reasonText');
    expect(closureProblems(tnc({ status: 'close-and-resubmit' }), 'OTHER', true, 'Wrong passport number typed')).toEqual([]);
  });
});

describe('automaticEVerifyCaseAllowed: a case created on its own once Section 2 is signed', () => {
  const ready = {
    optionOn: true,
    hasAnyCase: false,
    mouSignedOn: '2026-01-15',
    section2Complete: true,
    offerAcceptedOn: '2026-11-16',
    firstDay: '2026-11-23',
    today: '2026-11-24',
    dueDate: '2026-11-27',
    hasOpenCase: false,
    hasAuthorizedCase: false,
  };

  it('creates the case of an E-Verify employer with the option on, up to and on the due date', () => {
    expect(automaticEVerifyCaseAllowed(ready)).toBe(true);
    expect(automaticEVerifyCaseAllowed({ ...ready, today: '2026-11-27' })).toBe(true);
  });

  it.each([
    ['the option is off', { optionOn: false }],
    ['the case is late: the employer gives the reason', { today: '2026-11-30' }],
    ['the employee already has a case (a rehire)', { hasAnyCase: true }],
    ['the company is not enrolled', { mouSignedOn: null }],
    ['no job offer is recorded as accepted', { offerAcceptedOn: null }],
    ['the employee was hired before the MOU', { mouSignedOn: '2026-11-24' }],
  ])('leaves it to the employer when %s', (_case, over) => {
    expect(automaticEVerifyCaseAllowed({ ...ready, ...over })).toBe(false);
  });
});
