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
  /** Days until the deadline; negative once it has passed. */
  readonly daysLeft: number;
}

/** The daily reminder to a company: hires due at the state within 7 days and those already late, most urgent first. */
export interface DueListMail {
  readonly appUrl: string;
  readonly companyName: string;
  readonly contactFirstname: string;
  readonly items: readonly DueListItem[];
}

const when = (daysLeft: number): string =>
  daysLeft < 0 ? `late by ${-daysLeft} day${daysLeft === -1 ? '' : 's'}` : daysLeft === 0 ? 'due today' : `due in ${daysLeft} day${daysLeft === 1 ? '' : 's'}`;

export const dueListMail: MailDefinition<DueListMail> = {
  subject: '{{count}} WOTC request{{plural}} for {{companyName}} due at the state',
  preheader: 'Form 8850 must reach the state workforce agency within 28 days of the start date.',
  reason: 'You received this email because {{companyName}} has hires whose WOTC deadline is near. It is sent once a day while there are any.',
  view: (d) => ({
    firstname: d.contactFirstname,
    companyName: d.companyName,
    count: d.items.length,
    plural: d.items.length === 1 ? '' : 's',
    dashboardLink: appLink(d.appUrl, '/dashboard'),
    items: d.items.map((i) => ({
      name: i.name,
      started: formatLongDate(i.startDate),
      deadline: formatLongDate(i.deadline),
      when: when(i.daysLeft),
      late: i.daysLeft < 0,
      link: appLink(d.appUrl, `/dashboard/submissions/${encodeURIComponent(i.submissionId)}`),
    })),
  }),
  text: `Hello {{firstname}},

These hires of {{companyName}} need their Form 8850 and ETA Form 9061 at the state workforce agency within 28 days of their start date. A request that arrives late earns no credit.

{{#each items}}
- {{name}}: started {{started}}, deadline {{deadline}} ({{when}})
  {{link}}
{{/each}}

Your dashboard: {{dashboardLink}}
`,
  html: `<p>Hello {{firstname}},</p>
<p>These hires of <strong>{{companyName}}</strong> need their Form 8850 and ETA Form 9061 at the state workforce agency within 28 days of their start date. A request that arrives late earns no credit.</p>
<table role="presentation" style="border-collapse:collapse;width:100%;margin:12px 0;">
{{#each items}}
<tr><td style="padding:6px 8px;border-bottom:1px solid #dde3ea;"><a href="{{link}}">{{name}}</a><br><span style="color:#4d5866;">started {{started}} · deadline {{deadline}}</span></td>
<td style="padding:6px 8px;border-bottom:1px solid #dde3ea;text-align:right;{{#if late}}color:#b3261e;font-weight:bold;{{/if}}">{{when}}</td></tr>
{{/each}}
</table>
<p><a href="{{dashboardLink}}" style="${BUTTON_STYLE}">Open the dashboard</a></p>`,
};
