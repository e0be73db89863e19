import ICAL from 'ical.js';
import type { I9WorkItem } from '@clearhire/server';
import { deadlineCalendar } from './deadline-calendar';
import { inWindow, retentionEvent, reverificationEvent, shortName, workItemEvent, wotcEvent } from './deadline-events';

const APP = 'https://app.clearhire.test';
const EMPLOYEE = '0f8fad5b-d9cb-469f-a165-70867728950e';

function item(over: Partial<I9WorkItem> = {}): I9WorkItem {
  return { employeeId: EMPLOYEE, companyId: 1, locationId: 1, name: 'José Núñez', firstname: 'José', lastname: 'Núñez', kind: 'section2', text: 'Complete Form I-9 Section 2.', firstDay: '2026-12-01', dueDate: '2026-12-04', daysLeft: 3, daysUnit: 'business', testMode: false, ...over };
}

describe('shortName', () => {
  it.each([
    ['José', 'Núñez', 'José N.'],
    ['Linh', 'đặng', 'Linh Đ.'],
    ['Mary Ann', 'de la Cruz', 'Mary Ann D.'],
    ['Zoë', '', 'Zoë'],
  ])('%s %s → %s', (first, last, short) => expect(shortName(first, last)).toBe(short));
});

describe('deadline events', () => {
  it('names Section 2 by first name and initial, links the employee page, with a stable UID', () => {
    const e = workItemEvent(item(), APP)!;
    expect(e).toMatchObject({ uid: `section2-${EMPLOYEE}@clearhire`, date: '2026-12-04', summary: 'Section 2 due: José N.', url: `${APP}/dashboard/employees/${EMPLOYEE}` });
  });

  it('keeps one UID through a mismatch’s steps, so the event stays put as the steps are done', () => {
    const uids = (['notify', 'employee-decision', 'refer'] as const).map((kind) => workItemEvent(item({ kind }), APP)!.uid);
    expect(new Set(uids)).toEqual(new Set([`everify-mismatch-${EMPLOYEE}@clearhire`]));
    expect(workItemEvent(item({ kind: 'wait' }), APP)!.summary).toBe('Agency contact date: José N.');
  });

  it('has no event for a step without a date', () => expect(workItemEvent(item({ kind: 'photo-match', dueDate: null }), APP)).toBeNull());

  it('reminds of a reverification 90, 60 and 30 days before', () => {
    expect(reverificationEvent({ id: EMPLOYEE, firstname: 'José', lastname: 'Núñez', date: '2027-06-30' }, APP).alarmDaysBefore).toEqual([90, 60, 30]);
  });

  it('dates the WOTC state deadline 28 days after the start date (26 U.S.C. 51(d)(13))', () => {
    expect(wotcEvent({ id: 's1', firstname: 'Ana', lastname: 'Ruiz', date: '2026-12-01' }, APP)).toMatchObject({ date: '2026-12-29', uid: 'wotc-s1@clearhire', url: `${APP}/dashboard/submissions/s1` });
  });

  it('keeps only the window, by date', () => {
    const events = [retentionEvent({ id: 'a', firstname: 'A', lastname: 'B', date: '2026-10-27' }, APP), retentionEvent({ id: 'b', firstname: 'A', lastname: 'B', date: '2026-10-28' }, APP), null];
    expect(inWindow(events, '2026-10-28', '2027-12-31').map((e) => e.uid)).toEqual(['retention-b@clearhire']);
  });
});

describe('deadlineCalendar', () => {
  const stamp = new Date('2026-11-27T11:00:00Z');
  const events = [workItemEvent(item(), APP)!, reverificationEvent({ id: EMPLOYEE, firstname: 'José', lastname: 'Núñez', date: '2027-06-30' }, APP)];

  it('is iCalendar that a parser reads: all-day dates, UIDs, summaries, links and the alarms', () => {
    const text = deadlineCalendar(events, 'ClearHire deadlines', stamp);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const vevents = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(vevents.map((e) => [e.uid, e.startDate.toString(), e.startDate.isDate, e.summary])).toEqual([
      [`section2-${EMPLOYEE}@clearhire`, '2026-12-04', true, 'Section 2 due: José N.'],
      [`reverify-${EMPLOYEE}@clearhire`, '2027-06-30', true, 'Reverify: José N.'],
    ]);
    const alarms = calendar.getAllSubcomponents('vevent')[1].getAllSubcomponents('valarm').map((a) => a.getFirstPropertyValue('trigger')!.toString());
    expect(alarms).toEqual(['-P90D', '-P60D', '-P30D']);
    expect(calendar.getAllSubcomponents('vevent')[0].getFirstPropertyValue('url')).toBe(`${APP}/dashboard/employees/${EMPLOYEE}`);
    expect(text).not.toContain('Núñez');
  });

  it('writes the same date whatever the server’s zone', () => {
    expect(deadlineCalendar(events, 'x', stamp)).toContain('DTSTART;VALUE=DATE:20261204');
  });
});
