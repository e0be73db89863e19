import type { INestApplicationContext } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { formatLongDate } from '@clearhire/documents';
import { pdfText } from '@clearhire/documents/testing';
import { addCalendarDays, calendarDateIn } from '@clearhire/domain';
import { binaryBody, type CompanyAccount, TestContext } from './support/api-harness';
import { eventually, MailCatcher, startWorker } from './support/worker-harness';

interface DocumentRow {
  id: string;
  kind: string;
}

/**
 * A form prints the day its signature fell on in the company's time zone, never the server's or
 * UTC's: Form 8850 must be given no later than the day of the job offer, so a day late can cost
 * the credit. The instants are chosen where the two calendars disagree.
 */
const SIGNED = {
  // 23:30 on 24 November in Los Angeles (PST, UTC-8) is already the 25th in UTC.
  lateEveningInLosAngeles: '2026-11-25T07:30:00Z',
  // 00:30 UTC on the 25th is 16:30 on the 24th in Los Angeles.
  utcHalfPastMidnight: '2026-11-25T00:30:00Z',
  // 23:30 UTC on the 24th is 08:30 on the 25th in Tokyo.
  morningInTokyo: '2026-11-24T23:30:00Z',
  // Noon in Los Angeles on the 25th: the 25th on both calendars.
  noonInLosAngeles: '2026-11-25T20:00:00Z',
};

describe("the worker dates every form on the company's calendar", () => {
  let ctx: TestContext;
  let mail: MailCatcher;
  let worker: INestApplicationContext | undefined;
  let west: CompanyAccount;
  let east: CompanyAccount;
  let legacy: CompanyAccount;
  const ids = {} as Record<'lateEvening' | 'utcMidnight' | 'tokyo' | 'noon' | 'legacy' | 'legacySent', string>;

  const owner = () => ctx.owner();
  const documentsOf = (column: 'submission_id' | 'erd_form_id', id: string): Promise<DocumentRow[]> =>
    ctx.dataSource.query(`SELECT id, kind FROM documents WHERE ${column} = $1 AND kind IN ('form-8850', 'form-9061', 'erd-authorization') ORDER BY kind`, [id]);
  const download = async (documentId: string): Promise<string> => {
    const res = await ctx.http.get(`/api/files/${documentId}`).set('Authorization', ctx.auth(await ctx.adminToken())).buffer(true).parse(binaryBody).expect(200);
    return pdfText(res.body as Buffer);
  };
  const erdOf = async (company: CompanyAccount): Promise<string> => (await ctx.dataSource.query('SELECT id FROM erd_forms WHERE company_id = $1', [company.id]))[0].id;
  /** A pre-screening signed at `instant`: the row is dated before any worker has read it. */
  const signedAt = async (company: CompanyAccount, instant: string): Promise<string> => {
    const id = await ctx.newSubmission(company.id, { firstname: 'Ana', lastname: 'Reyes' });
    await (await owner()).query('UPDATE submissions SET created_at = $2 WHERE id = $1', [id, instant]);
    return id;
  };
  const formsOf = (id: string, kinds = 2) => eventually(async () => ((await documentsOf('submission_id', id)).length === kinds ? documentsOf('submission_id', id) : false), 20000, `the forms of ${id}`);

  /**
   * A Supplement B link waiting for the employee's new document, expiring at `instant` (the row as
   * the API writes it; the worker's sweep mails it once the worker starts).
   */
  const reverificationLinkExpiringAt = async (instant: string): Promise<void> => {
    const employee = await ctx.newEmployee(west, { email: 'omar.west@example.test', firstname: 'Omar' });
    const [{ id: requestedBy }] = await ctx.dataSource.query('SELECT id FROM users WHERE company_id = $1', [west.id]);
    await (await owner()).query(
      `INSERT INTO i9_supplement_b (company_id, employee_id, sequence, reason, url, link_expires_at, requested_by, needs_document) VALUES ($1, $2, 1, 'reverification', $3, $4, $5, true)`,
      [west.id, employee.id, randomBytes(32).toString('base64url'), instant, requestedBy],
    );
  };
  // 23:30 in Los Angeles, 30 days from now: the link's last day there is the day before UTC's.
  const linkDay = addCalendarDays(calendarDateIn('UTC', new Date()), 30);
  const linkExpiry = `${linkDay}T07:30:00Z`;

  beforeAll(async () => {
    mail = await MailCatcher.start();
    ctx = await TestContext.start();
    west = await ctx.newCompany({ name: 'Pacific Tacos', timeZone: 'America/Los_Angeles' });
    east = await ctx.newCompany({ name: 'Shibuya Noodles', timeZone: 'Asia/Tokyo' });
    // Everything below is queued before the worker starts, so it renders the dates set here.
    ids.lateEvening = await signedAt(west, SIGNED.lateEveningInLosAngeles);
    ids.utcMidnight = await signedAt(west, SIGNED.utcHalfPastMidnight);
    ids.tokyo = await signedAt(east, SIGNED.morningInTokyo);
    ids.noon = await signedAt(west, SIGNED.noonInLosAngeles);
    await (await owner()).query('UPDATE erd_forms SET created_at = $2 WHERE company_id = $1', [west.id, SIGNED.lateEveningInLosAngeles]);
    // A Los Angeles company whose forms an earlier version rendered on UTC's day: its zone reads UTC
    // until the worker has rendered them, as those versions did whatever the zone.
    legacy = await ctx.newCompany({ name: 'Mission Bakery', timeZone: 'America/Los_Angeles' });
    ids.legacy = await signedAt(legacy, SIGNED.lateEveningInLosAngeles);
    ids.legacySent = await signedAt(legacy, SIGNED.lateEveningInLosAngeles);
    await (await owner()).query(`UPDATE erd_forms SET created_at = $2 WHERE company_id = $1`, [legacy.id, SIGNED.lateEveningInLosAngeles]);
    await (await owner()).query(`UPDATE companies SET time_zone = 'UTC' WHERE id = $1`, [legacy.id]);
    await reverificationLinkExpiringAt(linkExpiry);
    worker = await startWorker({ SMTP_URL: mail.url });
  });
  afterAll(async () => {
    await worker?.close();
    await ctx.close();
    await mail.close();
  });

  it.each([
    ['23:30 in Los Angeles', 'lateEvening', '11/24/2026', '11/25/2026'],
    ['00:30 UTC, still the afternoon before in Los Angeles', 'utcMidnight', '11/24/2026', '11/25/2026'],
    ['23:30 UTC, already the next morning in Tokyo', 'tokyo', '11/25/2026', '11/24/2026'],
  ] as const)('prints a pre-screening signed at %s on the employer\'s day, on Form 8850 and ETA Form 9061', async (_when, key, employerDay, utcDay) => {
    const forms = await formsOf(ids[key]);
    expect(forms.map((f) => f.kind)).toEqual(['form-8850', 'form-9061']);
    for (const form of forms) {
      const text = await download(form.id);
      expect(text).toContain(employerDay);
      expect(text).not.toContain(utcDay);
    }
  });

  it("prints the Employer Representative Declaration's signature on the employer's day", async () => {
    const erdId = await erdOf(west);
    const [erd] = await eventually(async () => ((await documentsOf('erd_form_id', erdId)).length === 1 ? documentsOf('erd_form_id', erdId) : false), 20000, 'the ERD authorization');
    const text = await download(erd.id);
    expect(text).toContain('11/24/2026');
    expect(text).not.toContain('11/25/2026');
  });

  it("tells the employee the last day of a Supplement B link on the employer's calendar", async () => {
    const link = await mail.waitFor('omar.west@example.test', /new document/, 20000);
    expect(link.parsed.text).toContain(formatLongDate(addCalendarDays(linkDay, -1)));
    expect(link.parsed.text).not.toContain(formatLongDate(linkDay));
  });

  it("renders again the pending forms and ERD authorizations dated on UTC's day, and leaves the forms a state received as sent", async () => {
    const legacyErd = await erdOf(legacy);
    const before = {
      legacy: await formsOf(ids.legacy),
      legacySent: await formsOf(ids.legacySent),
      noon: await formsOf(ids.noon),
      erd: await eventually(async () => ((await documentsOf('erd_form_id', legacyErd)).length === 1 ? documentsOf('erd_form_id', legacyErd) : false), 20000, 'the ERD authorization'),
    };
    // As earlier versions printed them: the day in UTC, a day late for this employer.
    for (const doc of [...before.legacy, ...before.erd]) expect(await download(doc.id)).toContain('11/25/2026');
    await (await owner()).query(`UPDATE companies SET time_zone = 'America/Los_Angeles' WHERE id = $1`, [legacy.id]);
    await ctx.http.patch(`/api/submissions/${ids.legacySent}`).set('Authorization', ctx.auth(await ctx.adminToken())).send({ newStatus: 'sent' }).expect(200);

    const migration = (await owner()).migrations.find((m) => m.name === 'RedateFormsOnCompanyCalendar1795394100000');
    const runner = (await owner()).createQueryRunner();
    try {
      await migration!.up(runner);
    } finally {
      await runner.release();
    }
    // What the migration left alone is still ready, so no sweep will touch it.
    const ready = async (id: string) => (await ctx.dataSource.query('SELECT documents_ready_at IS NOT NULL AS ready FROM submissions WHERE id = $1', [id]))[0].ready as boolean;
    expect(await ready(ids.noon)).toBe(true);
    expect(await ready(ids.legacySent)).toBe(true);

    // The sweep renders every record the migration marked (its first job kept as completed or not).
    await eventually(async () => {
      const [{ waiting }]: { waiting: number }[] = await ctx.dataSource.query(
        'SELECT (SELECT count(*) FROM submissions WHERE documents_ready_at IS NULL) + (SELECT count(*) FROM erd_forms WHERE documents_ready_at IS NULL) AS waiting',
      );
      return Number(waiting) === 0;
    }, 30000, 'every form marked to be rendered again');
    const replaced = await documentsOf('submission_id', ids.legacy);
    const erd = await documentsOf('erd_form_id', legacyErd);
    expect([...replaced, ...erd].filter((d) => [...before.legacy, ...before.erd].some((b) => b.id === d.id))).toEqual([]);
    for (const doc of [...replaced, ...erd]) {
      const text = await download(doc.id);
      expect(text).toContain('11/24/2026');
      expect(text).not.toContain('11/25/2026');
    }
    const regenerated: { n: number }[] = await ctx.dataSource.query(
      `SELECT count(*)::int AS n FROM audit_events WHERE action = 'document.regenerated' AND record_id = ANY($1::text[])`,
      [[...replaced, ...erd].map((d) => d.id)],
    );
    expect(regenerated[0].n).toBe(3);

    // The state holds the sent forms as they were sent; a day that was right stays as it is.
    expect(await documentsOf('submission_id', ids.legacySent)).toEqual(before.legacySent);
    expect(await download(before.legacySent[0].id)).toContain('11/25/2026');
    expect(await documentsOf('submission_id', ids.noon)).toEqual(before.noon);
  });
});
