import type { INestApplicationContext } from '@nestjs/common';
import { WEBHOOK_EVENT_TYPES } from '@clearhire/contracts';
import { addCalendarDays } from '@clearhire/domain';
import { Clock, JobName, JobQueue, QueueName, systemResolver, WebhookTargets } from '@clearhire/server';
import { completeSection2, type CompanyAccount, employeeWithSection1, I9_TODAY, joinEVerify, prescreeningPayload, section2Payload, TestContext } from './support/api-harness';
import { eventually, MailCatcher, startWorker } from './support/worker-harness';
import { JOB_HANDLERS, type JobHandler } from '../src/job-handler';
import { WebhookReceiver as Receiver } from './support/webhook-receiver';

/** Signed webhooks end to end: the API records the events, the real worker delivers them to a real receiver. */
describe('webhooks', () => {
  let ctx: TestContext;
  let worker: INestApplicationContext;
  let receiver: Receiver;
  let mail: MailCatcher;
  let company: CompanyAccount;
  let admin: string;

  beforeAll(async () => {
    receiver = await Receiver.start();
    mail = await MailCatcher.start();
    // Only the receiver's own host and port are let through to loopback, over plain http.
    const allowed = { WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${receiver.port}` };
    // (127.0.0.1 on any other port stays refused: the registration test tries one.)
    ctx = await TestContext.start(allowed);
    worker = await startWorker({ ...allowed, SMTP_URL: mail.url });
    admin = await ctx.adminToken();
    company = await ctx.newCompany({ name: 'Harbor Foods' });
  });
  afterAll(async () => {
    await worker.close();
    await ctx.close();
    await receiver.close();
    await mail.close();
  });

  const endpoints = (c: CompanyAccount) => `/api/companies/${c.id}/webhook-endpoints`;
  const register = (c: CompanyAccount, body: Record<string, unknown>) => ctx.http.post(endpoints(c)).set('Authorization', ctx.auth(c.token)).send(body);
  const deliveriesOf = async (c: CompanyAccount, endpointId: string) =>
    (await ctx.http.get(`${endpoints(c)}/${endpointId}/deliveries`).query({ limit: 100 }).set('Authorization', ctx.auth(c.token)).expect(200)).body as {
      data: { id: string; message_id: string; event_type: string; status: string; attempt_count: number; attempts: { status: number | null; error: string | null; answer: string }[] }[];
      count: number;
    };
  /** Runs the next attempt of a delivery that is waiting for its backoff now, instead of waiting (the job BullMQ holds until then). */
  const promoteRetry = async (deliveryId: string) => {
    const queue = ctx.app.get(JobQueue).queue(QueueName.Webhooks);
    const job = await eventually(async () => (await queue.getDelayed()).find((j) => (j.data as { deliveryId: string }).deliveryId === deliveryId), 15000, 'the delayed retry');
    await job.promote();
  };

  it('delivers every event signed, retries a 500 with the same webhook-id, and never sends personal data', async () => {
    const created = await register(company, { url: receiver.url(), description: 'Our ATS', events: [...WEBHOOK_EVENT_TYPES] }).expect(201);
    // Standard Webhooks' form: whsec_ and 32 random bytes in base64.
    expect(created.body.secret.startsWith('whsec_')).toBe(true);
    expect(Buffer.from(created.body.secret.slice(6), 'base64')).toHaveLength(32);
    receiver.secret = created.body.secret;
    const endpointId: string = created.body.data.id;
    // The secret is shown once and stored encrypted: no answer or column holds it in clear.
    const [row] = await ctx.dataSource.query('SELECT secret_encrypted FROM webhook_endpoints WHERE id = $1', [endpointId]);
    expect(row.secret_encrypted).not.toContain(created.body.secret.slice(6));
    const list = await ctx.http.get(endpoints(company)).set('Authorization', ctx.auth(company.token)).expect(200);
    expect(JSON.stringify(list.body)).not.toContain(created.body.secret.slice(6));

    // A pre-screening with an SSN: the receiver is down for the first attempt.
    receiver.answers = [500];
    const applicant = prescreeningPayload(company.id, { firstname: 'Rosalind', lastname: 'Quintero', email: 'rosalind.quintero@example.test', ssn: '231459876', birthdate: '1991-03-17' });
    const submissionId: string = (await ctx.http.post('/api/submissions').send(applicant).expect(201)).body.id;
    const [failed] = await eventually(() => receiver.ofType('submission.received').length === 1 && receiver.ofType('submission.received'), 15000, 'the first attempt');
    const first = await eventually(async () => (await deliveriesOf(company, endpointId)).data.find((d) => d.attempt_count === 1 && d.status === 'pending' && d.attempts.length === 1), 15000, 'the failed attempt recorded');
    expect(first.attempts[0]).toMatchObject({ status: 500, answer: 'receiver is down' });
    await promoteRetry(first.id);
    const [, retried] = await eventually(() => receiver.ofType('submission.received').length === 2 && receiver.ofType('submission.received'), 15000, 'the retry');
    expect(retried.id).toBe(failed.id);
    expect(retried.body).toBe(failed.body);
    expect(failed.id).toMatch(/^msg_/);
    const settled = await eventually(async () => (await deliveriesOf(company, endpointId)).data.find((d) => d.id === first.id && d.status === 'succeeded'), 15000, 'the delivery to succeed');
    expect(settled.attempts.map((a) => a.status)).toEqual([200, 500]);
    expect(JSON.parse(failed.body)).toMatchObject({ type: 'submission.received', data: { submission_id: submissionId, status: 'pending', links: { submission: `/api/submissions/${submissionId}` } } });

    // The hire, with the Form I-9 started from it; Section 1 with SSN and birth date; Section 2 with a document number; E-Verify.
    await ctx.http
      .patch(`/api/submissions/${submissionId}/hire`)
      .set('Authorization', ctx.auth(company.token))
      .send({ offerDate: I9_TODAY, hireDate: I9_TODAY, startDate: I9_TODAY, startingWage: 15.5, jobTitle: 'Line Cook', startI9: true })
      .expect(200);
    await ctx.http.patch(`/api/submissions/${submissionId}`).set('Authorization', ctx.auth(admin)).field('newStatus', 'sent').expect(200);
    await joinEVerify(ctx, company);
    const section1 = { lastname: 'Okonkwo', firstname: 'Chidera', ssn: '219087654', birthdate: '1988-11-23', email: 'chidera.okonkwo@example.test' };
    const employee = await employeeWithSection1(ctx, company, { employee: { firstname: 'Chidera', lastname: 'Okonkwo', email: 'chidera.hr@example.test', offerAcceptedOn: addCalendarDays(I9_TODAY, -7) }, section1 });
    const passport = { list: 'A', title: 'U.S. Passport', issuingAuthority: 'U.S. Department of State', number: 'Z98765432', expirationDate: addCalendarDays(I9_TODAY, 2000) };
    await completeSection2(ctx, employee.id, company.token, section2Payload({ documents: [passport] })).expect(201);
    await ctx.http.post(`/api/employees/${employee.id}/everify`).set('Authorization', ctx.auth(company.token)).send({}).expect(201);

    for (const type of ['submission.hire_recorded', 'submission.status_changed', 'i9.section1_completed', 'i9.section2_completed', 'everify.case_updated']) {
      await eventually(() => receiver.ofType(type).length > 0, 20000, `a ${type} delivery`);
    }
    const [section2] = receiver.ofType('i9.section2_completed');
    expect(JSON.parse(section2.body).data).toEqual({
      employee_id: employee.id,
      location_id: expect.any(Number),
      external_id: null,
      first_day: I9_TODAY,
      signed_at: expect.any(String),
      links: { employee: `/api/employees/${employee.id}` },
    });
    expect(JSON.parse(receiver.ofType('submission.status_changed')[0].body).data).toMatchObject({ submission_id: submissionId, previous_status: 'pending', status: 'sent' });

    expect(receiver.received.every((r) => r.verified)).toBe(true);
    const everything = receiver.received.map((r) => r.body).join('\n');
    const personal = [applicant.ssn, '231-45-9876', applicant.birthdate, applicant.firstname, applicant.lastname, applicant.email, applicant.phone, applicant.street, section1.ssn, section1.birthdate, section1.email, 'Chidera', 'Okonkwo', 'chidera.hr', passport.number];
    for (const value of personal) expect({ value, found: everything.includes(value) }).toEqual({ value, found: false });
  });

  it('refuses loopback, private, link-local and metadata addresses at registration, and saves nothing', async () => {
    const other = await ctx.newCompany();
    for (const url of ['https://127.0.0.1/hook', 'https://10.0.0.1/hook', 'https://169.254.169.254/latest/meta-data', 'https://[::1]/hook', 'https://[::ffff:127.0.0.1]/hook', 'https://localhost/hook', 'https://127.0.0.1:8443/hooks']) {
      const res = await register(other, { url, events: ['submission.received'] });
      expect({ url, status: res.status, errors: res.body.errors }).toEqual({ url, status: 400, errors: [{ msg: expect.stringMatching(/public address/), param: 'url' }] });
    }
    const [{ n }] = await ctx.dataSource.query('SELECT count(*)::int AS n FROM webhook_endpoints WHERE company_id = $1', [other.id]);
    expect(n).toBe(0);
  });

  it('refuses bad input with the field at fault and saves nothing', async () => {
    const other = await ctx.newCompany();
    const cases: [Record<string, unknown>, string][] = [
      [{ url: 'http://hooks.example.com/x', events: ['submission.received'] }, 'url'],
      [{ url: 'not a url', events: ['submission.received'] }, 'url'],
      [{ url: 'https://user:secret@hooks.example.com/x', events: ['submission.received'] }, 'url'],
      [{ url: receiver.url(), events: ['submission.deleted'] }, 'events'],
      [{ url: receiver.url(), events: [] }, 'events'],
      [{ url: receiver.url(), events: ['i9.purged', 'i9.purged'] }, 'events'],
      [{ url: receiver.url(), events: 'i9.purged' }, 'events'],
      [{ url: receiver.url(), events: ['i9.purged'], description: 'x'.repeat(201) }, 'description'],
      [{ events: ['i9.purged'] }, 'url'],
    ];
    for (const [body, param] of cases) {
      const res = await register(other, body);
      expect({ body, status: res.status, params: (res.body.errors as { param: string }[]).map((e) => e.param) }).toEqual({ body, status: 400, params: expect.arrayContaining([param]) });
    }
    // At most 10 endpoints: the eleventh is refused and not saved.
    for (let i = 0; i < 10; i++) await register(other, { url: receiver.url(`/n${i}`), events: ['i9.purged'] }).expect(201);
    const eleventh = await register(other, { url: receiver.url('/n10'), events: ['i9.purged'] }).expect(400);
    expect(eleventh.body.errors[0].msg).toMatch(/at most 10/);
    const [{ n }] = await ctx.dataSource.query('SELECT count(*)::int AS n FROM webhook_endpoints WHERE company_id = $1', [other.id]);
    expect(n).toBe(10);
  });

  it('checks the address again at delivery: a host that turned private is not called', async () => {
    const other = await ctx.newCompany();
    // At registration the name resolves to a public address; by the delivery it answers loopback (DNS rebinding).
    ctx.app.get(WebhookTargets).resolve = async () => [{ address: '93.184.216.34', family: 4 }];
    worker.get(WebhookTargets).resolve = async () => [{ address: '127.0.0.1', family: 4 }];
    try {
      const created = await register(other, { url: 'https://hooks.rebind.example/x', events: ['submission.received'] }).expect(201);
      const before = receiver.received.length;
      const sent = await ctx.http.post(`${endpoints(other)}/${created.body.data.id}/test`).set('Authorization', ctx.auth(other.token)).expect(201);
      expect(sent.body.data).toMatchObject({ event_type: 'webhook.test', status: 'pending', message_id: expect.stringMatching(/^msg_/) });
      const delivery = await eventually(async () => (await deliveriesOf(other, created.body.data.id)).data.find((d) => d.attempts.length === 1), 15000, 'the refused attempt');
      expect(delivery.attempts[0]).toMatchObject({ status: null, error: expect.stringMatching(/^Not sent: .*public address/) });
      expect(receiver.received.length).toBe(before);
    } finally {
      ctx.app.get(WebhookTargets).resolve = systemResolver;
      worker.get(WebhookTargets).resolve = systemResolver;
    }
  });

  it('sends a test event, replays a delivery under the same id, and disables an endpoint failing for 3 days, mailing its owners', async () => {
    const other = await ctx.newCompany({ name: 'Failing Foods' });
    const created = await register(other, { url: receiver.url('/flaky'), events: ['submission.received'] }).expect(201);
    const endpointId: string = created.body.data.id;
    receiver.secret = created.body.secret;
    const test = (await ctx.http.post(`${endpoints(other)}/${endpointId}/test`).set('Authorization', ctx.auth(other.token)).expect(201)).body.data;
    const delivered = await eventually(async () => (await deliveriesOf(other, endpointId)).data.find((d) => d.id === test.id && d.status === 'succeeded'), 15000, 'the test event');
    const replay = await ctx.http.post(`${endpoints(other)}/${endpointId}/deliveries/${delivered.id}/replay`).set('Authorization', ctx.auth(other.token)).expect(201);
    expect(replay.body.data).toMatchObject({ id: delivered.id, status: 'pending' });
    await eventually(() => receiver.received.filter((r) => r.id === test.message_id).length === 2, 15000, 'the replay');
    expect(receiver.received.filter((r) => r.id === test.message_id).every((r) => r.verified && r.type === 'webhook.test')).toBe(true);
    // A pending delivery cannot be replayed beside its own attempt; another company's is not found.
    await ctx.http.post(`${endpoints(other)}/${endpointId}/deliveries/${delivered.id}/replay`).set('Authorization', ctx.auth(company.token)).expect(404);

    // From now on the receiver fails; 3 days later (the worker's clock) the endpoint is disabled.
    receiver.answers = Array.from({ length: 5 }, () => 500);
    const clock = worker.get(Clock);
    const failing = await ctx.http.post(`${endpoints(other)}/${endpointId}/test`).set('Authorization', ctx.auth(other.token)).expect(201);
    await eventually(async () => (await deliveriesOf(other, endpointId)).data.find((d) => d.id === failing.body.data.id && d.attempts.length === 1), 15000, 'the first failure');
    const later = new Date(Date.now() + 3 * 24 * 3600 * 1000 + 60_000);
    const spy = jest.spyOn(clock, 'now').mockReturnValue(later);
    try {
      await promoteRetry(failing.body.data.id);
      const message = await mail.waitFor(other.email, /webhook endpoint of Failing Foods was disabled/);
      expect(message.parsed.text).toContain(receiver.url('/flaky'));
    } finally {
      spy.mockRestore();
    }
    const endpoint = (await ctx.http.get(endpoints(other)).set('Authorization', ctx.auth(other.token)).expect(200)).body.data[0];
    expect(endpoint).toMatchObject({ enabled: false, disabled_reason: 'failing' });
    const after = await deliveriesOf(other, endpointId);
    expect(after.data.find((d) => d.id === failing.body.data.id)).toMatchObject({ status: 'disabled', attempt_count: 2 });
    const [event] = await ctx.dataSource.query(`SELECT detail FROM audit_events WHERE action = 'webhook_endpoint.disabled' AND record_id = $1`, [endpointId]);
    expect(event.detail).toMatchObject({ reason: 'failing' });
    // Disabled: no test event; enabled again, it starts afresh.
    await ctx.http.post(`${endpoints(other)}/${endpointId}/test`).set('Authorization', ctx.auth(other.token)).expect(409);
    const enabled = await ctx.http.patch(`${endpoints(other)}/${endpointId}`).set('Authorization', ctx.auth(other.token)).send({ enabled: true }).expect(200);
    expect(enabled.body.data).toMatchObject({ enabled: true, disabled_reason: null, failing_since: null });
  });
  it('tells of an inspection export ready, a reverification falling due (once) and a Form I-9 purged, without personal data', async () => {
    const other = await ctx.newCompany({ name: 'Records Foods' });
    const created = await register(other, { url: receiver.url('/records'), events: ['inspection_export.ready', 'i9.reverification_due', 'i9.purged'] }).expect(201);
    receiver.secret = created.body.secret;
    const mine = () => receiver.received.filter((r) => ['inspection_export.ready', 'i9.reverification_due', 'i9.purged'].includes(r.type) && JSON.parse(r.body).data && r.verified);
    // A noncitizen whose work authorization document expires in 40 days: reverification falls due.
    const section1 = { citizenship: 'citizen4', expiry: addCalendarDays(I9_TODAY, 400), citizen4Number1: '987654321', ssn: '219076543', birthdate: '1985-07-04' };
    const employee = await employeeWithSection1(ctx, other, { employee: { offerAcceptedOn: addCalendarDays(I9_TODAY, -7) }, section1 });
    const ead = { list: 'A', title: 'Employment Authorization Document (Form I-766)', issuingAuthority: 'USCIS', number: 'IOE0987654321', expirationDate: addCalendarDays(I9_TODAY, 40) };
    await completeSection2(ctx, employee.id, other.token, section2Payload({ documents: [ead] })).expect(201);

    const exportId: string = (await ctx.http.post('/api/inspection-exports').set('Authorization', ctx.auth(other.token)).send({ scope: 'all' }).expect(202)).body.id;
    const [ready] = await eventually(() => mine().filter((r) => r.type === 'inspection_export.ready').length === 1 && mine().filter((r) => r.type === 'inspection_export.ready'), 30000, 'the export ready');
    expect(JSON.parse(ready.body).data).toMatchObject({ inspection_export_id: exportId, forms: 1, links: { inspection_export: `/api/inspection-exports/${exportId}` } });

    // The daily run, late on the company's today and again the next day: one event for the date.
    const handler = (name: JobName) => worker.get<JobHandler[]>(JOB_HANDLERS).find((h) => h.name === name)!;
    const clock = worker.get(Clock);
    const lateToday = new Date();
    lateToday.setHours(23, 0, 0, 0);
    for (const at of [lateToday, new Date(lateToday.getTime() + 24 * 3600 * 1000)]) {
      const spy = jest.spyOn(clock, 'now').mockReturnValue(at);
      try {
        await handler(JobName.SendDueLists).handle({} as never);
      } finally {
        spy.mockRestore();
      }
    }
    const [due] = await eventually(() => mine().filter((r) => r.type === 'i9.reverification_due').length > 0 && mine().filter((r) => r.type === 'i9.reverification_due'), 15000, 'the reverification due');
    expect(JSON.parse(due.body).data).toMatchObject({ employee_id: employee.id, reverify_by: addCalendarDays(I9_TODAY, 40) });
    const [{ n }] = await ctx.dataSource.query(`SELECT count(*)::int AS n FROM webhook_messages WHERE company_id = $1 AND event_type = 'i9.reverification_due'`, [other.id]);
    expect(n).toBe(1);

    // Employment ends today; four years on, the retention is over and the worker destroys the record.
    await ctx.http.patch(`/api/employees/${employee.id}`).set('Authorization', ctx.auth(other.token)).send({ terminationDate: I9_TODAY }).expect(200);
    const spy = jest.spyOn(clock, 'now').mockReturnValue(new Date(Date.now() + 4 * 366 * 24 * 3600 * 1000));
    try {
      await handler(JobName.PurgeExpiredI9s).handle({} as never);
    } finally {
      spy.mockRestore();
    }
    const [purged] = await eventually(() => mine().filter((r) => r.type === 'i9.purged').length > 0 && mine().filter((r) => r.type === 'i9.purged'), 15000, 'the purge');
    expect(JSON.parse(purged.body).data).toMatchObject({ employee_id: employee.id, links: {} });

    const everything = mine().map((r) => r.body).join('\n');
    for (const value of [section1.citizen4Number1, section1.ssn, section1.birthdate, ead.number, 'Silva', 'Ana']) expect({ value, found: everything.includes(value) }).toEqual({ value, found: false });
  });
});
