import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { ACCESS_KEY, type AccessLevel } from '../src/common/auth/access.decorator';
import { TestContext } from './support/test-app';

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
        'GET /api/health',
        'GET /api/places/zip/:zip',
        'POST /api/auth/login',
        'POST /api/companies',
        'POST /api/companies/contact',
        'POST /api/forms/i9',
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
    for (const route of routesOf(ctx).filter((r) => r.access === 'company')) {
      const res = await ctx.http[route.method.toLowerCase() as 'get'](sample(route.path)).set('Authorization', `Bearer ${admin}`).send({});
      expect({ route: route.handler, status: res.status }).toEqual({ route: route.handler, status: 403 });
    }
  });
});
