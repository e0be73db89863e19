import type { INestApplicationContext } from '@nestjs/common';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addCalendarDays, todayCalendarDate } from '@clearhire/domain';
import { Clock, JobName, type OutboxText } from '@clearhire/server';
import { JOB_HANDLERS, type JobHandler } from '../src/job-handler';
import { completeSection2, type CompanyAccount, employeeWithSection1, section2Payload, TestContext } from './support/api-harness';
import { eventually, MailCatcher, startWorker, TEST_WORKER_ENV } from './support/worker-harness';

const TODAY = todayCalendarDate();
const ZONE = 'Pacific/Honolulu';

/** The texts the worker sends (to the outbox folder, as with nothing configured) and the Section 1 reminders. */
describe('texts to employees and Section 1 reminders', () => {
  let ctx: TestContext;
  let worker: INestApplicationContext;
  let mail: MailCatcher;
  let company: CompanyAccount;
  const outbox = mkdtempSync(join(tmpdir(), 'clearhire-sms-outbox-'));

  beforeAll(async () => {
    mail = await MailCatcher.start();
    ctx = await TestContext.start();
    worker = await startWorker({ SMTP_URL: mail.url, SMS_OUTBOX_DIR: outbox });
    company = await ctx.newCompany({ name: 'Kona Coffee Co', timeZone: ZONE });
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await worker.close();
    await ctx.close();
    await mail.close();
  });

  const as = { Authorization: '' };
  const texts = (): OutboxText[] => readdirSync(outbox).map((f) => JSON.parse(readFileSync(join(outbox, f), 'utf8')) as OutboxText);
  const textsTo = (phone: string) => texts().filter((t) => t.to === phone);
  const waitForText = (phone: string, count = 1) => eventually(() => textsTo(phone).length >= count && textsTo(phone), 15000, `${count} text(s) to the number`);
  const recorded = (employeeId: string): Promise<{ kind: string; record_key: string; status: string; provider_message_id: string | null }[]> =>
    ctx.dataSource.query('SELECT kind, record_key, status, provider_message_id FROM sms_messages WHERE employee_id = $1 ORDER BY created_at', [employeeId]);
  const add = async (over: Record<string, unknown>): Promise<{ id: string; url: string }> => {
    as.Authorization = ctx.auth(company.token);
    return ctx.newEmployee(company, over);
  };

  it('texts the Form I-9 link with the employer’s name and nothing personal, and records it without the body', async () => {
    const phone = '+18085550101';
    const { id, url } = await add({ firstname: 'Keoni', lastname: 'Kahananui', mobilePhone: '808-555-0101' });
    const [text] = await waitForText(phone);
    expect(text.body).toBe(`Kona Coffee Co: please complete Form I-9 Section 1 for your new job by your first day: ${TEST_WORKER_ENV.APP_URL}/i9/${url} Reply STOP to opt out, HELP for help.`);
    expect(text.body).not.toMatch(/Keoni|Kahananui/);
    const rows = await eventually(async () => (await recorded(id)).length === 1 && recorded(id), 5000, 'the record of the text');
    expect(rows).toEqual([{ kind: 'i9-link', record_key: 'link', status: 'sent', provider_message_id: expect.stringMatching(/\.json$/) }]);
    const stored = JSON.stringify(await ctx.dataSource.query('SELECT * FROM sms_messages WHERE employee_id = $1', [id]));
    expect(stored).not.toContain(url);
  });

  it('texts the link in Spanish to a number corrected after the invitation', async () => {
    const { id, url } = await add({ firstname: 'Lupe' });
    await eventually(async () => (await ctx.dataSource.query('SELECT invited_at FROM employees WHERE id = $1', [id]))[0].invited_at, 15000, 'the invitation mailed');
    await ctx.dataSource.query(`UPDATE employees SET language = 'es' WHERE id = $1`, [id]);
    await ctx.http.patch(`/api/employees/${id}`).set(as).send({ mobilePhone: '(808) 555-0102' }).expect(200);
    const [text] = await waitForText('+18085550102');
    expect(text.body).toBe(
      `Kona Coffee Co: complete la Sección 1 del Formulario I-9 de su nuevo empleo antes de su primer día: ${TEST_WORKER_ENV.APP_URL}/i9/${url} Responda STOP para no recibir más mensajes, HELP para ayuda.`,
    );
  });

  it('sends nothing to a number that replied STOP, and records that it held the text back', async () => {
    const phone = '+18085550103';
    await ctx.http.post('/api/sms/inbound').type('form').send({ From: phone, Body: 'STOP' }).expect(200);
    const { id } = await add({ mobilePhone: phone });
    const rows = await eventually(async () => (await recorded(id)).length === 1 && recorded(id), 15000, 'the held-back text');
    expect(rows).toEqual([{ kind: 'i9-link', record_key: 'link', status: 'opted-out', provider_message_id: null }]);
    expect(textsTo(phone)).toEqual([]);
  });

  it('texts the Supplement B link', async () => {
    const employee = await employeeWithSection1(ctx, company, { employee: { firstname: 'Omar' }, section1: { citizenship: 'citizen4', expiry: addCalendarDays(TODAY, 400), citizen4Number1: '123456789' } });
    const ead = (expirationDate: string) => ({ list: 'A', title: 'Employment Authorization Document (Form I-766)', issuingAuthority: 'USCIS', number: 'IOE0123456789', expirationDate });
    await completeSection2(ctx, employee.id, company.token, section2Payload({ documents: [ead(addCalendarDays(TODAY, 20))] })).expect(201);
    await ctx.dataSource.query(`UPDATE employees SET mobile_phone = '+18085550104' WHERE id = $1`, [employee.id]);
    const rid = (await ctx.http.post(`/api/employees/${employee.id}/reverifications`).set('Authorization', ctx.auth(company.token)).send({ reason: 'reverification' }).expect(201)).body.id;
    const [{ url }] = await ctx.dataSource.query('SELECT url FROM i9_supplement_b WHERE id = $1', [rid]);
    const [text] = await waitForText('+18085550104');
    expect(text.body).toBe(`Kona Coffee Co needs a new document for your Form I-9. Upload it here: ${TEST_WORKER_ENV.APP_URL}/reverify/${url} Reply STOP to opt out, HELP for help.`);
    // The record is written once the provider has answered: waited for, not assumed.
    const rows = await eventually(async () => (await recorded(employee.id)).length === 1 && recorded(employee.id), 5000, 'the record of the text');
    expect(rows).toEqual([{ kind: 'supplement-b-link', record_key: rid, status: 'sent', provider_message_id: expect.any(String) }]);
  });

  describe('Section 1 reminders on the calendar of a location in Honolulu (UTC-10)', () => {
    const FIRST_DAY = addCalendarDays(TODAY, 10);
    const phone = '+18085550105';
    let employeeId: string;
    let email: string;
    const remind = () => worker.get<JobHandler[]>(JOB_HANDLERS).find((h) => h.name === JobName.SendSection1Reminders)!.handle({} as never);
    /** The worker's clock at a local time in Honolulu, `daysBefore` days before the first day. */
    const standAt = (daysBefore: number, localTime: string) => {
      const utc = new Date(`${addCalendarDays(FIRST_DAY, -daysBefore)}T${localTime}:00-10:00`);
      jest.spyOn(worker.get(Clock), 'now').mockReturnValue(utc);
    };
    const reminderMails = () => mail.messages.filter((m) => m.to.includes(email) && /^Reminder:/.test(m.parsed.subject ?? ''));
    const reminderTexts = () => textsTo(phone).filter((t) => t.body.includes('your first day is'));
    const claims = async () => (await ctx.dataSource.query('SELECT days_before, to_char(due_on, $2) AS due_on FROM section1_reminders WHERE employee_id = $1 ORDER BY days_before DESC', [employeeId, 'YYYY-MM-DD'])) as { days_before: number; due_on: string }[];

    beforeAll(async () => {
      ({ id: employeeId } = await add({ firstname: 'Malia', lastname: 'Akana', startDate: FIRST_DAY, mobilePhone: phone }));
      [{ email }] = await ctx.dataSource.query('SELECT email FROM employees WHERE id = $1', [employeeId]);
      await waitForText(phone); // the invitation's text
    });

    it('sends nothing at 23:30 three days before (UTC is already the next day)', async () => {
      standAt(3, '23:30');
      await remind();
      expect(await claims()).toEqual([]);
    });

    it('at 09:30 two days before: one mail and one text, "in 2 days"; a second run and a second worker send nothing more', async () => {
      standAt(2, '09:30');
      await Promise.all([remind(), remind()]);
      await remind();
      expect(await claims()).toEqual([{ days_before: 2, due_on: addCalendarDays(FIRST_DAY, -2) }]);
      await eventually(() => reminderMails().length === 1, 15000, 'the reminder mail');
      expect(reminderMails()[0].parsed.text).toContain('Section 1 of Form I-9');
      const [text] = await eventually(() => reminderTexts().length === 1 && reminderTexts(), 15000, 'the reminder text');
      expect(text.body).toContain('Reminder from Kona Coffee Co: your first day is in 2 days.');
      expect(text.body).not.toContain('Malia');
    });

    it('sends nothing at 00:30 the day before (not yet morning there), then "tomorrow" at 09:00', async () => {
      standAt(1, '00:30');
      await remind();
      expect((await claims()).map((c) => c.days_before)).toEqual([2]);
      standAt(1, '09:00');
      await remind();
      expect((await claims()).map((c) => c.days_before)).toEqual([2, 1]);
      const tomorrow = await eventually(() => reminderTexts().length === 2 && reminderTexts(), 15000, 'the second reminder text');
      expect(tomorrow.map((t) => t.body).some((b) => b.includes('your first day is tomorrow'))).toBe(true);
    });

    it('reminds no more once Section 1 is done', async () => {
      await ctx.dataSource.query(`UPDATE employees SET i9_status = 'submitted' WHERE id = $1`, [employeeId]);
      standAt(0, '10:00');
      await remind();
      expect((await claims()).map((c) => c.days_before)).toEqual([2, 1]);
      expect(reminderMails()).toHaveLength(2);
    });
  });
});
