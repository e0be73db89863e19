import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { App } from 'supertest/types';
import { DataSource } from 'typeorm';
import { dataSourceOptions, User } from '@clearhire/db';
import { FieldCipher, fieldAt } from '@clearhire/server';
import { type AppOptions, createApp } from '../../src/app/create-app';
import { loadConfig } from '../../src/config/app-config';
import { hashPassword } from '../../src/modules/auth/password-hasher';
import { addEmployeePayload, erdPayload, prescreeningPayload, signupPayload, uniqueEmail } from './payloads';

export interface CompanyAccount {
  id: number;
  token: string;
  email: string;
  name: string;
}

/** How far a new company's authorization (ERD) has gone, and what it signs up with. */
export interface NewCompanyOptions {
  erd?: 'none' | 'pending' | 'approved';
  name?: string;
  timeZone?: string;
}

/** What most suites start with: the application, an administrator and their own companies. */
export interface Suite {
  ctx: TestContext;
  /** An administrator's token. */
  admin: string;
  /** In the order asked for: made one after another, so their ids rise in that order too. */
  companies: CompanyAccount[];
}

/**
 * The real application over HTTP on the run's database, with builders that make what a test
 * needs through the API itself (ctx.newCompany(), ctx.newSubmission(), …).
 */
export class TestContext {
  private adminTokenPromise?: Promise<string>;

  private constructor(
    readonly app: NestExpressApplication,
    readonly dataSource: DataSource,
  ) {}

  /** `options.logDestination` captures the app's log lines (silent at the run's LOG_LEVEL=error otherwise). */
  static async start(env: Record<string, string> = {}, options: AppOptions = {}): Promise<TestContext> {
    const app = await createApp(loadConfig({ ...process.env, ...env }), options);
    await app.init();
    return new TestContext(app, app.get(getDataSourceToken()));
  }

  /**
   * Starts the application with an administrator and companies: `companies` of them as newCompany()
   * makes them (ERD approved), or one for each set of options given. The suite closes it as usual
   * (afterAll(() => ctx.close())); if a company cannot be made, the application is closed here.
   */
  static async withCompanies(companies: number | NewCompanyOptions[]): Promise<Suite> {
    const ctx = await TestContext.start();
    try {
      const admin = await ctx.adminToken();
      const accounts: CompanyAccount[] = [];
      for (const opts of typeof companies === 'number' ? Array.from({ length: companies }, () => ({})) : companies) accounts.push(await ctx.newCompany(opts));
      return { ctx, admin, companies: accounts };
    } catch (error) {
      await ctx.close();
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.ownerSource?.destroy();
    await this.app.close();
  }

  private ownerSource?: DataSource;

  /**
   * The database as its owner sees it (MIGRATION_DATABASE_URL): for the tests that play someone able
   * to change what the service may not (tamper with the audit trail, add a trigger).
   */
  async owner(): Promise<DataSource> {
    this.ownerSource ??= await new DataSource(dataSourceOptions(process.env['MIGRATION_DATABASE_URL']!)).initialize();
    return this.ownerSource;
  }

  get http() {
    return request(this.app.getHttpServer() as App);
  }

  auth(token: string) {
    return `Bearer ${token}`;
  }

  async login(email: string, password: string): Promise<string> {
    const res = await this.http.post('/api/auth/login').send({ email, password }).expect(201);
    return res.body.token as string;
  }

  /** An administrator of this test file (created directly: there is no admin sign-up). */
  adminToken(): Promise<string> {
    this.adminTokenPromise ??= (async () => {
      const email = uniqueEmail('admin');
      await this.dataSource.getRepository(User).insert({
        email,
        passwordHash: await hashPassword('admin password 1'),
        firstname: 'Test',
        lastname: 'Admin',
        isAdmin: true,
        companyId: null,
      });
      return this.login(email, 'admin password 1');
    })();
    return this.adminTokenPromise;
  }

  /** A company with its owner logged in; `erd` says how far its authorization has gone. */
  async newCompany(opts: NewCompanyOptions = {}): Promise<CompanyAccount> {
    const payload = signupPayload({ ...(opts.name ? { name: opts.name } : {}), ...(opts.timeZone ? { timeZone: opts.timeZone } : {}) });
    const res = await this.http.post('/api/companies').send(payload).expect(201);
    const token = await this.login(payload.email, payload.password);
    const account = { id: res.body.companyId as number, token, email: payload.email, name: payload.name };
    const erd = opts.erd ?? 'approved';
    if (erd !== 'none') await this.http.post('/api/forms/erd').set('Authorization', this.auth(token)).send(erdPayload()).expect(201);
    if (erd === 'approved') {
      await this.http.patch(`/api/forms/${account.id}/erd`).set('Authorization', this.auth(await this.adminToken())).expect(201);
    }
    return account;
  }

  async newSubmission(companyId: number, over: Record<string, unknown> = {}): Promise<string> {
    const res = await this.http.post('/api/submissions').send(prescreeningPayload(companyId, over)).expect(201);
    return res.body.id as string;
  }

  async newEmployee(company: CompanyAccount, over: Record<string, unknown> = {}): Promise<{ id: string; url: string }> {
    const res = await this.http.post('/api/employees').set('Authorization', this.auth(company.token)).send(addEmployeePayload(over)).expect(201);
    const detail = await this.http.get(`/api/employees/${res.body.employeeId}`).set('Authorization', this.auth(company.token)).expect(200);
    return { id: res.body.employeeId as string, url: detail.body.data.url as string };
  }

  /** A member of the company, invited by its owner (to these locations, or its only one) and joined: their user id and session token. */
  async newMember(company: CompanyAccount, locationIds?: number[]): Promise<{ id: string; token: string }> {
    const invitation = await this.http
      .post(`/api/companies/${company.id}/invitations`)
      .set('Authorization', this.auth(company.token))
      .send({ email: uniqueEmail('member'), role: 'member', ...(locationIds ? { locationIds } : {}) })
      .expect(201);
    const [row] = await this.dataSource.query('SELECT token_encrypted FROM account_links WHERE id = $1', [invitation.body.id]);
    const token = this.app.get(FieldCipher).decryptText(row.token_encrypted, fieldAt('account_links', 'token_encrypted', invitation.body.id));
    const accepted = await this.http.post('/api/auth/invitations/accept').send({ token, firstname: 'Sam', lastname: 'Rivera', password: 'teammate secret', password2: 'teammate secret' }).expect(201);
    return { id: JSON.parse(Buffer.from(accepted.body.token.split('.')[1], 'base64url').toString()).userId, token: accepted.body.token };
  }
}
