import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { ACCESS_KEY, type AccessLevel } from '../src/common/auth/access.decorator';
import { PDF_BYTES } from './support/payloads';
import { THIS_YEAR, TODAY, certifiedHire } from './support/credits-fixtures';
import { TestContext, type CompanyAccount } from './support/test-app';
import { addCalendarDays } from '@clearhire/domain';
import { uniqueEmail } from './support/payloads';
import { completeSection2, employeeWithSection1, section2Payload } from './support/i9-fixtures';

interface Route {
  handler: string;
  method: string;
  path: string;
  access: AccessLevel | undefined;
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
        routes.push({ handler: `${controller.name}.${name}`, method, path, access });
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
        'POST /api/forms/i9',
        'GET /api/forms/i9/:url',
        'PATCH /api/forms/:employeeId/i9',
        'GET /api/files/:id',
        'GET /api/health',
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
        'GET /api/forms/i9/:url',
        'GET /api/forms/prescreening/:linkId',
        'GET /api/forms/prescreening/:linkId/:locationKey',
        'GET /api/forms/reverification/:url',
        'GET /api/health',
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
    ids.inspectionExport = (await ctx.http.post('/api/inspection-exports').set('Authorization', ctx.auth(a.token)).send({ scope: 'all' }).expect(202)).body.id;
  });
  afterAll(() => ctx.close());

  /** A's value for each path parameter, by controller path and parameter name. */
  const fill = (path: string): string | null => {
    let missing = false;
    const filled = path.replace(/:(\w+)/g, (_, param: string) => {
      const value = paramValue(path, param);
      if (value === undefined) missing = true;
      return String(value);
    });
    return missing ? null : filled;
  };
  const paramValue = (path: string, param: string): string | number | undefined => {
    if (param === 'taxYear') return THIS_YEAR;
    if (param === 'companyId') return ids.company;
    if (param === 'employeeId') return ids.employee;
    if (param === 'url') return 'x'.repeat(43); // public: the unguessable link is the credential
    if (param === 'zip') return '10001'; // public, not a record
    if (param === 'linkId') return '73017'; // public: names the company, whose name is public on its link
    if (param === 'locationKey') return 'x'.repeat(22); // public: the location's random key, checked against the company
    if (param === 'rid') return ids.supplementB;
    if (param === 'userId') return ids.user;
    if (param === 'invitationId') return ids.invitation;
    if (param !== 'id') return undefined;
    if (path.startsWith('/api/companies/')) return ids.company;
    if (path.startsWith('/api/employees/')) return ids.employee;
    if (path.startsWith('/api/submissions/')) return ids.submission;
    if (path.startsWith('/api/files/')) return ids.file;
    if (path.startsWith('/api/inspection-exports/')) return ids.inspectionExport;
    return undefined;
  };

  /** What company B gets on each company-user route that names a record or a company of A. */
  const probes: Record<string, { query?: string; body?: Record<string, unknown>; multipart?: Record<string, string>; status: number; empty?: boolean } | { none: string }> = {
    'GET /api/companies/:id': { status: 404 },
    'GET /api/companies/:id/users': { status: 404 },
    'POST /api/companies/:id/invitations': { body: { email: 'intruder@example.test', role: 'owner' }, status: 404 },
    'DELETE /api/companies/:id/invitations/:invitationId': { status: 404 },
    'PATCH /api/companies/:id/users/:userId': { body: { role: 'owner' }, status: 404 },
    'DELETE /api/companies/:id/users/:userId': { status: 404 },
    'DELETE /api/companies/:id/users/:userId/two-factor': { status: 404 },
    'PATCH /api/companies/:id': { body: { timeZone: 'America/Chicago' }, status: 404 },
    'GET /api/employees/:id': { status: 404 },
    'PATCH /api/employees/:id': { body: { terminationDate: TODAY }, status: 404 },
    'POST /api/employees/:id/submission': { body: { submissionId: '0b6f1a52-3c4d-4e5f-8a9b-1c2d3e4f5a6b' }, status: 404 },
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
    'GET /api/credits/form-5884/:taxYear': { query: 'companyId', status: 403 },
    'POST /api/credits/import': { multipart: { companyId: 'A' }, status: 403 },
    'GET /api/employees': { none: 'names no company: lists the session company only' },
    'GET /api/submissions/due': { none: 'names no company: lists the session company only' },
    'POST /api/employees': { none: "creates in the session's company" },
    'POST /api/forms/erd': { none: "signs for the session's company" },
    'POST /api/auth/logout': { none: "ends the session user's own sessions, no other record" },
    'POST /api/auth/password': { none: "changes the session user's own password, no other record" },
    'GET /api/auth/two-factor': { none: "the session user's own two-factor sign-in" },
    'POST /api/auth/two-factor/setup': { none: "the session user's own two-factor sign-in" },
    'POST /api/auth/two-factor/enable': { none: "the session user's own two-factor sign-in" },
    'POST /api/auth/two-factor/disable': { none: "the session user's own two-factor sign-in" },
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
    const seen: { route: string; status: number; empty?: boolean }[] = [];
    const expected: typeof seen = [];
    for (const route of routesOf(ctx)) {
      const key = `${route.method} ${route.path}`;
      const probe = probes[key];
      if (!probe || 'none' in probe) continue;
      let req = ctx.http[route.method.toLowerCase() as 'get'](fill(route.path)!).set('Authorization', ctx.auth(b.token));
      if (probe.query) req = req.query({ [probe.query]: a.id });
      if (probe.multipart) req = req.field('companyId', String(a.id)).attach('file', Buffer.from('ssn,tax_year,hours,first_year_wages\n'), 'wages.csv');
      // In a body, 'A' stands for company A's id (known once the suite has started).
      else if (probe.body) req = req.send(Object.fromEntries(Object.entries(probe.body).map(([k, v]) => [k, v === 'A' ? a.id : v])));
      const res = await req;
      const empty = probe.empty ? (res.body.data as unknown[]).length === 0 && (res.body.count ?? 0) === 0 : undefined;
      seen.push({ route: key, status: res.status, ...(probe.empty ? { empty } : {}) });
      expected.push({ route: key, status: probe.status, ...(probe.empty ? { empty: true } : {}) });
    }
    expect(seen).toEqual(expected);
    // And A still sees its own: the probes refused B, not everyone.
    await ctx.http.get(`/api/submissions/${ids.submission}`).set('Authorization', ctx.auth(a.token)).expect(200);
    await ctx.http.get(`/api/files/${ids.file}`).set('Authorization', ctx.auth(a.token)).expect(200);
    const team = await ctx.http.get(`/api/companies/${a.id}/users`).set('Authorization', ctx.auth(a.token)).expect(200);
    expect(team.body.users.map((u: { id: string; role: string }) => u.role)).toEqual(['owner', 'member']);
    expect(team.body.invitations.map((i: { id: string }) => i.id)).toEqual([ids.invitation]);
  });
});
