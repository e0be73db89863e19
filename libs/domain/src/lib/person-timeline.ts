import { EVERIFY_STATUS_LABELS, PERSON_TIMELINE_STEPS, type EVerifyCaseStatus, type PersonTimelineRecord, type PersonTimelineStep } from '@clearhire/contracts';
import { calendarDaysBetween } from './calendar-arithmetic';
import { calendarDateIn } from './company-calendar';

/**
 * One timeline of a person's whole path, from the WOTC pre-screening to the end of the Form I-9's
 * retention, built the same way for the submission page and the employee page so both show the
 * same steps. A record that is not linked shows only its own part.
 */

/** What the timeline needs of a submission (the WOTC pre-screening and its hire). */
export interface TimelineSubmission {
  id: string;
  createdAt: Date;
  offerDate: string | null;
  hireDate: string | null;
  startDate: string | null;
  /** The status changes as recorded (submission_status_events). */
  statusEvents: readonly { status: string; changedAt: Date; sentOn: string | null; certifiedOn: string | null }[];
  /** Wages recorded per tax year (wage_records), with when they were last written. */
  wageRecords: readonly { taxYear: number; recordedAt: Date }[];
  /** The largest credit the counted group allows, in dollars; null until determined. */
  maxCredit: number | null;
}

/** What the timeline needs of an employee (the Form I-9 and E-Verify). */
export interface TimelineEmployee {
  id: string;
  startDate: string | null;
  invitedAt: Date | null;
  section1SignedAt: Date | null;
  section2: { signedAt: Date; signedOn: string; dueDate: string } | null;
  everifyCases: readonly { createdAt: Date; status: EVerifyCaseStatus; resultIssuedOn: string | null; closedAt: Date | null }[];
  terminationDate: string | null;
  retainUntil: string | null;
}

export interface PersonTimelineInput {
  submission: TimelineSubmission | null;
  employee: TimelineEmployee | null;
  /** The time zone of the record's location (else its company): the calendar the instants' days are read on. */
  timeZone: string;
}

export interface PersonTimelineEntry {
  step: PersonTimelineStep;
  /** The instant, when the step has one. */
  at: string | null;
  /** The company's calendar day of the step (of `at` when there is one). */
  on: string | null;
  label: string;
  record: PersonTimelineRecord;
  record_id: string;
  /** The anchor of the page section that shows the step; null for the page's top. */
  section: string | null;
}

/** Results that E-Verify issues, shown as a step of their own; the waiting statuses are not steps. */
const RESULT_STATUSES: readonly EVerifyCaseStatus[] = ['tentative-nonconfirmation', 'final-nonconfirmation', 'employment-authorized', 'close-and-resubmit', 'duplicate-case', 'photo-match'];

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

function submissionSteps(s: TimelineSubmission, tz: string): Omit<PersonTimelineEntry, 'record' | 'record_id'>[] {
  const at = (d: Date) => ({ at: d.toISOString(), on: calendarDateIn(tz, d) });
  const day = (on: string) => ({ at: null, on });
  const steps: Omit<PersonTimelineEntry, 'record' | 'record_id'>[] = [{ step: 'prescreened', ...at(s.createdAt), label: 'Pre-screened for WOTC', section: null }];
  if (s.offerDate) steps.push({ step: 'job-offer', ...day(s.offerDate), label: 'Job offered', section: 'hire' });
  if (s.hireDate) steps.push({ step: 'hired', ...day(s.hireDate), label: 'Hired', section: 'hire' });
  if (s.startDate) steps.push({ step: 'first-day', ...day(s.startDate), label: 'First day of work', section: 'hire' });
  for (const e of s.statusEvents) {
    // A 'sent' keeps the day it went to the state; a certification the day the state certified.
    if (e.status === 'sent') steps.push({ step: 'sent-to-state', ...(e.sentOn ? day(e.sentOn) : at(e.changedAt)), label: 'Sent to the state agency', section: 'status-history' });
    if (e.status === 'approved') steps.push({ step: 'certified', ...(e.certifiedOn ? day(e.certifiedOn) : at(e.changedAt)), label: 'Certified by the state agency', section: 'status-history' });
    if (e.status === 'rejected') steps.push({ step: 'denied', ...at(e.changedAt), label: 'Denied by the state agency', section: 'status-history' });
  }
  const credit = s.maxCredit ? ` (credit up to ${dollars(s.maxCredit)})` : '';
  for (const w of [...s.wageRecords].sort((a, b) => a.taxYear - b.taxYear)) {
    steps.push({ step: 'wages-recorded', ...at(w.recordedAt), label: `Wages recorded for tax year ${w.taxYear}${credit}`, section: 'credits' });
  }
  return steps;
}

function employeeSteps(e: TimelineEmployee, tz: string, submissionFirstDay: string | null): Omit<PersonTimelineEntry, 'record' | 'record_id'>[] {
  const at = (d: Date) => ({ at: d.toISOString(), on: calendarDateIn(tz, d) });
  const day = (on: string) => ({ at: null, on });
  const steps: Omit<PersonTimelineEntry, 'record' | 'record_id'>[] = [];
  // A linked pair shows its first day once, from the hire recorded on the pre-screening, unless the
  // Form I-9 holds another (Section 2 attests to its own first day, which a hire correction no longer moves).
  if (e.startDate && !submissionFirstDay) steps.push({ step: 'first-day', ...day(e.startDate), label: 'First day of work', section: null });
  if (e.startDate && submissionFirstDay && e.startDate !== submissionFirstDay) {
    steps.push({ step: 'first-day', ...day(e.startDate), label: 'First day of employment on the Form I-9', section: e.section2 ? 'section2' : null });
  }
  if (e.invitedAt) steps.push({ step: 'i9-link-sent', ...at(e.invitedAt), label: 'Form I-9 link sent', section: 'history' });
  if (e.section1SignedAt) steps.push({ step: 'section1-signed', ...at(e.section1SignedAt), label: 'Section 1 signed', section: 'section1' });
  if (e.section2) {
    const late = calendarDaysBetween(e.section2.dueDate, e.section2.signedOn);
    const label = late > 0 ? `Section 2 signed (${late} ${late === 1 ? 'day' : 'days'} late)` : 'Section 2 signed';
    // Section 2's day is the one the employer signed on, as printed on the form.
    steps.push({ step: 'section2-signed', at: e.section2.signedAt.toISOString(), on: e.section2.signedOn, label, section: 'section2' });
  }
  for (const c of [...e.everifyCases].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    steps.push({ step: 'everify-case-created', ...at(c.createdAt), label: 'E-Verify case created', section: 'everify' });
    // A mismatch carries the day E-Verify issued it; "employment authorized" closes the case on its
    // own when it arrives, so its closing instant is when the result came.
    const resultWhen = c.resultIssuedOn ? day(c.resultIssuedOn) : c.status === 'employment-authorized' && c.closedAt ? at(c.closedAt) : null;
    if (resultWhen && RESULT_STATUSES.includes(c.status)) {
      steps.push({ step: 'everify-result', ...resultWhen, label: `E-Verify: ${EVERIFY_STATUS_LABELS[c.status]}`, section: 'everify' });
    }
    if (c.closedAt) steps.push({ step: 'everify-closed', ...at(c.closedAt), label: 'E-Verify case closed', section: 'everify' });
  }
  if (e.terminationDate) steps.push({ step: 'terminated', ...day(e.terminationDate), label: 'Employment ended', section: 'employment' });
  if (e.retainUntil) steps.push({ step: 'retention-ends', ...day(e.retainUntil), label: 'Form I-9 may be destroyed after this day', section: 'employment' });
  return steps;
}

const rank = (step: PersonTimelineStep) => PERSON_TIMELINE_STEPS.indexOf(step);

/**
 * The person's steps in chronological order: by calendar day, and within a day by the path's
 * natural order (a hire and its first day on one date read hire, then first day), then by instant.
 */
export function personTimeline({ submission, employee, timeZone }: PersonTimelineInput): PersonTimelineEntry[] {
  const entries: PersonTimelineEntry[] = [
    ...(submission ? submissionSteps(submission, timeZone).map((s) => ({ ...s, record: 'submission' as const, record_id: submission.id })) : []),
    ...(employee ? employeeSteps(employee, timeZone, submission?.startDate ?? null).map((s) => ({ ...s, record: 'employee' as const, record_id: employee.id })) : []),
  ];
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => {
      const byDay = (a.entry.on ?? '').localeCompare(b.entry.on ?? '');
      if (byDay) return byDay;
      const byStep = rank(a.entry.step) - rank(b.entry.step);
      if (byStep) return byStep;
      const byAt = (a.entry.at ?? '').localeCompare(b.entry.at ?? '');
      return byAt || a.index - b.index;
    })
    .map(({ entry }) => entry);
}
