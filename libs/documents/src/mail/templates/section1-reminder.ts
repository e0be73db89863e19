import { formatLongDate } from '../../format';
import { i9Link } from '../app-links';
import { BUTTON_STYLE, type MailDefinition } from '../mail-definition';

/** To an employee who has not completed Form I-9 Section 1: 2 days before, 1 day before and on the first day. */
export interface Section1ReminderMail {
  readonly appUrl: string;
  readonly url: string;
  readonly employeeFirstname: string;
  readonly employerName: string;
  readonly firstDay: string;
  /** 2, 1 or 0 (the first day itself). */
  readonly daysBefore: number;
}

export const section1ReminderMail: MailDefinition<Section1ReminderMail> = {
  subject: 'Reminder: complete your Form I-9 for {{employerName}} {{when}}',
  preheader: 'Section 1 of Form I-9 is due no later than your first day of work.',
  reason: 'You received this email because {{employerName}} added you as a new employee in ClearHire and your Form I-9 Section 1 is not completed yet.',
  view: (d) => ({
    firstname: d.employeeFirstname,
    employerName: d.employerName,
    link: i9Link(d.appUrl, d.url),
    when: d.daysBefore === 0 ? 'today' : d.daysBefore === 1 ? 'by tomorrow' : `within ${d.daysBefore} days`,
    firstDay: formatLongDate(d.firstDay, 'firstDay'),
  }),
  text: `Hello {{firstname}},

Your first day of work with {{employerName}} is {{firstDay}}. The law asks you to complete Section 1 of Form I-9 no later than that day, and it is not completed yet:

{{link}}

The link is personal to you: please do not share it.
`,
  html: `<p>Hello {{firstname}},</p>
<p>Your first day of work with {{employerName}} is <strong>{{firstDay}}</strong>. The law asks you to complete Section 1 of Form I-9 no later than that day, and it is not completed yet.</p>
<p><a href="{{link}}" style="${BUTTON_STYLE}">Complete your Form I-9</a></p>
<p style="font-size:13px;color:#5b6470;">Or open this link: <a href="{{link}}">{{link}}</a><br>The link is personal to you: please do not share it.</p>`,
};
