import type { INestApplicationContext } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { createServiceLogger, JobName, JobQueue, PinoNestLogger } from '@clearhire/server';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { ApiMonitoring } from '../../api/src/common/observability/api-monitoring';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { CapturedLogs } from '../../api/test/support/captured-logs';
import { WorkerMonitoring } from '../src/monitoring/worker-monitoring';
import { type CompanyAccount, completeSection2, I9_TODAY, joinEVerify, PDF_BYTES, prescreeningPayload, section2Payload, TestContext } from './support/api-harness';
import { eventually, startWorker } from './support/worker-harness';

const TOKEN = 'observability-test-token-42';

/** What a person typed in the flows below: none of it may reach a log line. */
const APPLICANT = { firstname: 'Rosalind', lastname: 'Quillfeather', email: 'rosalind.quillfeather@example.test', ssn: '512473981', birthdate: '1987-03-29', phone: '5125550177' };
const EMPLOYEE = { firstname: 'Octavia', lastname: 'Slowbrightwater', email: 'octavia.bright@example.test', ssn: '287654321', birthdate: '1984-11-07', phone: '5125550188' };
const PASSPORT_NUMBER = 'Z73524681';

const REPO = join(__dirname, '../../..');

/**
 * A pre-screening, a Form I-9 (Section 1 through the private link, Section 2 by the employer) and an
 * E-Verify case, through the real API and the real worker with every log line of both captured; then
 * the metrics endpoints of both, as Prometheus scrapes them, and the alert rules and dashboard that
 * name their metrics.
 */
describe('logs, metrics and monitoring across the API and the worker', () => {
  const apiLogs = new CapturedLogs();
  const workerLogs = new CapturedLogs();
  let ctx: TestContext;
  let worker: INestApplicationContext;
  let company: CompanyAccount;
  let submissionRequestId: string;
  let privateLinks: string[];
  let api: string;
  let workerMetrics: string;

  const scrape = async (port: number | undefined, path = '/metrics') => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    return { status: res.status, text: await res.text() };
  };

  beforeAll(async () => {
    const monitoring = { METRICS_TOKEN: TOKEN, LOG_LEVEL: 'debug' };
    ctx = await TestContext.start({ ...monitoring, METRICS_PORT: '0' }, { logDestination: apiLogs });
    worker = await startWorker({ ...monitoring, WORKER_METRICS_PORT: '0' }, new PinoNestLogger(createServiceLogger({ service: 'clearhire-worker', level: 'debug', destination: workerLogs })));
    company = await ctx.newCompany({ name: 'Lantern Bakery' });
    await joinEVerify(ctx, company);

    // The pre-screening, through the company's public link (its query parameters as an applicant tracking system adds them) and the form.
    const linkId = company.id * 73017;
    const query = `?firstName=${APPLICANT.firstname}&email=${encodeURIComponent(APPLICANT.email)}`;
    await ctx.http.get(`/prescreening/${linkId}${query}`);
    await ctx.http.get(`/api/forms/prescreening/${linkId}${query}`).expect(200);
    const submission = await ctx.http
      .post('/api/submissions')
      .send(prescreeningPayload(company.id, { ...APPLICANT, signature: `${APPLICANT.firstname} ${APPLICANT.lastname}` }))
      .expect(201);
    submissionRequestId = submission.headers['x-request-id'];

    // The Form I-9: the employee added, Section 1 through the private link, Section 2 with a passport.
    const employee = await ctx.newEmployee(company, { firstname: EMPLOYEE.firstname, lastname: EMPLOYEE.lastname, email: EMPLOYEE.email, offerAcceptedOn: I9_TODAY });
    await ctx.http.get(`/api/forms/i9/${employee.url}?email=${encodeURIComponent(EMPLOYEE.email)}`).expect(200);
    await ctx.http.get(`/i9/${employee.url}`);
    const section1 = ctx.http.post('/api/forms/i9');
    const fields = {
      url: employee.url,
      lastname: EMPLOYEE.lastname,
      firstname: EMPLOYEE.firstname,
      middleInitial: '',
      otherLastnames: '',
      street: '200 Oak Ave',
      apt: '',
      city: 'Austin',
      county: 'Travis',
      state: 'TX',
      zip: '78702',
      birthdate: EMPLOYEE.birthdate,
      ssn: EMPLOYEE.ssn,
      email: EMPLOYEE.email,
      phone: EMPLOYEE.phone,
      citizenship: 'citizen1',
      signature: `${EMPLOYEE.firstname} ${EMPLOYEE.lastname}`,
      documentsType: JSON.stringify({ listA: { type: 'U.S. Passport', filename: 'passport.pdf' } }),
    };
    for (const [name, value] of Object.entries(fields)) section1.field(name, value);
    await section1.attach('listA', PDF_BYTES, 'passport.pdf').expect(201);
    const passport = { list: 'A', title: 'U.S. Passport', issuingAuthority: 'U.S. Department of State', number: PASSPORT_NUMBER, expirationDate: '2031-01-31' };
    await completeSection2(ctx, employee.id, company.token, section2Payload({ documents: [passport] })).expect(201);
    privateLinks = [employee.url];

    // E-Verify: the case goes to the test mode and its results come by the worker's polls ("Slow…": needs more time, then authorized).
    await ctx.http.post(`/api/employees/${employee.id}/everify`).set('Authorization', ctx.auth(company.token)).send({}).expect(201);
    await eventually(
      async () => (await ctx.http.get(`/api/employees/${employee.id}`).set('Authorization', ctx.auth(company.token)).expect(200)).body.data.everify?.current?.status === 'employment-authorized',
      30000,
      'the E-Verify case to be authorized',
    );
    // The forms of both, and a signed checkpoint of the audit trail.
    await eventually(async () => (await ctx.dataSource.query('SELECT id FROM documents WHERE submission_id = $1', [submission.body.id])).length > 0, 30000, 'the pre-screening forms');
    await worker.get(JobQueue).enqueue(JobName.WriteAuditCheckpoint, {});
    await eventually(async () => (await scrape(worker.get(WorkerMonitoring).port)).text.match(/^clearhire_audit_checkpoint_age_seconds \d/m), 30000, 'a signed checkpoint');

    api = (await scrape(ctx.app.get(ApiMonitoring).port)).text;
    workerMetrics = (await scrape(worker.get(WorkerMonitoring).port)).text;
  }, 120000);

  afterAll(async () => {
    await worker?.close();
    await ctx?.close();
  });

  describe('logs', () => {
    const everyLine = () => [...apiLogs.lines(), ...workerLogs.lines()];

    it('hold none of the SSNs, document numbers, birth dates, e-mail addresses, names or private links typed', () => {
      const text = apiLogs.text() + workerLogs.text();
      expect(text.length).toBeGreaterThan(1000);
      const secrets = [
        ...[APPLICANT, EMPLOYEE].flatMap((p) => [p.ssn, `${p.ssn.slice(0, 3)}-${p.ssn.slice(3, 5)}-${p.ssn.slice(5)}`, p.birthdate, p.email, p.email.split('@')[0], p.firstname, p.lastname, p.phone]),
        PASSPORT_NUMBER,
        ...privateLinks,
      ];
      for (const secret of secrets) expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
    });

    it('are JSON lines; every request line has its id and every line its service', () => {
      const lines = everyLine();
      expect(lines.every((l) => typeof l['service'] === 'string' && typeof l['level'] === 'string' && typeof l['time'] === 'string')).toBe(true);
      const requests = apiLogs.lines().filter((l) => l['msg'] === 'request');
      expect(requests.length).toBeGreaterThan(10);
      expect(requests.every((l) => typeof l['requestId'] === 'string' && typeof l['route'] === 'string')).toBe(true);
    });

    it("follow a pre-screening's request into the worker: the job it queued logs under the request's id", () => {
      const jobLines = everyLine().filter((l) => l['requestId'] === submissionRequestId && l['jobName'] === JobName.RenderSubmissionForms);
      expect(jobLines).toEqual(expect.arrayContaining([expect.objectContaining({ jobId: expect.stringMatching(/^render-submission-forms\./), msg: expect.stringMatching(/done in \d+ ms/) })]));
    });
  });

  describe('metrics after a pre-screening and a Form I-9', () => {
    it('the API counts its requests by route template and status', () => {
      expect(api).toMatch(/clearhire_http_request_duration_seconds_count\{method="POST",route="\/api\/submissions",status="201"\} 1\b/);
      expect(api).toMatch(/clearhire_http_request_duration_seconds_count\{method="POST",route="\/api\/forms\/i9",status="201"\} 1\b/);
      expect(api).toMatch(/clearhire_http_request_duration_seconds_count\{method="PATCH",route="\/api\/forms\/:employeeId\/i9",status="201"\} 1\b/);
      for (const link of privateLinks) expect(api).not.toContain(link);
    });

    it('the worker reports its jobs by name, the queues, E-Verify polls by answer and the audit checkpoint', () => {
      expect(workerMetrics).toMatch(/clearhire_job_duration_seconds_count\{job_name="render-submission-forms",outcome="done"\} [1-9]/);
      expect(workerMetrics).toMatch(/clearhire_job_duration_seconds_count\{job_name="render-i9-record",outcome="done"\} [1-9]/);
      expect(workerMetrics).toMatch(/clearhire_job_duration_seconds_count\{job_name="submit-everify-case",outcome="done"\} 1\b/);
      expect(workerMetrics).toMatch(/clearhire_job_last_success_timestamp_seconds\{job_name="write-audit-checkpoint"\} \d{10}/);
      expect(workerMetrics).toMatch(/clearhire_everify_polls_total\{answer="employment-authorized"\} [1-9]/);
      for (const queue of ['documents', 'mail', 'compliance', 'everify']) {
        for (const state of ['waiting', 'active', 'delayed', 'failed']) expect(workerMetrics).toMatch(new RegExp(`clearhire_queue_jobs\\{queue="${queue}",state="${state}"\\} \\d+`));
        expect(workerMetrics).toMatch(new RegExp(`clearhire_queue_oldest_waiting_job_age_seconds\\{queue="${queue}"\\} [\\d.]+`));
      }
      expect(workerMetrics).toMatch(/^clearhire_audit_checkpoint_age_seconds \d/m);
      expect(workerMetrics).toMatch(/clearhire_db_pool_connections\{state="in_use"\} \d+/);
      expect(workerMetrics).toMatch(/^process_resident_memory_bytes \d/m);
    });

    it("the worker's port answers liveness and readiness, and nothing without the token", async () => {
      const port = worker.get(WorkerMonitoring).port;
      expect(await scrape(port, '/health/live')).toEqual({ status: 200, text: '{"status":"ok"}' });
      expect(await scrape(port, '/health/ready')).toEqual({ status: 200, text: '{"status":"ok"}' });
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(401);
      expect((await fetch(`http://127.0.0.1:${port}/health/ready`)).status).toBe(401);
    });
  });

  describe('the alert rules and the dashboard', () => {
    const rules = parse(readFileSync(join(REPO, 'docker/monitoring/alerts.yml'), 'utf8')) as { groups: { rules: { alert: string; expr: string; labels: Record<string, string>; annotations: Record<string, string> }[] }[] };
    const dashboard = JSON.parse(readFileSync(join(REPO, 'docker/monitoring/grafana/dashboards/clearhire.json'), 'utf8')) as { panels: { targets: { expr: string }[] }[] };
    const alerts = rules.groups.flatMap((g) => g.rules);
    /** Series Prometheus makes itself for each scrape, not the services. */
    const PROMETHEUS_SERIES = new Set(['up']);
    const metricNames = (expr: string) => [...expr.matchAll(/\b(clearhire_[a-z0-9_]+|process_[a-z0-9_]+|nodejs_[a-z0-9_]+|up)\b(?=\s*[{[)\s]|$)/g)].map((m) => m[1]);
    /** A histogram's series are exposed under its name's TYPE line. */
    const exposedName = (name: string) => name.replace(/_(bucket|sum|count)$/, '');
    const exposed = (name: string) => [api, workerMetrics].some((text) => new RegExp(`^# TYPE (${name}|${exposedName(name)}) `, 'm').test(text));

    it('alert on the five conditions of the runbook, each with a severity and a summary', () => {
      expect(alerts.map((a) => a.alert)).toEqual(
        expect.arrayContaining(['ClearHireQueueJobWaiting', 'ClearHireJobFailed', 'ClearHireAuditCheckpointMissing', 'ClearHireDueListMailNotSent', 'ClearHirePurgeNotRun']),
      );
      for (const a of alerts) expect([a.alert, a.labels.severity, typeof a.annotations.summary]).toEqual([a.alert, expect.stringMatching(/^(warning|critical)$/), 'string']);
    });

    it('name only metrics the API or the worker exposes', () => {
      const named = [...alerts.map((a) => a.expr), ...dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr))].flatMap(metricNames);
      expect(new Set(named).size).toBeGreaterThan(10);
      const missing = [...new Set(named)].filter((name) => !PROMETHEUS_SERIES.has(name) && !exposed(name));
      expect(missing).toEqual([]);
    });

    it('name the scheduled jobs by the names the worker gives them', () => {
      const jobNames = alerts.flatMap((a) => [...a.expr.matchAll(/job_name="([^"]+)"/g)].map((m) => m[1]));
      expect(jobNames.length).toBeGreaterThanOrEqual(3);
      for (const name of jobNames) expect(Object.values(JobName)).toContain(name);
    });
  });
});
