import { daysLeftText, type DeadlineDayUnit } from '@clearhire/contracts';
import { formatLongDate } from '../../format';
import { appLink } from '../app-links';
import { BUTTON_STYLE, type MailDefinition } from '../mail-definition';

/** One hire whose Form 8850 must reach the state workforce agency soon (or is already late). */
export interface DueListItem {
  readonly submissionId: string;
  readonly name: string;
  readonly startDate: string;
  /** Start date + 28 days. */
  readonly deadline: string;
  /** Calendar days until the deadline (the 28 days are calendar days); negative once it has passed. */
  readonly daysLeft: number;
}

/** One new employee whose Form I-9 Section 2 is due within one business day (or is late). */
export interface DueI9Item {
  readonly employeeId: string;
  readonly name: string;
  readonly firstDay: string;
  /** The first day + 3 business days. */
  readonly dueDate: string;
  /** Days until the due date in `daysUnit` (the employer's business days); negative once it has passed. */
  readonly daysLeft: number;
  readonly daysUnit: DeadlineDayUnit;
}

/** E-Verify work of one employee: the case to create (by the 3rd business day), or the employer's step on the open case. */
export interface DueEVerifyItem {
  readonly employeeId: string;
  readonly name: string;
  /** What to do, in a sentence. */
  readonly what: string;
  readonly dueDate: string | null;
  /** Days until the due date in `daysUnit`: business days for the case to create, federal working days for a mismatch's steps. */
  readonly daysLeft: number | null;
  readonly daysUnit: DeadlineDayUnit | null;
  /** The case lives in the E-Verify test mode: the e-mail says so. */
  readonly testMode: boolean;
}

/** One employee to reverify (Supplement B): reminded 90, 60 and 30 days before, on the day, and after. */
export interface DueReverificationItem {
  readonly employeeId: string;
  readonly name: string;
  readonly reverifyBy: string;
  /** Calendar days until the reverification date; negative once it has passed. */
  readonly daysLeft: number;
}

/** Pre-screened applicants hired on or before today whose Form I-9 is not started, counted from the oldest hire. */
export interface DueHiredWithoutI9 {
  readonly count: number;
  readonly oldestHireDate: string;
}

/** What is due at one place: the whole company, or one of its locations. */
export interface DueListLists {
  readonly items: readonly DueListItem[];
  readonly i9Items?: readonly DueI9Item[];
  readonly everifyItems?: readonly DueEVerifyItem[];
  readonly reverifyItems?: readonly DueReverificationItem[];
  readonly hiredWithoutI9?: DueHiredWithoutI9 | null;
}

/** What is due at one location of a company with several. */
export interface DueListLocation extends DueListLists {
  readonly name: string;
}

/**
 * The daily reminder to a company's user, most urgent first: hires due at the state within 7 days and
 * those already late, Form I-9s whose Section 2 is due within one business day or late, and
 * employees to reverify. A company with several locations has its lists under each location's name
 * (`locations`, the top-level lists then empty); one with a single location has them at the top.
 */
export interface DueListMail extends DueListLists {
  readonly appUrl: string;
  readonly companyName: string;
  readonly contactFirstname: string;
  readonly locations?: readonly DueListLocation[];
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * How every row shows its deadline: in words, in the unit the deadline is counted in (calendar days
 * for the WOTC request and reverification, business days for Section 2 and the case to create,
 * federal working days for a mismatch's steps), and in red once it has passed.
 */
const urgency = (daysLeft: number, unit: DeadlineDayUnit) => ({ when: daysLeftText(daysLeft, unit), late: daysLeft < 0 });

const employeeLink = (appUrl: string, employeeId: string): string => appLink(appUrl, `/dashboard/employees/${encodeURIComponent(employeeId)}`);

/** The lists of a mail: one per location when it has them, else the top-level ones. */
const listsOf = (d: DueListMail): { name: string | null; lists: DueListLists }[] => (d.locations ? d.locations.map((l) => ({ name: l.name, lists: l })) : [{ name: null, lists: d }]);

/** The subject's summary of what is due (over every location): the WOTC requests at the state, the I-9s, or both. */
function headline(d: DueListMail): string {
  const all = listsOf(d).map((g) => g.lists);
  const total = (count: (l: DueListLists) => number) => all.reduce((n, l) => n + count(l), 0);
  const [wotcN, i9N, everifyN, reverifyN, hiredN] = [
    total((l) => l.items.length),
    total((l) => l.i9Items?.length ?? 0),
    total((l) => l.everifyItems?.length ?? 0),
    total((l) => l.reverifyItems?.length ?? 0),
    total((l) => l.hiredWithoutI9?.count ?? 0),
  ];
  const wotc = wotcN ? `${plural(wotcN, 'WOTC request', 'WOTC requests')} for ${d.companyName} due at the state` : '';
  const i9 = [
    i9N ? `${plural(i9N, 'Form I-9', 'Form I-9s')} due for Section 2` : '',
    everifyN ? `${plural(everifyN, 'E-Verify step', 'E-Verify steps')} to take` : '',
    reverifyN ? `${plural(reverifyN, 'employee', 'employees')} to reverify` : '',
    hiredN ? `${plural(hiredN, 'hire', 'hires')} without a Form I-9` : '',
  ].filter(Boolean).join(' and ');
  if (wotc && i9) return `${wotc}, and ${i9}`;
  return wotc || `${i9} at ${d.companyName}`;
}

/** One place's lists as the templates show them (`name`: the location's, null for a company with one). */
function listsView(appUrl: string, name: string | null, d: DueListLists): Record<string, unknown> {
  return {
    name,
    hasWotc: d.items.length > 0,
    hasI9: (d.i9Items?.length ?? 0) > 0,
    hasReverify: (d.reverifyItems?.length ?? 0) > 0,
    hasEVerify: (d.everifyItems?.length ?? 0) > 0,
    hasHired: (d.hiredWithoutI9?.count ?? 0) > 0,
    hiredCount: d.hiredWithoutI9?.count ?? 0,
    hiredSince: d.hiredWithoutI9 ? formatLongDate(d.hiredWithoutI9.oldestHireDate) : '',
    everifyTestMode: (d.everifyItems ?? []).some((i) => i.testMode),
    everifyItems: (d.everifyItems ?? []).map((i) => ({
      name: i.name,
      what: i.what,
      due: i.dueDate ? formatLongDate(i.dueDate) : '',
      ...(i.daysLeft === null || i.daysUnit === null ? { when: 'no deadline', late: false } : urgency(i.daysLeft, i.daysUnit)),
      link: employeeLink(appUrl, i.employeeId),
    })),
    reverifyItems: (d.reverifyItems ?? []).map((i) => ({
      name: i.name,
      reverifyBy: formatLongDate(i.reverifyBy),
      ...urgency(i.daysLeft, 'calendar'),
      link: employeeLink(appUrl, i.employeeId),
    })),
    i9Items: (d.i9Items ?? []).map((i) => ({
      name: i.name,
      firstDay: formatLongDate(i.firstDay),
      dueDate: formatLongDate(i.dueDate),
      ...urgency(i.daysLeft, i.daysUnit),
      link: employeeLink(appUrl, i.employeeId),
    })),
    items: d.items.map((i) => ({
      name: i.name,
      started: formatLongDate(i.startDate),
      deadline: formatLongDate(i.deadline),
      ...urgency(i.daysLeft, 'calendar'),
      link: appLink(appUrl, `/dashboard/submissions/${encodeURIComponent(i.submissionId)}`),
    })),
  };
}


/**
 * One list of the HTML part: a row per item of `each`, the name linked to its page with `detail`
 * beneath it, and how urgent it is on the right.
 */
const htmlList = (each: string, detail: string): string => `<table role="presentation" style="border-collapse:collapse;width:100%;margin:12px 0;">
{{#each ${each}}}
<tr><td style="padding:6px 8px;border-bottom:1px solid #dde3ea;"><a href="{{link}}">{{name}}</a><br><span style="color:#4d5866;">${detail}</span></td>
<td style="padding:6px 8px;border-bottom:1px solid #dde3ea;text-align:right;{{#if late}}color:#b3261e;font-weight:bold;{{/if}}">{{when}}</td></tr>
{{/each}}
</table>`;

export const dueListMail: MailDefinition<DueListMail> = {
  subject: '{{headline}}',
  preheader: 'Form 8850 must reach the state workforce agency within 28 days of the start date; Form I-9 Section 2 is due within 3 business days of the first day.',
  reason: 'You received this email because {{companyName}} has hires whose WOTC or Form I-9 deadline is near. It is sent once a day while there are any.',
  view: (d) => ({
    firstname: d.contactFirstname,
    companyName: d.companyName,
    headline: headline(d),
    groups: listsOf(d).map((g) => listsView(d.appUrl, g.name, g.lists)),
    submissionsLink: appLink(d.appUrl, '/dashboard/submissions'),
    dashboardLink: appLink(d.appUrl, '/dashboard'),
  }),
  text: `Hello {{firstname}},
{{#each groups}}
{{#if name}}

At {{name}}:
{{/if}}
{{#if hasWotc}}

These hires of {{@root.companyName}} need their Form 8850 and ETA Form 9061 at the state workforce agency within 28 days of their start date. A request that arrives late earns no credit.

{{#each items}}
- {{name}}: started {{started}}, deadline {{deadline}} ({{when}})
  {{link}}
{{/each}}
{{/if}}
{{#if hasI9}}

These new employees need Form I-9 Section 2: the documents examined and signed within 3 business days of the first day of work.

{{#each i9Items}}
- {{name}}: first day {{firstDay}}, Section 2 due {{dueDate}} ({{when}})
  {{link}}
{{/each}}
{{/if}}
{{#if hasEVerify}}

E-Verify{{#if everifyTestMode}} (TEST MODE: these cases are not real E-Verify results){{/if}}: a case is created by the 3rd business day after the first day, and a mismatch is referred or closed within 10 federal government working days. Take no action against an employee because of an open mismatch.

{{#each everifyItems}}
- {{name}}: {{what}}{{#if due}} By {{due}} ({{when}}).{{/if}}
  {{link}}
{{/each}}
{{/if}}
{{#if hasHired}}

Hired, Form I-9 not started: {{hiredCount}} (the oldest hired {{hiredSince}}). A Form I-9 is owed from the hire: add each hired applicant as an employee from their pre-screening, so they can complete Section 1.
  {{@root.submissionsLink}}
{{/if}}
{{#if hasReverify}}

These employees' employment authorization ends soon: complete Supplement B of their Form I-9 with a new List A or List C document, no later than the day it ends.

{{#each reverifyItems}}
- {{name}}: reverify by {{reverifyBy}} ({{when}})
  {{link}}
{{/each}}
{{/if}}
{{/each}}

Your dashboard: {{dashboardLink}}
`,
  html: `<p>Hello {{firstname}},</p>
{{#each groups}}
{{#if name}}
<h2 style="font-size:16px;margin:20px 0 4px;">{{name}}</h2>
{{/if}}
{{#if hasWotc}}
<p>These hires of <strong>{{@root.companyName}}</strong> need their Form 8850 and ETA Form 9061 at the state workforce agency within 28 days of their start date. A request that arrives late earns no credit.</p>
${htmlList('items', 'started {{started}} · deadline {{deadline}}')}
{{/if}}
{{#if hasI9}}
<p>These new employees need <strong>Form I-9 Section 2</strong>: the documents examined and signed within 3 business days of the first day of work.</p>
${htmlList('i9Items', 'first day {{firstDay}} · Section 2 due {{dueDate}}')}
{{/if}}
{{#if hasEVerify}}
<p><strong>E-Verify</strong>{{#if everifyTestMode}} <span style="color:#8a5a00;font-weight:bold;">(TEST MODE: these cases are not real E-Verify results)</span>{{/if}}: a case is created by the 3rd business day after the first day, and a mismatch is referred or closed within 10 federal government working days. Take no action against an employee because of an open mismatch.</p>
${htmlList('everifyItems', '{{what}}{{#if due}} By {{due}}.{{/if}}')}
{{/if}}
{{#if hasHired}}
<p><strong>Hired, Form I-9 not started: {{hiredCount}}</strong> (the oldest hired {{hiredSince}}). A Form I-9 is owed from the hire: add each hired applicant as an employee from their pre-screening, so they can complete Section 1. <a href="{{@root.submissionsLink}}">Your pre-screenings</a></p>
{{/if}}
{{#if hasReverify}}
<p>These employees' employment authorization ends soon: complete <strong>Supplement B</strong> of their Form I-9 with a new List A or List C document, no later than the day it ends.</p>
${htmlList('reverifyItems', 'reverify by {{reverifyBy}}')}
{{/if}}
{{/each}}
<p><a href="{{dashboardLink}}" style="${BUTTON_STYLE}">Open the dashboard</a></p>`,
};
