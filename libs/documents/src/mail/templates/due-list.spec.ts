import { expectToContainAll } from '../../testing/expect-text';
import { MailTemplate, renderMail } from '../render-mail';
import type { DueListMail } from './due-list';

/** A due list of Harbor Bakery with nothing due; each test adds what it is about. */
const dueList = (over: Partial<DueListMail>) =>
  renderMail(MailTemplate.DueList, { appUrl: 'https://app.clearhire.example', companyName: 'Harbor Bakery', contactFirstname: 'Maria', items: [], ...over });

describe('due-list mail', () => {
  const mail = dueList({
    companyName: 'Harbor <Bakery>',
    items: [
      { submissionId: 'a1', name: 'Ana Late', startDate: '2026-10-20', deadline: '2026-11-17', daysLeft: -1 },
      { submissionId: 'b2', name: 'Ben Today', startDate: '2026-10-25', deadline: '2026-11-22', daysLeft: 0 },
      { submissionId: 'c3', name: 'Cy Soon', startDate: '2026-10-28', deadline: '2026-11-25', daysLeft: 3 },
    ],
  });

  it('counts the hires in the subject and lists each with its deadline and how urgent it is', () => {
    expect(mail.subject).toBe('3 WOTC requests for Harbor <Bakery> due at the state');
    // The 28 days are calendar days, and so is the count.
    expectToContainAll(mail.text, ['Ana Late: started', '(late by 1 day)', '(due today)', '(3 days left)', 'https://app.clearhire.example/dashboard/submissions/c3']);
  });

  it('escapes names in the HTML part', () => {
    expect(mail.html).toContain('Harbor &lt;Bakery&gt;');
    expect(mail.html).not.toContain('<Bakery>');
  });
});

describe('due-list mail with Form I-9s', () => {
  const i9Items = [{ employeeId: 'e1', name: 'Dora Late', firstDay: '2026-11-16', dueDate: '2026-11-19', daysLeft: -4, daysUnit: 'business' as const }];
  const both = dueList({ items: [{ submissionId: 'a1', name: 'Ana Soon', startDate: '2026-10-30', deadline: '2026-11-27', daysLeft: 2 }], i9Items });
  const i9Only = dueList({ i9Items });

  it('names both kinds of deadline in the subject and lists the I-9s with their Section 2 date', () => {
    expect(both.subject).toBe('1 WOTC request for Harbor Bakery due at the state, and 1 Form I-9 due for Section 2');
    // Section 2 is due within 3 business days: the delay is said in business days too.
    expectToContainAll(both.text, ['Dora Late: first day 16 Nov 2026, Section 2 due 19 Nov 2026 (late by 4 business days)', 'https://app.clearhire.example/dashboard/employees/e1']);
    expect(both.html).toContain('late by 4 business days');
    expect(both.html).toContain('Form I-9 Section 2');
  });

  it('speaks of the I-9s alone when no WOTC request is due', () => {
    expect(i9Only.subject).toBe('1 Form I-9 due for Section 2 at Harbor Bakery');
    expect(i9Only.text).not.toContain('Form 8850 and ETA Form 9061 at the state');
  });
});

describe('due-list mail with E-Verify work', () => {
  const everifyItems = [
    { employeeId: 'e7', name: 'Eli Mismatch', what: 'Notify the employee privately and give them the Further Action Notice.', dueDate: '2026-12-10', daysLeft: 8, daysUnit: 'federal-working' as const, testMode: true },
    { employeeId: 'e8', name: 'Fay New', what: 'Create the E-Verify case.', dueDate: '2026-11-24', daysLeft: -1, daysUnit: 'business' as const, testMode: true },
    { employeeId: 'e9', name: 'Gus Photo', what: 'Compare the photo E-Verify returned with the photo on the employee’s document (not with the person).', dueDate: null, daysLeft: null, daysUnit: null, testMode: true },
  ];
  const render = (items: typeof everifyItems) => dueList({ everifyItems: items });

  it('lists each step with its deadline, warns against adverse action, and counts them in the subject', () => {
    const mail = render(everifyItems);
    expect(mail.subject).toBe('3 E-Verify steps to take at Harbor Bakery');
    // Each in the days its deadline counts: a mismatch's steps in federal working days, the case to create in business days.
    expectToContainAll(mail.text, [
      '- Eli Mismatch: Notify the employee privately and give them the Further Action Notice. By 10 Dec 2026 (8 federal working days left).',
      '- Fay New: Create the E-Verify case. By 24 Nov 2026 (late by 1 business day).',
      '- Gus Photo: Compare the photo E-Verify returned with the photo on the employee’s document (not with the person).\n',
      'Take no action against an employee because of an open mismatch.',
    ]);
    expect(mail.html).toContain('https://app.clearhire.example/dashboard/employees/e7');
    expect(mail.html).toContain('8 federal working days left');
    expect(mail.html).toContain('late by 1 business day');
  });

  it('says test mode while the cases are test mode, and not otherwise', () => {
    expect(render(everifyItems).text).toContain('TEST MODE: these cases are not real E-Verify results');
    expect(render(everifyItems).html).toContain('TEST MODE');
    const live = render(everifyItems.map((i) => ({ ...i, testMode: false })));
    expect(live.text).not.toContain('TEST MODE');
    expect(live.html).not.toContain('TEST MODE');
  });
});

describe('due-list mail with hires whose Form I-9 is not started', () => {
  const mail = dueList({ hiredWithoutI9: { count: 2, oldestHireDate: '2026-11-18' } });

  it('counts them in the subject and says since when, linking to the pre-screenings', () => {
    expect(mail.subject).toBe('2 hires without a Form I-9 at Harbor Bakery');
    expectToContainAll(mail.text, ['Hired, Form I-9 not started: 2 (the oldest hired 18 Nov 2026)', 'https://app.clearhire.example/dashboard/submissions']);
    expect(mail.html).toContain('Hired, Form I-9 not started: 2');
  });

  it('says nothing of them when there are none', () => {
    expect(dueList({ hiredWithoutI9: null, items: [{ submissionId: 'a1', name: 'Ana Soon', startDate: '2026-10-30', deadline: '2026-11-27', daysLeft: 2 }] }).text).not.toContain('Form I-9 not started');
  });
});

describe('due-list mail of a company with several locations', () => {
  const mail = dueList({
    locations: [
      { name: 'Harbor Road', items: [{ submissionId: 'a1', name: 'Ana Late', startDate: '2026-10-20', deadline: '2026-11-17', daysLeft: -1 }], hiredWithoutI9: { count: 2, oldestHireDate: '2026-11-20' } },
      { name: 'Main <Street>', items: [], i9Items: [{ employeeId: 'e1', name: 'Dora Late', firstDay: '2026-11-16', dueDate: '2026-11-19', daysLeft: -4, daysUnit: 'business' }] },
    ],
  });

  it("lists each location's items under its name, and counts them all in the subject", () => {
    expect(mail.subject).toBe('1 WOTC request for Harbor Bakery due at the state, and 1 Form I-9 due for Section 2 and 2 hires without a Form I-9');
    const text = mail.text;
    expect(text.indexOf('At Harbor Road:')).toBeLessThan(text.indexOf('Ana Late'));
    expect(text.indexOf('Ana Late')).toBeLessThan(text.indexOf('At Main <Street>:'));
    expect(text.indexOf('At Main <Street>:')).toBeLessThan(text.indexOf('Dora Late'));
    // Each location's lists, and only those: the hires without a Form I-9 are Harbor Road's.
    expect(text.indexOf('Hired, Form I-9 not started: 2')).toBeLessThan(text.indexOf('At Main <Street>:'));
    expect(mail.html).toContain('Main &lt;Street&gt;</h2>');
  });

  it('names no location for a company with one', () => {
    const single = dueList({ items: [{ submissionId: 'a1', name: 'Ana Late', startDate: '2026-10-20', deadline: '2026-11-17', daysLeft: -1 }] });
    expect(single.text).not.toContain('At ');
    expect(single.html).not.toContain('<h2');
  });
});
