import { MailTemplate, renderMail } from '../render-mail';

describe('due-list mail', () => {
  const mail = renderMail(MailTemplate.DueList, {
    appUrl: 'https://app.clearhire.example',
    companyName: 'Harbor <Bakery>',
    contactFirstname: 'Maria',
    items: [
      { submissionId: 'a1', name: 'Ana Late', startDate: '2026-10-20', deadline: '2026-11-17', daysLeft: -1 },
      { submissionId: 'b2', name: 'Ben Today', startDate: '2026-10-25', deadline: '2026-11-22', daysLeft: 0 },
      { submissionId: 'c3', name: 'Cy Soon', startDate: '2026-10-28', deadline: '2026-11-25', daysLeft: 3 },
    ],
  });

  it('counts the hires in the subject and lists each with its deadline and how urgent it is', () => {
    expect(mail.subject).toBe('3 WOTC requests for Harbor <Bakery> due at the state');
    expect(mail.text).toContain('Ana Late: started');
    expect(mail.text).toContain('(late by 1 day)');
    expect(mail.text).toContain('(due today)');
    expect(mail.text).toContain('(due in 3 days)');
    expect(mail.text).toContain('https://app.clearhire.example/dashboard/submissions/c3');
  });

  it('escapes names in the HTML part', () => {
    expect(mail.html).toContain('Harbor &lt;Bakery&gt;');
    expect(mail.html).not.toContain('<Bakery>');
  });
});
