import { expect, test } from '@playwright/test';
import { apiSignup, auth } from './support/api-setup';
import { mailedLink } from './support/outbox';
import { aCompany, aPerson } from './support/test-data';

test.describe('Invitation to a company', () => {
  test("an owner invites a member, who opens the mailed link, chooses a name and password and lands on the company's dashboard", async ({ page, request }) => {
    const company = await apiSignup(request, aCompany('Contoso'));
    const member = aPerson('Dana');
    const password = `member-${member.lastname}`;

    const invited = await request.post(`/api/companies/${company.id}/invitations`, {
      headers: auth(company.token),
      data: { email: member.email, role: 'member' },
    });
    expect(invited.status(), await invited.text()).toBe(201);

    const link = await mailedLink(member.email, 'invitation');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: `Join ${company.account.name} on ClearHire as Member` })).toBeVisible();
    await expect(page).toHaveURL(/\/invitation$/);

    const form = page.getByRole('form', { name: 'Accept the invitation' });
    const email = form.getByLabel('Email', { exact: true });
    await expect(email).toHaveValue(member.email);
    await expect(email).toHaveAttribute('readonly', '');
    await form.getByLabel('First name', { exact: true }).fill(member.firstname);
    await form.getByLabel('Last name', { exact: true }).fill(member.lastname);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByLabel('Repeat password', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Create my account' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // Logged in as the new user: the stored session is theirs, and their new password opens the account.
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    const claims = JSON.parse(Buffer.from((token ?? '').split('.')[1], 'base64url').toString('utf8')) as { name: string; companyId: number };
    expect(claims).toMatchObject({ name: `${member.firstname} ${member.lastname}`, companyId: company.id });
    const login = await request.post('/api/auth/login', { data: { email: member.email, password } });
    expect(login.status(), await login.text()).toBe(201);
  });
});
