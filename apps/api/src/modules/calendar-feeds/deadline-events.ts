import type { I9WorkItem } from '@clearhire/server';
import { REVERIFICATION_ALERT_DAYS, compareCalendarDates, wotcSubmissionDeadline } from '@clearhire/domain';

/**
 * One deadline as a calendar shows it: an all-day event on the employer's calendar date, named by
 * what is due and the person's first name and last initial only, linking to the page where it is
 * done. The UID is the kind and the record's id, so a changed deadline moves the same event.
 */
export interface DeadlineEvent {
  readonly uid: string;
  /** YYYY-MM-DD on the employer's (the location's) calendar. */
  readonly date: string;
  readonly summary: string;
  readonly description: string;
  readonly url: string;
  /** Reminders, in days before the date. */
  readonly alarmDaysBefore: readonly number[];
}

/** "José N.": a calendar is read on phones and shared screens, so the feed never carries a whole name. */
export function shortName(firstname: string, lastname: string): string {
  const initial = [...lastname.trim()][0];
  return initial ? `${firstname.trim()} ${initial.toUpperCase()}.` : firstname.trim();
}

const uid = (kind: string, id: string) => `${kind}-${id}@clearhire`;

function employeePage(appUrl: string, employeeId: string): string {
  return `${appUrl.replace(/\/+$/, '')}/dashboard/employees/${encodeURIComponent(employeeId)}`;
}

/** What each Form I-9 work item is called in the calendar, and its UID's kind (one event per employee and kind). */
const WORK_ITEM: Record<I9WorkItem['kind'], { title: string; kind: string }> = {
  section2: { title: 'Section 2 due', kind: 'section2' },
  create: { title: 'E-Verify case due', kind: 'everify-case' },
  // A mismatch's steps share one deadline (10 federal working days from its issue): one event that keeps its place as the steps are done.
  notify: { title: 'E-Verify mismatch: notify the employee', kind: 'everify-mismatch' },
  'employee-decision': { title: 'E-Verify mismatch: record the decision', kind: 'everify-mismatch' },
  refer: { title: 'E-Verify mismatch: refer the case', kind: 'everify-mismatch' },
  wait: { title: 'Agency contact date', kind: 'everify-agency-contact' },
  'photo-match': { title: 'E-Verify photo match', kind: 'everify-photo' },
  close: { title: 'Close the E-Verify case', kind: 'everify-close' },
  resubmit: { title: 'Resubmit the E-Verify case', kind: 'everify-resubmit' },
};

/** A Form I-9 or E-Verify deadline of the worklist (its date computed there, never here). */
export function workItemEvent(item: I9WorkItem, appUrl: string): DeadlineEvent | null {
  if (!item.dueDate) return null;
  const what = WORK_ITEM[item.kind];
  return {
    uid: uid(what.kind, item.employeeId),
    date: item.dueDate,
    summary: `${what.title}: ${shortName(item.firstname, item.lastname)}`,
    description: `${item.text}${item.testMode ? ' (E-Verify test mode)' : ''}`,
    url: employeePage(appUrl, item.employeeId),
    alarmDaysBefore: [],
  };
}

export interface PersonDate {
  readonly id: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly date: string;
}

/** The day an employee must be reverified (Supplement B), with the reminders the due list also gives (90, 60 and 30 days before). */
export function reverificationEvent(row: PersonDate, appUrl: string): DeadlineEvent {
  return {
    uid: uid('reverify', row.id),
    date: row.date,
    summary: `Reverify: ${shortName(row.firstname, row.lastname)}`,
    description: 'The employment authorization on the Form I-9 ends: complete Supplement B with a new document by this day.',
    url: employeePage(appUrl, row.id),
    alarmDaysBefore: REVERIFICATION_ALERT_DAYS.filter((d) => d > 0),
  };
}

/** The last day a Form I-9 must be kept; after it the record is destroyed unless a legal hold keeps it. */
export function retentionEvent(row: PersonDate, appUrl: string): DeadlineEvent {
  return {
    uid: uid('retention', row.id),
    date: row.date,
    summary: `Form I-9 retention ends: ${shortName(row.firstname, row.lastname)}`,
    description: 'The Form I-9 is kept through this day, then destroyed with its copies.',
    url: employeePage(appUrl, row.id),
    alarmDaysBefore: [],
  };
}

/** A pre-screened hire's WOTC forms due at the state workforce agency (wotcSubmissionDeadline: 28 days after the start date). `date` is the start date. */
export function wotcEvent(row: PersonDate, appUrl: string): DeadlineEvent {
  return {
    uid: uid('wotc', row.id),
    date: wotcSubmissionDeadline(row.date),
    summary: `WOTC forms due at the state: ${shortName(row.firstname, row.lastname)}`,
    description: 'Forms 8850 and 9061 must reach the state workforce agency by this day.',
    url: `${appUrl.replace(/\/+$/, '')}/dashboard/submissions/${encodeURIComponent(row.id)}`,
    alarmDaysBefore: [],
  };
}

/** The events whose date falls in the window, by date. */
export function inWindow(events: readonly (DeadlineEvent | null)[], from: string, to: string): DeadlineEvent[] {
  return events
    .filter((e): e is DeadlineEvent => e !== null && compareCalendarDates(e.date, from) >= 0 && compareCalendarDates(e.date, to) <= 0)
    .sort((a, b) => compareCalendarDates(a.date, b.date) || a.uid.localeCompare(b.uid));
}
