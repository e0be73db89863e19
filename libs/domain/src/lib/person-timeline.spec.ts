import { personTimeline, type TimelineEmployee, type TimelineSubmission } from './person-timeline';

const LA = 'America/Los_Angeles';

const submission: TimelineSubmission = {
  id: 'sub-1',
  // 21:00 in Los Angeles on March 1st: already March 2nd in UTC.
  createdAt: new Date('2026-03-02T05:00:00Z'),
  offerDate: '2026-03-03',
  hireDate: '2026-03-05',
  startDate: '2026-03-05',
  statusEvents: [
    { status: 'sent', changedAt: new Date('2026-03-20T18:00:00Z'), sentOn: '2026-03-19', certifiedOn: null },
    { status: 'approved', changedAt: new Date('2026-05-02T18:00:00Z'), sentOn: null, certifiedOn: '2026-04-30' },
  ],
  wageRecords: [{ taxYear: 2026, recordedAt: new Date('2027-01-15T17:00:00Z') }],
  maxCredit: 2400,
};

const employee: TimelineEmployee = {
  id: 'emp-1',
  startDate: '2026-03-05',
  invitedAt: new Date('2026-03-05T16:00:00Z'),
  section1SignedAt: new Date('2026-03-05T20:00:00Z'),
  section2: { signedAt: new Date('2026-03-12T18:00:00Z'), signedOn: '2026-03-12', dueDate: '2026-03-10' },
  everifyCases: [{ createdAt: new Date('2026-03-12T19:00:00Z'), status: 'employment-authorized', resultIssuedOn: '2026-03-13', closedAt: new Date('2026-03-13T15:00:00Z') }],
  terminationDate: '2027-06-30',
  retainUntil: '2028-03-05',
};

describe('personTimeline', () => {
  it('lists a linked pair’s whole path in order, each step on its record', () => {
    const steps = personTimeline({ submission, employee, timeZone: LA });
    expect(steps.map((s) => [s.step, s.on, s.record])).toEqual([
      ['prescreened', '2026-03-01', 'submission'],
      ['job-offer', '2026-03-03', 'submission'],
      // Same day: the path's order (hire, first day, then the I-9 link and Section 1).
      ['hired', '2026-03-05', 'submission'],
      ['first-day', '2026-03-05', 'submission'],
      ['i9-link-sent', '2026-03-05', 'employee'],
      ['section1-signed', '2026-03-05', 'employee'],
      ['section2-signed', '2026-03-12', 'employee'],
      ['everify-case-created', '2026-03-12', 'employee'],
      ['everify-result', '2026-03-13', 'employee'],
      ['everify-closed', '2026-03-13', 'employee'],
      ['sent-to-state', '2026-03-19', 'submission'],
      ['certified', '2026-04-30', 'submission'],
      ['wages-recorded', '2027-01-15', 'submission'],
      ['terminated', '2027-06-30', 'employee'],
      ['retention-ends', '2028-03-05', 'employee'],
    ]);
  });

  it('reads an instant’s day on the company’s calendar and keeps the instant', () => {
    const [first] = personTimeline({ submission, employee: null, timeZone: LA });
    expect(first).toEqual({ step: 'prescreened', at: '2026-03-02T05:00:00.000Z', on: '2026-03-01', label: 'Pre-screened for WOTC', record: 'submission', record_id: 'sub-1', section: null });
    expect(personTimeline({ submission, employee: null, timeZone: 'UTC' })[0].on).toBe('2026-03-02');
  });

  it('shows "employment authorized" when E-Verify closed the case with it, at the closing instant', () => {
    const authorized = { ...employee, everifyCases: [{ createdAt: new Date('2026-03-12T19:00:00Z'), status: 'employment-authorized' as const, resultIssuedOn: null, closedAt: new Date('2026-03-13T06:30:00Z') }] };
    const steps = personTimeline({ submission: null, employee: authorized, timeZone: LA }).filter((s) => s.step.startsWith('everify'));
    // 06:30 UTC on the 13th is still the 12th in Los Angeles.
    expect(steps.map((s) => [s.step, s.on, s.label])).toEqual([
      ['everify-case-created', '2026-03-12', 'E-Verify case created'],
      ['everify-result', '2026-03-12', 'E-Verify: Employment authorized'],
      ['everify-closed', '2026-03-12', 'E-Verify case closed'],
    ]);
  });

  it("shows the Form I-9's own first day too when Section 2 holds another than the hire record", () => {
    const steps = personTimeline({ submission, employee: { ...employee, startDate: '2026-03-06' }, timeZone: LA }).filter((s) => s.step === 'first-day');
    expect(steps.map((s) => [s.on, s.label, s.record, s.section])).toEqual([
      ['2026-03-05', 'First day of work', 'submission', 'hire'],
      ['2026-03-06', 'First day of employment on the Form I-9', 'employee', 'section2'],
    ]);
  });

  it('says how late Section 2 was signed, and nothing when on time', () => {
    const late = personTimeline({ submission: null, employee, timeZone: LA }).find((s) => s.step === 'section2-signed');
    expect(late).toMatchObject({ label: 'Section 2 signed (2 days late)', section: 'section2', record_id: 'emp-1' });
    const onTime = personTimeline({ submission: null, employee: { ...employee, section2: { signedAt: new Date('2026-03-10T18:00:00Z'), signedOn: '2026-03-10', dueDate: '2026-03-10' } }, timeZone: LA });
    expect(onTime.find((s) => s.step === 'section2-signed')?.label).toBe('Section 2 signed');
  });

  it('shows an unlinked employee its own part, with its own first day', () => {
    const steps = personTimeline({ submission: null, employee, timeZone: LA });
    expect(steps[0]).toMatchObject({ step: 'first-day', on: '2026-03-05', record: 'employee' });
    expect(steps.some((s) => s.record === 'submission')).toBe(false);
  });

  it('names the credit with the wages and a denial by its day', () => {
    const steps = personTimeline({
      submission: { ...submission, statusEvents: [{ status: 'rejected', changedAt: new Date('2026-04-01T03:00:00Z'), sentOn: null, certifiedOn: null }] },
      employee: null,
      timeZone: LA,
    });
    expect(steps.find((s) => s.step === 'denied')).toMatchObject({ on: '2026-03-31', section: 'status-history' });
    expect(steps.find((s) => s.step === 'wages-recorded')?.label).toBe('Wages recorded for tax year 2026 (credit up to $2,400)');
  });
});
