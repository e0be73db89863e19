import ICAL from 'ical.js';
import { addCalendarDays, calendarDateIn } from '@clearhire/domain';
import { TestContext, type CompanyAccount } from './support/test-app';
import { addLocation, firstLocationOf } from './support/location-fixtures';

const ZONE = 'Pacific/Honolulu';

interface FeedEvent {
  uid: string;
  date: string;
  summary: string;
}

/** Each company user's private deadline calendar: turned on, read by URL, rotated and turned off. */
describe('deadline calendar feed', () => {
  let ctx: TestContext;
  let admin: string;
  let company: CompanyAccount;
  let other: CompanyAccount;
  let today: string;
  beforeAll(async () => {
    ({ ctx, admin, companies: [company, other] } = await TestContext.withCompanies([{ timeZone: ZONE }, { timeZone: ZONE }]));
    today = calendarDateIn(ZONE, new Date());
  });
  afterAll(() => ctx.close());

  const as = (token: string) => ({ Authorization: ctx.auth(token) });
  const turnOn = async (token: string): Promise<string> => (await ctx.http.post('/api/account/calendar-feed').set(as(token)).expect(201)).body.url;
  const pathOf = (url: string) => new URL(url).pathname;
  const read = async (url: string): Promise<{ text: string; events: FeedEvent[]; calendar: ICAL.Component }> => {
    const res = await ctx.http.get(pathOf(url)).expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const calendar = new ICAL.Component(ICAL.parse(res.text));
    const events = calendar.getAllSubcomponents('vevent').map((v) => {
      const e = new ICAL.Event(v);
      return { uid: e.uid, date: e.startDate.toString(), summary: e.summary };
    });
    return { text: res.text, events, calendar };
  };
  const employee = async (c: CompanyAccount, over: Record<string, unknown>) => (await ctx.newEmployee(c, over)).id;

  it('lists Section 2 due by first name and initial, moves the event when the first day changes, and keeps names and numbers out', async () => {
    const startDate = addCalendarDays(today, 5);
    const id = await employee(company, { firstname: 'José', lastname: 'Núñez', startDate });
    const url = await turnOn(company.token);
    expect(url).toMatch(/^https?:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const due = (await ctx.http.get(`/api/employees/${id}`).set(as(company.token)).expect(200)).body.data.section2_due_date;
    const first = await read(url);
    expect(first.events).toContainEqual({ uid: `section2-${id}@clearhire`, date: due, summary: 'Section 2 due: José N.' });
    expect(first.text).not.toContain('Núñez');
    expect(first.calendar.getFirstPropertyValue('prodid')).toContain('ClearHire');

    await ctx.dataSource.query('UPDATE employees SET start_date = $2 WHERE id = $1', [id, addCalendarDays(startDate, 7)]);
    const moved = (await read(url)).events.filter((e) => e.uid === `section2-${id}@clearhire`);
    expect(moved).toHaveLength(1);
    expect(moved[0].date > due).toBe(true);
  });

  it('lists reverification with 90/60/30-day alarms, retention ends and WOTC state deadlines (28 days after the start)', async () => {
    const reverifyBy = addCalendarDays(today, 120);
    const retainUntil = addCalendarDays(today, 200);
    const id = await employee(company, { firstname: 'Linh', lastname: 'Tran' });
    await ctx.dataSource.query(`UPDATE employees SET reverify_by = $2, retain_until = $3 WHERE id = $1`, [id, reverifyBy, retainUntil]);
    const submissionId = await ctx.newSubmission(company.id, { firstname: 'Ana', lastname: 'Ruiz', ssn: '123456789', birthdate: '1995-06-15' });
    await ctx.dataSource.query('UPDATE submissions SET start_date = $2 WHERE id = $1', [submissionId, today]);
    const { events, calendar, text } = await read(await turnOn(company.token));
    expect(events).toEqual(
      expect.arrayContaining([
        { uid: `reverify-${id}@clearhire`, date: reverifyBy, summary: 'Reverify: Linh T.' },
        { uid: `retention-${id}@clearhire`, date: retainUntil, summary: 'Form I-9 retention ends: Linh T.' },
        { uid: `wotc-${submissionId}@clearhire`, date: addCalendarDays(today, 28), summary: 'WOTC forms due at the state: Ana R.' },
      ]),
    );
    const reverify = calendar.getAllSubcomponents('vevent').find((v) => v.getFirstPropertyValue('uid') === `reverify-${id}@clearhire`)!;
    expect(reverify.getAllSubcomponents('valarm').map((a) => a.getFirstPropertyValue('trigger')!.toString())).toEqual(['-P90D', '-P60D', '-P30D']);
    for (const secret of ['123456789', '123-45-6789', '1995-06-15', '19950615', 'Ruiz', 'Tran']) expect(text).not.toContain(secret);
  });

  it("never lists another company's deadlines, and a member sees only their locations", async () => {
    const theirs = await employee(other, { firstname: 'Other', lastname: 'Company', startDate: addCalendarDays(today, 3) });
    const second = await addLocation(ctx, company.id, { name: 'Hilo', timeZone: ZONE });
    const atHilo = (await ctx.http.post('/api/employees').set(as(company.token)).send({ firstname: 'Kai', lastname: 'Hilo', email: `kai-${Date.now()}@example.test`, startDate: addCalendarDays(today, 4), locationId: second.id }).expect(201)).body
      .employeeId;
    const elsewhere = await employee(company, { firstname: 'Mele', lastname: 'Kona', startDate: addCalendarDays(today, 4), locationId: (await firstLocationOf(ctx, company.id)).id });
    const ownerFeed = (await read(await turnOn(company.token))).events.map((e) => e.uid);
    expect(ownerFeed).toEqual(expect.arrayContaining([`section2-${atHilo}@clearhire`, `section2-${elsewhere}@clearhire`]));
    expect(ownerFeed).not.toContain(`section2-${theirs}@clearhire`);

    const member = await ctx.newMember(company, [second.id]);
    const memberFeed = (await read(await turnOn(member.token))).events.map((e) => e.uid);
    expect(memberFeed).toContain(`section2-${atHilo}@clearhire`);
    expect(memberFeed).not.toContain(`section2-${elsewhere}@clearhire`);
    expect(memberFeed).not.toContain(`section2-${theirs}@clearhire`);
  });

  it('rotating gives a new URL and the old one answers 404; turning it off makes it 404; each change audited', async () => {
    const first = await turnOn(other.token);
    await read(first);
    const status = await ctx.http.get('/api/account/calendar-feed').set(as(other.token)).expect(200);
    expect(status.body).toEqual({ on: true, created_at: expect.any(String) });
    const second = await turnOn(other.token);
    expect(second).not.toBe(first);
    const gone = await ctx.http.get(pathOf(first)).expect(404);
    expect(gone.body).toEqual({ errors: [{ msg: 'Calendar not found.' }] });
    await read(second);
    await ctx.http.delete('/api/account/calendar-feed').set(as(other.token)).expect(204);
    await ctx.http.get(pathOf(second)).expect(404);
    expect((await ctx.http.get('/api/account/calendar-feed').set(as(other.token)).expect(200)).body).toEqual({ on: false, created_at: null });
    const [{ user_id }] = await ctx.dataSource.query('SELECT id AS user_id FROM users WHERE email = $1', [other.email]);
    const actions = await ctx.dataSource.query(`SELECT action FROM audit_events WHERE record_type = 'calendar_feed' AND record_id = $1 ORDER BY id`, [user_id]);
    expect(actions.map((a: { action: string }) => a.action)).toEqual(['calendar_feed.created', 'calendar_feed.read', 'calendar_feed.rotated', 'calendar_feed.read', 'calendar_feed.deleted']);
    expect((await ctx.dataSource.query('SELECT token_hash FROM calendar_feeds')).every((r: { token_hash: string }) => !first.includes(r.token_hash))).toBe(true);
  });

  it.each(['nothing.ics', `${'A'.repeat(43)}.ics`, `${'A'.repeat(43)}`, `${'A'.repeat(44)}.ics`])('answers 404 for %s', async (file) => {
    const res = await ctx.http.get(`/api/calendar/${file}`).expect(404);
    expect(res.body).toEqual({ errors: [{ msg: 'Calendar not found.' }] });
  });

  it('is for company users: an administrator is refused', async () => {
    await ctx.http.post('/api/account/calendar-feed').set(as(admin)).expect(403);
  });
});
