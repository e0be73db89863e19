import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { ACCESS_KEY, type AccessLevel } from '../src/common/auth/access.decorator';
import { KEY_SCOPE_KEY } from '../src/common/auth/key-scope.decorator';
import { API_KEY_NOT_ACCEPTED } from '../src/common/auth/api-key-authenticator';
import { API_KEY_SCOPES } from '@clearhire/contracts';
import { PDF_BYTES } from './support/payloads';
import { THIS_YEAR, TODAY, certifiedHire } from './support/credits-fixtures';
import { TestContext, type CompanyAccount } from './support/test-app';
import { addCalendarDays } from '@clearhire/domain';
import { addEmployeePayload, uniqueEmail } from './support/payloads';
import { completeSection2, employeeWithSection1, section2Payload } from './support/i9-fixtures';

interface Route {
  handler: string;
  method: string;
  path: string;
  access: AccessLevel | undefined;
  /** The scope an API key needs on the route (@AcceptsApiKey); undefined where no key is accepted. */
  keyScope: string | undefined;
}

/** Every HTTP route of the app with its declared access level, read from Nest's own metadata. */
function routesOf(ctx: TestContext): Route[] {
  const routes: Route[] = [];
  for (const module of ctx.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const fn = controller.prototype[name];
        if (name === 'constructor' || typeof fn !== 'function' || Reflect.getMetadata(PATH_METADATA, fn) === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, fn) as number];
        const path = `/api/${[base, String(Reflect.getMetadata(PATH_METADATA, fn))].filter((p) => p && p !== '/').join('/')}`;
        const access = Reflect.getMetadata(ACCESS_KEY, fn) ?? Reflect.getMetadata(ACCESS_KEY, controller);
        const keyScope = Reflect.getMetadata(KEY_SCOPE_KEY, fn) ?? Reflect.getMetadata(KEY_SCOPE_KEY, controller);
        routes.push({ handler: `${controller.name}.${name}`, method, path, access, keyScope });
      }
    }
  }
  return routes;
}

const sample = (path: string) =>
  path
    .replace(':companyId', '1')
    .replace(':employeeId', '00000000-0000-4000-8000-000000000000')
    .replace(':id', '00000000-0000-4000-8000-000000000000')
    .replace(':rid', '00000000-0000-4000-8000-000000000000')
    .replace(':invitationId', '00000000-0000-4000-8000-000000000000')
    .replace(':userId', '00000000-0000-4000-8000-000000000000')
    .replace(':url', 'x');

describe('access declarations', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await TestContext.start()));
  afterAll(() => ctx.close());

  it('finds the routes of the spec', () => {
    const found = routesOf(ctx).map((r) => `${r.method} ${r.path}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login',
        'POST /api/auth/password-reset',
        'POST /api/auth/password-reset/confirm',
        'POST /api/auth/invitations/lookup',
        'POST /api/auth/invitations/accept',
        'POST /api/companies',
        'POST /api/companies/contact',
        'GET /api/companies',
        'GET /api/companies/:id',
        'POST /api/submissions',
        'GET /api/submissions',
        'GET /api/submissions/:id',
        'PATCH /api/submissions/:id',
        'POST /api/forms/erd',
        'PATCH /api/forms/:companyId/erd',
        'GET /api/employees',
        'POST /api/employees',
        'GET /api/employees/:id',
        'POST /api/employees/:id/submission',
        'POST /api/employees/:id/resend-link',
        'POST /api/forms/i9',
        'GET /api/forms/i9/:url',
        'PATCH /api/forms/:employeeId/i9',
        'GET /api/files/:id',
        'GET /api/health',
        'GET /api/health/live',
        'GET /api/health/ready',
        'GET /api/places/zip/:zip',
      ]),
    );
  });

  it('declares exactly one access level on every route', () => {
    const undeclared = routesOf(ctx).filter((r) => !r.access);
    expect(undeclared.map((r) => r.handler)).toEqual([]);
  });

  it('makes public only the calls the spec makes public', () => {
    const publicRoutes = routesOf(ctx)
      .filter((r) => r.access === 'public')
      .map((r) => `${r.method} ${r.path}`)
      .sort();
    expect(publicRoutes).toEqual(
      [
        'GET /api/calendar/:file',
        'GET /api/forms/i9/:url',
        'GET /api/forms/prescreening/:linkId',
        'GET /api/forms/prescreening/:linkId/:locationKey',
        'GET /api/forms/reverification/:url',
        'GET /api/health',
        'GET /api/health/live',
        'GET /api/health/ready',
        'GET /api/places/zip/:zip',
        'POST /api/auth/login',
        'POST /api/auth/login/two-factor',
        'POST /api/auth/password-reset',
        'POST /api/auth/password-reset/confirm',
        'POST /api/auth/invitations/lookup',
        'POST /api/auth/invitations/accept',
        'POST /api/companies',
        'POST /api/companies/contact',
        'POST /api/forms/i9',
        'POST /api/forms/reverification',
        'POST /api/submissions',
        'POST /api/sms/inbound',
      ].sort(),
    );
  });

  it('answers 401 on every non-public route without a token', async () => {
    for (const route of routesOf(ctx).filter((r) => r.access !== 'public')) {
      const res = await ctx.http[route.method.toLowerCase() as 'get'](sample(route.path));
      expect({ route: route.handler, status: res.status }).toEqual({ route: route.handler, status: 401 });
      expect(res.body.errors[0].msg).toBeTruthy();
    }
  });

  it('answers 403 to a company user on every admin route', async () => {
    const company = await ctx.newCompany({ erd: 'none' });
    for (const route of routesOf(ctx).filter((r) => r.access === 'admin')) {
      const res = await ctx.http[route.method.toLowerCase() as 'get'](sample(route.path)).set('Authorization', `Bearer ${company.token}`).send({});
      expect({ route: route.handler, status: res.status }).toEqual({ route: route.handler, status: 403 });
    }
  });

  it('answers 403 to an administrator on company-only routes', async () => {
    const admin = await ctx.adminToken();
    for (const route of routesOf(ctx).filter((r) => r.access === 'company' || r.access === 'owner')) {
      const res = await ctx.http[route.method.toLowerCase() as 'get'](sample(route.path)).set('Authorization', `Bearer ${admin}`).send({});
      expect({ route: route.handler, status: res.status }).toEqual({ route: route.handler, status: 403 });
    }
  });

  it("answers 403 to a company's member on owners-only routes", async () => {
    const company = await ctx.newCompany({ erd: 'none' });
    const member = await ctx.newMember(company);
    const ownerRoutes = routesOf(ctx).filter((r) => r.access === 'owner');
    expect(ownerRoutes.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/forms/erd']);
    for (const route of ownerRoutes) {
      const res = await ctx.http[route.method.toLowerCase() as 'get'](sample(route.path)).set('Authorization', `Bearer ${member.token}`).send({});
      expect({ route: route.handler, status: res.status }).toEqual({ route: route.handler, status: 403 });
    }
  });
});

/**
 * The path of a route filled with the ids of the records a walk probes (`ids` by kind), or null
 * when a parameter has no value: such a route fails the walk's "can fill" test.
 */
function fillerOf(ids: Record<string, string | number>): (path: string) => string | null {
  const paramValue = (path: string, param: string): string | number | undefined => {
    if (param === 'taxYear') return THIS_YEAR;
    if (param === 'companyId') return ids.company;
    if (param === 'employeeId') return ids.employee;
    if (param === 'url') return 'x'.repeat(43); // public: the unguessable link is the credential
    if (param === 'zip') return '10001'; // public, not a record
    if (param === 'file') return `${'x'.repeat(43)}.ics`; // public: the calendar feed's secret URL is the credential
    if (param === 'linkId') return '73017'; // public: names the company, whose name is public on its link
    if (param === 'locationKey') return 'x'.repeat(22); // public: the location's random key, checked against the company
    if (param === 'rid') return ids.supplementB;
    if (param === 'userId') return ids.user;
    if (param === 'invitationId') return ids.invitation;
    if (param === 'locationId') return ids.location;
    if (param === 'keyId') return ids.apiKey;
    if (param === 'endpointId') return ids.webhookEndpoint;
    if (param === 'deliveryId') return ids.webhookDelivery;
    if (param !== 'id') return undefined;
    if (path.startsWith('/api/companies/')) return ids.company;
    if (path.startsWith('/api/employees/')) return ids.employee;
    if (path.startsWith('/api/submissions/')) return ids.submission;
    if (path.startsWith('/api/files/')) return ids.file;
    if (path.startsWith('/api/inspection-exports/')) return ids.inspectionExport;
    return undefined;
  };
  return (path) => {
    let missing = false;
    const filled = path.replace(/:(\w+)/g, (_, param: string) => {
      const value = paramValue(path, param);
      if (value === undefined) missing = true;
      return String(value);
    });
    return missing ? null : filled;
  };
}

/** A webhook endpoint of the company (a public IP literal: no DNS) and its test delivery, which stays pending (no worker runs here). */
async function webhookOf(ctx: TestContext, company: CompanyAccount, ids: Record<string, string | number>): Promise<void> {
  const endpoint = await ctx.http.post(`/api/companies/${company.id}/webhook-endpoints`).set('Authorization', ctx.auth(company.token)).send({ url: 'https://93.184.216.34/hooks', events: ['submission.received'] }).expect(201);
  ids.webhookEndpoint = endpoint.body.data.id;
  ids.webhookDelivery = (await ctx.http.post(`/api/companies/${company.id}/webhook-endpoints/${ids.webhookEndpoint}/test`).set('Authorization', ctx.auth(company.token)).expect(201)).body.data.id;
}

/**
 * Company B's token against company A's real records, on every route a company user may call
 * that names a record or a company. Each such route must be listed here with what B must get:
 * a route the walk cannot fill, or a company route missing from the table, fails the suite, so a
 * new endpoint cannot skip the check.
 */
describe('company isolation on every route', () => {
  let ctx: TestContext;
  let a: CompanyAccount;
  let b: CompanyAccount;
  const ids: Record<string, string | number> = {};
  beforeAll(async () => {
    ({ ctx, companies: [a, b] } = await TestContext.withCompanies(2));
    ids.submission = await certifiedHire(ctx, a);
    ids.employee = (await ctx.newEmployee(a)).id;
    // A Supplement B section of A's: a noncitizen whose EAD expires, reverification started.
    const reverified = await employeeWithSection1(ctx, a, { section1: { citizenship: 'citizen4', expiry: addCalendarDays(TODAY, 400), citizen4Number1: '123456789' } });
    await completeSection2(ctx, reverified.id, a.token, section2Payload({ documents: [{ list: 'A', title: 'Employment Authorization Document (Form I-766)', issuingAuthority: 'USCIS', number: 'IOE0123456789', expirationDate: addCalendarDays(TODAY, 40) }] })).expect(201);
    ids.supplementB = (await ctx.http.post(`/api/employees/${reverified.id}/reverifications`).set('Authorization', ctx.auth(a.token)).send({ reason: 'reverification' }).expect(201)).body.id;
    ids.company = a.id;
    // A stored file of A: the proof of sending of another of its submissions (stored by the API itself).
    const sent = await ctx.newSubmission(a.id);
    const proof = await ctx.http
      .patch(`/api/submissions/${sent}`)
      .set('Authorization', ctx.auth(await ctx.adminToken()))
      .field('newStatus', 'sent')
      .attach('proof', PDF_BYTES, 'proof.pdf')
      .expect(200);
    ids.file = (proof.body.data.status_history as { proofDocumentId: string | null }[])[0].proofDocumentId!;
    ids.user = (await ctx.newMember(a)).id;
    ids.invitation = (await ctx.http.post(`/api/companies/${a.id}/invitations`).set('Authorization', ctx.auth(a.token)).send({ email: uniqueEmail('pending'), role: 'member' }).expect(201)).body.id;
    ids.location = (await ctx.http.get(`/api/companies/${a.id}/locations`).set('Authorization', ctx.auth(a.token)).expect(200)).body.data[0].id;
    ids.inspectionExport = (await ctx.http.post('/api/inspection-exports').set('Authorization', ctx.auth(a.token)).send({ scope: 'all' }).expect(202)).body.id;
    ids.apiKey = (await ctx.http.post(`/api/companies/${a.id}/api-keys`).set('Authorization', ctx.auth(a.token)).send({ name: 'Payroll', scopes: ['employees:read'] }).expect(201)).body.data.id;
    await webhookOf(ctx, a, ids);
  });
  afterAll(() => ctx.close());

  const fill = fillerOf(ids);

  /** What company B gets on each company-user route that names a record or a company of A. */
  const probes: Record<string, { query?: string; search?: Record<string, string>; body?: Record<string, unknown>; multipart?: Record<string, string>; status: number; empty?: boolean } | { none: string }> = {
    'GET /api/companies/:id': { status: 404 },
    'GET /api/companies/:id/users': { status: 404 },
    'POST /api/companies/:id/invitations': { body: { email: 'intruder@example.test', role: 'owner' }, status: 404 },
    'DELETE /api/companies/:id/invitations/:invitationId': { status: 404 },
    'PATCH /api/companies/:id/users/:userId': { body: { role: 'owner' }, status: 404 },
    'DELETE /api/companies/:id/users/:userId': { status: 404 },
    'DELETE /api/companies/:id/users/:userId/two-factor': { status: 404 },
    'PATCH /api/companies/:id': { body: { timeZone: 'America/Chicago' }, status: 404 },
    'GET /api/companies/:companyId/locations': { status: 404 },
    'POST /api/companies/:companyId/locations': { body: { name: 'Intruder' }, status: 404 },
    'PATCH /api/companies/:companyId/locations/:locationId': { body: { name: 'Intruder' }, status: 404 },
    'DELETE /api/companies/:companyId/locations/:locationId': { status: 404 },
    'GET /api/companies/:companyId/api-keys': { status: 404 },
    'POST /api/companies/:companyId/api-keys': { body: { name: 'Intruder', scopes: ['employees:read'] }, status: 404 },
    'DELETE /api/companies/:companyId/api-keys/:keyId': { status: 404 },
    'GET /api/companies/:companyId/webhook-endpoints': { status: 404 },
    'POST /api/companies/:companyId/webhook-endpoints': { body: { url: 'https://93.184.216.34/intruder', events: ['i9.purged'] }, status: 404 },
    'PATCH /api/companies/:companyId/webhook-endpoints/:endpointId': { body: { url: 'https://93.184.216.34/intruder' }, status: 404 },
    'DELETE /api/companies/:companyId/webhook-endpoints/:endpointId': { status: 404 },
    'POST /api/companies/:companyId/webhook-endpoints/:endpointId/secret': { status: 404 },
    'POST /api/companies/:companyId/webhook-endpoints/:endpointId/test': { status: 404 },
    'GET /api/companies/:companyId/webhook-endpoints/:endpointId/deliveries': { status: 404 },
    'POST /api/companies/:companyId/webhook-endpoints/:endpointId/deliveries/:deliveryId/replay': { status: 404 },
    'POST /api/companies/:companyId/employee-imports/preview': { multipart: {}, status: 404 },
    'POST /api/companies/:companyId/employee-imports': { multipart: {}, search: { mode: 'valid' }, status: 404 },
    'GET /api/companies/:companyId/employee-imports': { status: 404 },
    'GET /api/employees/:id': { status: 404 },
    'GET /api/employees/:id/everify': { status: 404 },
    'PATCH /api/employees/:id': { body: { terminationDate: TODAY }, status: 404 },
    'POST /api/employees/:id/submission': { body: { submissionId: '0b6f1a52-3c4d-4e5f-8a9b-1c2d3e4f5a6b' }, status: 404 },
    'POST /api/employees/:id/resend-link': { status: 404 },
    'POST /api/employees/:id/reverifications': { body: { reason: 'reverification' }, status: 404 },
    'PATCH /api/employees/:id/reverifications/:rid': { body: { alternativeProcedure: false, lastName: 'Lee', firstName: 'Pat' }, status: 404 },
    'PATCH /api/forms/:employeeId/i9': { body: section2Payload(), status: 404 },
    'POST /api/employees/:id/everify': { body: {}, status: 404 },
    'POST /api/employees/:id/everify/actions': { body: { action: 'notify' }, status: 404 },
    'GET /api/submissions/:id': { status: 404 },
    'PATCH /api/submissions/:id/hire': { body: { offerDate: TODAY, hireDate: TODAY, startDate: TODAY, startingWage: 15.5, jobTitle: 'Line Cook' }, status: 404 },
    'PUT /api/submissions/:id/wages/:taxYear': { body: { hours: 500, firstYearWages: 1000 }, status: 404 },
    'DELETE /api/submissions/:id/wages/:taxYear': { status: 404 },
    'GET /api/files/:id': { status: 404 },
    'GET /api/inspection-exports/:id': { status: 404 },
    'GET /api/inspection-exports': { query: 'companyId', status: 200, empty: true },
    'POST /api/inspection-exports': { body: { companyId: 'A', scope: 'all' }, status: 403 },
    'GET /api/submissions': { query: 'companyId', status: 200, empty: true },
    'GET /api/credits': { query: 'companyId', status: 200, empty: true },
    'GET /api/credits/summary': { query: 'companyId', status: 200, empty: true },
    'GET /api/dashboard': { query: 'companyId', status: 403 },
    'GET /api/dashboard/locations': { query: 'companyId', status: 403 },
    'GET /api/credits/form-5884/:taxYear': { query: 'companyId', status: 403 },
    'POST /api/credits/import': { multipart: { companyId: 'A' }, status: 403 },
    'GET /api/employees': { none: 'names no company: lists the session company only' },
    'GET /api/submissions/due': { none: 'names no company: lists the session company only' },
    'POST /api/employees': { none: "creates in the session's company" },
    'POST /api/forms/erd': { none: "signs for the session's company" },
    'POST /api/auth/logout': { none: "ends the session user's own sessions, no other record" },
    'POST /api/auth/logout-everywhere': { none: "ends the session user's own sessions, no other record" },
    'POST /api/auth/password': { none: "changes the session user's own password, no other record" },
    'GET /api/auth/two-factor': { none: "the session user's own two-factor sign-in" },
    'POST /api/auth/two-factor/setup': { none: "the session user's own two-factor sign-in" },
    'POST /api/auth/two-factor/enable': { none: "the session user's own two-factor sign-in" },
    'POST /api/auth/two-factor/disable': { none: "the session user's own two-factor sign-in" },
    'GET /api/account/calendar-feed': { none: "the session user's own calendar feed; its deadlines are scoped (calendar-feeds.int-spec)" },
    'POST /api/account/calendar-feed': { none: "the session user's own calendar feed; its deadlines are scoped (calendar-feeds.int-spec)" },
    'DELETE /api/account/calendar-feed': { none: "the session user's own calendar feed; its deadlines are scoped (calendar-feeds.int-spec)" },
  };

  it('can fill every path parameter of every route', () => {
    const unfillable = routesOf(ctx).filter((r) => fill(r.path) === null).map((r) => `${r.method} ${r.path}`);
    expect(unfillable).toEqual([]);
  });

  it('lists every route a company user may call, and nothing else', () => {
    const companyRoutes = routesOf(ctx)
      .filter((r) => r.access === 'company' || r.access === 'owner' || r.access === 'user')
      .map((r) => `${r.method} ${r.path}`)
      .sort();
    expect(companyRoutes).toEqual(Object.keys(probes).sort());
  });

  it("never shows or changes company A's records to company B", async () => {
    const before = await rowsOfCompany(ctx, a.id);
    const seen: { route: string; status: number; empty?: boolean }[] = [];
    const expected: typeof seen = [];
    for (const route of routesOf(ctx)) {
      const key = `${route.method} ${route.path}`;
      const probe = probes[key];
      if (!probe || 'none' in probe) continue;
      let req = ctx.http[route.method.toLowerCase() as 'get'](fill(route.path)!).set('Authorization', ctx.auth(b.token));
      if (probe.query) req = req.query({ [probe.query]: a.id });
      if (probe.search) req = req.query(probe.search);
      if (probe.multipart) req = req.field('companyId', String(a.id)).attach('file', Buffer.from('ssn,tax_year,hours,first_year_wages\n'), 'wages.csv');
      // In a body, 'A' stands for company A's id (known once the suite has started).
      else if (probe.body) req = req.send(Object.fromEntries(Object.entries(probe.body).map(([k, v]) => [k, v === 'A' ? a.id : v])));
      const res = await req;
      const empty = probe.empty ? (res.body.data as unknown[]).length === 0 && (res.body.count ?? 0) === 0 : undefined;
      seen.push({ route: key, status: res.status, ...(probe.empty ? { empty } : {}) });
      expected.push({ route: key, status: probe.status, ...(probe.empty ? { empty: true } : {}) });
    }
    expect(seen).toEqual(expected);
    expect(await rowsOfCompany(ctx, a.id)).toEqual(before);
    // And A still sees its own: the probes refused B, not everyone.
    await ctx.http.get(`/api/submissions/${ids.submission}`).set('Authorization', ctx.auth(a.token)).expect(200);
    await ctx.http.get(`/api/files/${ids.file}`).set('Authorization', ctx.auth(a.token)).expect(200);
    const team = await ctx.http.get(`/api/companies/${a.id}/users`).set('Authorization', ctx.auth(a.token)).expect(200);
    expect(team.body.users.map((u: { id: string; role: string }) => u.role)).toEqual(['owner', 'member']);
    expect(team.body.invitations.map((i: { id: string }) => i.id)).toEqual([ids.invitation]);
  });

  /**
   * What an API key of company B holding every scope gets on each route that accepts a key, with A's
   * record ids (and A's id where a route names a company): 404, or the route's refusal of the input,
   * and lists of B's own (empty) rows. A route marked @AcceptsApiKey missing here fails the suite.
   */
  // A well-formed file, so the import routes reach their company check (not the body's type).
  const KEY_IMPORT_CSV = 'first_name,last_name,email,first_day,offer_accepted\r\nAna,Reyes,ana.key@example.test,2026-02-02,2026-01-20\r\n';
  const keyProbes: Record<string, { query?: string; body?: Record<string, unknown>; csv?: string; search?: Record<string, string>; status: number; empty?: boolean }> = {
    'GET /api/employees': { status: 200, empty: true },
    'POST /api/employees': { body: { ...addEmployeePayload(), locationId: 'L' }, status: 400 },
    'GET /api/employees/:id': { status: 404 },
    'PATCH /api/employees/:id': { body: { terminationDate: TODAY }, status: 404 },
    'GET /api/employees/:id/everify': { status: 404 },
    'GET /api/submissions': { query: 'companyId', status: 200, empty: true },
    'GET /api/submissions/due': { status: 200, empty: true },
    'GET /api/submissions/:id': { status: 404 },
    'POST /api/inspection-exports': { body: { companyId: 'A', scope: 'all' }, status: 403 },
    'GET /api/inspection-exports': { query: 'companyId', status: 200, empty: true },
    'GET /api/inspection-exports/:id': { status: 404 },
    'GET /api/files/:id': { status: 404 },
    'POST /api/companies/:companyId/employee-imports/preview': { csv: KEY_IMPORT_CSV, status: 404 },
    'POST /api/companies/:companyId/employee-imports': { csv: KEY_IMPORT_CSV, search: { mode: 'valid' }, status: 404 },
    'GET /api/companies/:companyId/employee-imports': { status: 404 },
  };
  const bKey = async (): Promise<string> =>
    (await ctx.http.post(`/api/companies/${b.id}/api-keys`).set('Authorization', ctx.auth(b.token)).send({ name: `Every scope ${Math.random()}`, scopes: API_KEY_SCOPES }).expect(201)).body.data.key;

  it('lists every route that accepts an API key, each with a documented scope', () => {
    const keyRoutes = routesOf(ctx).filter((r) => r.keyScope);
    expect(keyRoutes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(Object.keys(keyProbes).sort());
    for (const r of keyRoutes) expect(API_KEY_SCOPES).toContain(r.keyScope);
    // Only routes a company user may call accept a key: never a public or an administrator's route.
    expect(keyRoutes.filter((r) => r.access === 'public' || r.access === 'admin').map((r) => r.handler)).toEqual([]);
  });

  it("never shows or changes company A's records to an API key of company B", async () => {
    const key = await bKey();
    const before = await rowsOfCompany(ctx, a.id);
    const seen: { route: string; status: number; empty?: boolean; leaks: string[] }[] = [];
    const expected: typeof seen = [];
    const ofA = Object.values(ids).map(String).filter((v) => v.length > 8);
    for (const route of routesOf(ctx).filter((r) => r.keyScope)) {
      const key_ = `${route.method} ${route.path}`;
      const probe = keyProbes[key_];
      let req = ctx.http[route.method.toLowerCase() as 'get'](fill(route.path)!).set('Authorization', ctx.auth(key));
      if (probe.query) req = req.query({ [probe.query]: a.id });
      if (probe.search) req = req.query(probe.search);
      if (probe.csv) req = req.set('content-type', 'text/csv').send(probe.csv);
      // In a body, 'A' stands for company A's id and 'L' for A's location.
      if (probe.body) req = req.send(Object.fromEntries(Object.entries(probe.body).map(([k, v]) => [k, v === 'A' ? a.id : v === 'L' ? ids.location : v])));
      const res = await req;
      const empty = probe.empty ? (res.body.data as unknown[]).length === 0 && (res.body.count ?? 0) === 0 : undefined;
      const leaks = ofA.filter((id) => JSON.stringify(res.body).includes(id));
      seen.push({ route: key_, status: res.status, ...(probe.empty ? { empty } : {}), leaks });
      expected.push({ route: key_, status: probe.status, ...(probe.empty ? { empty: true } : {}), leaks: [] });
    }
    expect(seen).toEqual(expected);
    expect(await rowsOfCompany(ctx, a.id)).toEqual(before);
  });

  it('refuses an API key holding every scope on every route that does not accept one, and changes nothing', async () => {
    const key = await bKey();
    const beforeA = await rowsOfCompany(ctx, a.id);
    const beforeB = await rowsOfCompany(ctx, b.id);
    const refused = routesOf(ctx).filter((r) => r.access !== 'public' && !r.keyScope);
    expect(refused.length).toBeGreaterThan(30);
    for (const route of refused) {
      const res = await ctx.http[route.method.toLowerCase() as 'get'](fill(route.path)!).set('Authorization', ctx.auth(key)).send({});
      expect({ route: route.handler, status: res.status, body: res.body }).toEqual({ route: route.handler, status: 403, body: { errors: [{ msg: API_KEY_NOT_ACCEPTED }] } });
    }
    expect(await rowsOfCompany(ctx, a.id)).toEqual(beforeA);
    expect(await rowsOfCompany(ctx, b.id)).toEqual(beforeB);
  });
});

/**
 * A member of company A assigned to its location 1 only, against A's real records at its location 2,
 * on every route a company user may call. Each route must be listed with what the member must get:
 * the answer another company's records get (404, or the route's refusal of the input), and lists and
 * figures without location 2's rows. A route the walk cannot fill, or one missing from the table,
 * fails the suite, so a new endpoint cannot skip the location rule either.
 */
describe('location isolation on every route', () => {
  let ctx: TestContext;
  let a: CompanyAccount;
  let member: { id: string; token: string };
  let there: number;
  let here: number;
  const ids: Record<string, string | number> = {};
  /** The SSN of the certified hire at location 2: the payroll import must not find it for the member. */
  const ssnThere = '231456789';
  beforeAll(async () => {
    ({ ctx, companies: [a] } = await TestContext.withCompanies(1));
    // Joined while A has one location: assigned to it. Location 2 comes later, and nobody assigns the member there.
    member = await ctx.newMember(a);
    [{ location_id: here }] = await ctx.dataSource.query('SELECT location_id FROM user_locations WHERE user_id = $1', [member.id]);
    // A's records, made by its owner while A has one location, then moved to location 2 with everything that belongs to them.
    ids.submission = await certifiedHire(ctx, a, { ssn: ssnThere, lastname: 'Farside' });
    // An employee starting today (Section 2 due: the dashboard's worklist) and a pending hire due at the state soon (the due list).
    ids.employee = (await ctx.newEmployee(a, { lastname: 'Elsewhere', startDate: TODAY })).id;
    ids.pending = await ctx.newSubmission(a.id, { lastname: 'Farpending' });
    await ctx.dataSource.query('UPDATE submissions SET start_date = $2 WHERE id = $1', [ids.pending, addCalendarDays(TODAY, -23)]);
    const reverified = await employeeWithSection1(ctx, a, { section1: { citizenship: 'citizen4', expiry: addCalendarDays(TODAY, 400), citizen4Number1: '123456789' } });
    await completeSection2(ctx, reverified.id, a.token, section2Payload({ documents: [{ list: 'A', title: 'Employment Authorization Document (Form I-766)', issuingAuthority: 'USCIS', number: 'IOE0123456789', expirationDate: addCalendarDays(TODAY, 40) }] })).expect(201);
    ids.reverified = reverified.id;
    ids.supplementB = (await ctx.http.post(`/api/employees/${reverified.id}/reverifications`).set('Authorization', ctx.auth(a.token)).send({ reason: 'reverification' }).expect(201)).body.id;
    ids.company = a.id;
    const sent = (ids.sent = await ctx.newSubmission(a.id));
    const proof = await ctx.http.patch(`/api/submissions/${sent}`).set('Authorization', ctx.auth(await ctx.adminToken())).field('newStatus', 'sent').attach('proof', PDF_BYTES, 'proof.pdf').expect(200);
    ids.file = (proof.body.data.status_history as { proofDocumentId: string | null }[])[0].proofDocumentId!;
    // A file of an employee at location 2 (as the worker stores an I-9 record).
    [{ id: ids.employeeFile }] = await ctx.dataSource.query(
      `INSERT INTO documents (company_id, employee_id, kind, content_type, byte_size, storage_key) SELECT company_id, $2, 'i9-record', content_type, byte_size, storage_key FROM documents WHERE id = $1 RETURNING id`,
      [ids.file, ids.employee],
    );
    ids.user = (await ctx.newMember(a)).id;
    ids.invitation = (await ctx.http.post(`/api/companies/${a.id}/invitations`).set('Authorization', ctx.auth(a.token)).send({ email: uniqueEmail('pending'), role: 'member' }).expect(201)).body.id;
    // An export of the whole company: it holds location 2's Forms I-9, so the member may not open it.
    ids.inspectionExport = (await ctx.http.post('/api/inspection-exports').set('Authorization', ctx.auth(a.token)).send({ scope: 'all' }).expect(202)).body.id;
    ids.apiKey = (await ctx.http.post(`/api/companies/${a.id}/api-keys`).set('Authorization', ctx.auth(a.token)).send({ name: 'Payroll', scopes: ['employees:read'] }).expect(201)).body.data.id;
    [{ id: there }] = await ctx.dataSource.query(
      `INSERT INTO locations (company_id, name, link_key, time_zone) VALUES ($1, 'Second Street', replace(gen_random_uuid()::text, '-', ''), 'America/New_York') RETURNING id`,
      [a.id],
    );
    ids.location = there;
    ids.exportThere = (await ctx.http.post('/api/inspection-exports').set('Authorization', ctx.auth(a.token)).send({ scope: 'all', locationIds: [there] }).expect(202)).body.id;
    await ctx.dataSource.query('UPDATE employees SET location_id = $2 WHERE company_id = $1', [a.id, there]);
    await ctx.dataSource.query('UPDATE submissions SET location_id = $2 WHERE company_id = $1', [a.id, there]);
    await webhookOf(ctx, a, ids);
  });
  afterAll(() => ctx.close());

  const fill = fillerOf(ids);
  /** The records at location 2, by kind. */
  const located = ['submission', 'sent', 'pending', 'employee', 'reverified', 'supplementB', 'file', 'employeeFile', 'inspectionExport', 'exportThere'];

  /**
   * What the member gets on each company-user route. `empty`: a list without rows, or figures all
   * zero; in a body, 'L2' stands for location 2's id. A company-level route (the company, its team)
   * names no located record: it is listed with the reason.
   */
  const probes: Record<string, { body?: Record<string, unknown>; csv?: string; search?: Record<string, string>; status: number; empty?: 'list' | 'figures' } | { none: string }> = {
    'GET /api/companies/:id': { none: 'the company itself: not located' },
    'GET /api/companies/:id/users': { none: 'the team: company-level (accounts-team covers what members may do there)' },
    'POST /api/companies/:id/invitations': { none: 'the team: company-level (accounts-team covers what members may do there)' },
    'DELETE /api/companies/:id/invitations/:invitationId': { none: 'the team: company-level (accounts-team covers what members may do there)' },
    'PATCH /api/companies/:id/users/:userId': { none: 'the team: company-level (accounts-team covers what members may do there)' },
    'DELETE /api/companies/:id/users/:userId': { none: 'the team: company-level (accounts-team covers what members may do there)' },
    'DELETE /api/companies/:id/users/:userId/two-factor': { none: 'the team: company-level (accounts-team covers what members may do there)' },
    'PATCH /api/companies/:id': { none: 'the company itself: not located' },
    // A member lists only their own locations (location 2's name is in no answer: checked below), and changes none.
    'GET /api/companies/:companyId/locations': { status: 200 },
    'POST /api/companies/:companyId/locations': { body: { name: 'Third Street' }, status: 403 },
    'PATCH /api/companies/:companyId/locations/:locationId': { body: { name: 'Renamed' }, status: 403 },
    'DELETE /api/companies/:companyId/locations/:locationId': { status: 403 },
    // API keys are the owners' (a key acts for the whole company): a member neither sees nor makes them.
    'GET /api/companies/:companyId/api-keys': { status: 403 },
    'POST /api/companies/:companyId/api-keys': { body: { name: 'Member key', scopes: ['employees:read'] }, status: 403 },
    'DELETE /api/companies/:companyId/api-keys/:keyId': { status: 403 },
    // Webhook endpoints are the owners': a member gets 403 on each, and changes nothing.
    'GET /api/companies/:companyId/webhook-endpoints': { status: 403 },
    'POST /api/companies/:companyId/webhook-endpoints': { body: { url: 'https://93.184.216.34/member', events: ['i9.purged'] }, status: 403 },
    'PATCH /api/companies/:companyId/webhook-endpoints/:endpointId': { body: { enabled: false }, status: 403 },
    'DELETE /api/companies/:companyId/webhook-endpoints/:endpointId': { status: 403 },
    'POST /api/companies/:companyId/webhook-endpoints/:endpointId/secret': { status: 403 },
    'POST /api/companies/:companyId/webhook-endpoints/:endpointId/test': { status: 403 },
    'GET /api/companies/:companyId/webhook-endpoints/:endpointId/deliveries': { status: 403 },
    'POST /api/companies/:companyId/webhook-endpoints/:endpointId/deliveries/:deliveryId/replay': { status: 403 },
    // A row naming location 2 is a problem of the file: previewed as such, and refused by an import of all rows.
    'POST /api/companies/:companyId/employee-imports/preview': { csv: importNaming('Second Street'), status: 200 },
    'POST /api/companies/:companyId/employee-imports': { csv: importNaming('Second Street'), search: { mode: 'all' }, status: 400 },
    // The company's imports: counts only, no person and no location.
    'GET /api/companies/:companyId/employee-imports': { status: 200 },
    'GET /api/employees/:id': { status: 404 },
    'GET /api/employees/:id/everify': { status: 404 },
    'PATCH /api/employees/:id': { body: { terminationDate: TODAY }, status: 404 },
    'POST /api/employees/:id/submission': { body: { submissionId: 'S' }, status: 404 },
    'POST /api/employees/:id/resend-link': { status: 404 },
    'POST /api/employees/:id/reverifications': { body: { reason: 'reverification' }, status: 404 },
    'PATCH /api/employees/:id/reverifications/:rid': { body: { alternativeProcedure: false, lastName: 'Lee', firstName: 'Pat' }, status: 404 },
    'PATCH /api/forms/:employeeId/i9': { body: section2Payload(), status: 404 },
    'POST /api/employees/:id/everify': { body: {}, status: 404 },
    'POST /api/employees/:id/everify/actions': { body: { action: 'notify' }, status: 404 },
    'GET /api/submissions/:id': { status: 404 },
    'PATCH /api/submissions/:id/hire': { body: { offerDate: TODAY, hireDate: TODAY, startDate: TODAY, startingWage: 15.5, jobTitle: 'Line Cook' }, status: 404 },
    'PUT /api/submissions/:id/wages/:taxYear': { body: { hours: 500, firstYearWages: 1000 }, status: 404 },
    'DELETE /api/submissions/:id/wages/:taxYear': { status: 404 },
    'GET /api/files/:id': { status: 404 },
    'GET /api/inspection-exports/:id': { status: 404 },
    'GET /api/inspection-exports': { status: 200, empty: 'list' },
    'POST /api/inspection-exports': { body: { scope: 'all', locationIds: ['L2'] }, status: 400 },
    'GET /api/submissions': { status: 200, empty: 'list' },
    'GET /api/submissions/due': { status: 200, empty: 'list' },
    'GET /api/employees': { status: 200, empty: 'list' },
    'GET /api/credits': { status: 200, empty: 'list' },
    'GET /api/credits/summary': { status: 200, empty: 'list' },
    'GET /api/dashboard': { status: 200, empty: 'figures' },
    // Their own locations' rows only: location 2's name is in no answer (checked below).
    'GET /api/dashboard/locations': { status: 200 },
    // No wage records at the member's locations: the answer of a company without any.
    'GET /api/credits/form-5884/:taxYear': { status: 404 },
    'POST /api/credits/import': { csv: `ssn,tax_year,hours,first_year_wages\n${ssnThere},${THIS_YEAR},500,1000\n`, status: 400 },
    'POST /api/employees': { body: { ...addEmployeePayload(), locationId: 'L2' }, status: 400 },
    'POST /api/forms/erd': { none: "owners only: signs for the session's company" },
    'POST /api/auth/logout': { none: "ends the session user's own sessions, no other record" },
    'POST /api/auth/logout-everywhere': { none: "ends the session user's own sessions, no other record" },
    'POST /api/auth/password': { none: "changes the session user's own password, no other record" },
    'GET /api/auth/two-factor': { none: "the session user's own two-factor sign-in" },
    'POST /api/auth/two-factor/setup': { none: "the session user's own two-factor sign-in" },
    'POST /api/auth/two-factor/enable': { none: "the session user's own two-factor sign-in" },
    'POST /api/auth/two-factor/disable': { none: "the session user's own two-factor sign-in" },
    'GET /api/account/calendar-feed': { none: "the session user's own calendar feed; its deadlines are scoped (calendar-feeds.int-spec)" },
    'POST /api/account/calendar-feed': { none: "the session user's own calendar feed; its deadlines are scoped (calendar-feeds.int-spec)" },
    'DELETE /api/account/calendar-feed': { none: "the session user's own calendar feed; its deadlines are scoped (calendar-feeds.int-spec)" },
  };

  it('can fill every path parameter of every route', () => {
    const unfillable = routesOf(ctx).filter((r) => fill(r.path) === null).map((r) => `${r.method} ${r.path}`);
    expect(unfillable).toEqual([]);
  });

  it('lists every route a company user may call, and nothing else', () => {
    const companyRoutes = routesOf(ctx)
      .filter((r) => r.access === 'company' || r.access === 'owner' || r.access === 'user')
      .map((r) => `${r.method} ${r.path}`)
      .sort();
    expect(companyRoutes).toEqual(Object.keys(probes).sort());
  });

  it("never shows or changes location 2's records to a member of location 1", async () => {
    const before = await rowsOfCompany(ctx, a.id);
    const seen: { route: string; status: number; empty?: boolean; names?: string[] }[] = [];
    const expected: typeof seen = [];
    for (const route of routesOf(ctx)) {
      const key = `${route.method} ${route.path}`;
      const probe = probes[key];
      if (!probe || 'none' in probe) continue;
      let req = ctx.http[route.method.toLowerCase() as 'get'](fill(route.path)!).set('Authorization', ctx.auth(member.token));
      if (probe.search) req = req.query(probe.search);
      if (probe.csv) req = req.attach('file', Buffer.from(probe.csv), 'wages.csv');
      else if (probe.body) req = req.send(Object.fromEntries(Object.entries(probe.body).map(([k, v]) => [k, substitute(v)])));
      const res = await req;
      const empty = probe.empty === 'list' ? (res.body.data as unknown[]).length === 0 && (res.body.count ?? 0) === 0 : probe.empty === 'figures' ? nonZeroFigures(res.body).length === 0 : undefined;
      // Nothing a member of location 1 gets names a person of location 2.
      const names = ['Farside', 'Farpending', 'Elsewhere', 'Second Street', ...located.map((k) => String(ids[k]))].filter((n) => JSON.stringify(res.body).includes(n));
      seen.push({ route: key, status: res.status, ...(probe.empty ? { empty } : {}), names });
      expected.push({ route: key, status: probe.status, ...(probe.empty ? { empty: true } : {}), names: [] });
    }
    expect(seen).toEqual(expected);
    // Bad input and refusals changed nothing: no export, employee, wage record or status more.
    expect(await rowsOfCompany(ctx, a.id)).toEqual(before);
    // A file of an employee at location 2 is not found either.
    await ctx.http.get(`/api/files/${ids.employeeFile}`).set('Authorization', ctx.auth(member.token)).expect(404);
    // Nor an export of location 2 alone.
    await ctx.http.get(`/api/inspection-exports/${ids.exportThere}`).set('Authorization', ctx.auth(member.token)).expect(404);
    // An employee of the member's own location cannot reach location 2's pre-screening through a link either.
    const ours = (await ctx.http.post('/api/employees').set('Authorization', ctx.auth(a.token)).send({ ...addEmployeePayload(), locationId: here }).expect(201)).body.employeeId;
    await ctx.http.post(`/api/employees/${ours}/submission`).set('Authorization', ctx.auth(member.token)).send({ submissionId: ids.submission }).expect(404);
    expect((await ctx.dataSource.query('SELECT submission_id FROM employees WHERE id = $1', [ours]))[0].submission_id).toBeNull();

    // The same records once at location 1: the probes refused the location, not the member.
    await ctx.dataSource.query('UPDATE employees SET location_id = $2 WHERE id = $1', [ids.employee, here]);
    await ctx.dataSource.query('UPDATE submissions SET location_id = $2 WHERE company_id = $1', [a.id, here]);
    await ctx.http.get(`/api/employees/${ids.employee}`).set('Authorization', ctx.auth(member.token)).expect(200);
    await ctx.http.get(`/api/submissions/${ids.submission}`).set('Authorization', ctx.auth(member.token)).expect(200);
    await ctx.http.get(`/api/files/${ids.file}`).set('Authorization', ctx.auth(member.token)).expect(200);
    await ctx.http.get(`/api/files/${ids.employeeFile}`).set('Authorization', ctx.auth(member.token)).expect(200);
    const list = await ctx.http.get('/api/submissions').set('Authorization', ctx.auth(member.token)).expect(200);
    expect(list.body.count).toBe(3);
    const due = await ctx.http.get('/api/submissions/due').set('Authorization', ctx.auth(member.token)).expect(200);
    expect(due.body.data.map((d: { id: string }) => d.id)).toEqual([ids.pending]);
  });

  /** A probe's body value: 'L2' is location 2's id (also in a list), 'S' the submission at location 2. */
  const substitute = (v: unknown): unknown => (Array.isArray(v) ? v.map(substitute) : v === 'L2' ? there : v === 'S' ? ids.submission : v);
});

/** An employee import of one row at the location named. */
function importNaming(location: string): string {
  return `first_name,last_name,email,first_day,offer_accepted,location\nAna,Reyes,ana.walk@example.test,${TODAY},${TODAY},${location}\n`;
}

/** What a refused call must not have changed: the company's exports, employees, wage records and statuses. */
async function rowsOfCompany(ctx: TestContext, companyId: number): Promise<unknown> {
  const [row] = await ctx.dataSource.query(
    `SELECT (SELECT count(*)::int FROM inspection_exports WHERE company_id = $1) AS exports,
            (SELECT count(*)::int FROM employees WHERE company_id = $1) AS employees,
            (SELECT count(*)::int FROM wage_records WHERE company_id = $1) AS wages,
            (SELECT string_agg(status || coalesce(hire_date::text, ''), ',' ORDER BY id) FROM submissions WHERE company_id = $1) AS submissions,
            (SELECT string_agg(coalesce(termination_date::text, '') || i9_status, ',' ORDER BY id) FROM employees WHERE company_id = $1) AS states,
            (SELECT count(*)::int FROM i9_supplement_b WHERE company_id = $1) AS supplements,
            (SELECT count(*)::int FROM everify_cases WHERE company_id = $1) AS cases,
            (SELECT string_agg(url || enabled || secret_encrypted, ',' ORDER BY id) FROM webhook_endpoints WHERE company_id = $1) AS webhooks,
            (SELECT count(*)::int FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE e.company_id = $1) AS deliveries`,
    [companyId],
  );
  return row;
}

/** The figures of a dashboard or a tax form that are not zero, by their path (years and ids are not figures). */
function nonZeroFigures(body: unknown, path = ''): string[] {
  if (typeof body === 'number') return body !== 0 && !/(year|_id|id)$/.test(path) ? [path] : [];
  if (Array.isArray(body)) return body.flatMap((v, i) => nonZeroFigures(v, `${path}[${i}]`));
  if (body && typeof body === 'object') return Object.entries(body).flatMap(([k, v]) => nonZeroFigures(v, path ? `${path}.${k}` : k));
  return [];
}
