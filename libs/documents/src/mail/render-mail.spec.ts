import { expectToContainAll } from '../testing/expect-text';
import { MailTemplate, renderMail } from './render-mail';
import type { PrescreeningReceiptMail } from './templates/prescreening-receipt';

const APP = 'https://app.clearhire.example';
const SCRIPT = '<script>alert(1)</script>';

describe('renderMail', () => {
  describe('i9-invitation', () => {
    const mail = renderMail(MailTemplate.I9Invitation, {
      appUrl: `${APP}/`,
      url: 'Zk3_q-9X2mVtYb8Lr0cW5nH7pA1sD4fG6jK8lQ2wE3r',
      employeeFirstname: 'Linh',
      employerName: 'Acme Foods LLC',
      firstDay: '2025-03-10',
    });

    it('links to the absolute /i9/{url} page in both parts', () => {
      const link = `${APP}/i9/Zk3_q-9X2mVtYb8Lr0cW5nH7pA1sD4fG6jK8lQ2wE3r`;
      expect(mail.text).toContain(link);
      // Handlebars writes '=' as its HTML entity, which the browser reads back as '='.
      expect(mail.html).toContain(`href="${link.replace('=', '&#x3D;')}"`);
    });

    it('names the employer and the Section 1 deadline, and lists what to bring', () => {
      expect(mail.subject).toBe('Complete your Form I-9 for Acme Foods LLC');
      for (const part of [mail.text, mail.html]) {
        expectToContainAll(part, ['no later than your first day of work, 10 Mar 2025', 'one document from List A', 'U.S. Passport', 'Social Security Card', 'within three business days of your first day of work']);
      }
    });

    it('escapes the apostrophe of a document name in HTML only', () => {
      expect(mail.text).toContain("Driver's License");
      expect(mail.html).toContain('Driver&#x27;s License');
    });

    it('says "by your first day" when the first day is not known', () => {
      const m = renderMail(MailTemplate.I9Invitation, { appUrl: APP, url: 'abc', employeeFirstname: 'Linh', employerName: 'Acme' });
      expect(m.text).toContain('upload your documents no later than your first day of work, once');
    });

    it('escapes HTML in names in the HTML part and keeps the text part literal', () => {
      const m = renderMail(MailTemplate.I9Invitation, { appUrl: APP, url: 'abc', employeeFirstname: SCRIPT, employerName: `Bad & ${SCRIPT}` });
      expect(m.html).not.toContain('<script>');
      expect(m.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(m.html).toContain('Bad &amp; &lt;script&gt;');
      expect(m.text).toContain(`Hello ${SCRIPT},`);
      expect(m.subject).toBe(`Complete your Form I-9 for Bad & ${SCRIPT}`);
    });

    it('encodes the token into the path', () => {
      const m = renderMail(MailTemplate.I9Invitation, { appUrl: APP, url: 'a/../b?c', employeeFirstname: 'L', employerName: 'E' });
      expect(m.text).toContain(`${APP}/i9/a%2F..%2Fb%3Fc`);
    });
  });

  describe('erd-received', () => {
    const mail = renderMail(MailTemplate.ErdReceived, {
      appUrl: `${APP}/portal`,
      companyId: 7,
      companyName: 'Acme Foods LLC',
      signerName: 'Dana Reyes',
      signedAt: new Date('2025-03-05T16:30:00Z'),
      timeZone: 'America/New_York',
    });

    it('tells administrators who signed, when, and links to the company page (keeping the path prefix)', () => {
      expect(mail.subject).toBe('ERD received: Acme Foods LLC is awaiting approval');
      for (const part of [mail.text, mail.html]) expectToContainAll(part, ['Dana Reyes', '5 Mar 2025, 11:30:00 AM EST', `${APP}/portal/dashboard/companies/7`]);
    });
  });

  describe('audit-chain-broken', () => {
    const mail = renderMail(MailTemplate.AuditChainBroken, {
      breaks: [{ eventId: '1234', problem: 'Event 1234 was changed: its content no longer matches its HMAC.', foundAt: new Date('2026-11-25T09:30:00Z') }],
      timeZone: 'UTC',
    });

    it('names the first broken event, what is wrong there and when it was found, in both parts', () => {
      expect(mail.subject).toBe('Audit trail broken at event 1234: no checkpoint signed');
      for (const part of [mail.text, mail.html]) expectToContainAll(part, ['Event 1234', 'was changed: its content no longer matches its HMAC.', '25 Nov 2026, 9:30:00 AM UTC', 'npm run audit:verify']);
    });
  });

  describe('section1-reminder', () => {
    it.each([
      [2, 'within 2 days'],
      [1, 'by tomorrow'],
      [0, 'today'],
    ])('%i days before: "%s", the first day and the private link', (daysBefore, when) => {
      const mail = renderMail(MailTemplate.Section1Reminder, { appUrl: APP, url: 'abc', employeeFirstname: 'Malia', employerName: 'Kona Coffee', firstDay: '2026-12-01', daysBefore });
      expect(mail.subject).toBe(`Reminder: complete your Form I-9 for Kona Coffee ${when}`);
      for (const part of [mail.text, mail.html]) expectToContainAll(part, ['Malia', '1 Dec 2026', `${APP}/i9/abc`, 'Section 1 of Form I-9']);
    });
  });

  describe('erd-approved', () => {
    const mail = renderMail(MailTemplate.ErdApproved, { appUrl: APP, companyId: 7, companyName: 'Acme & Sons', contactFirstname: 'Dana' });

    it('gives the pre-screening link (increased company id, name) and the add-employee link', () => {
      expect(mail.text).toContain(`${APP}/prescreening/511119?company=Acme%20%26%20Sons`);
      expect(mail.html).toContain(`href="${APP}/prescreening/511119?company&#x3D;Acme%20%26%20Sons"`);
      expect(mail.text).toContain(`${APP}/dashboard/employees/add`);
      expect(mail.text).toContain('valid for 5 years');
      expect(mail.html).toContain('<strong>Acme &amp; Sons</strong>');
    });
  });

  describe('demo-request', () => {
    const mail = renderMail(MailTemplate.DemoRequest, {
      firstname: 'Ana',
      lastname: 'Lopez',
      company: 'Lopez Bakery',
      position: 'Owner',
      email: 'ana@lopez.example.test',
      receivedAt: new Date('2025-03-05T16:30:00Z'),
      timeZone: 'America/New_York',
    });

    it('carries the contact form fields to the sales inbox', () => {
      expect(mail.subject).toBe('Demo request: Lopez Bakery (Ana Lopez)');
      for (const part of [mail.text, mail.html]) expectToContainAll(part, ['Ana Lopez', 'Lopez Bakery', 'Owner', 'ana@lopez.example.test', '5 Mar 2025, 11:30:00 AM EST']);
      expect(mail.html).toContain('href="mailto:ana@lopez.example.test"');
    });

    it('keeps a line break in a field out of the subject', () => {
      const m = renderMail(MailTemplate.DemoRequest, { firstname: 'A', lastname: 'B', company: 'X\r\nBcc: victim@example.test', position: 'P', email: 'a@b.test', receivedAt: new Date(0), timeZone: 'UTC' });
      expect(m.subject).toBe('Demo request: X Bcc: victim@example.test (A B)');
    });
  });

  describe('prescreening-receipt', () => {
    const data: PrescreeningReceiptMail = { applicantFirstname: 'James', employerName: 'Acme Foods LLC', submittedAt: new Date('2025-03-03T14:15:07Z'), timeZone: 'America/Chicago' };

    it('thanks the applicant, names the employer and says what happens next', () => {
      const mail = renderMail(MailTemplate.PrescreeningReceipt, data);
      expect(mail.subject).toBe('We received your pre-screening for Acme Foods LLC');
      for (const part of [mail.text, mail.html]) expectToContainAll(part, ['James', '3 Mar 2025, 8:15:07 AM CST', 'within 28 days of your first day of work']);
    });

    it('never contains the SSN or birthdate, even when the caller passes the whole submission', () => {
      const submission = { ...data, ssn: '123456789', birthdate: '1995-06-15', street: '100 Main St' };
      const mail = renderMail(MailTemplate.PrescreeningReceipt, submission);
      for (const part of [mail.subject, mail.text, mail.html]) {
        for (const secret of ['123456789', '123-45-6789', '6789', '1995', '06/15', '100 Main St']) expect(part).not.toContain(secret);
      }
    });
  });

  describe('password-reset', () => {
    const mail = renderMail(MailTemplate.PasswordReset, { appUrl: `${APP}/app/`, token: 'tok_EN-123', firstname: 'Dana' });

    it('carries the one-use link in the fragment, never in the path or query, in both parts', () => {
      const link = `${APP}/app/reset-password#token=tok_EN-123`;
      expect(mail.text).toContain(link);
      // Handlebars writes '=' as its HTML entity, which the browser reads back as '='.
      expect(mail.html).toContain(`href="${link.replace('=', '&#x3D;')}"`);
    });

    it('says how long the link works and what to do if the reader did not ask', () => {
      expect(mail.subject).toBe('Choose a new ClearHire password');
      expect(mail.text).toContain('The link works once, for 30 minutes.');
      expect(mail.text).toContain('If you did not ask for this, ignore this email');
    });
  });

  describe('invitation', () => {
    it("names who invites, the company and what the role may do", () => {
      const mail = renderMail(MailTemplate.Invitation, { appUrl: APP, token: 't', inviterName: 'Maria Lopez', companyName: 'Acme & Sons', role: 'member' });
      expect(mail.subject).toBe('Maria Lopez invites you to Acme & Sons on ClearHire');
      expect(mail.text).toContain('join Acme & Sons on ClearHire, as member: you will pre-screen applicants');
      expect(mail.html).toContain('Acme &amp; Sons');
      expect(mail.text).toContain(`${APP}/invitation#token=t`);
      expect(mail.text).toContain('valid for 7 days');
    });

    it('invites to the administrators when there is no company', () => {
      const mail = renderMail(MailTemplate.Invitation, { appUrl: APP, token: 't', inviterName: 'Alex Admin', companyName: null, role: null });
      expect(mail.subject).toBe('Alex Admin invites you to the ClearHire administrators');
      expect(mail.text).toContain('as an administrator of the service');
    });
  });

  it('has both parts complete for every template: layout, footer reason, no unrendered tags', () => {
    const all = [
      renderMail(MailTemplate.I9Invitation, { appUrl: APP, url: 'abc', employeeFirstname: 'L', employerName: 'E' }),
      renderMail(MailTemplate.ErdReceived, { appUrl: APP, companyId: 1, companyName: 'C', signerName: 'S', signedAt: new Date(0), timeZone: 'UTC' }),
      renderMail(MailTemplate.ErdApproved, { appUrl: APP, companyId: 1, companyName: 'C', contactFirstname: 'F' }),
      renderMail(MailTemplate.DemoRequest, { firstname: 'A', lastname: 'B', company: 'C', position: 'P', email: 'a@b.test', receivedAt: new Date(0), timeZone: 'UTC' }),
      renderMail(MailTemplate.PrescreeningReceipt, { applicantFirstname: 'A', employerName: 'E', submittedAt: new Date(0), timeZone: 'UTC' }),
      renderMail(MailTemplate.PasswordReset, { appUrl: APP, token: 'abc', firstname: 'F' }),
      renderMail(MailTemplate.Invitation, { appUrl: APP, token: 'abc', inviterName: 'I', companyName: 'C', role: 'member' }),
      renderMail(MailTemplate.Invitation, { appUrl: APP, token: 'abc', inviterName: 'I', companyName: null, role: null }),
    ];
    for (const mail of all) {
      expect(mail.html).toMatch(/^<!DOCTYPE html>/);
      expect(mail.html).toContain(`<title>${mail.subject.replace(/&/g, '&amp;')}</title>`);
      expect(mail.html).toContain('You received this email because');
      expect(mail.text).toContain('You received this email because');
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{\{|\}\}/);
    }
  });

  it('refuses an appUrl that is not an absolute http(s) URL', () => {
    for (const appUrl of ['app.clearhire.example', 'javascript:alert(1)', '/relative']) {
      expect(() => renderMail(MailTemplate.I9Invitation, { appUrl, url: 'abc', employeeFirstname: 'L', employerName: 'E' })).toThrow(RangeError);
    }
  });

  it('refuses an unknown template name', () => {
    expect(() => renderMail('nope' as MailTemplate, {} as never)).toThrow('Unknown mail template: nope');
  });
});
