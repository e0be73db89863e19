import { formatTimestamp } from '../../format';
import type { MailDefinition } from '../mail-definition';

/** To the sales inbox: a visitor asked for a demo (docs/product.md §3 contact payload). */
export interface DemoRequestMail {
  readonly firstname: string;
  readonly lastname: string;
  readonly company: string;
  readonly position: string;
  readonly email: string;
  readonly receivedAt: Date;
  /** The IANA zone the time received is written in: the service's home zone (there is no company yet). */
  readonly timeZone: string;
}

export const demoRequestMail: MailDefinition<DemoRequestMail> = {
  subject: 'Demo request: {{company}} ({{firstname}} {{lastname}})',
  preheader: '{{firstname}} {{lastname}}, {{position}} at {{company}}, asked for a demo.',
  reason: 'You received this email because this address is the ClearHire sales inbox.',
  view: (d) => ({
    firstname: d.firstname,
    lastname: d.lastname,
    company: d.company,
    position: d.position,
    email: d.email,
    mailto: `mailto:${encodeURIComponent(d.email).replace(/%40/g, '@')}`,
    receivedAt: formatTimestamp(d.receivedAt, d.timeZone),
  }),
  text: `A demo was requested through the contact form.

Name:     {{firstname}} {{lastname}}
Company:  {{company}}
Position: {{position}}
Email:    {{email}}
Received: {{receivedAt}}

Reply to {{email}} to arrange the demo.
`,
  html: `<p>A demo was requested through the contact form.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 16px;">
<tr><td style="padding:2px 16px 2px 0;color:#5b6470;">Name</td><td>{{firstname}} {{lastname}}</td></tr>
<tr><td style="padding:2px 16px 2px 0;color:#5b6470;">Company</td><td>{{company}}</td></tr>
<tr><td style="padding:2px 16px 2px 0;color:#5b6470;">Position</td><td>{{position}}</td></tr>
<tr><td style="padding:2px 16px 2px 0;color:#5b6470;">Email</td><td><a href="{{mailto}}">{{email}}</a></td></tr>
<tr><td style="padding:2px 16px 2px 0;color:#5b6470;">Received</td><td>{{receivedAt}}</td></tr>
</table>
<p>Reply to {{email}} to arrange the demo.</p>`,
};
