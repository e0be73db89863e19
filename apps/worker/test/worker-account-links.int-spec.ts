import type { INestApplicationContext } from '@nestjs/common';
import { type CompanyAccount, TestContext } from './support/api-harness';
import { MailCatcher, startWorker } from './support/worker-harness';

/** The worker mails each one-use account link once, then erases the token it kept to do so. */
describe('account link mails', () => {
  let ctx: TestContext;
  let worker: INestApplicationContext;
  let mail: MailCatcher;
  let company: CompanyAccount;

  beforeAll(async () => {
    mail = await MailCatcher.start();
    ctx = await TestContext.start();
    worker = await startWorker({ SMTP_URL: mail.url });
    company = await ctx.newCompany({ name: 'Harbor Bakery' });
  });
  afterAll(async () => {
    await worker.close();
    await ctx.close();
    await mail.close();
  });

  const tokenIn = (text: string, page: string): string => {
    const match = new RegExp(`/${page}#token=([A-Za-z0-9_-]{43})`).exec(text);
    if (!match) throw new Error(`no ${page} link in the mail`);
    return match[1];
  };
  const storedToken = async (email: string) =>
    (await ctx.dataSource.query('SELECT token_encrypted, mailed_at FROM account_links WHERE email = $1', [email]))[0] as { token_encrypted: string | null; mailed_at: Date | null };

  it("mails an invitation naming the company and who invites, whose link opens the invitation", async () => {
    const email = `invited.${Date.now()}@example.test`;
    await ctx.http.post(`/api/companies/${company.id}/invitations`).set('Authorization', ctx.auth(company.token)).send({ email, role: 'member' }).expect(201);
    const received = await mail.waitFor(email, /invites you to Harbor Bakery on ClearHire/);
    expect(received.parsed.text).toContain('as member');
    const token = tokenIn(received.parsed.text ?? '', 'invitation');
    const lookup = await ctx.http.post('/api/auth/invitations/lookup').send({ token }).expect(200);
    expect(lookup.body).toMatchObject({ email, companyName: 'Harbor Bakery', role: 'member' });
    expect((await storedToken(email)).token_encrypted).toBeNull();
  });

  // Last: the reset ends the owner's sessions.
  it('mails a password reset link that works once, and keeps no copy of its token', async () => {
    await ctx.http.post('/api/auth/password-reset').send({ email: company.email }).expect(202);
    const received = await mail.waitFor(company.email, /Choose a new ClearHire password/);
    const token = tokenIn(received.parsed.text ?? '', 'reset-password');
    expect(received.parsed.html).toContain('/reset-password#token&#x3D;');
    expect(await storedToken(company.email)).toEqual({ token_encrypted: null, mailed_at: expect.any(Date) });
    await ctx.http.post('/api/auth/password-reset/confirm').send({ token, password: 'fresh bakery secret', password2: 'fresh bakery secret' }).expect(204);
    await ctx.login(company.email, 'fresh bakery secret');
  });
});
